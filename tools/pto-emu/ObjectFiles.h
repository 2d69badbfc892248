//===-- ObjectFiles.h - Reading and resolving PTO objects -------*- C++ -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// What pto-emu's loader and pto-link share: reading the program's inputs
// (objects, or archives of them), checking them, and choosing the runtime
// objects that define what the program leaves undefined.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_TOOLS_PTO_EMU_OBJECTFILES_H
#define LLVM_TOOLS_PTO_EMU_OBJECTFILES_H

#include "Report.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Object/ObjectFile.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"
#include <memory>
#include <string>
#include <vector>

namespace pto {

/// The value of \p V, or the error (with \p Context) that ends the run.
template <typename T> T check(llvm::Expected<T> V, const llvm::Twine &Context) {
  if (!V)
    fail(Context + ": " + llvm::toString(V.takeError()));
  return std::move(*V);
}

/// One object of the program: a file, or a member of an archive.
struct InputObject {
  std::string Name; // "a.o", or "kernel(a.o)" for an archive member
  std::unique_ptr<llvm::object::ObjectFile> Object;
};

/// The inputs of a program, and the files they are read from.
class ProgramInputs {
  std::vector<std::unique_ptr<llvm::MemoryBuffer>> Buffers;

public:
  std::vector<InputObject> Objects;
  /// The global symbols the objects define and those they reference.
  llvm::StringSet<> Defined, Undefined;

  /// Reads \p Path: a PTO relocatable object or an archive of them (every
  /// member is part of the program). Each is checked (validateObject).
  void add(llvm::StringRef Path);

  /// Adds the objects of the runtime directory \p Dir that define symbols
  /// still undefined, and what they reference in turn.
  void addRuntime(llvm::StringRef Dir);
};

/// Where a global symbol is defined.
struct Definition {
  size_t Object; // index into ProgramInputs::Objects
  bool Weak;
};

/// Records that object \p Object of \p Objects defines the global \p Name
/// (weakly if \p Weak); true if this definition is the one references
/// resolve to. A strong definition overrides a weak one; two strong ones
/// are an error naming both objects.
bool addDefinition(llvm::StringMap<Definition> &Definitions,
                   llvm::StringRef Name, size_t Object, bool Weak,
                   llvm::ArrayRef<InputObject> Objects);

/// Checks every field of \p Obj the loader relies on (it is a PTO ELF
/// relocatable object; section table, alignments, relocation and symbol
/// tables), so that a corrupt object ends in one error message.
void validateObject(const llvm::object::ObjectFile &Obj, llvm::StringRef Path);

/// lib/pto-rt next to the bin directory of the running tool, if it exists;
/// else empty. \p Argv0 and \p MainAddress locate the executable.
std::string defaultRuntimeDirectory(const char *Argv0, void *MainAddress);

/// The real directory of the shared object (or program) that holds
/// \p Address, however it was reached (through links such as build/python
/// or build/ascend): where the Python module and the ACL runtime look for
/// pto-rt. Empty if unknown.
std::string loadedObjectDirectory(const void *Address);

} // namespace pto

#endif // LLVM_TOOLS_PTO_EMU_OBJECTFILES_H
