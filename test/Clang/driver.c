// The driver selects the PTO toolchain, the integrated assembler and the
// default CPU a5; -mcpu chooses another profile.
// RUN: clang --target=pto -### -c %s 2>&1 | FileCheck %s --check-prefix=A5
// RUN: clang --target=pto -mcpu=a2a3 -### -c %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=A2A3
// A5: "-cc1" "-triple" "pto"
// A5-SAME: "-target-cpu" "a5"
// A5-NOT: "-fno-integrated-as"
// A2A3: "-target-cpu" "a2a3"

// Math functions do not set errno (there is none): no -fmath-errno, so
// sinf is llvm.sin and loops calling it vectorise; -fmath-errno still
// asks for it.
// RUN: clang --target=pto -### -c %s 2>&1 | FileCheck %s --check-prefix=ERRNO
// ERRNO-NOT: "-fmath-errno"
// RUN: clang --target=pto -fmath-errno -### -c %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=WITH-ERRNO
// WITH-ERRNO: "-fmath-errno"

// An unknown CPU is an error that lists the valid ones.
// RUN: not clang --target=pto -mcpu=a9 -c %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BADCPU
// BADCPU: error: unknown target CPU 'a9'
// BADCPU: note: valid target CPU values are: a5, a2a3

// Linking runs pto-link from clang's directory on the objects (docs/abi.md).
// RUN: clang --target=pto -### %s -o %t.out 2>&1 \
// RUN:   | FileCheck %s --check-prefix=LINK
// LINK: "-cc1" "-triple" "pto"
// LINK: "{{[^"]*}}pto-link" "-o" "{{[^"]*}}.out" "{{[^"]*}}.o"

// -save-temps keeps the preprocessed source, the IR and the assembly, and
// compiling the preprocessed source does not read the register types
// again (they are already in it).
// RUN: rm -rf %t.dir && mkdir -p %t.dir && cd %t.dir && clang --target=pto -save-temps -c %s -o k.o
// RUN: ls %t.dir | FileCheck %s --check-prefix=TEMPS
// TEMPS: driver.bc
// TEMPS-NEXT: driver.i
// TEMPS-NEXT: driver.s
// TEMPS-NEXT: k.o

// -S, -emit-llvm and -g: assembly, IR, and line tables that
// llvm-objdump -dl shows.
// RUN: clang --target=pto -S %s -o - | FileCheck %s --check-prefix=ASM
// ASM: k:
// ASM: ret
// RUN: clang --target=pto -S -emit-llvm %s -o - | FileCheck %s --check-prefix=IR
// IR: define {{.*}}void @k()
// RUN: clang --target=pto -g -c %s -o %t.g.o
// RUN: llvm-objdump -dl %t.g.o | FileCheck %s --check-prefix=LINES
// LINES: <k>:
// LINES-NEXT: ; k():
// LINES-NEXT: ; {{.*}}driver.c:[[#@LINE+2]]

void k(void) {}
