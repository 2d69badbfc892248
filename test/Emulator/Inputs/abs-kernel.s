// The 2-D abs seed kernel (vector-load-store.md): GM -> MTE2 -> UB ->
// vlds / vabs / vsts with plt_b32 tail masks -> UB -> MTE3 -> GM, with its
// flags. x10 = GM source, x11 = GM destination, x12 = element count (a
// multiple of 8, so rows stay 32-byte aligned).
  .text
  .globl abs_kernel
abs_kernel:
  movi x20, 1
  set_loop_size_outtoub x20, x20
  movi x21, 0                     // UB input at 0
  slli x22, x12, 2                // bytes
  copy_gm_to_ubuf x10, x21, 0, x20, x22, x0, x0, 0, 0, x22, x22
  set_flag PIPE_MTE2, PIPE_V, EVENT_ID0
  wait_flag PIPE_MTE2, PIPE_V, EVENT_ID0
  movi x23, 65536                 // UB output at 64 KiB
  mv x7, x12                      // lanes left
  movi x6, 0                      // byte offset
.Lloop:
  plt_b32 p1, x7
  vlds v1, [x21, x6], NORM
  vabs.f32 v2, v1, p1
  vsts v2, [x23, x6], NORM_B32, p1
  addi x6, x6, 256
  bne x7, x0, .Lloop
  set_flag PIPE_V, PIPE_MTE3, EVENT_ID0
  wait_flag PIPE_V, PIPE_MTE3, EVENT_ID0
  set_loop_size_ubtoout x20, x20
  copy_ubuf_to_gm x23, x11, 0, x20, x22, 0, x22, x22
  ret
