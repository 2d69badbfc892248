// The PTO target predefines __PTO__ and a macro naming the CPU's profile.
// RUN: clang --target=pto -E -dM %s -o - \
// RUN:   | FileCheck %s --check-prefix=A5 --implicit-check-not=__PTO_A2A3__
// RUN: clang --target=pto -mcpu=a5 -E -dM %s -o - \
// RUN:   | FileCheck %s --check-prefix=A5 --implicit-check-not=__PTO_A2A3__
// RUN: clang --target=pto -mcpu=a2a3 -E -dM %s -o - \
// RUN:   | FileCheck %s --check-prefix=A2A3 --implicit-check-not=__PTO_A5__

// A5-DAG: #define __PTO__ 1
// A5-DAG: #define __pto__ 1
// A5-DAG: #define __PTO_A5__ 1
// A5-DAG: #define __PTO_CPU__ "a5"
// A5-DAG: #define __LP64__ 1
// A5-DAG: #define __SIZEOF_POINTER__ 8
// A5-DAG: #define __ORDER_LITTLE_ENDIAN__ 1234

// A2A3-DAG: #define __PTO__ 1
// A2A3-DAG: #define __PTO_A2A3__ 1
// A2A3-DAG: #define __PTO_CPU__ "a2a3"
