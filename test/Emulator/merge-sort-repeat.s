// vmrgsort4 with a repeat count: repeat r merges the lists r groups
// further on (each list and the result advance by the group's records),
// as the tile library's TMrgSort uses it with its lists one after another.
// Two repeats of four one-record lists {score, index}: scores 1, 4, 2, 3
// then 8, 5, 7, 6 give 4 3 2 1 and 8 7 6 5 (descending).
// RUN: llvm-mc -triple=pto -filetype=obj %s -o %t.o
// RUN: pto-emu %t.o --entry=merge --gm in=values:f32:1,0,4,1,2,2,3,3,8,4,5,5,7,6,6,7 \
// RUN:   --gm out=zero:64 --arg gm:in --arg gm:out --print out:f32 | FileCheck %s
// CHECK: out: 4 1 3 3 2 2 1 0 8 4 7 6 6 7 5 5

  .globl merge
merge:
  movi x5, 1
  set_loop_size_outtoub x5, x5
  movi x6, 64
  movi x7, 0
  copy_gm_to_ubuf x10, x7, 0, x5, x6, x0, x0, 0, 0, x6, x6
  set_flag PIPE_MTE2, PIPE_V, EVENT_ID0
  wait_flag PIPE_MTE2, PIPE_V, EVENT_ID0
  movi x12, 8                // the four lists, 8 bytes each
  movi x13, 16
  movi x14, 24
  movi x15, 256              // the result
  movi x16, 0x00010001       // one record per list: lists 0 and 1,
  movhi x16, 0x00010001      // lists 2 and 3
  movi x17, 0xf02            // all four lists, 2 repeats
  vmrgsort4.f32 [x15], [x7], [x12], [x13], [x14], x16, x17
  set_flag PIPE_V, PIPE_MTE3, EVENT_ID0
  wait_flag PIPE_V, PIPE_MTE3, EVENT_ID0
  set_loop_size_ubtoout x5, x5
  copy_ubuf_to_gm x15, x11, 0, x5, x6, 0, x6, x6
  set_flag PIPE_MTE3, PIPE_S, EVENT_ID0
  wait_flag PIPE_MTE3, PIPE_S, EVENT_ID0
  ret
