; A counted loop over an i64 compiles to assembly and to an object.
; RUN: llc -mtriple=pto -O2 < %s | FileCheck %s
; RUN: llc -mtriple=pto -O2 -filetype=obj < %s -o %t.o
; RUN: llvm-objdump -d --no-show-raw-insn %t.o | FileCheck %s --check-prefix=OBJ
; RUN: llvm-readobj -h %t.o | FileCheck %s --check-prefix=ELF

; ELF: Format: elf64-pto
; ELF: Arch: pto
; ELF: Machine: EM_PTO (0x5054)

; OBJ-LABEL: <sum_to>:
; OBJ: add x{{[0-9]+}}, x{{[0-9]+}}, x{{[0-9]+}}
; OBJ: bne x{{[0-9]+}}, x{{[0-9]+}}, 0x{{[0-9a-f]+}} <sum_to+0x{{[0-9a-f]+}}>
; OBJ: ret

; Sum of 0 .. n-1.
define i64 @sum_to(i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %acc.next = add i64 %acc, %i
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret i64 %acc.next
}

; Stores v to p[0 .. n-1].
define void @fill(ptr %p, i64 %n, i64 %v) {
entry:
  %empty = icmp sle i64 %n, 0
  br i1 %empty, label %exit, label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %addr = getelementptr inbounds i64, ptr %p, i64 %i
  store i64 %v, ptr %addr
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}
