// Stands for the open tile library's include/pto/pto-inst.hpp: a directory
// given with -I comes before clang's resource directory.
#define TILE_LIBRARY_HEADER 1
