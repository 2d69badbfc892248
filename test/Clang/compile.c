// clang --target=pto compiles an empty kernel to LLVM IR, assembly and an
// ELF object.
// RUN: clang --target=pto -O2 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=IR
// RUN: clang --target=pto -O2 -S %s -o - | FileCheck %s --check-prefix=ASM
// RUN: clang --target=pto -O2 -c %s -o %t.o
// RUN: llvm-readobj -h %t.o | FileCheck %s --check-prefix=OBJ
// RUN: llvm-objdump -d %t.o | FileCheck %s --check-prefix=DIS

// IR: target datalayout = "e-m:e-p:64:64-p1:64:64-p6:64:64-i64:64-i128:128-n32:64-S256-v256:256-v2048:256"
// IR: target triple = "pto"
// IR: define dso_local void @empty_kernel()
// IR: ret void
// IR: attributes #0 = {{.*}}"target-cpu"="a5"

// ASM-LABEL: empty_kernel:
// ASM-NEXT: // %bb.0:
// ASM-NEXT: ret

// OBJ: Format: elf64-pto
// OBJ: Arch: pto
// OBJ: Machine: EM_PTO (0x5054)

// DIS: file format elf64-pto
// DIS-LABEL: <empty_kernel>:
// DIS-NEXT: ret

void empty_kernel(void) {}
