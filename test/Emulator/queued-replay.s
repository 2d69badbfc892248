// The vector operations a chunk queues behind its wait_flag run in one go
// once it has run (runQueuedAhead); their timing is recorded the first
// time and replayed while PIPE_V's state at the run's start repeats
// (docs/emulator-performance.md, "Steady state, ninth round"). Results, cycles,
// per-pipe statistics and race reports must be those of the normal path
// (--replay-blocks=false) and of time order (--timeline, where nothing runs
// ahead), which the diffs check; the values come from the ISA's semantics
// (Inputs/queued-replay.py).
// RUN: llvm-mc -triple=pto -filetype=obj %s -o %t.o
// RUN: %ptoemu_python %S/Inputs/queued-replay.py > %t.expected

// Twelve tiles; the DMA is slower than the scalar unit, so each tile's
// vector operations wait in PIPE_V's queue. Tile 5's run starts with v9 not
// ready yet (a chain of divisions just before it: another entry state, so
// no schedule matches), tile 9's third vector takes a vmul where the
// schedule has a vadd (the replay stops there and the normal path runs
// the rest), the last tile's run is shorter than the schedule (replayed up
// to where it ends).
// RUN: env PTO_EMU_REPLAY_STATS=1 pto-emu %t.o --entry=queued_tiles \
// RUN:   --gm in=iota:f32:4864:-1000 --gm out=zero:12288 --arg gm:in \
// RUN:   --arg gm:out --arg i64:12 --arg i64:-1 --arg i64:1 --print out:f32 --stats \
// RUN:   > %t.replay 2> %t.replay.err
// RUN: grep '^out:' %t.replay | diff %t.expected -
// RUN: FileCheck %s --check-prefix=REPLAYED < %t.replay.err
// RUN: pto-emu %t.o --entry=queued_tiles --gm in=iota:f32:4864:-1000 \
// RUN:   --gm out=zero:12288 --arg gm:in --arg gm:out --arg i64:12 \
// RUN:   --arg i64:-1 --arg i64:1 --print out:f32 --stats --replay-blocks=false \
// RUN:   > %t.normal
// RUN: diff %t.replay %t.normal
// RUN: pto-emu %t.o --entry=queued_tiles --gm in=iota:f32:4864:-1000 \
// RUN:   --gm out=zero:12288 --arg gm:in --arg gm:out --arg i64:12 \
// RUN:   --arg i64:-1 --arg i64:1 --print out:f32 --stats --timeline %t.json > %t.inorder
// RUN: diff %t.replay %t.inorder
// RUN: FileCheck %s --check-prefix=SUM < %t.replay
// REPLAYED: pto-emu: replayed queued runs: {{[1-9][0-9]*}}, recorded: {{[1-9][0-9]*}}, refused: {{[2-9]|[1-9][0-9]+}}
// pset, 4 vbr, 8 vdiv, set_flag, per tile 2 wait_flag and 2 set_flag,
// 4 x 12 - 1 vectors of 5 operations (vlds, vadd or vmul, 2 vdiv, vsts),
// the last wait_flag; MTE2 and MTE3 a wait, a copy and a set_flag per tile
// and one more wait or set_flag:
// SUM: PIPE_V instructions: 298
// SUM: PIPE_MTE2 instructions: 37
// SUM: PIPE_MTE3 instructions: 37

// Forty passes over each tile's vectors: 800 operations a tile, so PIPE_V's
// queue fills and the scalar unit waits for slots (queue-full.s).
// RUN: env PTO_EMU_REPLAY_STATS=1 pto-emu %t.o --entry=queued_tiles \
// RUN:   --gm in=iota:f32:4864:-1000 --gm out=zero:12288 --arg gm:in \
// RUN:   --arg gm:out --arg i64:12 --arg i64:-1 --arg i64:40 --print out:f32 \
// RUN:   --stats > %t.full 2> %t.full.err
// RUN: grep '^out:' %t.full | diff %t.expected -
// RUN: FileCheck %s --check-prefix=REPLAYED < %t.full.err
// RUN: pto-emu %t.o --entry=queued_tiles --gm in=iota:f32:4864:-1000 \
// RUN:   --gm out=zero:12288 --arg gm:in --arg gm:out --arg i64:12 \
// RUN:   --arg i64:-1 --arg i64:40 --print out:f32 --stats \
// RUN:   --replay-blocks=false > %t.full.normal
// RUN: diff %t.full %t.full.normal
// RUN: pto-emu %t.o --entry=queued_tiles --gm in=iota:f32:4864:-1000 \
// RUN:   --gm out=zero:12288 --arg gm:in --arg gm:out --arg i64:12 \
// RUN:   --arg i64:-1 --arg i64:40 --print out:f32 --stats \
// RUN:   --timeline %t.full.json > %t.full.inorder
// RUN: diff %t.full %t.full.inorder
// RUN: FileCheck %s --check-prefix=FULL < %t.full
// As above with 40 x 235 vector operations:
// FULL: PIPE_V instructions: 9463

// Rounds of 2000 divisions, each round from idle pipes: 800 of them queue
// behind the wait for a 64 KiB copy, which starts while the scalar unit
// issues the rest; those run at issue, and the scalar unit waits for slots
// on the start times the replayed run pushed. The sum of the scalar unit's
// cycle counter over the loop (UB 0) sees every wait.
// RUN: env PTO_EMU_REPLAY_STATS=1 pto-emu %t.o --entry=queued_rounds \
// RUN:   --gm in=iota:f32:16384:0 --arg gm:in --arg i64:4 --stats \
// RUN:   --print ub@0:s64:1 > %t.rounds 2> %t.rounds.err
// RUN: FileCheck %s --check-prefix=ROUNDS-REPLAYED < %t.rounds.err
// RUN: pto-emu %t.o --entry=queued_rounds --gm in=iota:f32:16384:0 \
// RUN:   --arg gm:in --arg i64:4 --stats --print ub@0:s64:1 \
// RUN:   --replay-blocks=false > %t.rounds.normal
// RUN: diff %t.rounds %t.rounds.normal
// RUN: pto-emu %t.o --entry=queued_rounds --gm in=iota:f32:16384:0 \
// RUN:   --arg gm:in --arg i64:4 --stats --print ub@0:s64:1 \
// RUN:   --timeline %t.rounds.json > %t.rounds.inorder
// RUN: diff %t.rounds %t.rounds.inorder
// RUN: FileCheck %s --check-prefix=ROUNDS < %t.rounds
// ROUNDS-REPLAYED: pto-emu: replayed queued runs: {{[1-9][0-9]*}}, recorded: {{[1-9][0-9]*}}, refused: 0
// 2 vbr, pset, per round a wait_flag and 2000 vdiv:
// ROUNDS: PIPE_V instructions: 8007

// Tile 7 waits for the copy of tile 6's result only after its vector
// stores into the same UB bytes: a race, reported the same in all three
// modes.
// RUN: not pto-emu %t.o --entry=queued_tiles --gm in=iota:f32:4864:-1000 \
// RUN:   --gm out=zero:12288 --arg gm:in --arg gm:out --arg i64:12 \
// RUN:   --arg i64:7 --arg i64:1 --stats > %t.race 2>&1
// RUN: not pto-emu %t.o --entry=queued_tiles --gm in=iota:f32:4864:-1000 \
// RUN:   --gm out=zero:12288 --arg gm:in --arg gm:out --arg i64:12 \
// RUN:   --arg i64:7 --arg i64:1 --stats --replay-blocks=false > %t.race.normal 2>&1
// RUN: diff %t.race %t.race.normal
// RUN: not pto-emu %t.o --entry=queued_tiles --gm in=iota:f32:4864:-1000 \
// RUN:   --gm out=zero:12288 --arg gm:in --arg gm:out --arg i64:12 \
// RUN:   --arg i64:7 --arg i64:1 --stats --timeline %t.race.json > %t.race.inorder 2>&1
// RUN: diff %t.race %t.race.inorder
// RUN: FileCheck %s --check-prefix=RACE < %t.race
// RACE: pto-emu: data race on UB[0x2000, 0x2400): PIPE_MTE3 reads it at queued_tiles+{{0x[0-9a-f]+}} and PIPE_V writes it at queued_tiles+{{0x[0-9a-f]+}} with no synchronisation ordering them

// x10 = in, x11 = out, x12 = tiles, x13 = the tile that waits for the
// copy of the last result late (-1: none), x14 = passes. Tile t copies
// 8 KiB of in from float 256 t to UB 0 (64 cycles of MTE2), adds v9 to its
// first four vectors into UB 0x2000 (x14 times, the same values each time)
// and copies those 1 KiB to float 256 t of out.
  .globl queued_tiles
queued_tiles:
  movi x5, 1
  movi x6, 8192
  movi x7, 0x2000
  movi x9, 1024
  movi x16, 0
  movi x20, 0
  movi x21, 5
  movi x22, 9
  movi x26, 2
  addi x27, x12, -1
  pset_b32 p0, PAT_ALL
  movi x8, 0x3f800000       // 1.0f
  vbr.i32 v9, x8
  vbr.i32 v12, x8
  movi x8, 0x40800000       // 4.0f
  vbr.i32 v10, x8
  movi x8, 0x40000000       // 2.0f
  vbr.i32 v11, x8
  set_flag PIPE_V, PIPE_MTE2, EVENT_ID0
  set_flag PIPE_MTE3, PIPE_V, EVENT_ID1
.Ltile:
  wait_flag PIPE_V, PIPE_MTE2, EVENT_ID0
  copy_gm_to_ubuf x10, x0, 0, x5, x6, x0, x0, 0, 0, x6, x6
  set_flag PIPE_MTE2, PIPE_V, EVENT_ID0
  bne x20, x21, .Lwait
  // Tile 5: v9 = 4 / 2 / 1 / ... / 1 = 2, ready 136 cycles after the first
  // division starts, after the copy (64 cycles) and later than the tile's
  // first vadd would otherwise start.
  vdiv.f32 v9, v10, v11, p0
  .rept 7
  vdiv.f32 v9, v9, v12, p0
  .endr
.Lwait:
  wait_flag PIPE_MTE2, PIPE_V, EVENT_ID0
  beq x20, x13, .Lvectors
  wait_flag PIPE_MTE3, PIPE_V, EVENT_ID1
.Lvectors:
  addi x28, x14, 0
.Lpass:
  movi x24, 0
  movi x23, 4
  bne x20, x27, .Lvec
  movi x23, 3
.Lvec:
  vlds v1, [x16, x24], NORM
  bne x20, x22, .Ladd
  bne x23, x26, .Ladd
  vmul.f32 v3, v1, v1, p0
  j .Lstore
.Ladd:
  vadd.f32 v3, v1, v9, p0
.Lstore:
  // Scratch work: PIPE_V takes longer than the scalar unit per vector.
  vdiv.f32 v20, v10, v11, p0
  vdiv.f32 v21, v10, v11, p0
  vsts v3, [x7, x24], NORM_B32, p0
  addi x24, x24, 256
  addi x23, x23, -1
  bne x23, x0, .Lvec
  addi x28, x28, -1
  bne x28, x0, .Lpass
  bne x20, x13, .Lflags
  wait_flag PIPE_MTE3, PIPE_V, EVENT_ID1
.Lflags:
  set_flag PIPE_V, PIPE_MTE2, EVENT_ID0
  set_flag PIPE_V, PIPE_MTE3, EVENT_ID2
  wait_flag PIPE_V, PIPE_MTE3, EVENT_ID2
  copy_ubuf_to_gm x7, x11, 0, x5, x9, 0, x9, x9
  set_flag PIPE_MTE3, PIPE_V, EVENT_ID1
  add x10, x10, x9
  add x11, x11, x9
  addi x20, x20, 1
  bne x20, x12, .Ltile
  wait_flag PIPE_V, PIPE_MTE2, EVENT_ID0
  wait_flag PIPE_MTE3, PIPE_V, EVENT_ID1
  ret

// x10 = in (64 KiB), x11 = rounds; UB 0 = the sum of SYS_CNT, read once
// per eight divisions.
  .globl queued_rounds
queued_rounds:
  movi x5, 1
  movi x6, 0x10000
  movi x9, 0
  movi x8, 0x40800000       // 4.0f
  vbr.i32 v10, x8
  movi x8, 0x40000000       // 2.0f
  vbr.i32 v11, x8
  pset_b32 p0, PAT_ALL
.Lround:
  copy_gm_to_ubuf x10, x0, 0, x5, x6, x0, x0, 0, 0, x6, x6
  set_flag PIPE_MTE2, PIPE_V, EVENT_ID0
  wait_flag PIPE_MTE2, PIPE_V, EVENT_ID0
  movi x7, 250
.Ldivs:
  vdiv.f32 v20, v10, v11, p0
  vdiv.f32 v21, v10, v11, p0
  vdiv.f32 v22, v10, v11, p0
  vdiv.f32 v23, v10, v11, p0
  vdiv.f32 v24, v10, v11, p0
  vdiv.f32 v25, v10, v11, p0
  vdiv.f32 v26, v10, v11, p0
  vdiv.f32 v27, v10, v11, p0
  mov x8, SYS_CNT
  add x9, x9, x8
  addi x7, x7, -1
  bne x7, x0, .Ldivs
  pipe_barrier PIPE_ALL
  addi x11, x11, -1
  bne x11, x0, .Lround
  sd.ub x9, 0(x0)
  ret
