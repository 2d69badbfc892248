// A small valid object (a relocation, two symbols) that
// corrupt-objects.test corrupts one field at a time with tools/elf_edit.py.
  .text
  .globl accumulate
accumulate:
  j helper
  .globl helper
helper:
  ret
