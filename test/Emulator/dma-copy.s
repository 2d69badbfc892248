// The DMA nested loops of dma-copy.md: loop2 x loop1 x n_burst rows of
// len_burst bytes at start-to-start strides, with padding to dst_stride
// from the pad value, and back to GM (de-padding). GM source bytes are
// 0, 1, 2, ...
// RUN: llvm-mc -triple=pto -filetype=obj %s -o %t.o
// RUN: pto-emu %t.o --entry=dma --gm src=iota:u8:256 --gm dst=zero:16 \
// RUN:   --arg gm:src --arg gm:dst --print ub@0:u8:32 --print ub@64:u8:36 \
// RUN:   --print ub@256:u8:4 --print ub@320:u8:4 --print ub@352:u8:4 \
// RUN:   --print dst:u8 | FileCheck %s
// Row (j=0, k=0, r=0): GM bytes 0-3, then 28 bytes of pad 0xAA (170).
// CHECK: ub@0: 0 1 2 3 170 170 170 170 170 170 170 170 170 170 170 170 170 170 170 170 170 170 170 170 170 170 170 170 170 170 170 170
// Rows (0, 1, 0) and (0, 1, 1): GM 16-19 and 24-27.
// CHECK-NEXT: ub@64: 16 17 18 19 170 170 170 170 170 170 170 170 170 170 170 170 170 170 170 170 170 170 170 170 170 170 170 170 170 170 170 170 24 25 26 27
// Rows (1, 0, 0), (1, 1, 0), (1, 1, 1): GM 64-67, 80-83, 88-91.
// CHECK-NEXT: ub@256: 64 65 66 67
// CHECK-NEXT: ub@320: 80 81 82 83
// CHECK-NEXT: ub@352: 88 89 90 91
// copy_ubuf_to_gm: four 4-byte rows from UB rows 32 bytes apart.
// CHECK-NEXT: dst: 0 1 2 3 8 9 10 11 16 17 18 19 24 25 26 27

// Padding with 16- and 32-bit elements (data_select 2 and 3): the pad
// value's low 16 bits (0x7fff) or 32 bits (0x7f800000, f32 +inf) repeated.
// RUN: pto-emu %t.o --entry=dma_pad_widths --gm src=iota:u8:256 --arg gm:src \
// RUN:   --print ub@0:u16:16 --print ub@512:u32:8 | FileCheck %s --check-prefix=WIDTHS
// WIDTHS: ub@0: 256 32767 32767 32767 32767 32767 32767 32767 32767 32767 32767 32767 32767 32767 32767 32767
// WIDTHS-NEXT: ub@512: 50462976 2139095040 2139095040 2139095040 2139095040 2139095040 2139095040 2139095040

  .globl dma
dma:
  movi x5, 2
  set_loop_size_outtoub x5, x5
  movi x6, 16
  movi x7, 64
  set_loop1_stride_outtoub x6, x7
  movi x8, 256
  set_loop2_stride_outtoub x7, x8
  movi x9, 0xaa
  set_mov_pad_val x9
  movi x12, 4               // len_burst
  movi x13, 8               // GM row stride
  movi x14, 32              // UB row stride
  copy_gm_to_ubuf x10, x0, 0, x5, x12, x0, x0, 1, 0, x13, x14
  set_flag PIPE_MTE2, PIPE_MTE3, EVENT_ID0
  wait_flag PIPE_MTE2, PIPE_MTE3, EVENT_ID0
  movi x15, 1
  set_loop_size_ubtoout x15, x15
  movi x16, 4
  copy_ubuf_to_gm x0, x11, 0, x16, x12, 0, x12, x14
  ret

  .globl dma_pad_widths
dma_pad_widths:
  movi x5, 1
  set_loop_size_outtoub x5, x5
  movi x14, 32              // UB row stride
  movi x9, 0x7fff
  set_mov_pad_val x9
  movi x12, 2               // one 16-bit element
  copy_gm_to_ubuf x10, x0, 0, x5, x12, x0, x0, 2, 0, x14, x14
  movi x9, 0x7f800000
  set_mov_pad_val x9
  movi x12, 4               // one 32-bit element
  movi x15, 512
  copy_gm_to_ubuf x10, x15, 0, x5, x12, x0, x0, 3, 0, x14, x14
  ret
