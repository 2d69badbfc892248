//===-- PTOVectorTypes.td - The vector register types ------*- tablegen -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The register types of generic vector operations, one bit each (the type
// sets of PTOVectorRules.td), and the C types the builtins give the data
// types (tools/isa/ptoisa.py reads them for the generators of the builtins
// and of the vendor API: docs/clang.md, docs/cce-api.md).
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Type sets: one bit per register type
//===----------------------------------------------------------------------===//

// The register types the rows name, in bit order (PTOVectorOperations.cpp
// reads the generated table of them).
class PTOVectorType<ValueType vt, int index> {
  ValueType VT = vt;
  bits<10> Bit = !shl(1, index);
  // The MVT spelling, for the generated C++.
  string MVTName = "MVT::" # !cast<string>(vt);
}
def VectorTypeI8 : PTOVectorType<v256i8, 0>;
def VectorTypeI16 : PTOVectorType<v128i16, 1>;
def VectorTypeI32 : PTOVectorType<v64i32, 2>;
def VectorTypeI64 : PTOVectorType<v32i64, 3>;
def VectorTypeF16 : PTOVectorType<v128f16, 4>;
def VectorTypeBF16 : PTOVectorType<v128bf16, 5>;
def VectorTypeF32 : PTOVectorType<v64f32, 6>;
def VectorTypeMask : PTOVectorType<v256i1, 7>;
def VectorTypeAlign : PTOVectorType<ptoalign, 8>;
def VectorTypeVAddr : PTOVectorType<ptovaddr, 9>;

def PTOVectorTypes : GenericTable {
  let FilterClass = "PTOVectorType";
  let CppTypeName = "VectorTypeInfo";
  let Fields = ["MVTName", "Bit"];
  string TypeOf_MVTName = "code";
  let PrimaryKey = ["Bit"];
  let PrimaryKeyName = "lookupVectorTypeByBit";
}

//===----------------------------------------------------------------------===//
// C types
//===----------------------------------------------------------------------===//

// The C vector type of register type \p reg with lanes of the signedness
// \p isUnsigned (a float type has one): its name in the vendor's API and
// that API's element type, and the element as clang's builtin prototypes
// spell it (the code and the C type).
class PTOVectorCType<PTOVectorType reg, bit isUnsigned, string vendorName,
                     string vendorElement, string builtinElement,
                     string cElement> {
  PTOVectorType Reg = reg;
  bit Unsigned = isUnsigned;
  string VendorName = vendorName;
  string VendorElement = vendorElement;
  string BuiltinElement = builtinElement;
  string CElement = cElement;
}
def : PTOVectorCType<VectorTypeI8, 0, "vector_s8", "int8_t", "Sc",
                     "signed char">;
def : PTOVectorCType<VectorTypeI8, 1, "vector_u8", "uint8_t", "Uc",
                     "unsigned char">;
def : PTOVectorCType<VectorTypeI16, 0, "vector_s16", "int16_t", "s", "short">;
def : PTOVectorCType<VectorTypeI16, 1, "vector_u16", "uint16_t", "Us",
                     "unsigned short">;
def : PTOVectorCType<VectorTypeI32, 0, "vector_s32", "int32_t", "i", "int">;
def : PTOVectorCType<VectorTypeI32, 1, "vector_u32", "uint32_t", "Ui",
                     "unsigned int">;
def : PTOVectorCType<VectorTypeI64, 0, "vector_s64", "int64_t", "Wi", "long">;
def : PTOVectorCType<VectorTypeI64, 1, "vector_u64", "uint64_t", "UWi",
                     "unsigned long">;
def : PTOVectorCType<VectorTypeF16, 0, "vector_f16", "half", "x", "_Float16">;
def : PTOVectorCType<VectorTypeBF16, 0, "vector_bf16", "bfloat16_t", "y",
                     "__bf16">;
def : PTOVectorCType<VectorTypeF32, 0, "vector_f32", "float", "f", "float">;
