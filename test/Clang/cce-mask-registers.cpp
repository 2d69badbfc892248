// The A2/A3 repeat-mode mask setters compile to nothing on this target
// (docs/cce-api.md, "Declared, not supported"): PTOAS's C++ calls them at
// the start of each A5 kernel. Names of features the target lacks stay
// errors at the call.
// RUN: clang++ -xcce --cce-aicore-only --cce-aicore-arch=dav-c310-vec -O2 -S %s -o - | FileCheck %s
// RUN: not clang++ -xcce --cce-aicore-only --cce-aicore-arch=dav-c310-vec -O2 -S -DOTHER %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=OTHER

// CHECK-LABEL: masks:
// CHECK-NEXT: // %bb.0:
// CHECK-NEXT: ret
extern "C" __global__ [aicore] void masks() {
  set_mask_norm();
  set_vector_mask(-1, -1);
  set_mask_count();
}

#ifdef OTHER
// OTHER: error: call to 'void get_coreid<>()' declared with 'error' attribute: get_coreid: the physical core id is not modelled
extern "C" __global__ [aicore] void coreid() { get_coreid(); }
#endif
