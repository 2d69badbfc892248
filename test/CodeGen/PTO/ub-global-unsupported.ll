; A global in UB is an error at its use, not a GM address used as a UB
; offset: nothing lays out UB at link time (docs/codegen.md).
; RUN: not llc -mtriple=pto -O2 < %s -o /dev/null 2>&1 | FileCheck %s

@table = addrspace(6) global [16 x i32] zeroinitializer

; CHECK: error: {{.*}}in function read_table {{.*}}: global 'table' in UB (addrspace(6)): UB has no linker-managed layout; address UB buffers by fixed offsets
define i32 @read_table(i64 %i) {
  %p = getelementptr [16 x i32], ptr addrspace(6) @table, i64 0, i64 %i
  %v = load i32, ptr addrspace(6) %p
  ret i32 %v
}
