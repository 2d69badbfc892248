; Generic code that type legalisation widens through <32 x i8> (here a
; <4 x i8> store) is ordinary byte-vector code: align states have a type of
; their own. What the vector unit lacks is an error naming it, not a
; selection failure. (Reproducer of a random-IR stress run.)
; RUN: not llc -mtriple=pto -O0 < %s -o /dev/null 2>&1 | FileCheck %s
; RUN: not llc -mtriple=pto -O2 < %s -o /dev/null 2>&1 | FileCheck %s
; CHECK-NOT: v32i8
; CHECK: error: {{.*}}in function autogen_SD81 {{.*}}: non-splat build_vector of v4f64 is not supported by the PTO vector unit
; CHECK-NOT: LLVM ERROR
; CHECK-NOT: Cannot select

define void @autogen_SD81(ptr addrspace(6) %0, ptr addrspace(6) %1, ptr addrspace(6) %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = getelementptr i8, ptr addrspace(6) %0, i64 8192
  %A3 = getelementptr i8, ptr addrspace(6) %0, i64 10240
  %A2 = getelementptr i8, ptr addrspace(6) %0, i64 12288
  %A1 = getelementptr i8, ptr addrspace(6) %0, i64 14336
  %A = getelementptr i8, ptr addrspace(6) %0, i64 16384
  %L = load i32, ptr addrspace(6) %0, align 4
  store <4 x i8> zeroinitializer, ptr addrspace(6) %A, align 4
  %E = extractelement <4 x i32> zeroinitializer, i32 74431
  %Shuff = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 2, i32 poison, i32 6>
  %I = insertelement <4 x i64> zeroinitializer, i64 0, i32 -1
  %B = and i64 0, 131223
  %FC = uitofp <4 x i1> zeroinitializer to <4 x float>
  %Sl = select i1 true, i32 0, i32 -1
  %Cmp = icmp slt i1 true, true
  br label %CF12

CF12:                                             ; preds = %BB
  %L5 = load i64, ptr addrspace(6) %0, align 4
  store <4 x float> %FC, ptr addrspace(6) %0, align 16
  %E6 = extractelement <4 x i64> %I, i32 %L
  %Shuff7 = shufflevector <4 x i8> %Shuff, <4 x i8> %Shuff, <4 x i32> <i32 poison, i32 0, i32 poison, i32 4>
  %I8 = insertelement <2 x i8> zeroinitializer, i8 -69, i32 0
  %B9 = frem double 0xD111E2B0F70F7E2E, 0x9269B2085467E986
  %Sl10 = select i1 true, i64 -1, i64 -1
  %Cmp11 = icmp eq i32 %Sl, -1
  br label %CF

CF:                                               ; preds = %CF12
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr addrspace(6) %0, align 32
  store i16 27847, ptr addrspace(6) %0, align 2
  store i8 %5, ptr addrspace(6) %0, align 1
  store i32 -1, ptr addrspace(6) %0, align 4
  ret void
}
