//===-- tools/ptoas-compat.h - PTOAS against stock MLIR 19 ------*- C++ -*-===//
//
// Force-included by tools/ptoas.sh into every PTOAS source file. PTOAS's
// CI builds it against vpto-dev's LLVM 19.1.7 fork (branch feature-vpto),
// which adds five MLIR LLVM-dialect types of the 8-bit and packed 4-bit
// floats and a SIMT entry calling convention; Debian's MLIR 19 has neither.
// Here the types are their storage, bytes (the lanes our llvm.pto.*
// intrinsics take for those floats), and the calling convention is one LLVM
// does not name (PTOAS's SIMT code is not the vector core's: docs/hivm.md).
//
//===----------------------------------------------------------------------===//

#ifndef PTO_TOOLS_PTOAS_COMPAT_H
#define PTO_TOOLS_PTOAS_COMPAT_H

#ifdef __cplusplus
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/IR/CallingConv.h"

namespace mlir::LLVM {
/// A byte standing for one of the fork's 8-bit float types.
struct PTOByteFloatType {
  static Type get(MLIRContext *Context) { return IntegerType::get(Context, 8); }
};
using LLVMHiFloat8Type = PTOByteFloatType;
using LLVMFloat8E4M3Type = PTOByteFloatType;
using LLVMFloat8E5M2Type = PTOByteFloatType;
using LLVMFloat4E1M2x2Type = PTOByteFloatType;
using LLVMFloat4E2M1x2Type = PTOByteFloatType;
} // namespace mlir::LLVM

namespace llvm::CallingConv {
/// The fork's SIMT entry convention: the largest number LLVM allows.
constexpr ID SimtEntry = MaxID;
} // namespace llvm::CallingConv
#endif

#endif // PTO_TOOLS_PTOAS_COMPAT_H
