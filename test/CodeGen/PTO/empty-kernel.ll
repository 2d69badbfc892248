; The smallest kernel compiles to assembly and to an object.
; RUN: llc -mtriple=pto < %s | FileCheck %s
; RUN: llc -mtriple=pto -mcpu=a2a3 < %s | FileCheck %s
; RUN: llc -mtriple=pto -filetype=obj < %s | llvm-objdump -d - \
; RUN:   | FileCheck %s --check-prefix=OBJ

; OBJ: file format elf64-pto
; OBJ-LABEL: <k>:
; OBJ-NEXT: 4a 80 00 00 00 00 00 00 ret
define void @k() {
  ret void
}
