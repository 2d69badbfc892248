  .text
vlds v1, [x5, x6], NORM
vabs.f32 v2, v1, p1
vsts v2, [x8, x6], NORM_B32, p1
0xffffffff:
addi x6, x6, 256
bne x7, x0, -40
