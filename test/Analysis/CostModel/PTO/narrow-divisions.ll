; Integer divisions and remainders of a type narrower than a vector
; register: the type legaliser widens other operations to the register but
; divides these lane by lane (the widened lanes could trap), and the cost
; is what llc emits per lane (two lane loads from the register's copy in
; UB, the division, a vbr and a vsel): 5 per lane, at least. A whole register keeps
; the cost of its row of PTOVectorRules.td, and other operations of the
; narrow type the register's.
; RUN: opt -mtriple=pto -passes='print<cost-model>' -disable-output < %s 2>&1 | FileCheck %s
; RUN: llc -mtriple=pto -O2 < %s | FileCheck %s --check-prefix=LLC

; CHECK-LABEL: 'costs'
; CHECK: Found an estimated cost of 640 for instruction: %q8 = udiv <128 x i8> %a, %b
; CHECK: Found an estimated cost of 320 for instruction: %q16 = sdiv <64 x i16> %c, %d
; CHECK: Found an estimated cost of 160 for instruction: %r32 = urem <32 x i32> %e, %f
; CHECK: Found an estimated cost of 10 for instruction: %w8 = udiv <256 x i8> %g, %h
; CHECK: Found an estimated cost of 1 for instruction: %s8 = add <128 x i8> %a, %b
define void @costs(<128 x i8> %a, <128 x i8> %b, <64 x i16> %c, <64 x i16> %d, <32 x i32> %e, <32 x i32> %f, <256 x i8> %g, <256 x i8> %h, ptr addrspace(6) %p) {
  %q8 = udiv <128 x i8> %a, %b
  %q16 = sdiv <64 x i16> %c, %d
  %r32 = urem <32 x i32> %e, %f
  %w8 = udiv <256 x i8> %g, %h
  %s8 = add <128 x i8> %a, %b
  ret void
}

; What llc emits for the first: 128 scalar divisions.
; LLC-LABEL: udiv_v128i8:
; LLC-COUNT-128: divu
; LLC-NOT: divu
; LLC: .Lfunc_end
define void @udiv_v128i8(ptr addrspace(6) %p, ptr addrspace(6) %q) {
  %a = load <128 x i8>, ptr addrspace(6) %p
  %b = load <128 x i8>, ptr addrspace(6) %q
  %x = udiv <128 x i8> %a, %b
  store <128 x i8> %x, ptr addrspace(6) %p
  ret void
}
