/* real.h — the libc/libpthread functions the interceptors wrap.
 *
 * libheddle is linked into the executable, so its pthread_mutex_lock, memcpy,
 * ... override libc's for the program's own calls; the real ones are found
 * with dlsym(RTLD_NEXT). */
#ifndef HEDDLE_REAL_H
#define HEDDLE_REAL_H

/* dlsym(RTLD_NEXT, name) (dlvsym when version is non-NULL); exits with a
 * clear message when libc lacks the symbol. */
void *hd_real_lookup(const char *name, const char *version);

/* *slot = name's function when libc has it (start-up, ahead of a first call
 * from a signal handler or a forked child); else left for hd_real_get, whose
 * lookup then says what is missing. */
void hd_real_preload(void **slot, const char *name);

/* The cached pointer in *slot, looked up on first use. */
static inline void *hd_real_get(void **slot, const char *name, const char *version) {
  void *p = __atomic_load_n(slot, __ATOMIC_ACQUIRE);
  if (__builtin_expect(p == 0, 0)) {
    p = hd_real_lookup(name, version);
    __atomic_store_n(slot, p, __ATOMIC_RELEASE);
  }
  return p;
}

/* Declares `real_name` with name's own prototype; HD_REAL(name) calls it. */
#define HD_REAL_FN(name) static __typeof__(name) *real_##name
#define HD_REAL(name) ((__typeof__(name) *)hd_real_get((void **)&real_##name, #name, 0))
#define HD_REAL_V(name, version) \
  ((__typeof__(name) *)hd_real_get((void **)&real_##name, #name, version))

/* Resolves the descriptor interceptors' real functions (intercept_fd.c). */
void hd_fd_interceptors_init(void);

#endif
