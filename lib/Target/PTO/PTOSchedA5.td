//===-- PTOSchedA5.td - A5 vector core scheduling model ----*- tablegen -*-===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The A5 vector core: an in-order scalar unit issuing into PIPE_V (two
// execution units EXU0/EXU1, two load ports, one store port, an SFU) and
// the MTE2/MTE3 DMA engines. docs/scheduling.md gives the source of every
// number (vector-isa-beyond-seeds.md section 4.2-4.3):
//   latency    the cycle-accurate "popped -> retire" figure where one is
//              published, else the VfSim latency, else 7 (the common
//              vector ALU figure);
//   occupancy  the VfSim throughput (cycles the unit stays busy), else 1.
//
//===----------------------------------------------------------------------===//

def A5Model : SchedMachineModel {
  let IssueWidth = 2;          // VfSim issue_ports = 2
  let MicroOpBufferSize = 0;   // in-order issue
  let LoadLatency = 9;         // vlds/vsts
  let MispredictPenalty = 1;
  let CompleteModel = 1;
  let PostRAScheduler = 0;
}

let SchedModel = A5Model in {

def A5UnitS : ProcResource<1>;       // scalar unit
def A5EXU0 : ProcResource<1>;        // vector execution unit 0
def A5EXU1 : ProcResource<1>;        // vector execution unit 1
def A5UnitV : ProcResGroup<[A5EXU0, A5EXU1]>;
def A5UnitSFU : ProcResource<1>;     // exp, ln, sqrt, div, reductions
def A5UnitVLoad : ProcResource<2>;   // VfSim load_ports = 2
def A5UnitVStore : ProcResource<1>;  // VfSim store_ports = 1
def A5UnitMTE2 : ProcResource<1>;    // GM -> UB DMA
def A5UnitMTE3 : ProcResource<1>;    // UB -> GM DMA

// Scalar unit: no published figures; a simple in-order core (docs).
def : WriteRes<WriteALU, [A5UnitS]> { let Latency = 1; }
def : WriteRes<WriteMul, [A5UnitS]> { let Latency = 3; }
def : WriteRes<WriteDiv, [A5UnitS]> {
  let Latency = 20;
  let ReleaseAtCycles = [20];
}
def : WriteRes<WriteLoad, [A5UnitS]> { let Latency = 4; }
def : WriteRes<WriteStore, [A5UnitS]> { let Latency = 1; }
def : WriteRes<WriteBranch, [A5UnitS]> { let Latency = 1; }
def : WriteRes<WriteSpecialReg, [A5UnitS]> { let Latency = 1; }

// A write and the one of the instruction's further results.
multiclass A5Write<SchedWrite W, list<ProcResourceKind> units, int lat,
                   list<int> busy = []> {
  def : WriteRes<W, units> {
    let Latency = lat;
    let ReleaseAtCycles = busy;
  }
  def : WriteRes<!cast<SchedWrite>(!cast<string>(W) # "Extra"), []> {
    let Latency = lat;
    let NumMicroOps = 0;
  }
}

defm : A5Write<WriteVALU, [A5UnitV], 7>;
defm : A5Write<WriteVLoad, [A5UnitVLoad], 9>;
defm : A5Write<WriteVStore, [A5UnitVStore], 9>;
defm : A5Write<WriteVUBToUB, [A5UnitVLoad, A5UnitVStore], 9>;
defm : A5Write<WriteSync, [A5UnitS], 1>;
defm : A5Write<WriteDMAConfig, [A5UnitS], 1>;
// A copy's cost depends on its size, known only when it runs (the emulator
// charges bytes / 128 per cycle). Statically a copy is a nominal 4 KiB
// tile: ceil(4096 / 128) = 32 cycles of its engine.
defm : A5Write<WriteDMA, [A5UnitMTE2], 32, [32]>;
def : WriteRes<WriteALUExtra, []> {
  let Latency = 1;
  let NumMicroOps = 0;
}

// Register copies are scalar moves (vector copies are expanded to vmov).
def : InstRW<[WriteALU], (instrs COPY)>;

// A vector operation: latency, the units it needs, their occupancy.
class A5VecWrite<int lat, list<ProcResourceKind> units = [A5UnitV],
                 list<int> busy = [1]>
    : SchedWriteRes<units> {
  let Latency = lat;
  let ReleaseAtCycles = busy;
}

// Register-to-register vector operations, by instruction-name prefix.
multiclass A5Vec<list<string> prefixes, int lat,
                 list<ProcResourceKind> units = [A5UnitV],
                 list<int> busy = [1]> {
  def NAME : A5VecWrite<lat, units, busy>;
  // A second result (the carry of vaddc) at the same latency.
  def NAME # Extra : SchedWriteRes<[]> {
    let Latency = lat;
    let NumMicroOps = 0;
  }
  def : InstRW<[!cast<SchedWriteRes>(NAME),
                !cast<SchedWriteRes>(NAME # Extra)],
               (instregex !interleave(!foreach(p, prefixes, "^" # p), "|"))>;
}

// Cycle-accurate latencies (f32 where f16 differs, f16 below).
defm A5VAbs : A5Vec<["VABS_", "VRELU_"], 5>;
defm A5VNeg : A5Vec<["VNEG_", "VMULS_"], 8>;
defm A5VMov : A5Vec<["VMOV$"], 9>;
defm A5VAdd : A5Vec<["VADD_", "VSUB_"], 7, [A5UnitV], [2]>;
defm A5VAddS : A5Vec<["VADDS_", "VSUBS_"], 7>;
defm A5VMul : A5Vec<["VMUL_"], 8, [A5UnitV], [2]>;
defm A5VMax : A5Vec<["VMAX_", "VMIN_"], 7, [A5UnitV], [2]>;
defm A5VLogic : A5Vec<["VAND_", "VOR_", "VXOR_", "VSHL_", "VSHR_", "VADDC_",
                       "VSUBC_"], 7>;
defm A5VExp : A5Vec<["VEXP_F32"], 16, [A5UnitV, A5UnitSFU], [1, 4]>;
defm A5VExpH : A5Vec<["VEXP_F16"], 21, [A5UnitV, A5UnitSFU], [1, 4]>;
defm A5VLn : A5Vec<["VLN_F32"], 18, [A5UnitV, A5UnitSFU], [1, 4]>;
defm A5VLnH : A5Vec<["VLN_F16"], 23, [A5UnitV, A5UnitSFU], [1, 4]>;
defm A5VSqrt : A5Vec<["VSQRT_F32"], 17, [A5UnitV, A5UnitSFU], [1, 4]>;
defm A5VSqrtH : A5Vec<["VSQRT_F16"], 22, [A5UnitV, A5UnitSFU], [1, 4]>;
defm A5VDiv : A5Vec<["VDIV_F32", "VDIV_S32"], 17, [A5UnitV, A5UnitSFU],
                    [1, 4]>;
defm A5VDivH : A5Vec<["VDIV_F16", "VDIV_S16"], 22, [A5UnitV, A5UnitSFU],
                     [1, 4]>;
// Reductions run on EXU0 and the SFU: f32/i32 19, f16 21, i16 17.
defm A5VReduce : A5Vec<["VC(ADD|MAX|MIN|GADD|GMAX|GMIN|PADD)_(F32|S32|U32)"],
                       19, [A5EXU0, A5UnitSFU], [1, 1]>;
defm A5VReduceH : A5Vec<["VC(ADD|MAX|MIN|GADD|GMAX|GMIN|PADD)_F16"], 21,
                        [A5EXU0, A5UnitSFU], [1, 1]>;
defm A5VReduceI16 : A5Vec<["VC(ADD|MAX|MIN|GADD|GMAX|GMIN)_(S16|U16)"], 17,
                          [A5EXU0, A5UnitSFU], [1, 1]>;
defm A5VCvt : A5Vec<["VCVT_", "VTRC_"], 7>;
// VfSim-only figures.
defm A5VCmp : A5Vec<["VCMP_", "VCMPS_", "VSEL_", "VSHLS_", "VSHRS_",
                     "VMAXS_", "VMINS_", "VBR_"], 6>;
defm A5VDup : A5Vec<["VDUP_", "VDUPV_"], 6, [A5EXU0]>;

// Loads and stores: 9 cycles, interleaving stores 12, gathers and scatters
// as measured.
defm A5VStoreX2 : A5Vec<["VSTSX2$", "VASTX2$"], 12, [A5UnitVStore]>;
defm A5VGather : A5Vec<["VGATHER2_I", "VGATHER2_BC_"], 28, [A5UnitVLoad]>;
defm A5VGatherB : A5Vec<["VGATHERB$"], 21, [A5UnitVLoad]>;
defm A5VScatter : A5Vec<["VSCATTER_"], 17, [A5UnitVStore]>;

// DMA copies on their engines.
defm A5CopyOut : A5Vec<["COPY_UBUF_TO_GM$"], 32, [A5UnitMTE3], [32]>;

} // SchedModel = A5Model
