//===-- NotModelled.cpp - The operations pto-emu has no semantics for -----===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The explicit list of operations of the ISA that stop a run with "not
// modelled", each with its reason (docs/emulator.md, "Not modelled").
// `pto-emu --check-semantics` fails when an operation has neither
// semantics nor an entry here (test/Emulator/semantics-coverage.test).
//
//===----------------------------------------------------------------------===//

#include "Machine.h"

namespace pto {

void registerNotModelled(OpTable &Ops) {
  const char *NoSource = "no source gives its semantics "
                         "(vector-isa-beyond-seeds.md section 4.7)";
  for (Family F :
       {Family::pltm_b8, Family::pltm_b16, Family::pltm_b32, Family::pdintlv_b8,
        Family::pdintlv_b16, Family::pdintlv_b32, Family::pintlv_b8,
        Family::pintlv_b16, Family::pintlv_b32, Family::vselrv2,
        Family::vintlvv2, Family::vdintlvv2, Family::chistv2, Family::dhistv2,
        Family::vtranspose, Family::vsort32, Family::uvld})
    Ops.notModelled(F, NoSource);
  for (Family F : {Family::vsld, Family::vsst})
    Ops.notModelled(F, "its stride modes are named but not defined by any "
                       "source");
  for (Family F : {Family::vsldb, Family::vsstb})
    Ops.notModelled(F, "the layout of its control word is not given by any "
                       "source");
  Ops.notModelled(Family::vag, "its loop counter is not part of the ISA's "
                               "visible state");
}

} // namespace pto
