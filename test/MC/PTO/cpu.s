// The PTO target, its CPUs, and an unknown CPU.
// RUN: llvm-mc -triple=pto -mcpu=a5 -show-encoding %s | FileCheck %s
// RUN: llvm-mc -triple=pto -mcpu=a2a3 -show-encoding %s | FileCheck %s
// RUN: llvm-mc -triple=pto -mcpu=bogus %s 2>&1 | FileCheck %s --check-prefix=BOGUS
// RUN: llc -mtriple=pto -mcpu=help 2>&1 | FileCheck %s --check-prefix=HELP
// RUN: llc --version | FileCheck %s --check-prefix=VERSION

// CHECK: add x1, x2, x3
// BOGUS: 'bogus' is not a recognized processor for this target
// HELP: Available CPUs for this target:
// HELP: a2a3
// HELP: a5
// VERSION: pto - PTO A5 vector core
add x1, x2, x3
