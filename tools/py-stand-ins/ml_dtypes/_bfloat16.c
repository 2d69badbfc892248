/*===-- _bfloat16.c - A bfloat16 numpy dtype for the survey's data ------===
 *
 * Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
 * See https://llvm.org/LICENSE.txt for license information.
 * SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
 *
 *===----------------------------------------------------------------------===
 *
 * The open tile library's data generators import ml_dtypes.bfloat16, which
 * Debian does not ship. This is the little of it they use, written from the
 * format's definition: bfloat16 is the upper half of an IEEE binary32
 * (1 sign, 8 exponent, 7 fraction bits); a binary32 becomes bfloat16 by
 * rounding to nearest, ties to even, and a NaN stays a (quiet) NaN. The
 * dtype converts to and from the float and integer dtypes, compares, and
 * reads and writes its 2-byte elements (tofile). Nothing else.
 *
 *===----------------------------------------------------------------------===
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#define NPY_NO_DEPRECATED_API NPY_1_7_API_VERSION
#include <numpy/arrayobject.h>
#include <numpy/ufuncobject.h>
#include <stdint.h>
#include <string.h>

static float bitsToFloat(uint16_t Bits) {
  uint32_t Wide = (uint32_t)Bits << 16;
  float F;
  memcpy(&F, &Wide, 4);
  return F;
}

static uint16_t floatToBits(float F) {
  uint32_t Bits;
  memcpy(&Bits, &F, 4);
  if ((Bits & 0x7fffffffu) > 0x7f800000u) /* NaN: keep it, quiet */
    return (uint16_t)((Bits >> 16) | 0x0040u);
  return (uint16_t)((Bits + 0x7fffu + ((Bits >> 16) & 1u)) >> 16);
}

/* A double rounded once to bfloat16: to binary32 rounding to odd (toward
   zero, the last bit set when inexact), then to nearest even; rounding
   twice to nearest could differ. */
static uint16_t doubleToBits(double D) {
  float F = (float)D;
  if (D == D && (double)F != D && F - F == 0.0f) {
    uint32_t B;
    memcpy(&B, &F, 4);
    if (((double)F < 0 ? -(double)F : (double)F) > (D < 0 ? -D : D))
      B -= 1;
    B |= 1;
    memcpy(&F, &B, 4);
  }
  return floatToBits(F);
}

typedef struct {
  PyObject_HEAD uint16_t Bits;
} BFloat16Object;

static PyTypeObject BFloat16Type;
static int BFloat16Num = -1;

static PyObject *makeScalar(uint16_t Bits) {
  BFloat16Object *S =
      (BFloat16Object *)BFloat16Type.tp_alloc(&BFloat16Type, 0);
  if (S)
    S->Bits = Bits;
  return (PyObject *)S;
}

/* The bits of any Python number (or bfloat16 scalar) as bfloat16. */
static int toBits(PyObject *O, uint16_t *Bits) {
  if (PyObject_TypeCheck(O, &BFloat16Type)) {
    *Bits = ((BFloat16Object *)O)->Bits;
    return 0;
  }
  double D = PyFloat_AsDouble(O);
  if (D == -1.0 && PyErr_Occurred())
    return -1;
  *Bits = doubleToBits(D);
  return 0;
}

static PyObject *scalarNew(PyTypeObject *T, PyObject *Args, PyObject *Kw) {
  PyObject *O = NULL;
  if (!PyArg_ParseTuple(Args, "|O", &O))
    return NULL;
  uint16_t Bits = 0;
  if (O && toBits(O, &Bits) < 0)
    return NULL;
  return makeScalar(Bits);
}

static PyObject *scalarFloat(PyObject *S) {
  return PyFloat_FromDouble(bitsToFloat(((BFloat16Object *)S)->Bits));
}

static PyObject *scalarRepr(PyObject *S) {
  PyObject *F = scalarFloat(S);
  if (!F)
    return NULL;
  PyObject *R = PyObject_Repr(F);
  Py_DECREF(F);
  return R;
}

static PyObject *scalarCompare(PyObject *A, PyObject *B, int Op) {
  PyObject *FA = PyNumber_Float(A), *FB = FA ? PyNumber_Float(B) : NULL;
  PyObject *R = FB ? PyObject_RichCompare(FA, FB, Op) : NULL;
  Py_XDECREF(FA);
  Py_XDECREF(FB);
  return R;
}

static Py_hash_t scalarHash(PyObject *S) {
  return _Py_HashDouble(S, bitsToFloat(((BFloat16Object *)S)->Bits));
}

static PyNumberMethods ScalarNumber = {.nb_float = scalarFloat};

/*---- The dtype's element functions ----------------------------------------*/

static PyObject *getItem(void *Data, void *Arr) {
  uint16_t Bits;
  memcpy(&Bits, Data, 2);
  return makeScalar(Bits);
}

static int setItem(PyObject *O, void *Data, void *Arr) {
  uint16_t Bits;
  if (toBits(O, &Bits) < 0)
    return -1;
  memcpy(Data, &Bits, 2);
  return 0;
}

static void copySwapN(void *Dst, npy_intp DStride, void *Src, npy_intp SStride,
                      npy_intp N, int Swap, void *Arr) {
  if (!Src)
    return;
  char *D = Dst, *S = Src;
  for (npy_intp I = 0; I < N; ++I, D += DStride, S += SStride) {
    memcpy(D, S, 2);
    if (Swap) {
      char T = D[0];
      D[0] = D[1];
      D[1] = T;
    }
  }
}

static void copySwap(void *Dst, void *Src, int Swap, void *Arr) {
  copySwapN(Dst, 0, Src, 0, 1, Swap, Arr);
}

static npy_bool nonZero(void *Data, void *Arr) {
  uint16_t Bits;
  memcpy(&Bits, Data, 2);
  return (Bits & 0x7fffu) != 0;
}

static int compare(const void *A, const void *B, void *Arr) {
  uint16_t X, Y;
  memcpy(&X, A, 2);
  memcpy(&Y, B, 2);
  float FX = bitsToFloat(X), FY = bitsToFloat(Y);
  return FX < FY ? -1 : FX > FY ? 1 : 0;
}

/*---- Casts ----------------------------------------------------------------*/

#define CASTS(NAME, CTYPE)                                                     \
  static void NAME##ToBf16(void *From, void *To, npy_intp N, void *FA,         \
                           void *TA) {                                         \
    const CTYPE *F = From;                                                     \
    uint16_t *T = To;                                                          \
    for (npy_intp I = 0; I < N; ++I)                                           \
      T[I] = doubleToBits((double)F[I]);                                       \
  }                                                                            \
  static void bf16To##NAME(void *From, void *To, npy_intp N, void *FA,         \
                           void *TA) {                                         \
    const uint16_t *F = From;                                                  \
    CTYPE *T = To;                                                             \
    for (npy_intp I = 0; I < N; ++I)                                           \
      T[I] = (CTYPE)bitsToFloat(F[I]);                                         \
  }
CASTS(Float, float)
CASTS(Double, double)
CASTS(Int64, int64_t)
CASTS(Int32, int32_t)
CASTS(Int16, int16_t)
CASTS(Int8, int8_t)
CASTS(UInt8, uint8_t)
CASTS(Bool, npy_bool)
#undef CASTS

/*---- Comparison ufunc loops ----------------------------------------------*/

#define COMPARE_LOOP(NAME, OP)                                                 \
  static void NAME##Loop(char **Args, npy_intp const *Dims,                    \
                         npy_intp const *Steps, void *Data) {                  \
    char *A = Args[0], *B = Args[1], *R = Args[2];                             \
    for (npy_intp I = 0; I < Dims[0];                                          \
         ++I, A += Steps[0], B += Steps[1], R += Steps[2]) {                   \
      uint16_t X, Y;                                                           \
      memcpy(&X, A, 2);                                                        \
      memcpy(&Y, B, 2);                                                        \
      *(npy_bool *)R = bitsToFloat(X) OP bitsToFloat(Y);                       \
    }                                                                          \
  }
COMPARE_LOOP(less, <)
COMPARE_LOOP(less_equal, <=)
COMPARE_LOOP(greater, >)
COMPARE_LOOP(greater_equal, >=)
COMPARE_LOOP(equal, ==)
COMPARE_LOOP(not_equal, !=)
#undef COMPARE_LOOP

static int registerComparison(PyObject *Numpy, const char *Name,
                              PyUFuncGenericFunction Loop) {
  PyObject *UFunc = PyObject_GetAttrString(Numpy, Name);
  if (!UFunc)
    return -1;
  int Types[3] = {BFloat16Num, BFloat16Num, NPY_BOOL};
  int R = PyUFunc_RegisterLoopForType((PyUFuncObject *)UFunc, BFloat16Num,
                                      Loop, Types, NULL);
  Py_DECREF(UFunc);
  return R;
}

static PyArray_ArrFuncs ArrFuncs;

static struct PyModuleDef Module = {PyModuleDef_HEAD_INIT, "_bfloat16",
                                    "bfloat16 for numpy", -1, NULL};

PyMODINIT_FUNC PyInit__bfloat16(void) {
  import_array();
  import_umath();
  PyObject *M = PyModule_Create(&Module);
  if (!M)
    return NULL;

  BFloat16Type.tp_name = "bfloat16";
  BFloat16Type.tp_basicsize = sizeof(BFloat16Object);
  BFloat16Type.tp_flags = Py_TPFLAGS_DEFAULT;
  BFloat16Type.tp_base = &PyGenericArrType_Type;
  BFloat16Type.tp_new = scalarNew;
  BFloat16Type.tp_repr = scalarRepr;
  BFloat16Type.tp_str = scalarRepr;
  BFloat16Type.tp_richcompare = scalarCompare;
  BFloat16Type.tp_hash = scalarHash;
  BFloat16Type.tp_as_number = &ScalarNumber;
  if (PyType_Ready(&BFloat16Type) < 0)
    return NULL;

  PyArray_InitArrFuncs(&ArrFuncs);
  ArrFuncs.getitem = getItem;
  ArrFuncs.setitem = setItem;
  ArrFuncs.copyswap = copySwap;
  ArrFuncs.copyswapn = copySwapN;
  ArrFuncs.nonzero = nonZero;
  ArrFuncs.compare = compare;

  PyArray_Descr *Descr = PyObject_New(PyArray_Descr, &PyArrayDescr_Type);
  if (!Descr)
    return NULL;
  Descr->typeobj = &BFloat16Type;
  Py_INCREF(&BFloat16Type);
  Descr->kind = 'V';
  Descr->type = 'E';
  Descr->byteorder = '=';
  Descr->flags = NPY_NEEDS_PYAPI | NPY_USE_GETITEM | NPY_USE_SETITEM;
  Descr->type_num = 0;
  Descr->elsize = 2;
  Descr->alignment = 2;
  Descr->subarray = NULL;
  Descr->fields = NULL;
  Descr->names = NULL;
  Descr->f = &ArrFuncs;
  Descr->metadata = NULL;
  Descr->c_metadata = NULL;
  Descr->hash = -1;
  BFloat16Num = PyArray_RegisterDataType(Descr);
  if (BFloat16Num < 0)
    return NULL;

#define REGISTER(NUM, NAME, SAFE)                                              \
  if (PyArray_RegisterCastFunc(PyArray_DescrFromType(NUM), BFloat16Num,        \
                               NAME##ToBf16) < 0 ||                            \
      PyArray_RegisterCastFunc(Descr, NUM, bf16To##NAME) < 0 ||                \
      ((SAFE) &&                                                               \
       PyArray_RegisterCanCast(PyArray_DescrFromType(NUM), BFloat16Num,        \
                               NPY_NOSCALAR) < 0) ||                           \
      PyArray_RegisterCanCast(Descr, NUM, NPY_NOSCALAR) < 0)                   \
    return NULL;
  REGISTER(NPY_FLOAT, Float, 0)
  REGISTER(NPY_DOUBLE, Double, 0)
  REGISTER(NPY_INT64, Int64, 0)
  REGISTER(NPY_INT32, Int32, 0)
  REGISTER(NPY_INT16, Int16, 0)
  REGISTER(NPY_INT8, Int8, 0)
  REGISTER(NPY_UINT8, UInt8, 0)
  REGISTER(NPY_BOOL, Bool, 1)
#undef REGISTER

  PyObject *Numpy = PyImport_ImportModule("numpy");
  if (!Numpy)
    return NULL;
  if (registerComparison(Numpy, "less", lessLoop) < 0 ||
      registerComparison(Numpy, "less_equal", less_equalLoop) < 0 ||
      registerComparison(Numpy, "greater", greaterLoop) < 0 ||
      registerComparison(Numpy, "greater_equal", greater_equalLoop) < 0 ||
      registerComparison(Numpy, "equal", equalLoop) < 0 ||
      registerComparison(Numpy, "not_equal", not_equalLoop) < 0)
    return NULL;
  Py_DECREF(Numpy);

  Py_INCREF(&BFloat16Type);
  PyModule_AddObject(M, "bfloat16", (PyObject *)&BFloat16Type);
  return M;
}
