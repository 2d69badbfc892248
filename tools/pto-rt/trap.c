/*===-- trap.c - abort() and failed assertions of kernels -----------------===
 *
 * Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
 * See https://llvm.org/LICENSE.txt for license information.
 * SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
 *
 *===----------------------------------------------------------------------===
 *
 * Each stores to its address of <pto/__pto_debug.h>, which pto-emu reports with
 *the kernel's block and the caller (x1); __pto_assert_fail's arguments are
 * still in x10-x12 at the store, where pto-emu reads them. The stack
 * protector (-fstack-protector*, which the tile library's build passes)
 * copies __stack_chk_guard into protected frames and calls
 * __stack_chk_fail when the copy was overwritten.
 *
 *===----------------------------------------------------------------------===
 */
#include <pto/__pto_debug.h>

void abort(void) {
  *(volatile __gm__ unsigned long *)__PTO_TRAP_ABORT_ADDRESS = 0;
  for (;;)
    ;
}

void __pto_assert_fail(const char *expression, const char *file,
                       unsigned line) {
  (void)expression;
  (void)file;
  (void)line;
  *(volatile __gm__ unsigned long *)__PTO_TRAP_ASSERT_ADDRESS = 0;
  for (;;)
    ;
}

unsigned long __stack_chk_guard = 0x2f8a5e1c63d7b094ul;

void __stack_chk_fail(void) {
  *(volatile __gm__ unsigned long *)__PTO_TRAP_STACK_CHK_ADDRESS = 0;
  for (;;)
    ;
}
