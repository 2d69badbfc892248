// A5-only inter-core sync under the A2/A3 profile, and what A2/A3 allows.
// RUN: not llvm-mc -triple=pto -mcpu=a2a3 %s 2>&1 | FileCheck %s

set_intra_block x1, x2
// CHECK: :[[@LINE-1]]:1: error: 'set_intra_block' is only available on a5 (select it with -mcpu=a5)
wait_intra_core x1, x2
// CHECK: :[[@LINE-1]]:1: error: 'wait_intra_core' is only available on a5 (select it with -mcpu=a5)

// Still wrong on A2/A3: equal pipes.
set_flag PIPE_MTE2, PIPE_MTE2, EVENT_ID0
// CHECK: :[[@LINE-1]]:21: error: source and destination pipes must differ
// CHECK-NOT: error:
