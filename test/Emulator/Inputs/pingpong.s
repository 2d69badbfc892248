// The ping-pong double-buffered abs loop of pipeline-sync.md example 3:
// x10 = GM input, x11 = GM output, x12 = number of tile pairs (two tiles of
// 64 f32 per iteration, one per buffer).
  .text
// 3a: set_flag / wait_flag, with the reverse events primed before the loop
// and drained after it. Events: 0/1 MTE2 -> V (input ready), 2/3 V -> MTE2
// (input free), 4/5 V -> MTE3 (output ready), 6/7 MTE3 -> V (output free).
  .globl pingpong_flags
pingpong_flags:
  movi x20, 1
  set_loop_size_outtoub x20, x20
  set_loop_size_ubtoout x20, x20
  movi x21, 256                   // one tile: 64 f32
  pset_b32 p0, PAT_ALL
  set_flag PIPE_V, PIPE_MTE2, EVENT_ID2
  set_flag PIPE_V, PIPE_MTE2, EVENT_ID3
  set_flag PIPE_MTE3, PIPE_V, EVENT_ID6
  set_flag PIPE_MTE3, PIPE_V, EVENT_ID7
.Lflags_pair:
  // buffer 0: UB input 0, output 1024
  wait_flag PIPE_V, PIPE_MTE2, EVENT_ID2
  movi x22, 0
  copy_gm_to_ubuf x10, x22, 0, x20, x21, x0, x0, 0, 0, x21, x21
  set_flag PIPE_MTE2, PIPE_V, EVENT_ID0
  wait_flag PIPE_MTE2, PIPE_V, EVENT_ID0
  wait_flag PIPE_MTE3, PIPE_V, EVENT_ID6
  vlds v1, [x22, x0], NORM
  vabs.f32 v2, v1, p0
  movi x23, 1024
  vsts v2, [x23, x0], NORM_B32, p0
  set_flag PIPE_V, PIPE_MTE2, EVENT_ID2
  set_flag PIPE_V, PIPE_MTE3, EVENT_ID4
  wait_flag PIPE_V, PIPE_MTE3, EVENT_ID4
  copy_ubuf_to_gm x23, x11, 0, x20, x21, 0, x21, x21
  set_flag PIPE_MTE3, PIPE_V, EVENT_ID6
  addi x10, x10, 256
  addi x11, x11, 256
  // buffer 1: UB input 256, output 1280
  wait_flag PIPE_V, PIPE_MTE2, EVENT_ID3
  movi x22, 256
  copy_gm_to_ubuf x10, x22, 0, x20, x21, x0, x0, 0, 0, x21, x21
  set_flag PIPE_MTE2, PIPE_V, EVENT_ID1
  wait_flag PIPE_MTE2, PIPE_V, EVENT_ID1
  wait_flag PIPE_MTE3, PIPE_V, EVENT_ID7
  vlds v1, [x22, x0], NORM
  vabs.f32 v2, v1, p0
  movi x23, 1280
  vsts v2, [x23, x0], NORM_B32, p0
  set_flag PIPE_V, PIPE_MTE2, EVENT_ID3
  set_flag PIPE_V, PIPE_MTE3, EVENT_ID5
  wait_flag PIPE_V, PIPE_MTE3, EVENT_ID5
  copy_ubuf_to_gm x23, x11, 0, x20, x21, 0, x21, x21
  set_flag PIPE_MTE3, PIPE_V, EVENT_ID7
  addi x10, x10, 256
  addi x11, x11, 256
  addi x12, x12, -1
  bne x12, x0, .Lflags_pair
  wait_flag PIPE_V, PIPE_MTE2, EVENT_ID2
  wait_flag PIPE_V, PIPE_MTE2, EVENT_ID3
  wait_flag PIPE_MTE3, PIPE_V, EVENT_ID6
  wait_flag PIPE_MTE3, PIPE_V, EVENT_ID7
  ret

// 3b: get_buf / rls_buf: no priming, no draining.
  .globl pingpong_buffers
pingpong_buffers:
  movi x20, 1
  set_loop_size_outtoub x20, x20
  set_loop_size_ubtoout x20, x20
  movi x21, 256                   // one tile: 64 f32
  pset_b32 p0, PAT_ALL
.Lbuf_pair:
  // buffer 0: UB input 0 (buffer id 0), output 1024 (id 2)
  movi x22, 0
  movi x23, 1024
  get_buf PIPE_MTE2, 0, 0
  copy_gm_to_ubuf x10, x22, 0, x20, x21, x0, x0, 0, 0, x21, x21
  rls_buf PIPE_MTE2, 0, 0
  get_buf PIPE_V, 0, 0
  get_buf PIPE_V, 2, 0
  vlds v1, [x22, x0], NORM
  vabs.f32 v2, v1, p0
  vsts v2, [x23, x0], NORM_B32, p0
  rls_buf PIPE_V, 0, 0
  rls_buf PIPE_V, 2, 0
  get_buf PIPE_MTE3, 2, 0
  copy_ubuf_to_gm x23, x11, 0, x20, x21, 0, x21, x21
  rls_buf PIPE_MTE3, 2, 0
  addi x10, x10, 256
  addi x11, x11, 256
  // buffer 1: UB input 256 (buffer id 1), output 1280 (id 3)
  movi x22, 256
  movi x23, 1280
  get_buf PIPE_MTE2, 1, 0
  copy_gm_to_ubuf x10, x22, 0, x20, x21, x0, x0, 0, 0, x21, x21
  rls_buf PIPE_MTE2, 1, 0
  get_buf PIPE_V, 1, 0
  get_buf PIPE_V, 3, 0
  vlds v1, [x22, x0], NORM
  vabs.f32 v2, v1, p0
  vsts v2, [x23, x0], NORM_B32, p0
  rls_buf PIPE_V, 1, 0
  rls_buf PIPE_V, 3, 0
  get_buf PIPE_MTE3, 3, 0
  copy_ubuf_to_gm x23, x11, 0, x20, x21, 0, x21, x21
  rls_buf PIPE_MTE3, 3, 0
  addi x10, x10, 256
  addi x11, x11, 256
  addi x12, x12, -1
  bne x12, x0, .Lbuf_pair
  ret
