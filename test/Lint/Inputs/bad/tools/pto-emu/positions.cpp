// Reads operands by position and a mode token by number: check_style.py
// operands reports lines 5, 6 and 9 (test/Lint/emulator-operands.test).
unsigned handler(const PipeOp &Op, Machine &M) {
  unsigned Sum = Op.gprOf(Role::base) + Op.immOf(Role::imm); // by role
  Sum += Op.gpr(1);
  Sum += vreg(M, Op, 0)[0];
  switch (Op.immOf(Role::dist)) {
  case PTO::PredLoadDist_US: // by name
  case 2:
    return Sum;
  }
  return 0; // Op.imm(3) in a comment is no read
}
