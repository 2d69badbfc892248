//===-- Emulator.h - pto-emu as a library -----------------------*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The emulator behind pto-emu and the Python module ptoemu: load a program,
// give it GM tensors, launch a kernel by name on one or several blocks, read
// the tensors back with the cycles, statistics and data races of the run.
// Every error is an EmulatorError carrying the message pto-emu prints.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_TOOLS_PTO_EMU_EMULATOR_H
#define LLVM_TOOLS_PTO_EMU_EMULATOR_H

#include "Report.h"
#include "ZeroedBytes.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace pto {

class Machine;

struct EmulatorOptions {
  std::string CPU = "a5"; ///< a5 or a2a3
  bool Trace = false;     ///< print each instruction (to stdout)
  uint64_t MaxInstructions = 100000000;
  /// Objects defining what the program leaves undefined (the soft-float
  /// and math runtime); empty for none.
  std::string RuntimeDir;
  /// The host threads the cores of a launch may run on (at most 1024);
  /// 0: those the process may run on. A launch uses at most one per block,
  /// and one when the cores depend on each other (docs/emulator.md,
  /// "Several cores"); the results are the same.
  unsigned Threads = 0;
  /// Replay the recorded timing of straight-line runs where it applies
  /// (BlockReplay.h); the results, cycles and race reports are the same.
  bool ReplayBlocks = true;
};

/// The most host threads a launch runs on.
constexpr unsigned MaxThreads = 1024;

/// A kernel argument: a GM tensor's address (plus a byte offset), a UB
/// offset, or the bits of a scalar.
struct KernelArgument {
  enum class Kind { Tensor, UB, Scalar } K = Kind::Scalar;
  std::string Tensor;
  uint64_t Value = 0;

  static KernelArgument tensor(llvm::StringRef Name, uint64_t Offset = 0) {
    return {Kind::Tensor, Name.str(), Offset};
  }
  static KernelArgument ub(uint64_t Offset) { return {Kind::UB, "", Offset}; }
  static KernelArgument scalar(uint64_t Bits) {
    return {Kind::Scalar, "", Bits};
  }
};

/// What a launch did.
struct LaunchResult {
  uint64_t Cycles = 0;       ///< of the slowest block
  uint64_t Instructions = 0; ///< issued, all blocks
  std::string Stats;         ///< per pipe, as pto-emu --stats prints them
  std::string Races;         ///< the data races found; empty if none
  unsigned Threads = 1;      ///< the host threads the cores ran on
  /// Why a launch of several blocks that could have run on several host
  /// threads ran on one; empty if it did not.
  std::string OneThreadWhy;
  /// On several threads: the phases the cores ran in, 1 + the times
  /// cross-core barriers opened between them (docs/emulator.md).
  unsigned Phases = 1;
};

class Emulator {
public:
  /// Loads and checks the objects (or archives) of a program.
  Emulator(llvm::ArrayRef<std::string> Objects, EmulatorOptions Options);
  ~Emulator();

  /// Adds a zeroed GM tensor of \p Bytes bytes and returns its contents.
  llvm::MutableArrayRef<uint8_t> addTensor(llvm::StringRef Name,
                                           uint64_t Bytes);
  /// Adds a GM tensor whose memory is \p Memory, which the caller keeps
  /// alive until removeTensor: the ACL runtime's device allocations.
  /// At \p Base in GM if given (the ACL runtime places each allocation at
  /// its host address), else where the launch places tensors.
  void addBorrowedTensor(llvm::StringRef Name,
                         llvm::MutableArrayRef<uint8_t> Memory,
                         std::optional<uint64_t> Base = std::nullopt);
  /// Removes a tensor (a freed device allocation).
  void removeTensor(llvm::StringRef Name);
  bool hasTensor(llvm::StringRef Name) const;
  /// A tensor's contents: what the last launch left there.
  llvm::MutableArrayRef<uint8_t> tensor(llvm::StringRef Name);

  /// Runs \p Entry (a symbol, or the function name of a C++ kernel) with
  /// \p Args in x10.. on \p Blocks vector cores side by side, each with
  /// its own registers, UB, pipes and flags, sharing GM; get_block_idx() is
  /// a core's index and get_block_num() \p Blocks. Writes a Chrome trace
  /// of the last core's pipes to \p Timeline if given.
  LaunchResult launch(llvm::StringRef Entry,
                      llvm::ArrayRef<KernelArgument> Args, unsigned Blocks = 1,
                      llvm::raw_ostream *Timeline = nullptr);

  /// The core of the last block launched (its UB), or null before any.
  Machine *lastMachine();

  /// The address of \p Symbol in the program of the last launch (also of
  /// one that failed), if it defines it.
  std::optional<uint64_t> symbolAddress(llvm::StringRef Symbol) const;
  /// Copies GM [Address, Address + Out.size()) as the last launch left it;
  /// false if those bytes are not all in one region.
  bool readMemory(uint64_t Address, llvm::MutableArrayRef<uint8_t> Out);

  /// The cycles instruction \p Name (its TableGen name: VADD_F32) keeps its
  /// pipe busy in this emulator's timing, and the bytes per cycle of a DMA
  /// pipe: the numbers of an analytic bound (bench/).
  uint64_t occupancy(llvm::StringRef Name) const;
  static uint64_t dmaBytesPerCycle();

private:
  struct MCState;
  std::unique_ptr<MCState> MC;
  std::vector<std::string> Objects;
  EmulatorOptions Options;
  struct Tensor {
    std::string Name;
    ZeroedBytes Owned;
    /// The tensor's memory: Owned, or the caller's.
    llvm::MutableArrayRef<uint8_t> Bytes;
    std::optional<uint64_t> Base;
  };
  std::vector<Tensor> Tensors; // in the order they are placed in GM
  struct Launch;
  std::unique_ptr<Launch> Last;
  /// The entries whose launches ran on one thread for a reason of the
  /// program (atomics, SIMT, its use of barriers), and that reason: their
  /// later launches run on one thread from the start.
  std::vector<std::pair<std::string, std::string>> OneThreadEntries;

  std::unique_ptr<Launch> newLaunch(unsigned Blocks, bool Timeline);
  /// Makes a new launch the last one and starts its cores at \p Entry with
  /// \p Args.
  void startLaunch(llvm::StringRef Entry, llvm::ArrayRef<KernelArgument> Args,
                   unsigned Blocks, bool Timeline);
  Tensor *find(llvm::StringRef Name);
};

} // namespace pto

#endif // LLVM_TOOLS_PTO_EMU_EMULATOR_H
