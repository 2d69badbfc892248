//===-- BlockReplay.h - Issue schedules of straight-line runs ---*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The scalar unit's issue work of a straight-line run of plain instructions
// done once: the timing of every instruction of the run, recorded relative
// to the scalar unit's time at the run's entry, replayed while the pipes'
// state at the entry repeats (docs/emulator-performance.md, "Steady
// state, fifth round").
//
// A run (a "block" below) starts where the scalar unit arrives by a branch
// or after an instruction that is not plain, and is the instructions from
// there that are either PIPE_V operations without synchronisation, scalar
// results or a time that depends on what they do (DecodedInst::BlockKind),
// or the scalar unit's own instructions without synchronisation; it ends
// after the first instruction that may change the PC, before the first one
// that is neither, or at MaxBlockLength instructions.
//
// Why replay is exact. In such a run, with PIPE_V's queue empty and
// operations run at issue (Pipes::issue), the only state the pipes'
// timing reads is: the issue group (GroupCycle, GroupSize, GroupDefs),
// FreeAt and BarrierAt of PIPE_V, VReady and PReady of the registers the
// run's vector operations read, and the run-ahead ring (its length and, when
// the scalar unit waits for a slot, its first entries). Every time in it is
// read only through a maximum with, or a comparison against, the scalar
// unit's time, which never decreases: so a value at or before the entry's
// time acts as the entry's time, and what decides the run's timing is this
// state relative to the entry's time, clamped at 0 (Key). Given the same
// relative state, the run's issue times, start times, waits and final state
// are the same relative to the entry's time. The other pipes take no part
// while none of their queued operations can start before the run ends
// (Pipes::nextStart: flags, buffers and their pipes' state change only by
// synchronisation and their own operations, which are not in a run); a
// recording in which one started is discarded. Replay then does what the
// normal path does but the timing: it runs each instruction's semantics with
// the PipeOp, the vector clocks, the current pipe, PC and time the normal
// path gives it (so race checks see the same epochs, PCs and times), counts
// it against --max-instructions, pops and pushes the run-ahead ring as the
// recording did, and sets the final state from the recording.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_TOOLS_PTO_EMU_BLOCKREPLAY_H
#define LLVM_TOOLS_PTO_EMU_BLOCKREPLAY_H

#include "PipeOp.h"
#include "llvm/ADT/DenseMap.h"
#include <array>
#include <cstdint>
#include <memory>
#include <vector>

namespace pto {

class Machine;
class Pipes;
struct DecodedInst;

/// DecodedInst::BlockKind: what an instruction is to a block.
enum BlockKind : uint8_t {
  /// Ends a block before it.
  NotInBlock = 0,
  /// In a block, which goes on after it.
  InBlock = 1,
  /// In a block, which ends after it (it may change the PC).
  EndsBlock = 2,
};

class BlockReplay {
public:
  explicit BlockReplay(Machine &M);
  ~BlockReplay();

  /// Runs the block at the machine's PC, by replay or recording it (the
  /// normal path, with its timing noted): true. False: the caller takes
  /// the normal path.
  bool run();

  /// How many blocks were replayed and recorded (for measurements).
  uint64_t Replays = 0, Recordings = 0;

  /// The longest block.
  static constexpr unsigned MaxBlockLength = 256;

private:
  /// One instruction of a recorded block: its issue time and, for a vector
  /// operation, start time (relative to the entry's time), the run-ahead
  /// entries the scalar unit dropped before issuing it, and whether it was
  /// pushed to the run-ahead ring.
  struct Step {
    uint64_t Issue = 0, Start = 0;
    uint32_t PopsBefore = 0;
    bool Vector = false, Push = false;
  };
  /// The pipes' state at a block's entry that its timing depends on,
  /// relative to the scalar unit's time there.
  struct Key {
    bool GroupActive = false;
    unsigned GroupSize = 0;
    uint32_t GroupDefs = 0;
    uint64_t FreeAt = 0, BarrierAt = 0;
    /// VReady and PReady of the block's VUses and PUses, lowest first.
    std::vector<uint64_t> Ready;
    /// RingExact: the ring's length is RingSize and its first entries are
    /// Ring; else at most RingSize (the scalar unit never waits for a slot).
    bool RingExact = false;
    size_t RingSize = 0;
    std::vector<uint64_t> Ring;
  };
  struct Schedule {
    Key Entry;
    std::vector<Step> Steps;
    /// The final state, relative to the entry's time: the scalar unit's
    /// time before a taken branch's end of its issue cycle, the issue group,
    /// PIPE_V's FreeAt, the VReady and PReady of VDefs and PDefs (lowest
    /// first), the last completion.
    uint64_t End = 0, GroupCycle = 0;
    unsigned GroupSize = 0;
    uint32_t GroupDefs = 0;
    uint64_t FreeAt = 0, MaxDone = 0;
    std::vector<uint64_t> Ready;
    /// The schedule replayed after this one last time (an index into
    /// Block::Schedules), -1 if none: tried first.
    int Next = -1;
  };
  struct Block {
    std::vector<const DecodedInst *> Insts;
    /// The operations replay hands to the semantics, filled in but for
    /// what the scalar unit's state gives them.
    std::vector<PipeOp> Ops;
    uint32_t VUses = 0, VDefs = 0;
    uint8_t PUses = 0, PDefs = 0;
    unsigned Vectors = 0, Scalars = 0;
    uint64_t BusyCycles = 0;
    std::vector<Schedule> Schedules;
    unsigned NextVictim = 0;
    /// The schedule last replayed or recorded, -1 if none.
    int LastHit = -1;
    unsigned Recordings = 0;
    uint64_t Hits = 0;
    bool Disabled = false;
  };

  Machine &M;
  Pipes &P;
  llvm::DenseMap<uint64_t, std::unique_ptr<Block>> Blocks;

  bool matches(const Block &B, const Schedule &S, uint64_t Time) const;
  void replay(Block &B, const Schedule &S, uint64_t Time);
  void record(Block &B, uint64_t Time);
};

} // namespace pto

#endif // LLVM_TOOLS_PTO_EMU_BLOCKREPLAY_H
