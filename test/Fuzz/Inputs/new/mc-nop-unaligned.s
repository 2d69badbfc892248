  .text
j sym
  .dword data_sym
  .word data_sym
.p2align 13
  .word external_fn - .
