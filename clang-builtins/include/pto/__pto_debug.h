/*===---- __pto_debug.h - Layouts shared by kernels and the runtime -------===
 *
 * Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
 * See https://llvm.org/LICENSE.txt for license information.
 * SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
 *
 *===-----------------------------------------------------------------------===
 *
 * What device code and the host side agree on for debugging kernels
 * (docs/offload.md): the print area cce::printf fills (pto/__cce_ops.h)
 * and the ACL runtime formats (tools/pto-emu/runtime/Print.cpp), and the
 * trap addresses the runtime's abort() and __pto_assert_fail() write to
 * (tools/pto-rt/trap.c) and pto-emu reports (tools/pto-emu/Machine.cpp).
 * Plain C: it is included by all three.
 *
 *===-----------------------------------------------------------------------===
 */
#ifndef __PTO_DEBUG_H
#define __PTO_DEBUG_H

/* The print area __pto_print_area: __PTO_PRINT_BLOCKS parts of
   __PTO_PRINT_WORDS 64-bit words, one per block. A part is the count of
   words used (bit 63: records were dropped, the part was full), then
   records: a header (argument count << 32 | words), the format's GM address
   and a (kind, bits) pair per argument. */
#define __PTO_PRINT_BLOCKS 32
#define __PTO_PRINT_WORDS 8192
#define __PTO_PRINT_DROPPED_BIT 63
#define __PTO_PRINT_SIGNED 1   /* bits: the value sign-extended */
#define __PTO_PRINT_UNSIGNED 2 /* bits: the value zero-extended */
#define __PTO_PRINT_FLOAT 3    /* bits: a float's (half, bf16 converted) */
#define __PTO_PRINT_DOUBLE 4   /* bits: a double's */
#define __PTO_PRINT_POINTER 5  /* bits: the address */
#define __PTO_PRINT_STRING 6   /* bits: the GM address of a C string */

/* GM addresses below the first region pto-emu maps. */
#define __PTO_TRAP_ABORT_ADDRESS 0x100  /* abort(), trap() */
#define __PTO_TRAP_ASSERT_ADDRESS 0x108 /* __pto_assert_fail(expr, file, line) */
#define __PTO_TRAP_STACK_CHK_ADDRESS 0x110 /* __stack_chk_fail() */

#endif /* __PTO_DEBUG_H */
