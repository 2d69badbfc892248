/*===---- pto/pto-inst.hpp - The PTO tile layer on the vector core --------===
 *
 * Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
 * See https://llvm.org/LICENSE.txt for license information.
 * SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
 *
 *===-----------------------------------------------------------------------===
 *
 * Tiles in the Unified Buffer, views of global memory, and the tile
 * operations of the PTO ISA's tile layer (tile-memory-ops.md: TLOAD, TSTORE,
 * TPREFETCH, MGATHER, MSCATTER; elementwise, reduction and conversion ops),
 * header-only over the vendor A5 API of <pto/cce.h>. docs/tile.md describes
 * the API, the instructions each operation becomes, and the limits.
 *
 * A directory given with -I that holds its own pto/pto-inst.hpp (the open
 * tile library's include/) comes before this one, and is used instead.
 *
 *===-----------------------------------------------------------------------===
 */
#ifndef __PTO_PTO_INST_HPP
#define __PTO_PTO_INST_HPP
#if !defined(__cplusplus) || __cplusplus < 201703L
#error "<pto/pto-inst.hpp> needs C++17 or later"
#endif
#if !defined(__PTO_CCE_H)
#error                                                                         \
    "<pto/pto-inst.hpp> is built on the vendor API, which -fno-pto-vendor-api or __PTO_NO_VENDOR_API left out"
#endif

#include <pto/tile/common.hpp>
#include <pto/tile/convert.hpp>
#include <pto/tile/elementwise.hpp>
#include <pto/tile/event.hpp>
#include <pto/tile/global_tensor.hpp>
#include <pto/tile/memory.hpp>
#include <pto/tile/reduction.hpp>
#include <pto/tile/tile.hpp>
#include <pto/tile/vector_loop.hpp>

#endif
