// Counter reads as the tile library's tload kernel writes them (inline asm
// with the vendor's spelling and its "+l" constraint) and through the
// vendor API's get_sys_cnt(); counters-asm.test runs it.
#include <cstdint>

[aicore] inline uint64_t ReadSysCnt() {
  uint64_t count = 0;
  asm volatile("MOV %0, SYS_CNT\n" : "+l"(count));
  return count;
}
[aicore] inline uint64_t ReadPC() {
  uint64_t pc = 0;
  asm volatile("MOV %0, PC\n" : "+l"(pc));
  return pc;
}

// out[0]: the counter advanced across a loop of n iterations (1 or 0);
// out[1]: the PC is 8-byte aligned and not 0 (1 or 0); out[2]: two
// get_sys_cnt() calls read increasing values (1 or 0).
extern "C" __global__ [aicore] void counters(__gm__ uint64_t *out, int n) {
  uint64_t start = ReadSysCnt();
  volatile int sum = 0;
  for (int i = 0; i < n; ++i)
    sum = sum + i;
  uint64_t end = ReadSysCnt();
  uint64_t pc = ReadPC();
  uint64_t first = get_sys_cnt();
  uint64_t second = get_sys_cnt();
  out[0] = end > start + n;
  out[1] = pc % 8 == 0 && pc != 0;
  out[2] = second > first;
}
