; Generic <1 x i32> code and code widened through <32 x i8> are ordinary
; vector code (vector addresses and align states have types of their own):
; what the vector unit lacks (element access on masks, generic-space vector
; memory) is an error naming it, not a selection failure.
; (Reproducer of a random-IR stress run.)
; RUN: not llc -mtriple=pto -O0 < %s -o /dev/null 2>&1 | FileCheck %s
; RUN: not llc -mtriple=pto -O2 < %s -o /dev/null 2>&1 | FileCheck %s
; CHECK-NOT: v1i32
; CHECK-NOT: v32i8
; CHECK: error: {{.*}}in function autogen_SD75 {{.*}}: vector store of v8f64 through addrspace(0): vector loads and stores need a UB pointer (addrspace(6))
; CHECK: error: {{.*}}in function autogen_SD75 {{.*}}: 'extract_vector_elt' on v256i1 is not supported by the PTO vector unit
; CHECK-NOT: LLVM ERROR
; CHECK-NOT: Cannot select

define void @autogen_SD75(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i8, align 1
  %A3 = alloca i32, align 4
  %A2 = alloca i1, align 1
  %A1 = alloca i8, align 1
  %A = alloca i64, align 8
  %L = load <8 x double>, ptr %0, align 64
  store i64 0, ptr %0, align 4
  %E = extractelement <8 x i64> zeroinitializer, i32 24229
  %Shuff = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 poison, i32 9>
  %I = insertelement <8 x i16> zeroinitializer, i16 513, i32 %3
  %B = mul <8 x i8> zeroinitializer, zeroinitializer
  %FC = sitofp <8 x i64> %Shuff to <8 x float>
  %Sl = select i1 true, float 0x3A3837EC00000000, float 0x3A3837EC00000000
  %Cmp = icmp ult <8 x i8> zeroinitializer, %B
  %L5 = load <2 x i64>, ptr %0, align 16
  store i16 513, ptr %0, align 2
  %E6 = extractelement <8 x i64> zeroinitializer, i32 301245
  %Shuff7 = shufflevector <8 x double> %L, <8 x double> %L, <8 x i32> <i32 9, i32 poison, i32 13, i32 15, i32 1, i32 poison, i32 5, i32 7>
  %I8 = insertelement <1 x i32> zeroinitializer, i32 %3, i32 %3
  %FC9 = fptosi double 0xA1677686AE65B904 to i64
  %Sl10 = select i1 true, <8 x double> %Shuff7, <8 x double> %L
  %Cmp11 = icmp ule <4 x i32> zeroinitializer, zeroinitializer
  %L12 = load i1, ptr %0, align 1
  br label %CF

CF:                                               ; preds = %CF, %CF59, %BB
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 32
  %E13 = extractelement <8 x i1> %Cmp, i32 301245
  br i1 %E13, label %CF, label %CF56

CF56:                                             ; preds = %CF56, %CF
  %Shuff14 = shufflevector <4 x i1> %Cmp11, <4 x i1> %Cmp11, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I15 = insertelement <8 x i64> zeroinitializer, i64 0, i32 0
  %PC = bitcast ptr %A4 to ptr
  %Sl16 = select i1 true, ptr %A3, ptr %PC
  %Cmp17 = icmp ule <1 x i32> %I8, zeroinitializer
  %L18 = load double, ptr %A1, align 8
  store <8 x i64> zeroinitializer, ptr %PC, align 64
  %E19 = extractelement <8 x double> %Shuff7, i32 %3
  %Shuff20 = shufflevector <8 x i64> %I15, <8 x i64> %I15, <8 x i32> <i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10>
  %I21 = insertelement <8 x i64> zeroinitializer, i64 0, i32 %3
  %B22 = urem i32 -1, %3
  %Tr = trunc <8 x i8> zeroinitializer to <8 x i1>
  %Sl23 = select i1 %E13, ptr %A4, ptr %PC
  %Cmp24 = icmp ult <8 x i1> %Cmp, %Cmp
  %L25 = load <16 x i1>, ptr %A2, align 2
  store i1 %L12, ptr %0, align 1
  %E26 = extractelement <4 x i1> %Shuff14, i32 419589
  br i1 %E26, label %CF56, label %CF57

CF57:                                             ; preds = %CF57, %CF56
  %Shuff27 = shufflevector <1 x i32> zeroinitializer, <1 x i32> zeroinitializer, <1 x i32> <i32 1>
  %I28 = insertelement <8 x i64> %Shuff, i64 0, i32 %B22
  %FC29 = fptosi double 0xF2D33EF2ADD1AF70 to i1
  br i1 %FC29, label %CF57, label %CF58

CF58:                                             ; preds = %CF58, %CF57
  %Sl30 = select i1 true, <16 x i1> %L25, <16 x i1> %L25
  %Cmp31 = icmp sgt <1 x i32> %Shuff27, %Shuff27
  %L32 = load float, ptr %PC, align 4
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC, align 8
  %E33 = extractelement <8 x i64> zeroinitializer, i32 %3
  %Shuff34 = shufflevector <8 x i1> %Cmp24, <8 x i1> %Cmp, <8 x i32> <i32 10, i32 12, i32 14, i32 poison, i32 2, i32 4, i32 poison, i32 8>
  %I35 = insertelement <2 x i8> zeroinitializer, i8 %5, i32 %B22
  %B36 = lshr <8 x i64> %Shuff, zeroinitializer
  %BC = bitcast <8 x i64> zeroinitializer to <8 x double>
  %Sl37 = select i1 true, <8 x float> %FC, <8 x float> %FC
  %Cmp38 = icmp sgt <1 x i32> %Shuff27, zeroinitializer
  %L39 = load i1, ptr %Sl23, align 1
  br i1 %L39, label %CF58, label %CF59

CF59:                                             ; preds = %CF58
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %PC, align 32
  %E40 = extractelement <8 x i64> %Shuff, i32 221469
  %Shuff41 = shufflevector <8 x i64> %Shuff, <8 x i64> %B36, <8 x i32> <i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10>
  %I42 = insertelement <8 x i16> zeroinitializer, i16 -13011, i32 %3
  %B43 = fadd float 0x4595AE2980000000, %Sl
  %Sl44 = select i1 %E26, <8 x double> %Shuff7, <8 x double> %L
  %Cmp45 = icmp eq i64 %E6, %E6
  br i1 %Cmp45, label %CF, label %CF54

CF54:                                             ; preds = %CF54, %CF61, %CF60, %CF59
  %L46 = load float, ptr %PC, align 4
  store <8 x i32> zeroinitializer, ptr %PC, align 32
  %E47 = extractelement <8 x i1> %Cmp24, i32 %3
  br i1 %E47, label %CF54, label %CF61

CF61:                                             ; preds = %CF54
  %Shuff48 = shufflevector <8 x i64> zeroinitializer, <8 x i64> %Shuff41, <8 x i32> <i32 8, i32 10, i32 poison, i32 14, i32 0, i32 2, i32 4, i32 6>
  %I49 = insertelement <8 x i16> zeroinitializer, i16 -13011, i32 0
  %B50 = fadd double 0x4D971EB652955934, %L18
  %Tr51 = trunc i64 %E33 to i8
  %Sl52 = select i1 %L12, i1 %Cmp45, i1 %Cmp45
  br i1 %Sl52, label %CF54, label %CF60

CF60:                                             ; preds = %CF61
  %Cmp53 = fcmp oeq double 0xC577EE967A75D914, %L18
  br i1 %Cmp53, label %CF54, label %CF55

CF55:                                             ; preds = %CF60
  store i16 513, ptr %PC, align 2
  store i32 %B22, ptr %0, align 4
  store i64 194569, ptr %PC, align 4
  store i32 24229, ptr %0, align 4
  store i16 513, ptr %Sl23, align 2
  ret void
}
