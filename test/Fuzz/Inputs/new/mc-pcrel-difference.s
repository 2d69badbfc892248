  .text
  .globl f
f:
  call external_fn
  j .Llocal
  beq x5, x6, external_label
  movi x5, data_sym
  movhi x5, data_sym
.Llocal:
  ret
  .data
  .dword data_sym
  .word data_sym
call external_fn - .
