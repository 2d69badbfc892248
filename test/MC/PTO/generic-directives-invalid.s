// Generic assembler input that asserted in upstream MC (found by
// tools/fuzz.py; fixed by llvm-project-overlay/patches/0010): a `.fill` of
// size 0 emits nothing, with a warning, as one of negative size does; a
// directional label number that MCContext cannot key (4294967294 and above)
// is a located error, where it is defined and where it is referenced.
// RUN: not llvm-mc -triple=pto -filetype=obj %s -o %t.o 2>&1 | FileCheck %s
// RUN: llvm-mc -triple=pto -filetype=obj --defsym=VALID=1 %s -o %t.o
// RUN: llvm-objdump -d %t.o | FileCheck %s --check-prefix=DIS

  .text
  .globl f
f:
  .fill 198201, 0
// CHECK: :[[@LINE-1]]:17: warning: '.fill' directive with zero size has no effect
  .fill 2, 0, 7
// CHECK: :[[@LINE-1]]:12: warning: '.fill' directive with zero size has no effect
4294967293:
  j 4294967293b
.ifndef VALID
0xffffffff:
// CHECK: :[[@LINE-1]]:1: error: directional label number must be below 4294967294
4294967294:
// CHECK: :[[@LINE-1]]:1: error: directional label number must be below 4294967294
4294967297:
// CHECK: :[[@LINE-1]]:1: error: directional label number must be below 4294967294
  j 4294967295b
// CHECK: :[[@LINE-1]]:5: error: directional label number must be below 4294967294
  j 4294967296f
// CHECK: :[[@LINE-1]]:5: error: directional label number must be below 4294967294
.endif
  ret

// The zero-size fills add no bytes: the jump to the label just before it is
// the first instruction.
// DIS: <f>:
// DIS-NEXT: 0: {{.*}} j 0x0 <f>
// DIS-NEXT: 8: {{.*}} ret
