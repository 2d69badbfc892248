//===--- CGPTOHost.cpp - Host side of PTO single-source files -------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The runtime interface the host code calls (docs/offload.md):
//
//   int __pto_launch_config(unsigned blocks, void *l2ctrl, void *stream);
//   int __pto_launch_kernel(const char *symbol, void **args,
//                           const unsigned *kinds, unsigned count);
//   void __pto_register_image(const void *image, unsigned long size,
//                             const char *source);
//
// A launch k<<<b, l, s>>>(x, y) is __pto_launch_config(b, l, s), k(x, y)
// (ParseExpr.cpp); the stub k passes the address of each argument and its
// kind: its size in bytes, PTOArgSigned for a signed integer (sign-extended
// to 64 bits by the device ABI, docs/abi.md) and PTOArgPointer for a pointer
// (which the runtime translates to device memory).
//
// A kernel the file declares and launches but does not define gets a weak
// stub: a file that defines it has the strong one, and a kernel compiled
// elsewhere (PTOAS's device objects, docs/hivm.md) is launched by name
// from whatever image the program registers.
//
//===----------------------------------------------------------------------===//

#include "CGPTOHost.h"
#include "CodeGenFunction.h"
#include "CodeGenModule.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/DiagnosticFrontend.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace clang;
using namespace CodeGen;

static llvm::cl::opt<bool> PTOSingleSource(
    "pto-single-source",
    llvm::cl::desc("The device compile of a PTO single-source file: emit a "
                   "function not marked [aicore] only if device code calls it"),
    llvm::cl::init(false));

bool clang::CodeGen::isPTOHostFunctionOnDevice(const ValueDecl *D) {
  const auto *FD = dyn_cast<FunctionDecl>(D);
  return PTOSingleSource && FD && !FD->hasAttr<UsedAttr>() &&
         !hasPTOAnnotation(FD, "pto.aicore");
}

/// Flags of an argument's kind word, above its size in bytes.
enum : unsigned { PTOArgSigned = 1u << 16, PTOArgPointer = 1u << 17 };

static unsigned argumentKind(const ASTContext &Ctx, QualType T) {
  unsigned Kind = Ctx.getTypeSizeInChars(T).getQuantity();
  if (T->isPointerType() || T->isReferenceType() || T->isNullPtrType())
    Kind |= PTOArgPointer;
  else if (T->isSignedIntegerOrEnumerationType())
    Kind |= PTOArgSigned;
  return Kind;
}

namespace {
/// Finds a call of a device-only function in an initialiser.
struct DeviceCallFinder : RecursiveASTVisitor<DeviceCallFinder> {
  bool Found = false;
  bool VisitCallExpr(CallExpr *E) {
    Found |= isPTODeviceOnlyFunction(E->getDirectCallee());
    return !Found;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *E) {
    const CXXConstructorDecl *Ctor = E->getConstructor();
    Found |= isPTODeviceOnlyFunction(Ctor);
    // An implicit constructor is device code if what it initialises with
    // is (a device class's members and bases).
    if (!Found && Ctor->isImplicit())
      for (const CXXCtorInitializer *Init : Ctor->inits())
        if (Init->getInit())
          TraverseStmt(Init->getInit());
    return !Found;
  }
};
} // namespace

bool clang::CodeGen::isPTODeviceOnlyDecl(const ValueDecl *D) {
  if (const auto *FD = dyn_cast<FunctionDecl>(D))
    return isPTODeviceOnlyFunction(FD);
  const auto *VD = dyn_cast<VarDecl>(D);
  const Expr *Init = VD ? VD->getAnyInitializer() : nullptr;
  if (!Init)
    return false;
  DeviceCallFinder Finder;
  Finder.TraverseStmt(const_cast<Expr *>(Init));
  return Finder.Found;
}

void clang::CodeGen::emitPTOKernelStub(CodeGenFunction &CGF,
                                       const FunctionArgList &Args) {
  CodeGenModule &CGM = CGF.CGM;
  CGBuilderTy &B = CGF.Builder;
  unsigned Count = Args.size();
  llvm::Type *PtrTy = CGM.UnqualPtrTy;
  llvm::IntegerType *IntTy = CGM.Int32Ty;

  Address Addresses =
      CGF.CreateTempAlloca(llvm::ArrayType::get(PtrTy, std::max(Count, 1u)),
                           CGM.getPointerAlign(), "pto.arg.addresses");
  SmallVector<llvm::Constant *, 8> Kinds;
  for (unsigned I = 0; I < Count; ++I) {
    const VarDecl *A = Args[I];
    llvm::Value *Address = B.CreatePointerCast(
        CGF.GetAddrOfLocalVar(A).emitRawPointer(CGF), PtrTy);
    B.CreateStore(Address, B.CreateConstArrayGEP(Addresses, I));
    Kinds.push_back(llvm::ConstantInt::get(
        IntTy, argumentKind(CGM.getContext(), A->getType())));
  }
  if (Kinds.empty())
    Kinds.push_back(llvm::ConstantInt::get(IntTy, 0));
  auto *KindsTy = llvm::ArrayType::get(IntTy, Kinds.size());
  auto *KindTable = new llvm::GlobalVariable(
      CGM.getModule(), KindsTy, /*isConstant=*/true,
      llvm::GlobalValue::PrivateLinkage,
      llvm::ConstantArray::get(KindsTy, Kinds), "pto.arg.kinds");
  KindTable->setUnnamedAddr(llvm::GlobalValue::UnnamedAddr::Global);

  // The device symbol is the kernel's own: both compiles mangle it alike.
  StringRef Symbol = CGM.getMangledName(CGF.CurGD);
  llvm::Constant *Name =
      CGM.GetAddrOfConstantCString(Symbol.str(), "pto.kernel.name")
          .getPointer();
  llvm::FunctionCallee Launch = CGM.CreateRuntimeFunction(
      llvm::FunctionType::get(IntTy, {PtrTy, PtrTy, PtrTy, IntTy}, false),
      "__pto_launch_kernel");
  CGF.EmitRuntimeCallOrInvoke(Launch,
                              {Name, Addresses.emitRawPointer(CGF), KindTable,
                               llvm::ConstantInt::get(IntTy, Count)});
}

void clang::CodeGen::emitPTODeclaredKernelStubs(CodeGenModule &CGM) {
  // The kernels this file launches but does not define: their functions
  // are still declarations when the module is finished.
  SmallVector<std::pair<llvm::Function *, GlobalDecl>, 4> Declared;
  for (llvm::Function &F : CGM.getModule()) {
    GlobalDecl GD;
    if (!F.isDeclaration() || !CGM.lookupRepresentativeDecl(F.getName(), GD))
      continue;
    const auto *FD = dyn_cast_or_null<FunctionDecl>(GD.getDecl());
    if (FD && !FD->hasBody() && hasPTOAnnotation(FD, "pto.kernel"))
      Declared.push_back({&F, GD});
  }
  for (auto [Fn, GD] : Declared) {
    const auto *FD = cast<FunctionDecl>(GD.getDecl());
    FunctionArgList Args;
    for (const ParmVarDecl *P : FD->parameters())
      Args.push_back(const_cast<ParmVarDecl *>(P));
    // Weak: the strong stub of a file that defines the kernel wins.
    Fn->setLinkage(llvm::GlobalValue::WeakAnyLinkage);
    CodeGenFunction CGF(CGM);
    CGF.CurGD = GD; // as GenerateCode sets it: the stub names the kernel
    CGF.StartFunction(GD, FD->getReturnType(), Fn,
                      CGM.getTypes().arrangeGlobalDeclaration(GD), Args,
                      FD->getLocation(), FD->getLocation());
    emitPTOKernelStub(CGF, Args);
    CGF.FinishFunction();
  }
}

llvm::Function *clang::CodeGen::emitPTOImageRegistration(CodeGenModule &CGM) {
  StringRef ImageFile = CGM.getCodeGenOpts().CudaGpuBinaryFileName;
  if (ImageFile.empty())
    return nullptr;
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> Image =
      llvm::MemoryBuffer::getFile(ImageFile);
  if (!Image) {
    CGM.getDiags().Report(diag::err_cannot_open_file)
        << ImageFile << Image.getError().message();
    return nullptr;
  }
  llvm::LLVMContext &Ctx = CGM.getLLVMContext();
  llvm::Module &M = CGM.getModule();
  llvm::Constant *Bytes = llvm::ConstantDataArray::getRaw(
      (*Image)->getBuffer(), (*Image)->getBufferSize(), CGM.Int8Ty);
  auto *ImageVar = new llvm::GlobalVariable(
      M, Bytes->getType(), /*isConstant=*/true,
      llvm::GlobalValue::PrivateLinkage, Bytes, "pto.device.image");
  ImageVar->setAlignment(llvm::Align(8));
  ImageVar->setSection(".pto_device_image");
  // The source file's name, for the runtime's messages.
  const SourceManager &SM = CGM.getContext().getSourceManager();
  OptionalFileEntryRef MainFile = SM.getFileEntryRefForID(SM.getMainFileID());
  llvm::Constant *Source =
      CGM.GetAddrOfConstantCString(MainFile ? MainFile->getName().str()
                                            : std::string("<stdin>"),
                                   "pto.device.source")
          .getPointer();

  llvm::Type *PtrTy = CGM.UnqualPtrTy;
  llvm::FunctionCallee Register = CGM.CreateRuntimeFunction(
      llvm::FunctionType::get(CGM.VoidTy, {PtrTy, CGM.Int64Ty, PtrTy}, false),
      "__pto_register_image");
  auto *Ctor = llvm::Function::Create(
      llvm::FunctionType::get(CGM.VoidTy, false),
      llvm::GlobalValue::InternalLinkage, "pto.register.image", &M);
  llvm::IRBuilder<> B(llvm::BasicBlock::Create(Ctx, "entry", Ctor));
  B.CreateCall(Register,
               {ImageVar, B.getInt64((*Image)->getBufferSize()), Source});
  B.CreateRetVoid();
  return Ctor;
}
