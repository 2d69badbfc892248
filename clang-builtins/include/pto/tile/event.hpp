/*===---- pto/tile/event.hpp - Ordering tile operations across pipes ------===
 *
 * Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
 * See https://llvm.org/LICENSE.txt for license information.
 * SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
 *
 *===-----------------------------------------------------------------------===
 *
 * Every tile operation returns a RecordEvent. Assigning it to an
 * Event<Op::Producer, Op::Consumer> sets the flag from the producer's pipe to
 * the consumer's (set_flag); passing the event to a later operation waits for
 * it first (wait_flag). Each Event takes the next of the eight event ids of
 * its pipe pair when it is constructed. In auto mode (__PTO_AUTO__,
 * docs/auto-mode.md) events and TSYNC do nothing: the compiler synchronises
 * the pipes.
 */
#ifndef __PTO_TILE_EVENT_HPP
#define __PTO_TILE_EVENT_HPP

#include <pto/tile/common.hpp>

namespace pto {

/* The tile operations, named as events name their producer and consumer. */
enum class Op : uint16_t {
  TLOAD,
  TSTORE_VEC,
  SCALAR,
  TRESHAPE,
  VECTOR,
  TADD,
  TADDS,
  TAXPY,
  TSUB,
  TMUL,
  TMULS,
  TDIV,
  TDIVS,
  TMIN,
  TMINS,
  TMAX,
  TAND,
  TOR,
  TSEL,
  TSHL,
  TSHR,
  TEXP,
  TSELS,
  TSQRT,
  TRSQRT,
  TEXPANDS,
  TEXPANDS_MAT,
  TPARTADD,
  TPARTMUL,
  TPARTMAX,
  TPARTMIN,
  TPOW,
  TPOWS,
  TCMPS,
  TMRGSORT,
  TSORT32,
  TCI,
  TGATHER,
  TGATHERB,
  TCVT,
  TROWSUM,
  TROWPROD,
  TROWMAX,
  TROWMIN,
  TROWEXPAND,
  TRANDOM,
  TCOLSUM,
  TCOLPROD,
  TCOLMAX,
  TCOLMIN,
  TTRANS,
  TTRI,
  TREM,
  TFMOD,
  TREMS,
  TFMODS,
  TSUBS,
  TMAXS,
  TLRELU,
  TPRELU,
  TMOV_V2V,
  TMOV_V2M,
  TEXTRACT_V2M,
  TMOV_M2B,
  TMOV_M2L,
  TMOV_M2R,
  TMOV_M2S,
  TMOV_A2V,
  TMOV_A2M,
  TSTORE_ACC,
  TSTORE_MAT,
  TMATMUL,
  TGEMV,
  TEXTRACT_M2LR,
  TANDS,
  TORS,
  TSHLS,
  TSHRS,
  TXOR,
  TXORS,
  TEXTRACT_A2M,
  TINSERT_A2M,
  TIMG2COL,
  SETFMATRIX,
  SET_IMG2COL_RPT,
  SET_IMG2COL_PADDING,
  TCONCAT,
  TDEQUANT,
  TADDDEQRELU,
  TABS,
  TNEG,
  TRELU,
  TNOT,
  TLOG,
  TRECIP,
  TCMP,
  TSCATTER,
  TCOLEXPAND,
  TCOLEXPANDDIV,
  TCOLEXPANDMUL,
  TCOLEXPANDADD,
  TCOLEXPANDMAX,
  TCOLEXPANDMIN,
  TCOLEXPANDSUB,
  TCOLEXPANDEXPDIF,
  TROWEXPANDDIV,
  TROWEXPANDMUL,
  TROWEXPANDSUB,
  TROWEXPANDADD,
  TROWEXPANDMAX,
  TROWEXPANDMIN,
  TROWEXPANDEXPDIF,
  TPAIRREDUCESUM,
  TSUBRELUCONV,
  TADDRELUCONV,
  TFUSEDMULADD,
  TMULADDDST,
  TSUBRELU,
  TFUSEDMULADDRELU,
  TPARTARGMAX,
  TPARTARGMIN,
  TCOLARGMAX,
  TCOLARGMIN,
  TROWARGMAX,
  TROWARGMIN,
  TPREFETCH,
  TFILLPAD_VEC,
  TFILLPAD_MAT,
  MGATHER_VEC,
  MGATHER_MAT,
  MSCATTER,
  TQUANT,
  THISTOGRAM,
  TINTERLEAVE,
  TDEINTERLEAVE,
  OP_COUNT,
  /* The names tile-memory-ops.md uses for the vector-core forms. */
  TSTORE = TSTORE_VEC,
  MGATHER = MGATHER_VEC,
};

namespace __tile {
/* The pipe an operation runs on, on the vector core: the DMA pipes for the
   transfers, the scalar unit for SCALAR and TRESHAPE, the vector pipe for
   the rest (MGATHER and MSCATTER too: they run after the vector pipe has
   drained, docs/tile.md). Cube-side operations have none (PIPE_ALL). */
constexpr pipe_t __pipe_of(Op op) {
  switch (op) {
  case Op::TLOAD:
  case Op::TPREFETCH:
    return PIPE_MTE2;
  case Op::TSTORE_VEC:
    return PIPE_MTE3;
  case Op::SCALAR:
  case Op::TRESHAPE:
    return PIPE_S;
  case Op::TEXPANDS_MAT:
  case Op::TFILLPAD_MAT:
  case Op::MGATHER_MAT:
  case Op::TMOV_V2M:
  case Op::TEXTRACT_V2M:
  case Op::TMOV_M2B:
  case Op::TMOV_M2L:
  case Op::TMOV_M2R:
  case Op::TMOV_M2S:
  case Op::TMOV_A2V:
  case Op::TMOV_A2M:
  case Op::TSTORE_ACC:
  case Op::TSTORE_MAT:
  case Op::TMATMUL:
  case Op::TGEMV:
  case Op::TEXTRACT_M2LR:
  case Op::TEXTRACT_A2M:
  case Op::TINSERT_A2M:
  case Op::TIMG2COL:
  case Op::SETFMATRIX:
  case Op::SET_IMG2COL_RPT:
  case Op::SET_IMG2COL_PADDING:
  case Op::OP_COUNT:
    return PIPE_ALL;
  default:
    return PIPE_V;
  }
}

/* The next event id of each pipe pair, round robin over the eight. */
template <pipe_t Src, pipe_t Dst> struct __event_ids {
  static inline uint8_t next = 0;
  __PTO_TILE_MEMBER static uint8_t take() {
    uint8_t id = next;
    next = uint8_t((id + 1) % 8);
    return id;
  }
};
} // namespace __tile

/* What every tile operation returns: assign it to an Event to record it. */
struct RecordEvent {};

/* AutoToken = false gives the event the fixed id EventID: its flags are
   then set and waited with an immediate id, without the run-time choice of
   an id (a switch over the eight). */
template <Op SrcOp, Op DstOp, bool AutoToken = true,
          event_t EventID = EVENT_ID0>
struct Event {
  static constexpr pipe_t srcPipe = __tile::__pipe_of(SrcOp);
  static constexpr pipe_t dstPipe = __tile::__pipe_of(DstOp);
  static_assert(srcPipe != PIPE_ALL,
                "Event: the producer is a cube-side operation, which the "
                "vector core does not have");
  static_assert(dstPipe != PIPE_ALL,
                "Event: the consumer is a cube-side operation, which the "
                "vector core does not have");
  static constexpr bool isSamePipe = srcPipe == dstPipe;

#if defined(__PTO_AUTO__)
  static constexpr bool __manual = false;
  static constexpr uint8_t token = 0;
#else
  static constexpr bool __manual = true;
  const uint8_t token = isSamePipe ? 0
                        : AutoToken
                            ? __tile::__event_ids<srcPipe, dstPipe>::take()
                            : uint8_t(EventID);
#endif

  __PTO_TILE_MEMBER Event() = default;
  __PTO_TILE_MEMBER Event(RecordEvent) { Record(); }
  __PTO_TILE_MEMBER Event &operator=(RecordEvent) {
    Record();
    return *this;
  }
  /* The producer side: what was issued on srcPipe so far is done when the
     consumer's wait passes. */
  __PTO_TILE_MEMBER void Record() {
    if constexpr (isSamePipe || !__manual)
      return;
    else if constexpr (AutoToken)
      set_flag(srcPipe, dstPipe, token);
    else
      set_flag(srcPipe, dstPipe, EventID);
  }
  __PTO_TILE_MEMBER void Init() { Record(); }
  /* The consumer side. Within one pipe the DMA pipes still need a barrier
     (their transfers may overlap); the vector and scalar pipes are in
     order. */
  __PTO_TILE_MEMBER void Wait() {
    if constexpr (!__manual)
      return;
    else if constexpr (!isSamePipe && AutoToken)
      wait_flag(srcPipe, dstPipe, token);
    else if constexpr (!isSamePipe)
      wait_flag(srcPipe, dstPipe, EventID);
    else if constexpr (srcPipe == PIPE_MTE2 || srcPipe == PIPE_MTE3)
      pipe_barrier(srcPipe);
  }
};

namespace __tile {
template <class> inline constexpr bool __is_event = false;
template <Op S, Op D, bool A, event_t I>
inline constexpr bool __is_event<Event<S, D, A, I>> = true;
} // namespace __tile

/* Waits for each event. */
template <class... Events> PTO_INST void TSYNC(Events &...events) {
  static_assert((__tile::__is_event<Events> && ...),
                "TSYNC: the arguments must be pto::Event objects");
  (events.Wait(), ...);
}
/* Waits until the pipe of `OpCode` has done everything issued before. */
template <Op OpCode> PTO_INST void TSYNC() {
  constexpr pipe_t pipe = __tile::__pipe_of(OpCode);
  static_assert(pipe == PIPE_MTE2 || pipe == PIPE_MTE3,
                "TSYNC<Op>: needs an operation of a DMA pipe (MTE2 or MTE3): "
                "on A5 the other pipes have no pipe_barrier");
#if !defined(__PTO_AUTO__)
  if constexpr (pipe == PIPE_MTE2 || pipe == PIPE_MTE3)
    pipe_barrier(pipe);
#endif
}

} // namespace pto

#endif
