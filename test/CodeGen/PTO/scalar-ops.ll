; Scalar arithmetic, logic, comparisons, selects and constants.
; RUN: llc -mtriple=pto -O2 < %s | FileCheck %s

define i64 @arith(i64 %a, i64 %b) {
  %s = add i64 %a, %b
  %d = sub i64 %s, %b
  %m = mul i64 %d, %a
  %x = xor i64 %m, %b
  %o = or i64 %x, 255
  %n = and i64 %o, -16
  ret i64 %n
}

define i64 @shifts(i64 %a, i64 %b) {
  %l = shl i64 %a, %b
  %r = lshr i64 %l, 3
  %s = ashr i64 %r, %b
  ret i64 %s
}

define i64 @compare_lt(i64 %a, i64 %b) {
  %c = icmp slt i64 %a, %b
  %z = zext i1 %c to i64
  ret i64 %z
}

define i64 @compare_uge(i64 %a, i64 %b) {
  %c = icmp uge i64 %a, %b
  %z = zext i1 %c to i64
  ret i64 %z
}

define i64 @compare_eq(i64 %a, i64 %b) {
  %c = icmp eq i64 %a, %b
  %z = zext i1 %c to i64
  ret i64 %z
}

define i64 @select(i64 %a, i64 %b, i64 %c) {
  %cond = icmp sgt i64 %a, %b
  %r = select i1 %cond, i64 %c, i64 %b
  ret i64 %r
}

define i64 @small_constant() {
  ret i64 -42
}

define i64 @large_constant() {
  ret i64 81985529216486895 ; 0x0123456789abcdef
}

define i64 @narrow_args(i32 %a, i8 signext %b) {
  %w = sext i32 %a to i64
  %v = sext i8 %b to i64
  %s = add i64 %w, %v
  ret i64 %s
}
