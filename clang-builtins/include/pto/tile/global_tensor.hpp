/*===---- pto/tile/global_tensor.hpp - Views of global memory -------------===
 *
 * Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
 * See https://llvm.org/LICENSE.txt for license information.
 * SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
 *
 *===-----------------------------------------------------------------------===
 *
 * Shape<N0..N4> and Stride<S0..S4>: five dimensions, 0 outermost, 4
 * innermost, in elements; each DYNAMIC (the default) or a constant. The
 * run-time values of the DYNAMIC ones are given to the constructor, in
 * order (or all five, the constant ones then ignored).
 */
#ifndef __PTO_TILE_GLOBAL_TENSOR_HPP
#define __PTO_TILE_GLOBAL_TENSOR_HPP

#include <pto/tile/common.hpp>

namespace pto {
namespace __tile {

template <int64_t... Dims> struct __extents {
  static_assert(sizeof...(Dims) == 5, "a Shape or Stride has five dimensions");
  static constexpr int64_t __static[5] = {Dims...};
  static constexpr int __dynamic_count = ((Dims == DYNAMIC) + ...);
  int64_t __value[5] = {(Dims == DYNAMIC ? 1 : Dims)...};

  __PTO_TILE_MEMBER __extents() = default;
  /* Exactly the DYNAMIC dimensions, outermost first. */
  template <class... V,
            class = std::enable_if_t<(sizeof...(V) > 0 && sizeof...(V) < 5 &&
                                      (std::is_integral_v<V> && ...))>>
  __PTO_TILE_MEMBER __extents(V... values) {
    static_assert(sizeof...(V) == __dynamic_count,
                  "give one value for each DYNAMIC dimension (or all five)");
    int64_t given[] = {int64_t(values)...};
    for (int d = 0, k = 0; d < 5; ++d)
      if (__static[d] == DYNAMIC)
        __value[d] = given[k++];
  }
  /* All five; the values of constant dimensions are ignored. */
  __PTO_TILE_MEMBER __extents(int64_t v0, int64_t v1, int64_t v2, int64_t v3,
                              int64_t v4) {
    int64_t given[] = {v0, v1, v2, v3, v4};
    for (int d = 0; d < 5; ++d)
      if (__static[d] == DYNAMIC)
        __value[d] = given[d];
  }
  __PTO_TILE_MEMBER int64_t operator[](int d) const { return __value[d]; }
};

} // namespace __tile

template <int64_t N0 = DYNAMIC, int64_t N1 = DYNAMIC, int64_t N2 = DYNAMIC,
          int64_t N3 = DYNAMIC, int64_t N4 = DYNAMIC>
struct Shape : __tile::__extents<N0, N1, N2, N3, N4> {
  using __base = __tile::__extents<N0, N1, N2, N3, N4>;
  /* The base's constructors, declared again (an inherited constructor
     would not be always inlined). */
  __PTO_TILE_MEMBER Shape() = default;
  template <class... V,
            class = std::enable_if_t<(sizeof...(V) > 0 && sizeof...(V) < 5 &&
                                      (std::is_integral_v<V> && ...))>>
  __PTO_TILE_MEMBER Shape(V... values) : __base(values...) {}
  __PTO_TILE_MEMBER Shape(int64_t v0, int64_t v1, int64_t v2, int64_t v3,
                          int64_t v4)
      : __base(v0, v1, v2, v3, v4) {}
  static constexpr int64_t staticShape[5] = {N0, N1, N2, N3, N4};
};
template <int64_t S0 = DYNAMIC, int64_t S1 = DYNAMIC, int64_t S2 = DYNAMIC,
          int64_t S3 = DYNAMIC, int64_t S4 = DYNAMIC>
struct Stride : __tile::__extents<S0, S1, S2, S3, S4> {
  using __base = __tile::__extents<S0, S1, S2, S3, S4>;
  /* The base's constructors, declared again (an inherited constructor
     would not be always inlined). */
  __PTO_TILE_MEMBER Stride() = default;
  template <class... V,
            class = std::enable_if_t<(sizeof...(V) > 0 && sizeof...(V) < 5 &&
                                      (std::is_integral_v<V> && ...))>>
  __PTO_TILE_MEMBER Stride(V... values) : __base(values...) {}
  __PTO_TILE_MEMBER Stride(int64_t v0, int64_t v1, int64_t v2, int64_t v3,
                           int64_t v4)
      : __base(v0, v1, v2, v3, v4) {}
  static constexpr int64_t staticStride[5] = {S0, S1, S2, S3, S4};
};

namespace __tile {
template <class> inline constexpr bool __is_shape = false;
template <int64_t... N> inline constexpr bool __is_shape<Shape<N...>> = true;
template <class> inline constexpr bool __is_stride = false;
template <int64_t... S> inline constexpr bool __is_stride<Stride<S...>> = true;
} // namespace __tile

/* A tensor in GM: element type, shape, strides (in elements) and layout. */
template <class Element, class ShapeT, class StrideT,
          Layout LayoutV = Layout::ND>
struct GlobalTensor {
  static_assert(__tile::__is_shape<ShapeT>,
                "GlobalTensor: the second argument must be a pto::Shape");
  static_assert(__tile::__is_stride<StrideT>,
                "GlobalTensor: the third argument must be a pto::Stride");
  using RawDType = std::remove_cv_t<Element>;
  using DType = __gm__ RawDType;
  using Shape = ShapeT;
  using Stride = StrideT;
  static constexpr Layout layout = LayoutV;
  static constexpr const int64_t (&staticShape)[5] = ShapeT::staticShape;
  static constexpr const int64_t (&staticStride)[5] = StrideT::staticStride;

  __PTO_TILE_MEMBER GlobalTensor() = default;
  /* Without a shape or strides: no temporaries to copy them from. */
  __PTO_TILE_MEMBER GlobalTensor(DType *data) : __data(data) {}
  __PTO_TILE_MEMBER GlobalTensor(DType *data, const ShapeT &shape,
                                 const StrideT &stride = StrideT())
      : __data(data), __shape(shape), __stride(stride) {}

  __PTO_TILE_MEMBER DType *data() const { return __data; }
  /* The extent and stride of dimension `dim` (0 outermost); -1 outside
     0..4. */
  __PTO_TILE_MEMBER int64_t GetShape(int dim) const {
    return dim >= 0 && dim < 5 ? __shape[dim] : -1;
  }
  __PTO_TILE_MEMBER int64_t GetStride(int dim) const {
    return dim >= 0 && dim < 5 ? __stride[dim] : -1;
  }
  template <int Dim> static constexpr int64_t GetShape() {
    static_assert(Dim >= 0 && Dim < 5 && ShapeT::staticShape[Dim] != DYNAMIC,
                  "GetShape<D>(): dimension D is DYNAMIC; use GetShape(D)");
    return ShapeT::staticShape[Dim];
  }
  template <int Dim> static constexpr int64_t GetStride() {
    static_assert(Dim >= 0 && Dim < 5 && StrideT::staticStride[Dim] != DYNAMIC,
                  "GetStride<D>(): dimension D is DYNAMIC; use GetStride(D)");
    return StrideT::staticStride[Dim];
  }
  __PTO_TILE_MEMBER void __set_data(DType *data) { __data = data; }
  /* Dimension Dim's extent and stride: the type's constant unless it is
     DYNAMIC (the transfers read them so, without a loop over the five). */
  template <int Dim> __PTO_TILE_MEMBER int64_t __shape_at() const {
    if constexpr (ShapeT::staticShape[Dim] != DYNAMIC)
      return ShapeT::staticShape[Dim];
    else
      return __shape.__value[Dim];
  }
  template <int Dim> __PTO_TILE_MEMBER int64_t __stride_at() const {
    if constexpr (StrideT::staticStride[Dim] != DYNAMIC)
      return StrideT::staticStride[Dim];
    else
      return __stride.__value[Dim];
  }

private:
  DType *__data = nullptr;
  ShapeT __shape;
  StrideT __stride;
};

namespace __tile {
template <class> inline constexpr bool __is_global_tensor = false;
template <class E, class Sh, class St, Layout L>
inline constexpr bool __is_global_tensor<GlobalTensor<E, Sh, St, L>> = true;
} // namespace __tile

} // namespace pto

#endif
