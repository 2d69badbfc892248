//===-- ptoemu-python.cpp - The Python module ptoemu ----------------------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// numpy arrays in, a kernel launch, numpy arrays out (docs/emulator.md,
// "Python"):
//
//   k = ptoemu.load("kernel.o")
//   r = k.launch("abs_kernel", x, out, n, blocks=1)
//   r["cycles"], r["stats"]
//
// Arrays (anything with the buffer protocol, C-contiguous) become GM
// tensors: the kernel runs on writable ones in place (on a copy written back
// after the run when two arguments share memory) and on a copy of read-only
// ones; ints are
// 64-bit scalars, floats f32 scalars, 0-d numpy values scalars of their own
// type. The emulator's errors raise ptoemu.Error, data races
// ptoemu.RaceError (after the results are written back).
//
//===----------------------------------------------------------------------===//

#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include "Emulator.h"
#include "ObjectFiles.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <cstring>
#include <string>
#include <vector>

using namespace pto;

namespace {

PyObject *ErrorType;
PyObject *RaceErrorType;

/// A loaded program: its objects and options; each launch loads it afresh.
struct KernelObject {
  PyObject_HEAD std::vector<std::string> *Objects;
  EmulatorOptions *Options;
};

void deallocKernel(PyObject *Self) {
  auto *K = reinterpret_cast<KernelObject *>(Self);
  delete K->Objects;
  delete K->Options;
  Py_TYPE(Self)->tp_free(Self);
}

/// A buffer the launch reads and, if writable, writes: in place unless it
/// shares memory with another argument (InPlace), else through a copy
/// written back after the run.
struct TensorArgument {
  Py_buffer View;
  bool Writable;
  bool InPlace = false;
  std::string Name;
};

/// Whether the memory of \p T overlaps that of another of \p Tensors.
bool sharesMemory(const TensorArgument &T,
                  const std::vector<TensorArgument> &Tensors) {
  auto *Begin = static_cast<const char *>(T.View.buf);
  for (const TensorArgument &O : Tensors) {
    auto *OBegin = static_cast<const char *>(O.View.buf);
    if (&O != &T && Begin < OBegin + O.View.len && OBegin < Begin + T.View.len)
      return true;
  }
  return false;
}

/// The bits of a 0-d buffer (a numpy scalar), sign-extended for signed
/// integer formats.
uint64_t scalarBits(const Py_buffer &View) {
  uint64_t Bits = 0;
  std::memcpy(&Bits, View.buf, View.itemsize > 8 ? 8 : View.itemsize);
  const char *Format = View.format ? View.format : "B";
  char Code = Format[std::strlen(Format) - 1];
  bool Signed = std::strchr("bhilq", Code) != nullptr;
  unsigned Width = unsigned(View.itemsize) * 8;
  if (Signed && Width < 64 && (Bits >> (Width - 1)) & 1)
    Bits |= ~uint64_t(0) << Width;
  return Bits;
}

void releaseAll(std::vector<TensorArgument> &Tensors) {
  for (TensorArgument &T : Tensors)
    PyBuffer_Release(&T.View);
}

PyObject *launch(PyObject *Self, PyObject *Args, PyObject *Kwargs) {
  auto *K = reinterpret_cast<KernelObject *>(Self);
  Py_ssize_t N = PyTuple_Size(Args);
  if (N < 1 || !PyUnicode_Check(PyTuple_GetItem(Args, 0))) {
    PyErr_SetString(PyExc_TypeError,
                    "launch(entry, *arguments, blocks=1, timeline=None): "
                    "the entry is a string");
    return nullptr;
  }
  std::string Entry = PyUnicode_AsUTF8(PyTuple_GetItem(Args, 0));
  long Blocks = 1;
  const char *TimelinePath = nullptr;
  if (Kwargs) {
    PyObject *Key, *Value;
    Py_ssize_t Pos = 0;
    while (PyDict_Next(Kwargs, &Pos, &Key, &Value)) {
      const char *Name = PyUnicode_AsUTF8(Key);
      if (Name && std::strcmp(Name, "blocks") == 0 && PyLong_Check(Value)) {
        Blocks = PyLong_AsLong(Value);
      } else if (Name && std::strcmp(Name, "timeline") == 0 &&
                 PyUnicode_Check(Value)) {
        TimelinePath = PyUnicode_AsUTF8(Value);
      } else {
        PyErr_Format(PyExc_TypeError,
                     "launch(): unexpected keyword argument '%s' (blocks: "
                     "int, timeline: str)",
                     Name ? Name : "?");
        return nullptr;
      }
    }
  }
  if (Blocks < 1 || Blocks > 65535) {
    PyErr_SetString(PyExc_ValueError, "launch(): blocks must be 1 to 65535");
    return nullptr;
  }

  std::vector<TensorArgument> Tensors;
  std::vector<KernelArgument> KernelArgs;
  for (Py_ssize_t I = 1; I < N; ++I) {
    PyObject *A = PyTuple_GetItem(Args, I);
    if (PyBool_Check(A) || PyLong_Check(A)) {
      long long V = PyLong_AsLongLong(A);
      if (V == -1 && PyErr_Occurred()) {
        PyErr_Clear();
        unsigned long long U = PyLong_AsUnsignedLongLong(A);
        if (PyErr_Occurred()) {
          releaseAll(Tensors);
          return nullptr;
        }
        V = (long long)U;
      }
      KernelArgs.push_back(KernelArgument::scalar(uint64_t(V)));
    } else if (PyFloat_Check(A)) {
      float F = float(PyFloat_AsDouble(A));
      uint32_t Bits;
      std::memcpy(&Bits, &F, 4);
      KernelArgs.push_back(KernelArgument::scalar(Bits));
    } else if (PyObject_CheckBuffer(A)) {
      TensorArgument T;
      T.Writable = PyObject_GetBuffer(A, &T.View,
                                      PyBUF_C_CONTIGUOUS | PyBUF_FORMAT |
                                          PyBUF_WRITABLE) == 0;
      if (!T.Writable) {
        PyErr_Clear();
        if (PyObject_GetBuffer(A, &T.View, PyBUF_C_CONTIGUOUS | PyBUF_FORMAT) !=
            0) {
          releaseAll(Tensors);
          return nullptr;
        }
      }
      if (T.View.ndim == 0) {
        KernelArgs.push_back(KernelArgument::scalar(scalarBits(T.View)));
        PyBuffer_Release(&T.View);
        continue;
      }
      T.Name = "arg" + std::to_string(I - 1);
      KernelArgs.push_back(KernelArgument::tensor(T.Name));
      Tensors.push_back(T);
    } else {
      releaseAll(Tensors);
      PyErr_Format(PyExc_TypeError,
                   "launch(): argument %zd is neither an array, an int nor a "
                   "float",
                   I);
      return nullptr;
    }
  }

  LaunchResult Result;
  std::string Error;
  Py_BEGIN_ALLOW_THREADS;
  try {
    Emulator Emu(*K->Objects, *K->Options);
    for (TensorArgument &T : Tensors) {
      // A writable array the kernel runs on in place: no copy in and out
      // (at 16 M f32 elements those took more than the run).
      T.InPlace = T.Writable && !sharesMemory(T, Tensors);
      if (T.InPlace) {
        Emu.addBorrowedTensor(
            T.Name, {static_cast<uint8_t *>(T.View.buf), size_t(T.View.len)});
        continue;
      }
      llvm::MutableArrayRef<uint8_t> Bytes =
          Emu.addTensor(T.Name, uint64_t(T.View.len));
      std::memcpy(Bytes.data(), T.View.buf, T.View.len);
    }
    std::error_code EC;
    std::unique_ptr<llvm::raw_fd_ostream> Timeline;
    if (TimelinePath) {
      Timeline = std::make_unique<llvm::raw_fd_ostream>(TimelinePath, EC);
      if (EC)
        throw EmulatorError("cannot write '" + std::string(TimelinePath) +
                            "': " + EC.message());
    }
    Result = Emu.launch(Entry, KernelArgs, unsigned(Blocks), Timeline.get());
    for (TensorArgument &T : Tensors)
      if (T.Writable && !T.InPlace)
        std::memcpy(T.View.buf, Emu.tensor(T.Name).data(), T.View.len);
  } catch (const EmulatorError &E) {
    Error = E.what();
  }
  Py_END_ALLOW_THREADS;
  releaseAll(Tensors);
  if (!Error.empty()) {
    PyErr_SetString(ErrorType, Error.c_str());
    return nullptr;
  }
  if (!Result.Races.empty()) {
    PyErr_SetString(RaceErrorType, Result.Races.c_str());
    return nullptr;
  }
  return Py_BuildValue("{s:K,s:K,s:s,s:I}", "cycles",
                       (unsigned long long)Result.Cycles, "instructions",
                       (unsigned long long)Result.Instructions, "stats",
                       Result.Stats.c_str(), "threads", Result.Threads);
}

/// <build>/lib/pto-rt for this module in <build>/lib/python, where the
/// build puts the soft-float and math runtime; empty if it is not there.
/// The module's real path counts: it is imported through links such as the
/// checkout's build/python.
std::string runtimeNextToModule() {
  llvm::SmallString<256> Dir(llvm::sys::path::parent_path(
      pto::loadedObjectDirectory(reinterpret_cast<void *>(&deallocKernel))));
  llvm::sys::path::append(Dir, "pto-rt");
  return llvm::sys::fs::is_directory(Dir) ? std::string(Dir) : "";
}

/// Kernel.occupancy(name): the cycles instruction `name` keeps its pipe busy.
PyObject *occupancy(PyObject *Self, PyObject *Args) {
  auto *K = reinterpret_cast<KernelObject *>(Self);
  const char *Name;
  if (!PyArg_ParseTuple(Args, "s", &Name))
    return nullptr;
  try {
    Emulator Emu(*K->Objects, *K->Options);
    return PyLong_FromUnsignedLongLong(Emu.occupancy(Name));
  } catch (const EmulatorError &E) {
    PyErr_SetString(ErrorType, E.what());
    return nullptr;
  }
}

PyMethodDef KernelMethods[] = {
    {"occupancy", occupancy, METH_VARARGS,
     "occupancy(name) -> int: the cycles the instruction of TableGen name "
     "`name` (VADD_F32) keeps its pipe busy in the emulator's timing"},
    {"launch", reinterpret_cast<PyCFunction>(reinterpret_cast<void *>(launch)),
     METH_VARARGS | METH_KEYWORDS,
     "launch(entry, *arguments, blocks=1, timeline=None) -> dict: runs the "
     "kernel; arrays are GM tensors, written back if writable; returns "
     "cycles, instructions, stats and the host threads it ran on"},
    {nullptr, nullptr, 0, nullptr}};

PyTypeObject KernelType = {PyVarObject_HEAD_INIT(nullptr, 0)};

/// ptoemu.load(objects, cpu="a5", runtime_dir=None, max_instructions=...,
/// threads=None)
PyObject *load(PyObject *, PyObject *Args, PyObject *Kwargs) {
  static const char *Keywords[] = {"objects",          "cpu",     "runtime_dir",
                                   "max_instructions", "threads", nullptr};
  PyObject *Objects;
  const char *CPU = "a5";
  const char *RuntimeDir = nullptr;
  unsigned long long MaxInstructions = 100000000;
  PyObject *Threads = Py_None;
  if (!PyArg_ParseTupleAndKeywords(
          Args, Kwargs, "O|szKO", const_cast<char **>(Keywords), &Objects, &CPU,
          &RuntimeDir, &MaxInstructions, &Threads))
    return nullptr;
  long ThreadCount = 0; // one per host core
  if (Threads != Py_None) {
    if (!PyLong_Check(Threads) || PyBool_Check(Threads)) {
      PyErr_SetString(PyExc_TypeError, "load(): threads is an int or None");
      return nullptr;
    }
    ThreadCount = PyLong_AsLong(Threads);
    if (ThreadCount == -1 && PyErr_Occurred())
      PyErr_Clear();
    if (ThreadCount < 1 || ThreadCount > long(MaxThreads)) {
      PyErr_Format(PyExc_ValueError, "load(): threads must be 1 to %u",
                   MaxThreads);
      return nullptr;
    }
  }
  std::vector<std::string> Paths;
  if (PyUnicode_Check(Objects)) {
    Paths.push_back(PyUnicode_AsUTF8(Objects));
  } else {
    PyObject *Iter = PyObject_GetIter(Objects);
    if (!Iter)
      return nullptr;
    while (PyObject *Item = PyIter_Next(Iter)) {
      const char *S = PyUnicode_Check(Item) ? PyUnicode_AsUTF8(Item) : nullptr;
      if (S)
        Paths.push_back(S);
      Py_DECREF(Item);
      if (!S) {
        Py_DECREF(Iter);
        PyErr_SetString(PyExc_TypeError,
                        "load(): objects are a path or a list of paths");
        return nullptr;
      }
    }
    Py_DECREF(Iter);
  }
  auto Options = std::make_unique<EmulatorOptions>();
  Options->CPU = CPU;
  Options->MaxInstructions = MaxInstructions;
  Options->Threads = unsigned(ThreadCount);
  Options->RuntimeDir = RuntimeDir ? RuntimeDir : runtimeNextToModule();
  try {
    Emulator Check(Paths, *Options);
  } catch (const EmulatorError &E) {
    PyErr_SetString(ErrorType, E.what());
    return nullptr;
  }
  auto *K = PyObject_New(KernelObject, &KernelType);
  if (!K)
    return nullptr;
  K->Objects = new std::vector<std::string>(std::move(Paths));
  K->Options = Options.release();
  return reinterpret_cast<PyObject *>(K);
}

PyMethodDef ModuleMethods[] = {
    {"load", reinterpret_cast<PyCFunction>(reinterpret_cast<void *>(load)),
     METH_VARARGS | METH_KEYWORDS,
     "load(objects, cpu='a5', runtime_dir=None, max_instructions=10**8, "
     "threads=None): a PTO program (an object, an archive or a list of "
     "them); its launches run their blocks on up to `threads` host threads "
     "(None: one per host core)"},
    {nullptr, nullptr, 0, nullptr}};

PyModuleDef Module = {PyModuleDef_HEAD_INIT, "ptoemu",
                      "pto-emu, the PTO vector core emulator", -1,
                      ModuleMethods};

} // namespace

PyMODINIT_FUNC PyInit_ptoemu() {
  KernelType.tp_name = "ptoemu.Kernel";
  KernelType.tp_basicsize = sizeof(KernelObject);
  KernelType.tp_flags = Py_TPFLAGS_DEFAULT;
  KernelType.tp_doc = "A PTO program loaded by ptoemu.load()";
  KernelType.tp_methods = KernelMethods;
  KernelType.tp_dealloc = deallocKernel;
  if (PyType_Ready(&KernelType) < 0)
    return nullptr;
  PyObject *M = PyModule_Create(&Module);
  if (!M)
    return nullptr;
  ErrorType = PyErr_NewException("ptoemu.Error", nullptr, nullptr);
  RaceErrorType = PyErr_NewException("ptoemu.RaceError", ErrorType, nullptr);
  Py_INCREF(ErrorType);
  Py_INCREF(RaceErrorType);
  PyModule_AddObject(M, "Error", ErrorType);
  PyModule_AddObject(M, "RaceError", RaceErrorType);
  PyModule_AddIntConstant(M, "DMA_BYTES_PER_CYCLE",
                          long(Emulator::dmaBytesPerCycle()));
  return M;
}
