/* domain.h — objects to keys, and each thread's PKRU (domain.c), as the fault
 * handler needs them. */
#ifndef HEDDLE_MPK_DOMAIN_H
#define HEDDLE_MPK_DOMAIN_H
#include <stdint.h>

struct hd_object;
struct hd_thread;

/* The key o's pages carry now (0: the default key, not protected). */
int hd_mpk_object_key(const struct hd_object *o);
/* The PKRU t should run with: `current`'s bits for keys the backend does not
 * own (the program's own keys), the backend's domains as t may use them. */
uint32_t hd_mpk_pkru_for(struct hd_thread *t, uint32_t current);
/* libc's window (domain.c): opened for a fault in the runtime or libc
 * (hd_mpk_open_window, mpk.h), closed at the next hooked access of a
 * protected object. */
void hd_mpk_close_window(void);
/* Does `pkru` allow a read (or write) through key? */
static inline int hd_mpk_pkru_allows(uint32_t pkru, int key, int is_write) {
  uint32_t bits = (pkru >> (2 * key)) & 3u;
  return is_write ? bits == 0 : !(bits & 1u);
}

#endif
