// More vector spills than [x4, offset] reaches (32 KiB of UB spill area:
// 140 vectors live across a call) are a located error at the function,
// not a crash (docs/abi.md, "UB spill area").
// RUN: not clang --target=pto -O2 -c %s -o /dev/null 2>&1 | FileCheck %s
// CHECK: ub-spill-limit.c:[[@LINE+5]]:6: error: UB spill area of vector and predicate registers (35840) exceeds limit (32767) in 'spill_many'
// CHECK-NOT: PLEASE submit

typedef float v64f __attribute__((ext_vector_type(64)));
void sink(void);
void spill_many(__ubuf__ v64f *in, __ubuf__ v64f *out) {
  v64f a0 = in[0];
  v64f a1 = in[1];
  v64f a2 = in[2];
  v64f a3 = in[3];
  v64f a4 = in[4];
  v64f a5 = in[5];
  v64f a6 = in[6];
  v64f a7 = in[7];
  v64f a8 = in[8];
  v64f a9 = in[9];
  v64f a10 = in[10];
  v64f a11 = in[11];
  v64f a12 = in[12];
  v64f a13 = in[13];
  v64f a14 = in[14];
  v64f a15 = in[15];
  v64f a16 = in[16];
  v64f a17 = in[17];
  v64f a18 = in[18];
  v64f a19 = in[19];
  v64f a20 = in[20];
  v64f a21 = in[21];
  v64f a22 = in[22];
  v64f a23 = in[23];
  v64f a24 = in[24];
  v64f a25 = in[25];
  v64f a26 = in[26];
  v64f a27 = in[27];
  v64f a28 = in[28];
  v64f a29 = in[29];
  v64f a30 = in[30];
  v64f a31 = in[31];
  v64f a32 = in[32];
  v64f a33 = in[33];
  v64f a34 = in[34];
  v64f a35 = in[35];
  v64f a36 = in[36];
  v64f a37 = in[37];
  v64f a38 = in[38];
  v64f a39 = in[39];
  v64f a40 = in[40];
  v64f a41 = in[41];
  v64f a42 = in[42];
  v64f a43 = in[43];
  v64f a44 = in[44];
  v64f a45 = in[45];
  v64f a46 = in[46];
  v64f a47 = in[47];
  v64f a48 = in[48];
  v64f a49 = in[49];
  v64f a50 = in[50];
  v64f a51 = in[51];
  v64f a52 = in[52];
  v64f a53 = in[53];
  v64f a54 = in[54];
  v64f a55 = in[55];
  v64f a56 = in[56];
  v64f a57 = in[57];
  v64f a58 = in[58];
  v64f a59 = in[59];
  v64f a60 = in[60];
  v64f a61 = in[61];
  v64f a62 = in[62];
  v64f a63 = in[63];
  v64f a64 = in[64];
  v64f a65 = in[65];
  v64f a66 = in[66];
  v64f a67 = in[67];
  v64f a68 = in[68];
  v64f a69 = in[69];
  v64f a70 = in[70];
  v64f a71 = in[71];
  v64f a72 = in[72];
  v64f a73 = in[73];
  v64f a74 = in[74];
  v64f a75 = in[75];
  v64f a76 = in[76];
  v64f a77 = in[77];
  v64f a78 = in[78];
  v64f a79 = in[79];
  v64f a80 = in[80];
  v64f a81 = in[81];
  v64f a82 = in[82];
  v64f a83 = in[83];
  v64f a84 = in[84];
  v64f a85 = in[85];
  v64f a86 = in[86];
  v64f a87 = in[87];
  v64f a88 = in[88];
  v64f a89 = in[89];
  v64f a90 = in[90];
  v64f a91 = in[91];
  v64f a92 = in[92];
  v64f a93 = in[93];
  v64f a94 = in[94];
  v64f a95 = in[95];
  v64f a96 = in[96];
  v64f a97 = in[97];
  v64f a98 = in[98];
  v64f a99 = in[99];
  v64f a100 = in[100];
  v64f a101 = in[101];
  v64f a102 = in[102];
  v64f a103 = in[103];
  v64f a104 = in[104];
  v64f a105 = in[105];
  v64f a106 = in[106];
  v64f a107 = in[107];
  v64f a108 = in[108];
  v64f a109 = in[109];
  v64f a110 = in[110];
  v64f a111 = in[111];
  v64f a112 = in[112];
  v64f a113 = in[113];
  v64f a114 = in[114];
  v64f a115 = in[115];
  v64f a116 = in[116];
  v64f a117 = in[117];
  v64f a118 = in[118];
  v64f a119 = in[119];
  v64f a120 = in[120];
  v64f a121 = in[121];
  v64f a122 = in[122];
  v64f a123 = in[123];
  v64f a124 = in[124];
  v64f a125 = in[125];
  v64f a126 = in[126];
  v64f a127 = in[127];
  v64f a128 = in[128];
  v64f a129 = in[129];
  v64f a130 = in[130];
  v64f a131 = in[131];
  v64f a132 = in[132];
  v64f a133 = in[133];
  v64f a134 = in[134];
  v64f a135 = in[135];
  v64f a136 = in[136];
  v64f a137 = in[137];
  v64f a138 = in[138];
  v64f a139 = in[139];
  sink();
  out[0] = a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + a10 + a11 + a12 +
            a13 + a14 + a15 + a16 + a17 + a18 + a19 + a20 + a21 + a22 + a23 +
            a24 + a25 + a26 + a27 + a28 + a29 + a30 + a31 + a32 + a33 + a34 +
            a35 + a36 + a37 + a38 + a39 + a40 + a41 + a42 + a43 + a44 + a45 +
            a46 + a47 + a48 + a49 + a50 + a51 + a52 + a53 + a54 + a55 + a56 +
            a57 + a58 + a59 + a60 + a61 + a62 + a63 + a64 + a65 + a66 + a67 +
            a68 + a69 + a70 + a71 + a72 + a73 + a74 + a75 + a76 + a77 + a78 +
            a79 + a80 + a81 + a82 + a83 + a84 + a85 + a86 + a87 + a88 + a89 +
            a90 + a91 + a92 + a93 + a94 + a95 + a96 + a97 + a98 + a99 + a100 +
            a101 + a102 + a103 + a104 + a105 + a106 + a107 + a108 + a109 + a110
            + a111 + a112 + a113 + a114 + a115 + a116 + a117 + a118 + a119 +
            a120 + a121 + a122 + a123 + a124 + a125 + a126 + a127 + a128 + a129
            + a130 + a131 + a132 + a133 + a134 + a135 + a136 + a137 + a138 +
            a139;
}
