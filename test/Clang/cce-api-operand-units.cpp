// The units and packing of vendor API operands (docs/cce-api.md).
//
// The vendor API packs a DMA loop stride as the UB stride in bits 60:40 and
// the GM stride in bits 39:0 in both directions (the tile library's TLoad
// packs dst << 40 | src, its TStore src << 40 | dst); the instructions take
// the source's stride first. Before, UB->GM strides were swapped, and
// stores of tiles whose UB and GM loop strides differ went astray (tstore).
// RUN: clang++ --target=pto -std=c++17 -Wall -Wextra -Werror -O2 -S -emit-llvm -o - %s | FileCheck %s

// CHECK-LABEL: define {{.*}} @strides(
// CHECK: call void @llvm.pto.set.loop1.stride.outtoub(i64 4096, i64 64)
// CHECK: call void @llvm.pto.set.loop2.stride.outtoub(i64 8192, i64 128)
// CHECK: call void @llvm.pto.set.loop1.stride.ubtoout(i64 64, i64 4096)
// CHECK: call void @llvm.pto.set.loop2.stride.ubtoout(i64 128, i64 8192)
extern "C" [aicore] void strides() {
  const uint64_t UB1 = 64, GM1 = 4096, UB2 = 128, GM2 = 8192;
  set_loop1_stride_outtoub(UB1 << 40 | GM1);
  set_loop2_stride_outtoub(UB2 << 40 | GM2);
  set_loop1_stride_ubtoout(UB1 << 40 | GM1);
  set_loop2_stride_ubtoout(UB2 << 40 | GM2);
}

// copy_ubuf_to_ubuf counts 32-byte blocks, as the legacy copy_gm_to_ubuf
// does and the tile library's TMrgSort computes lenBurst: the instruction
// gets bytes and start-to-start strides.
// CHECK-LABEL: define {{.*}} @ub_copy(
// CHECK: call void @llvm.pto.copy.ubuf.to.ubuf(ptr addrspace(6) %src, ptr addrspace(6) %dst, i32 0, i64 3, i64 64, i64 96, i64 128)
extern "C" [aicore] void ub_copy(__ubuf__ float *dst, __ubuf__ float *src) {
  copy_ubuf_to_ubuf(dst, src, 3, 2, 1, 2);
}

// vgather2 into 16-bit lanes from a byte table with 16-bit indices gathers
// bytes, zero-extended (the library's TMov ND->ZN and TTrans of 8-bit
// tiles): the 16-bit words holding them are gathered at index / 2 and the
// low or high byte selected. From a 16-bit table it gathers 16-bit words
// at the indices.
// CHECK-LABEL: define {{.*}} @byte_gather(
// CHECK: [[HALF:%.*]] = tail call <128 x i16> @llvm.pto.vshrs.u.v128i16(<128 x i16> {{%.*}}, i64 1,
// CHECK: [[WORDS:%.*]] = tail call <128 x i16> @llvm.pto.vgather2.bc.v128i16(ptr addrspace(6) {{%.*}}, <128 x i16> [[HALF]],
// CHECK: [[HIGH:%.*]] = tail call <128 x i16> @llvm.pto.vshrs.u.v128i16(<128 x i16> [[WORDS]], i64 8,
// CHECK: [[LOW:%.*]] = tail call <128 x i16> @llvm.pto.vands.v128i16(<128 x i16> [[WORDS]], i64 255,
// CHECK: call noundef <128 x i16> @llvm.pto.vsel.v128i16(<128 x i16> [[HIGH]], <128 x i16> [[LOW]],
// CHECK-LABEL: define {{.*}} @word_gather(
// CHECK-NOT: vshrs
// CHECK: call <128 x i16> @llvm.pto.vgather2.bc.v128i16(ptr addrspace(6) %table, <128 x i16> %{{.*}},
template <class T>
[aicore] inline void gatherFrom(__ubuf__ T *table, __ubuf__ uint16_t *out,
                                __ubuf__ uint16_t *idx) {
  vector_u16 i, v;
  vector_bool all = pset_b16(PAT_ALL);
  vlds(i, idx, 0, NORM);
  vgather2(v, table, i, all);
  vsts(v, out, 0, NORM_B16, all);
}
extern "C" [aicore] void byte_gather(__ubuf__ uint8_t *table,
                                     __ubuf__ uint16_t *out,
                                     __ubuf__ uint16_t *idx) {
  gatherFrom(table, out, idx);
}
extern "C" [aicore] void word_gather(__ubuf__ uint16_t *table,
                                     __ubuf__ uint16_t *out,
                                     __ubuf__ uint16_t *idx) {
  gatherFrom(table, out, idx);
}
