/* Embeds the device object IMAGE (a -D of the compile) and registers it
   with the runtime at start-up, as a -xcce compile registers its own
   (docs/offload.md). */
#include <stdint.h>
void __pto_register_image(const void *, uint64_t, const char *);
#define STR(x) #x
#define XSTR(x) STR(x)
__asm__(".section .rodata\n.balign 64\nforeign_image:\n.incbin \"" XSTR(
    IMAGE) "\"\nforeign_image_end:\n.previous");
extern const char foreign_image[], foreign_image_end[];
__attribute__((constructor)) static void registerForeignImage(void) {
  __pto_register_image(foreign_image, foreign_image_end - foreign_image,
                       "declared-kernel.c");
}
