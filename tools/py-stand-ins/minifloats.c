/*===-- minifloats.c - Small float numpy dtypes for the survey's data -----===
 *
 * Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
 * See https://llvm.org/LICENSE.txt for license information.
 * SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
 *
 *===----------------------------------------------------------------------===
 *
 * The open tile library's data generators import ml_dtypes (bfloat16,
 * float8_e4m3fn, float8_e5m2, float4_e2m1fn) and en_dtypes (hifloat8),
 * which Debian does not ship. This module is the little of them they use,
 * written from the formats' definitions, one implementation for all of
 * them driven by the table Formats below: each format's codes are decoded
 * once into a table of float values, and a value is encoded by searching
 * the sorted non-negative finite values for its neighbours.
 *
 * The formats (1 << Bits codes; the 4-bit codes sit in the low nibble of a
 * byte, the high nibble ignored on reading and 0 on writing):
 *   bfloat16       1.8.7, bias 127, IEEE 754 (inf, NaNs, subnormals).
 *   float8_e4m3fn  1.4.3, bias 7 (OCP OFP8 E4M3): no inf, the only NaNs
 *                  S.1111.111, max 448.
 *   float8_e5m2    1.5.2, bias 15 (OCP OFP8 E5M2): IEEE 754, max 57344.
 *   float4_e2m1fn  1.2.1, bias 1 (OCP MX FP4): +-{0, .5, 1, 1.5, 2, 3, 4, 6},
 *                  no inf, no NaN.
 *   hifloat8       HiFloat8 (arXiv 2409.16626): sign, a prefix-coded "dot"
 *                  field giving D exponent bits (11: 4, 10: 3, 01: 2,
 *                  001: 1, 0001: 0) and 5 - D or 3 mantissa bits; the
 *                  exponent is sign-magnitude with an implicit leading 1 of
 *                  the magnitude (-15..15); dot 0000 is denormal mode,
 *                  2^(M - 23) for M = 1..7; 0x00 zero, 0x80 the only NaN,
 *                  no -0, +-inf S.11.0111.1 (0x6F), max 2^15 (0x6E).
 *
 * What the real packages do, which this follows (read in ml_dtypes'
 * include/float8.h, include/mxfloat.h and _src/custom_float.h, and in
 * en_dtypes' include/hifloat.h and _src/dtypes.cc):
 *   - Array casts (astype) go through float32: ml_dtypes' NPyCast is
 *     static_cast<To>(static_cast<float>(from)). A float64 is rounded to
 *     float32 first and then to the format (two roundings), an integer is
 *     converted to float32 first; between two of these formats the value
 *     passes exactly through float32. Widening is exact.
 *   - float32 -> format rounds to nearest, ties to even (ConvertImpl's
 *     RoundBitsToNearestEven; Eigen's bfloat16 rtne), except hifloat8,
 *     which rounds to nearest, ties away from zero (en_dtypes:
 *     "hifloat8 only support round half to away"; the same in
 *     test/Emulator/Inputs/minifloat_reference.py, which follows the
 *     paper).
 *   - Not saturating (kSaturate = false): a value whose rounded magnitude
 *     exceeds the largest finite one, and +-inf, become the format's
 *     infinity() with the input's sign: +-inf for bfloat16, float8_e5m2
 *     and hifloat8; for float8_e4m3fn infinity() is its NaN S.1111.111
 *     (0x7F / 0xFF); for float4_e2m1fn infinity() is its max, so it
 *     saturates to +-6. A tie with the value beyond the maximum rounds as
 *     any tie: e4m3fn 464 -> 448 (even), e5m2 61440 -> inf.
 *   - NaN becomes the format's quiet_NaN(), negated for a negative NaN:
 *     bfloat16 0x7FC0/0xFFC0, e4m3fn 0x7F/0xFF, e5m2 0x7E/0xFE;
 *     float4_e2m1fn has no NaN, its quiet_NaN() is 0b1000 (-0.0), so +NaN
 *     gives 0x8 and -NaN 0x0; hifloat8 gives 0x80 whatever the sign.
 *   - Zeros keep their sign, except in hifloat8 (no -0: -0.0 and negative
 *     values that round to zero give 0x00).
 *   - A Python float given to the scalar type or stored into an array is
 *     rounded once from double for the float8/float4 types (float8_base
 *     has a double constructor); bfloat16 (Eigen narrows to float first)
 *     and hifloat8 (en_dtypes converts any source to float first) go
 *     through float32, as does any other Python number for all of them.
 *   - Arithmetic is done in float32 and rounded once (float8_base's
 *     "Operators via float32"); negative and absolute flip and clear the
 *     sign bit (hifloat8's zero and NaN stay); maximum and minimum
 *     propagate NaN.
 *   - Casts registered as safe: format -> float32, float64, longdouble;
 *     bool, int8, uint8 -> format. So ufuncs without a loop here (np.clip)
 *     run in float32. The scalar types derive from np.generic, not
 *     np.floating: np.issubdtype(T, np.floating) is False, as with the
 *     real packages (tcvt's generator relies on it to avoid np.finfo).
 *
 * Provided: casts from and to bool, the integer and the float dtypes and
 * between the formats of one package; the comparisons, add, subtract,
 * multiply, divide, negative, absolute, maximum, minimum, isnan, isinf,
 * isfinite; the scalar types with float(), int(), comparisons and hash.
 * Nothing else (no np.finfo, no string names for np.dtype()).
 *
 *===----------------------------------------------------------------------===
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#define NPY_NO_DEPRECATED_API NPY_1_7_API_VERSION
#include <math.h>
#include <numpy/arrayobject.h>
#include <numpy/ufuncobject.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum Kind {
  IEEE,   /* exponent all ones: inf (mantissa 0) or NaN */
  FN,     /* exponent and mantissa all ones: NaN; no inf */
  FINITE, /* no special codes */
  HIF8    /* HiFloat8's own layout */
};

typedef struct {
  float Value;
  uint16_t Code;
} Entry;

typedef struct {
  const char *Name; /* package.type */
  char TypeChar;
  int Package; /* casts are registered between formats of one package */
  int Bits, Kind, Exp, Man, Bias;
  unsigned Huge;      /* what +inf and a positive overflow become */
  unsigned NaN;       /* what a positive NaN becomes */
  int SignedNaN;      /* a negative NaN gives NaN ^ the sign bit */
  int NegZero;        /* there is a -0 */
  double Beyond;      /* the value that would follow the largest finite */
  int TiesAway;       /* ties away from zero, not to even */
  int ScalarViaFloat; /* Python floats are narrowed to float32 first */
  /* Built at import. */
  float *Value; /* of every code */
  Entry *Grid;  /* the non-negative finite values, ascending */
  int GridSize;
} Format;

enum { BF16, E4M3FN, E5M2, E2M1FN, HIF8_, EXPORTED, HALF = EXPORTED, ALL };

static Format Formats[ALL] = {
    /* Name, char, package, bits, kind, exp, man, bias, huge, NaN,
       signed NaN, -0, beyond, ties away, scalar via float */
    {"ml_dtypes.bfloat16", 'E', 0, 16, IEEE, 8, 7, 127, 0x7F80, 0x7FC0, 1, 1,
     0x1p128, 0, 1},
    /* 480 = S.1111.111 would follow 448; that code is the NaN. */
    {"ml_dtypes.float8_e4m3fn", '4', 0, 8, FN, 4, 3, 7, 0x7F, 0x7F, 1, 1, 480,
     0, 0},
    {"ml_dtypes.float8_e5m2", '5', 0, 8, IEEE, 5, 2, 15, 0x7C, 0x7E, 1, 1,
     65536, 0, 0},
    /* 8 would be exponent field 4; Huge is the max: it saturates. NaN
       0b1000 is ml_dtypes' quiet_NaN() (-0.0). */
    {"ml_dtypes.float4_e2m1fn", '2', 0, 4, FINITE, 2, 1, 1, 0x7, 0x8, 1, 1, 8,
     0, 0},
    /* 1.5 * 2^15 = S.11.0111.1 would follow 2^15; that code is inf. */
    {"en_dtypes.hifloat8", '7', 1, 8, HIF8, 0, 0, 0, 0x6F, 0x80, 0, 0, 49152, 1,
     1},
    /* IEEE binary16, numpy's float16, for the casts from and to it. */
    {"float16", 'e', 2, 16, IEEE, 5, 10, 15, 0x7C00, 0x7E00, 1, 1, 65536, 0, 0},
};

static unsigned signBit(const Format *F) { return 1u << (F->Bits - 1); }

/* The value of Code from the format's definition. */
static double decodeSlow(const Format *F, unsigned Code) {
  unsigned Sign = Code & signBit(F), Mag = Code & (signBit(F) - 1);
  double V;
  if (F->Kind == HIF8) {
    if (Mag == 0)
      return Sign ? NAN : 0.0;
    if (Mag < 0x08) {
      V = ldexp(1.0, (int)Mag - 23);
    } else {
      /* Dot field: its width and the exponent width D it stands for. */
      int DotWidth = Mag >= 0x20 ? 2 : Mag >= 0x10 ? 3 : 4;
      int D = Mag >= 0x60   ? 4
              : Mag >= 0x40 ? 3
              : Mag >= 0x20 ? 2
              : Mag >= 0x10 ? 1
                            : 0;
      int M = 7 - DotWidth - D;
      unsigned Field = (Mag >> M) & ((1u << D) - 1);
      int E = 0;
      if (D) {
        int Magnitude =
            (int)((1u << (D - 1)) | (Field & ((1u << (D - 1)) - 1)));
        E = (Field >> (D - 1)) ? -Magnitude : Magnitude;
      }
      unsigned Mant = Mag & ((1u << M) - 1);
      if (D == 4 && E == 15 && Mant == 1)
        V = INFINITY;
      else
        V = ldexp((double)((1u << M) | Mant), E - M);
    }
  } else {
    unsigned Top = (1u << F->Exp) - 1;
    unsigned E = Mag >> F->Man, Mant = Mag & ((1u << F->Man) - 1);
    if (F->Kind == IEEE && E == Top)
      V = Mant ? NAN : INFINITY;
    else if (F->Kind == FN && E == Top && Mant == (1u << F->Man) - 1)
      V = NAN;
    else if (E == 0)
      V = ldexp((double)Mant, 1 - F->Bias - F->Man);
    else
      V = ldexp((double)((1u << F->Man) | Mant), (int)E - F->Bias - F->Man);
  }
  return Sign ? -V : V;
}

static int byValue(const void *A, const void *B) {
  float X = ((const Entry *)A)->Value, Y = ((const Entry *)B)->Value;
  return X < Y ? -1 : X > Y;
}

static int buildTables(Format *F) {
  unsigned Count = 1u << F->Bits;
  F->Value = PyMem_Malloc(Count * sizeof(float));
  F->Grid = PyMem_Malloc(Count / 2 * sizeof(Entry));
  if (!F->Value || !F->Grid) {
    PyErr_NoMemory();
    return -1;
  }
  F->GridSize = 0;
  for (unsigned Code = 0; Code < Count; ++Code) {
    double V = decodeSlow(F, Code);
    F->Value[Code] = (float)V; /* exact: every value fits a float */
    if (isnan(V) && F->Bits == 16) {
      /* Widening bfloat16 (Eigen) and float16 (numpy) shifts the bits:
         the sign and payload of a NaN stay. The 8- and 4-bit types give
         float's quiet NaN (with the sign, except hifloat8). */
      uint32_t B = (uint32_t)(Code & signBit(F)) << 16 | 0x7F800000u |
                   (Code & ((1u << F->Man) - 1)) << (23 - F->Man);
      memcpy(&F->Value[Code], &B, 4);
    }
    if (!(Code & signBit(F)) && isfinite(V))
      F->Grid[F->GridSize++] = (Entry){(float)V, (uint16_t)Code};
  }
  qsort(F->Grid, F->GridSize, sizeof(Entry), byValue);
  return 0;
}

static unsigned mask(const Format *F) { return (1u << F->Bits) - 1; }

static float decode(const Format *F, unsigned Code) {
  return F->Value[Code & mask(F)];
}

/* X rounded to the format, as described at the top. NaN is told by its
   bits: no floating-point operation on it, so no "invalid" flag for numpy
   to warn about. */
static unsigned encode(const Format *F, double X) {
  uint64_t Bits;
  memcpy(&Bits, &X, 8);
  unsigned Sign = Bits >> 63 ? signBit(F) : 0;
  if ((Bits << 1) > (uint64_t)0x7FF << 53)
    return F->NaN ^ (F->SignedNaN ? Sign : 0);
  double A = fabs(X);
  unsigned Code;
  if (A >= F->Beyond) {
    Code = F->Huge;
  } else {
    /* The largest I with Grid[I].Value <= A (Grid[0] is zero). */
    int Lo = 0, Hi = F->GridSize - 1;
    while (Lo < Hi) {
      int Mid = (Lo + Hi + 1) / 2;
      if (F->Grid[Mid].Value <= A)
        Lo = Mid;
      else
        Hi = Mid - 1;
    }
    const Entry *Below = &F->Grid[Lo];
    Code = Below->Code;
    if (Below->Value != A) {
      int Last = Lo + 1 == F->GridSize;
      double Above = Last ? F->Beyond : F->Grid[Lo + 1].Value;
      /* The code after an odd code is even: the one beyond the largest
         finite value too. (Exact: neighbours, or zero and the smallest.) */
      int AboveEven = Last ? (Below->Code & 1) : !(F->Grid[Lo + 1].Code & 1);
      double Middle = (Below->Value + Above) / 2;
      if (A > Middle || (A == Middle && (F->TiesAway || AboveEven)))
        Code = Last ? F->Huge : F->Grid[Lo + 1].Code;
    }
  }
  if (Code == 0 && !F->NegZero)
    return 0;
  return Code | Sign;
}

/* The same for a float, whose NaNs are not to be widened. */
static unsigned encodeFloat(const Format *F, float X) {
  uint32_t Bits;
  memcpy(&Bits, &X, 4);
  if ((Bits << 1) > 0xFF000000u)
    return F->NaN ^ (F->SignedNaN && Bits >> 31 ? signBit(F) : 0);
  return encode(F, X);
}

/*---- Storage ---------------------------------------------------------------*/

static unsigned load(const Format *F, const void *P) {
  if (F->Bits > 8) {
    uint16_t C;
    memcpy(&C, P, 2);
    return C;
  }
  return *(const uint8_t *)P & mask(F);
}

static void store(const Format *F, void *P, unsigned Code) {
  if (F->Bits > 8) {
    uint16_t C = (uint16_t)Code;
    memcpy(P, &C, 2);
  } else {
    *(uint8_t *)P = (uint8_t)Code;
  }
}

static int itemSize(const Format *F) { return F->Bits > 8 ? 2 : 1; }

/*---- Scalar types ----------------------------------------------------------*/

typedef struct {
  PyObject_HEAD uint16_t Code;
} Scalar;

static PyTypeObject Types[EXPORTED];
static int TypeNums[EXPORTED];

static const Format *formatOf(PyObject *O) {
  for (int I = 0; I < EXPORTED; ++I)
    if (Py_TYPE(O) == &Types[I])
      return &Formats[I];
  return NULL;
}

static PyObject *makeScalar(const Format *F, unsigned Code) {
  PyTypeObject *T = &Types[F - Formats];
  Scalar *S = (Scalar *)T->tp_alloc(T, 0);
  if (S)
    S->Code = (uint16_t)Code;
  return (PyObject *)S;
}

static double scalarValue(PyObject *S) {
  return decode(formatOf(S), ((Scalar *)S)->Code);
}

/* The code of any Python number (or scalar of these types) in F. */
static int toCode(const Format *F, PyObject *O, unsigned *Code) {
  const Format *G = formatOf(O);
  if (G) {
    *Code = G == F ? ((Scalar *)O)->Code
                   : encodeFloat(F, decode(G, ((Scalar *)O)->Code));
    return 0;
  }
  double D = PyFloat_AsDouble(O);
  if (D == -1.0 && PyErr_Occurred())
    return -1;
  *Code = !PyFloat_Check(O) || F->ScalarViaFloat ? encodeFloat(F, (float)D)
                                                 : encode(F, D);
  return 0;
}

static PyObject *scalarNew(PyTypeObject *T, PyObject *Args, PyObject *Kw) {
  PyObject *O = NULL;
  if (!PyArg_ParseTuple(Args, "|O", &O))
    return NULL;
  const Format *F = &Formats[T - Types];
  unsigned Code = 0;
  if (O && toCode(F, O, &Code) < 0)
    return NULL;
  return makeScalar(F, Code);
}

static PyObject *scalarFloat(PyObject *S) {
  return PyFloat_FromDouble(scalarValue(S));
}

static PyObject *scalarInt(PyObject *S) {
  return PyLong_FromDouble(scalarValue(S));
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
  if (!FB) {
    /* Not two numbers (an array, say): as numpy scalars do. */
    Py_XDECREF(FA);
    PyErr_Clear();
    return PyGenericArrType_Type.tp_richcompare(A, B, Op);
  }
  PyObject *R = PyObject_RichCompare(FA, FB, Op);
  Py_DECREF(FA);
  Py_DECREF(FB);
  return R;
}

static Py_hash_t scalarHash(PyObject *S) {
  return _Py_HashDouble(S, scalarValue(S));
}

static PyNumberMethods ScalarNumber = {.nb_float = scalarFloat,
                                       .nb_int = scalarInt};

/*---- The dtypes' element functions -----------------------------------------*/

static PyObject *getItem(const Format *F, void *Data) {
  return makeScalar(F, load(F, Data));
}

static int setItem(const Format *F, PyObject *O, void *Data) {
  unsigned Code;
  if (toCode(F, O, &Code) < 0)
    return -1;
  store(F, Data, Code);
  return 0;
}

static npy_bool nonZero(const Format *F, void *Data) {
  float V = decode(F, load(F, Data));
  return V != 0 || isnan(V);
}

static int compare(const Format *F, const void *A, const void *B) {
  float X = decode(F, load(F, A)), Y = decode(F, load(F, B));
  if (isless(X, Y) || (!isnan(X) && isnan(Y)))
    return -1;
  return isgreater(X, Y) || (isnan(X) && !isnan(Y));
}

static void copySwapN(void *Dst, npy_intp DStride, void *Src, npy_intp SStride,
                      npy_intp N, int Swap, int Size) {
  if (!Src)
    return;
  char *D = Dst, *S = Src;
  for (npy_intp I = 0; I < N; ++I, D += DStride, S += SStride) {
    memcpy(D, S, Size);
    if (Swap && Size == 2) {
      char T = D[0];
      D[0] = D[1];
      D[1] = T;
    }
  }
}

static void copySwapN1(void *D, npy_intp DS, void *S, npy_intp SS, npy_intp N,
                       int Swap, void *Arr) {
  copySwapN(D, DS, S, SS, N, Swap, 1);
}
static void copySwapN2(void *D, npy_intp DS, void *S, npy_intp SS, npy_intp N,
                       int Swap, void *Arr) {
  copySwapN(D, DS, S, SS, N, Swap, 2);
}
static void copySwap1(void *D, void *S, int Swap, void *Arr) {
  copySwapN(D, 0, S, 0, 1, Swap, 1);
}
static void copySwap2(void *D, void *S, int Swap, void *Arr) {
  copySwapN(D, 0, S, 0, 1, Swap, 2);
}

/*---- Casts -----------------------------------------------------------------*/

/* numpy's legacy element and cast functions carry no user data, so each
   format I gets small functions that pass Formats[I] on. */
#define FORMAT_INDICES(X) X(0) X(1) X(2) X(3) X(4)
#define FORMAT_PAIRS(X, I) X(I, 0) X(I, 1) X(I, 2) X(I, 3) X(I, 4)

/* The builtin dtypes: name, C type, type number, its value as a float,
   a float as it. Everything passes through float32, as in ml_dtypes. */
#define PLAIN_TO(V) ((float)(V))
#define PLAIN_FROM(T, V) ((T)(V))
#define BOOL_FROM(T, V) ((T)((V) != 0))
#define HALF_TO(V) (Formats[HALF].Value[V])
#define HALF_FROM(T, V) ((T)encodeFloat(&Formats[HALF], (V)))
#define BUILTINS(X, I)                                                         \
  X(I, Bool, npy_bool, NPY_BOOL, PLAIN_TO, BOOL_FROM)                          \
  X(I, Byte, npy_byte, NPY_BYTE, PLAIN_TO, PLAIN_FROM)                         \
  X(I, UByte, npy_ubyte, NPY_UBYTE, PLAIN_TO, PLAIN_FROM)                      \
  X(I, Short, npy_short, NPY_SHORT, PLAIN_TO, PLAIN_FROM)                      \
  X(I, UShort, npy_ushort, NPY_USHORT, PLAIN_TO, PLAIN_FROM)                   \
  X(I, Int, npy_int, NPY_INT, PLAIN_TO, PLAIN_FROM)                            \
  X(I, UInt, npy_uint, NPY_UINT, PLAIN_TO, PLAIN_FROM)                         \
  X(I, Long, npy_long, NPY_LONG, PLAIN_TO, PLAIN_FROM)                         \
  X(I, ULong, npy_ulong, NPY_ULONG, PLAIN_TO, PLAIN_FROM)                      \
  X(I, LongLong, npy_longlong, NPY_LONGLONG, PLAIN_TO, PLAIN_FROM)             \
  X(I, ULongLong, npy_ulonglong, NPY_ULONGLONG, PLAIN_TO, PLAIN_FROM)          \
  X(I, Half, npy_half, NPY_HALF, HALF_TO, HALF_FROM)                           \
  X(I, Float, npy_float, NPY_FLOAT, PLAIN_TO, PLAIN_FROM)                      \
  X(I, Double, npy_double, NPY_DOUBLE, PLAIN_TO, PLAIN_FROM)                   \
  X(I, LongDouble, npy_longdouble, NPY_LONGDOUBLE, PLAIN_TO, PLAIN_FROM)

#define BUILTIN_CASTS(I, NAME, CTYPE, NUM, TO, FROM)                           \
  static void NAME##To##I(void *From, void *To, npy_intp N, void *FA,          \
                          void *TA) {                                          \
    const Format *F = &Formats[I];                                             \
    const CTYPE *S = From;                                                     \
    for (npy_intp K = 0; K < N; ++K)                                           \
      store(F, (char *)To + K * itemSize(F), encodeFloat(F, TO(S[K])));        \
  }                                                                            \
  static void Fmt##I##To##NAME(void *From, void *To, npy_intp N, void *FA,     \
                               void *TA) {                                     \
    const Format *F = &Formats[I];                                             \
    CTYPE *T = To;                                                             \
    for (npy_intp K = 0; K < N; ++K)                                           \
      T[K] = FROM(CTYPE, decode(F, load(F, (char *)From + K * itemSize(F))));  \
  }
#define PAIR_CAST(I, J)                                                        \
  static void Fmt##I##ToFmt##J(void *From, void *To, npy_intp N, void *FA,     \
                               void *TA) {                                     \
    const Format *F = &Formats[I], *G = &Formats[J];                           \
    for (npy_intp K = 0; K < N; ++K)                                           \
      store(                                                                   \
          G, (char *)To + K * itemSize(G),                                     \
          encodeFloat(G, decode(F, load(F, (char *)From + K * itemSize(F))))); \
  }
#define FORMAT_FUNCTIONS(I)                                                    \
  BUILTINS(BUILTIN_CASTS, I)                                                   \
  FORMAT_PAIRS(PAIR_CAST, I)                                                   \
  static PyObject *getItem##I(void *D, void *A) {                              \
    return getItem(&Formats[I], D);                                            \
  }                                                                            \
  static int setItem##I(PyObject *O, void *D, void *A) {                       \
    return setItem(&Formats[I], O, D);                                         \
  }                                                                            \
  static npy_bool nonZero##I(void *D, void *A) {                               \
    return nonZero(&Formats[I], D);                                            \
  }                                                                            \
  static int compare##I(const void *X, const void *Y, void *A) {               \
    return compare(&Formats[I], X, Y);                                         \
  }
FORMAT_INDICES(FORMAT_FUNCTIONS)

typedef struct {
  int Num;
  PyArray_VectorUnaryFunc *To, *From;
} BuiltinCast;

typedef struct {
  PyArray_GetItemFunc *GetItem;
  PyArray_SetItemFunc *SetItem;
  PyArray_NonzeroFunc *NonZero;
  PyArray_CompareFunc *Compare;
  BuiltinCast Builtins[15];
  PyArray_VectorUnaryFunc *ToFormat[EXPORTED];
} FormatFunctions;

#define BUILTIN_ENTRY(I, NAME, CTYPE, NUM, TO, FROM)                           \
  {NUM, NAME##To##I, Fmt##I##To##NAME},
#define PAIR_ENTRY(I, J) Fmt##I##ToFmt##J,
#define FUNCTIONS_ENTRY(I)                                                     \
  {getItem##I,                                                                 \
   setItem##I,                                                                 \
   nonZero##I,                                                                 \
   compare##I,                                                                 \
   {BUILTINS(BUILTIN_ENTRY, I)},                                               \
   {FORMAT_PAIRS(PAIR_ENTRY, I)}},
static const FormatFunctions Functions[EXPORTED] = {
    FORMAT_INDICES(FUNCTIONS_ENTRY)};

/*---- Ufunc loops (their data is the Format) --------------------------------*/

#define BINARY_LOOP(NAME, EXPR)                                                \
  static void NAME##Loop(char **Args, npy_intp const *Dims,                    \
                         npy_intp const *Steps, void *Data) {                  \
    const Format *F = Data;                                                    \
    char *A = Args[0], *B = Args[1], *R = Args[2];                             \
    for (npy_intp I = 0; I < Dims[0];                                          \
         ++I, A += Steps[0], B += Steps[1], R += Steps[2]) {                   \
      unsigned CX = load(F, A), CY = load(F, B);                               \
      float X = decode(F, CX), Y = decode(F, CY);                              \
      (void)CX;                                                                \
      (void)CY;                                                                \
      EXPR;                                                                    \
    }                                                                          \
  }
/* Comparisons that raise no "invalid" flag for a NaN. */
#define ARITHMETIC(OP) store(F, R, encodeFloat(F, X OP Y))
#define COMPARISON(TEST) *(npy_bool *)R = TEST(X, Y)
#define equal_(X, Y) ((X) == (Y))
#define not_equal_(X, Y) ((X) != (Y))
BINARY_LOOP(add, ARITHMETIC(+))
BINARY_LOOP(subtract, ARITHMETIC(-))
BINARY_LOOP(multiply, ARITHMETIC(*))
BINARY_LOOP(divide, ARITHMETIC(/))
BINARY_LOOP(less, COMPARISON(isless))
BINARY_LOOP(less_equal, COMPARISON(islessequal))
BINARY_LOOP(greater, COMPARISON(isgreater))
BINARY_LOOP(greater_equal, COMPARISON(isgreaterequal))
BINARY_LOOP(equal, COMPARISON(equal_))
BINARY_LOOP(not_equal, COMPARISON(not_equal_))
BINARY_LOOP(maximum, store(F, R, isnan(X) || isgreater(X, Y) ? CX : CY))
BINARY_LOOP(minimum, store(F, R, isnan(X) || isless(X, Y) ? CX : CY))

/* The sign bit flipped or cleared, but not in a format's only zero or NaN
   (hifloat8's 0x00 and 0x80). */
static unsigned signed_(const Format *F, unsigned C, unsigned Sign) {
  if (!F->NegZero && !(C & (signBit(F) - 1)))
    return C;
  return (C & ~signBit(F)) | Sign;
}

#define UNARY_LOOP(NAME, EXPR)                                                 \
  static void NAME##Loop(char **Args, npy_intp const *Dims,                    \
                         npy_intp const *Steps, void *Data) {                  \
    const Format *F = Data;                                                    \
    char *A = Args[0], *R = Args[1];                                           \
    for (npy_intp I = 0; I < Dims[0]; ++I, A += Steps[0], R += Steps[1]) {     \
      unsigned C = load(F, A);                                                 \
      float X = decode(F, C);                                                  \
      (void)X;                                                                 \
      EXPR;                                                                    \
    }                                                                          \
  }
UNARY_LOOP(negative, store(F, R, signed_(F, C, ~C &signBit(F))))
UNARY_LOOP(absolute, store(F, R, signed_(F, C, 0)))
UNARY_LOOP(isnan, *(npy_bool *)R = isnan(X) != 0)
UNARY_LOOP(isinf, *(npy_bool *)R = isinf(X) != 0)
UNARY_LOOP(isfinite, *(npy_bool *)R = isfinite(X) != 0)

static const struct {
  const char *Name;
  PyUFuncGenericFunction Loop;
  int Inputs, BoolResult;
} UFuncs[] = {
    {"add", addLoop, 2, 0},
    {"subtract", subtractLoop, 2, 0},
    {"multiply", multiplyLoop, 2, 0},
    {"true_divide", divideLoop, 2, 0},
    {"maximum", maximumLoop, 2, 0},
    {"minimum", minimumLoop, 2, 0},
    {"less", lessLoop, 2, 1},
    {"less_equal", less_equalLoop, 2, 1},
    {"greater", greaterLoop, 2, 1},
    {"greater_equal", greater_equalLoop, 2, 1},
    {"equal", equalLoop, 2, 1},
    {"not_equal", not_equalLoop, 2, 1},
    {"negative", negativeLoop, 1, 0},
    {"absolute", absoluteLoop, 1, 0},
    {"isnan", isnanLoop, 1, 1},
    {"isinf", isinfLoop, 1, 1},
    {"isfinite", isfiniteLoop, 1, 1},
};

/*---- Registration ----------------------------------------------------------*/

static PyArray_ArrFuncs ArrFuncs[EXPORTED];

static int registerFormat(int I, PyObject *Numpy) {
  Format *F = &Formats[I];
  const FormatFunctions *Fn = &Functions[I];
  PyTypeObject *T = &Types[I];
  T->tp_name = F->Name;
  T->tp_basicsize = sizeof(Scalar);
  T->tp_flags = Py_TPFLAGS_DEFAULT;
  T->tp_base = &PyGenericArrType_Type;
  T->tp_new = scalarNew;
  T->tp_repr = scalarRepr;
  T->tp_str = scalarRepr;
  T->tp_richcompare = scalarCompare;
  T->tp_hash = scalarHash;
  T->tp_as_number = &ScalarNumber;
  if (PyType_Ready(T) < 0)
    return -1;

  PyArray_ArrFuncs *AF = &ArrFuncs[I];
  PyArray_InitArrFuncs(AF);
  AF->getitem = Fn->GetItem;
  AF->setitem = Fn->SetItem;
  AF->copyswap = itemSize(F) == 2 ? copySwap2 : copySwap1;
  AF->copyswapn = itemSize(F) == 2 ? copySwapN2 : copySwapN1;
  AF->nonzero = Fn->NonZero;
  AF->compare = Fn->Compare;

  PyArray_Descr *Descr = PyObject_New(PyArray_Descr, &PyArrayDescr_Type);
  if (!Descr)
    return -1;
  Descr->typeobj = T;
  Py_INCREF(T);
  Descr->kind = 'V';
  Descr->type = F->TypeChar;
  Descr->byteorder = '=';
  Descr->flags = NPY_NEEDS_PYAPI | NPY_USE_GETITEM | NPY_USE_SETITEM;
  Descr->type_num = 0;
  Descr->elsize = itemSize(F);
  Descr->alignment = itemSize(F);
  Descr->subarray = NULL;
  Descr->fields = NULL;
  Descr->names = NULL;
  Descr->f = AF;
  Descr->metadata = NULL;
  Descr->c_metadata = NULL;
  Descr->hash = -1;
  int Num = TypeNums[I] = PyArray_RegisterDataType(Descr);
  if (Num < 0)
    return -1;

  for (int K = 0; K < 15; ++K) {
    const BuiltinCast *C = &Fn->Builtins[K];
    PyArray_Descr *Other = PyArray_DescrFromType(C->Num);
    int Safe = C->Num == NPY_BOOL || C->Num == NPY_BYTE || C->Num == NPY_UBYTE;
    int SafeFrom =
        C->Num == NPY_FLOAT || C->Num == NPY_DOUBLE || C->Num == NPY_LONGDOUBLE;
    if (PyArray_RegisterCastFunc(Other, Num, C->To) < 0 ||
        PyArray_RegisterCastFunc(Descr, C->Num, C->From) < 0 ||
        (Safe && PyArray_RegisterCanCast(Other, Num, NPY_NOSCALAR) < 0) ||
        (SafeFrom && PyArray_RegisterCanCast(Descr, C->Num, NPY_NOSCALAR) < 0))
      return -1;
  }

  for (size_t K = 0; K < sizeof(UFuncs) / sizeof(UFuncs[0]); ++K) {
    PyObject *UFunc = PyObject_GetAttrString(Numpy, UFuncs[K].Name);
    if (!UFunc)
      return -1;
    int Args[3] = {Num, Num, Num};
    Args[UFuncs[K].Inputs] = UFuncs[K].BoolResult ? NPY_BOOL : Num;
    int R = PyUFunc_RegisterLoopForType((PyUFuncObject *)UFunc, Num,
                                        UFuncs[K].Loop, Args, F);
    Py_DECREF(UFunc);
    if (R < 0)
      return -1;
  }
  return 0;
}

static struct PyModuleDef Module = {
    PyModuleDef_HEAD_INIT, "_pto_minifloats",
    "bfloat16, float8_e4m3fn, float8_e5m2, float4_e2m1fn and hifloat8 for "
    "numpy",
    -1, NULL};

PyMODINIT_FUNC PyInit__pto_minifloats(void) {
  import_array();
  import_umath();
  PyObject *M = PyModule_Create(&Module);
  if (!M)
    return NULL;
  for (int I = 0; I < ALL; ++I)
    if (buildTables(&Formats[I]) < 0)
      return NULL;
  PyObject *Numpy = PyImport_ImportModule("numpy");
  if (!Numpy)
    return NULL;
  for (int I = 0; I < EXPORTED; ++I)
    if (registerFormat(I, Numpy) < 0)
      return NULL;
  Py_DECREF(Numpy);

  for (int I = 0; I < EXPORTED; ++I)
    for (int J = 0; J < EXPORTED; ++J)
      if (I != J && Formats[I].Package == Formats[J].Package &&
          PyArray_RegisterCastFunc(PyArray_DescrFromType(TypeNums[I]),
                                   TypeNums[J], Functions[I].ToFormat[J]) < 0)
        return NULL;

  for (int I = 0; I < EXPORTED; ++I) {
    Py_INCREF(&Types[I]);
    PyModule_AddObject(M, strchr(Formats[I].Name, '.') + 1,
                       (PyObject *)&Types[I]);
  }
  return M;
}
