; Loads, stores, globals, calls and stack frames.
; RUN: llc -mtriple=pto -O2 < %s | FileCheck %s

@counter = global i64 0

define i64 @loads(ptr %p) {
  %a = load i64, ptr %p
  %q = getelementptr i8, ptr %p, i64 8
  %b = load i32, ptr %q
  %bw = sext i32 %b to i64
  %r = getelementptr i8, ptr %p, i64 12
  %c = load i16, ptr %r
  %cw = zext i16 %c to i64
  %t = getelementptr i8, ptr %p, i64 14
  %d = load i8, ptr %t
  %dw = sext i8 %d to i64
  %s1 = add i64 %a, %bw
  %s2 = add i64 %s1, %cw
  %s3 = add i64 %s2, %dw
  ret i64 %s3
}

define void @stores(ptr %p, i64 %v) {
  store i64 %v, ptr %p
  %q = getelementptr i8, ptr %p, i64 8
  %v32 = trunc i64 %v to i32
  store i32 %v32, ptr %q
  %r = getelementptr i8, ptr %p, i64 12
  %v16 = trunc i64 %v to i16
  store i16 %v16, ptr %r
  %t = getelementptr i8, ptr %p, i64 14
  %v8 = trunc i64 %v to i8
  store i8 %v8, ptr %t
  ret void
}

define void @bump_global() {
  %c = load i64, ptr @counter
  %n = add i64 %c, 1
  store i64 %n, ptr @counter
  ret void
}

declare i64 @external(i64, i64)

define i64 @call_external(i64 %a) {
  %r = call i64 @external(i64 %a, i64 7)
  %s = add i64 %r, %a
  ret i64 %s
}

define i64 @many_args(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f,
                      i64 %g, i64 %h, i64 %i, i64 %j) {
  %s = add i64 %a, %j
  %t = add i64 %s, %i
  ret i64 %t
}

define i64 @call_many_args() {
  %r = call i64 @many_args(i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7,
                           i64 8, i64 9, i64 10)
  ret i64 %r
}

define i64 @stack_object(i64 %v) {
  %slot = alloca [4 x i64]
  %e = getelementptr [4 x i64], ptr %slot, i64 0, i64 2
  store volatile i64 %v, ptr %e
  %r = load volatile i64, ptr %e
  ret i64 %r
}

define i64 @division(i64 %a, i64 %b) {
  %q = sdiv i64 %a, %b
  ret i64 %q
}
