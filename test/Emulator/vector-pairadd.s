// vcpadd is a pairwise add (vector-isa-beyond-seeds.md, last section, the
// assembler's goldens): dst[i] = src[2i] + src[2i+1] for i < N/2, 0 for
// i >= N/2; an inactive source lane counts as 0 (an odd active tail pairs
// with 0). f32 1..64 under PAT_VL3: (1+2) (3+0), then zeros; f16
// 1..128 under PAT_ALL: (1+2) (3+4) .. (127+128), then 64 zeros.
// RUN: llvm-mc -triple=pto -filetype=obj %s -o %t.o
// RUN: pto-emu %t.o --entry=pairadd --print ub@4096:f32:64 --print ub@4352:f16:128 | FileCheck %s
// CHECK: ub@4096: 3 3 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0{{$}}
// CHECK-NEXT: ub@4352: 3 7 11 15 19 23 27 31 35 39 43 47 51 55 59 63 67 71 75 79 83 87 91 95 99 103 107 111 115 119 123 127 131 135 139 143 147 151 155 159 163 167 171 175 179 183 187 191 195 199 203 207 211 215 219 223 227 231 235 239 243 247 251 255 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0{{$}}

  .globl pairadd
pairadd:
  movi x20, 4096
  pset_b32 p0, PAT_ALL
  pset_b32 p1, PAT_VL3
  pset_b16 p2, PAT_ALL
  movi x5, 1
  vci.f32 v1, x5, ASC
  vcpadd.f32 v2, v1, p1
  vsts v2, [x20, 0], NORM_B32, p0
  vci.f16 v3, x5, ASC
  vcpadd.f16 v4, v3, p2
  vsts v4, [x20, 256], NORM_B16, p2
  ret
