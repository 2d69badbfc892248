// The driver selects the PTO toolchain, the integrated assembler and the
// default CPU a5; -mcpu chooses another profile.
// RUN: clang --target=pto -### -c %s 2>&1 | FileCheck %s --check-prefix=A5
// RUN: clang --target=pto -mcpu=a2a3 -### -c %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=A2A3
// A5: "-cc1" "-triple" "pto"
// A5-SAME: "-target-cpu" "a5"
// A5-NOT: "-fno-integrated-as"
// A2A3: "-target-cpu" "a2a3"

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

void k(void) {}
