//===-- PTOSchedule.td - PTO scheduling classes ------------*- tablegen -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The scheduling classes every instruction belongs to; a processor model
// (PTOSchedA5.td) gives each its resources and latency, refining single
// operations with InstRW. docs/scheduling.md cites the numbers.
//
//===----------------------------------------------------------------------===//

// Scalar unit.
def WriteALU : SchedWrite;
def WriteMul : SchedWrite;
def WriteDiv : SchedWrite;
def WriteLoad : SchedWrite;
def WriteStore : SchedWrite;
def WriteBranch : SchedWrite;
def WriteSpecialReg : SchedWrite;
// Vector pipe.
def WriteVALU : SchedWrite;
def WriteVLoad : SchedWrite;
def WriteVStore : SchedWrite;
def WriteVUBToUB : SchedWrite;
// Synchronisation and DMA.
def WriteSync : SchedWrite;
def WriteDMAConfig : SchedWrite;
def WriteDMA : SchedWrite;

// The second and further results of an instruction whose first is written
// by W: the same latency, no issue slot or unit of their own.
foreach W = ["WriteALU", "WriteVALU", "WriteVLoad", "WriteVStore",
             "WriteVUBToUB", "WriteSync", "WriteDMAConfig", "WriteDMA"] in
def W # "Extra" : SchedWrite;
