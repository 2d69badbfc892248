// On A5 as on A2/A3, flags may come from and go to the scalar pipe
// (PIPE_S <-> PIPE_V, PIPE_S -> PIPE_MTE3: A5 kernels order scalar UB
// accesses with them), and pipe_barrier takes PIPE_ALL (docs/cce-api.md).
// The encodings are those tools/isa/gen_mc_tests.py computes from the
// instruction layout (isa-sync-dma-a2a3-valid.s, isa-sync-dma-valid.s).
// RUN: llvm-mc -triple=pto -mcpu=a5 -show-encoding %s | FileCheck %s
// RUN: llvm-mc -triple=pto -mcpu=a5 -filetype=obj %s \
// RUN:   | llvm-objdump -d --mcpu=a5 --no-show-raw-insn - \
// RUN:   | FileCheck %s --check-prefix=DIS

// CHECK: set_flag PIPE_S, PIPE_V, EVENT_ID0 // encoding: [0xc0,0x02,0x00,0x00,0x1e,0x04,0x00,0x00]
// DIS: set_flag PIPE_S, PIPE_V, EVENT_ID0
set_flag PIPE_S, PIPE_V, EVENT_ID0
// CHECK: wait_flag PIPE_V, PIPE_S, EVENT_ID3 // encoding: [0xc1,0x0e,0x00,0x00,0x3e,0x00,0x00,0x00]
// DIS: wait_flag PIPE_V, PIPE_S, EVENT_ID3
wait_flag PIPE_V, PIPE_S, EVENT_ID3
// CHECK: set_flag PIPE_S, PIPE_MTE3, EVENT_ID2 // encoding: [0xc0,0x0a,0x00,0x00,0x1e,0x0c,0x00,0x00]
// DIS: set_flag PIPE_S, PIPE_MTE3, EVENT_ID2
set_flag PIPE_S, PIPE_MTE3, EVENT_ID2
// CHECK: pipe_barrier PIPE_ALL // encoding: [0xc2,0x02,0x00,0x00,0xfe,0x00,0x00,0x00]
// DIS: pipe_barrier PIPE_ALL
pipe_barrier PIPE_ALL
