// The OCP MXFP8 scale computation of the tile library's A5 TQuant for
// 16-bit inputs, as its AbsReduceMax_b16_ND_largesizes and
// ComputeB16OcpExpAndScalingRegs write it: per 256-element window a
// DINTLV_B16 load, the sign cleared with vand on u16 lanes, vmax of the even
// and odd halves and vcgmax (one maximum per 32-byte block, so per group of
// 32 elements), streamed with vstus and flushed with vstas; then the shared
// exponent from the bf16 exponent field (vand, vcmps, vsel, vsub, vshrs)
// stored packed (PK_B16) as e8m0 bytes, and the reciprocal scale's bf16
// bits. cce-b16-mx-scales.test runs it against Inputs/cce_b16_mx_scales.py.

#include "cce-kernel-support.h"
#include <cstdint>

constexpr uint32_t kWindow = 256; // elements of one DINTLV_B16 load
constexpr uint32_t kMaxWindows = 16;

extern "C" __global__ [aicore] void b16_mx_scales(__gm__ uint16_t *in,
                                                  __gm__ uint16_t *maxes,
                                                  __gm__ uint8_t *e8m0,
                                                  __gm__ uint16_t *scales,
                                                  uint32_t windows) {
  __ubuf__ uint16_t *src = (__ubuf__ uint16_t *)0;
  __ubuf__ uint16_t *maxPtr = (__ubuf__ uint16_t *)0x2000;
  __ubuf__ uint8_t *expPtr = (__ubuf__ uint8_t *)0x2200;
  __ubuf__ uint16_t *scalePtr = (__ubuf__ uint16_t *)0x2400;
  Load(src, in, kMaxWindows * kWindow * 2);
  LoadToVector();

  // The group maxima.
  vector_u16 absMask;
  vbr(absMask, (uint16_t)0x7FFF);
  vector_align ureg;
  uint32_t count = windows * kWindow;
  for (uint16_t i = 0; i < (uint16_t)windows; ++i) {
    vector_bool even = plt_b16(count, POST_UPDATE);
    vector_bool odd = plt_b16(count, POST_UPDATE);
    vector_u16 lo, hi, absLo, absHi, groupMax;
    vlds(lo, hi, src, i * kWindow, DINTLV_B16);
    vand(absLo, lo, absMask, even, MODE_ZEROING);
    vand(absHi, hi, absMask, odd, MODE_ZEROING);
    vmax(absLo, absLo, absHi, even, MODE_ZEROING);
    vcgmax(groupMax, absLo, even, MODE_ZEROING);
    vstus(ureg, 8, groupMax, maxPtr + i * 8);
  }
  vstas(ureg, maxPtr + windows * 8, 0);
  mem_bar(VST_VLD);

  // The shared exponents and reciprocal scales (e4m3: emax 8, so the
  // exponent field is clamped at 0x0400 = 8 << 7).
  vector_u16 expMask, mantMask, maxExp, scaleBias, expNan, b16Nan;
  vbr(expMask, (uint16_t)0x7F80);
  vbr(mantMask, (uint16_t)0x007F);
  vbr(maxExp, (uint16_t)0x0400);
  vbr(scaleBias, (uint16_t)0x7F00);
  vbr(expNan, (uint16_t)0x00FF);
  vbr(b16Nan, (uint16_t)0x7F81);
  uint32_t groups = windows * 8;
  vector_bool active = plt_b16(groups, POST_UPDATE);
  vector_u16 maxAbs, exponent, mantissa, shared, e8, recip;
  vector_bool special, nan, clamp;
  vlds(maxAbs, maxPtr, 0, NORM);
  vand(exponent, maxAbs, expMask, active, MODE_ZEROING);
  vand(mantissa, maxAbs, mantMask, active, MODE_ZEROING);
  vcmps_eq(special, exponent, (uint16_t)0x7F80, active);
  vcmps_ne(nan, mantissa, (uint16_t)0, special);
  vcmps_le(clamp, exponent, (uint16_t)0x0400, active);
  vsel(exponent, maxExp, exponent, clamp);
  vsub(shared, exponent, maxExp, active, MODE_ZEROING);
  vshrs(e8, shared, (int16_t)7, active, MODE_ZEROING);
  vsel(e8, expNan, e8, nan);
  vsub(recip, scaleBias, shared, active, MODE_ZEROING);
  vsel(recip, b16Nan, recip, nan);
  vsts(e8, expPtr, 0, PK_B16, active);
  vsts(recip, scalePtr, 0, NORM_B16, active);

  VectorToStore();
  Store(maxes, maxPtr, kMaxWindows * 8 * 2);
  Store(e8m0, expPtr, kMaxWindows * 8);
  Store(scales, scalePtr, kMaxWindows * 8 * 2);
}
