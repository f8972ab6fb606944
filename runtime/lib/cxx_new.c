/* cxx_new.c — C++ operator new/delete (every replaceable form, by their
 * Itanium-mangled names), interposed in the executable like malloc.
 *
 * Why: libstdc++ is built without frame pointers, so a heap object allocated
 * by `new` inside libstdc++'s operator new would get the allocation stack
 * "operator new" alone — the frame-pointer walk loses the user's caller. Here
 * the entry point is the runtime's own, so the allocation site is the user's
 * `new` expression, and `delete` is checked as the program's free.
 * Allocation failure keeps C++ semantics: the throwing forms defer to
 * libstdc++'s own operator new (new_handler loop, std::bad_alloc), found with
 * dlsym(RTLD_NEXT); the nothrow forms return NULL. All are weak: a program
 * that replaces operator new/delete itself keeps its own (which then calls
 * malloc, interposed as usual) instead of a duplicate-symbol link error. */
#include <stddef.h>

#include "malloc.h"
#include "real.h"

#define DEFAULT_ALIGN 16 /* __STDCPP_DEFAULT_NEW_ALIGNMENT__ on x86-64 and AArch64 */

static void *tracked(size_t n, size_t align, struct hd_caller c) {
  return hd_alloc(n, align, 0, HD_UNANNOTATED, 0, c);
}

/* An align_val_t that is not a power of two is undefined behaviour; give
 * such a request to libstdc++, whose behaviour the program would get anyway. */
static int power_of_two(size_t a) { return a && !(a & (a - 1)); }

#define NEW_FN(mangled)                                                       \
  __attribute__((weak)) void *mangled(size_t n) {                             \
    HD_REAL_FN(mangled);                                                      \
    void *p = tracked(n, DEFAULT_ALIGN, HD_CALLER);                           \
    return p ? p : HD_REAL(mangled)(n);                                       \
  }
#define NEW_NOTHROW_FN(mangled)                                               \
  __attribute__((weak)) void *mangled(size_t n, const void *nothrow) {        \
    return tracked(n, DEFAULT_ALIGN, HD_CALLER);                              \
  }
#define NEW_ALIGNED_FN(mangled)                                               \
  __attribute__((weak)) void *mangled(size_t n, size_t align) {               \
    HD_REAL_FN(mangled);                                                      \
    void *p = power_of_two(align) ? tracked(n, align, HD_CALLER) : 0;         \
    return p ? p : HD_REAL(mangled)(n, align);                                \
  }
#define NEW_ALIGNED_NOTHROW_FN(mangled)                                       \
  __attribute__((weak)) void *mangled(size_t n, size_t align, const void *nothrow) { \
    return power_of_two(align) ? tracked(n, align, HD_CALLER) : 0;            \
  }

NEW_FN(_Znwm)                                        /* new(size_t) */
NEW_FN(_Znam)                                        /* new[](size_t) */
NEW_NOTHROW_FN(_ZnwmRKSt9nothrow_t)                  /* new(size_t, nothrow_t) */
NEW_NOTHROW_FN(_ZnamRKSt9nothrow_t)                  /* new[](size_t, nothrow_t) */
NEW_ALIGNED_FN(_ZnwmSt11align_val_t)                 /* new(size_t, align_val_t) */
NEW_ALIGNED_FN(_ZnamSt11align_val_t)                 /* new[](size_t, align_val_t) */
NEW_ALIGNED_NOTHROW_FN(_ZnwmSt11align_val_tRKSt9nothrow_t)
NEW_ALIGNED_NOTHROW_FN(_ZnamSt11align_val_tRKSt9nothrow_t)

/* Every delete form frees the pointer; the size and alignment arguments add nothing. */
#define DELETE_FN(mangled, ...) \
  __attribute__((weak)) void mangled(void *p, ##__VA_ARGS__) { hd_free(p, HD_CALLER); }

DELETE_FN(_ZdlPv)                                    /* delete(void*) */
DELETE_FN(_ZdaPv)                                    /* delete[](void*) */
DELETE_FN(_ZdlPvm, size_t n)                         /* delete(void*, size_t) */
DELETE_FN(_ZdaPvm, size_t n)                         /* delete[](void*, size_t) */
DELETE_FN(_ZdlPvRKSt9nothrow_t, const void *nothrow)
DELETE_FN(_ZdaPvRKSt9nothrow_t, const void *nothrow)
DELETE_FN(_ZdlPvSt11align_val_t, size_t align)
DELETE_FN(_ZdaPvSt11align_val_t, size_t align)
DELETE_FN(_ZdlPvmSt11align_val_t, size_t n, size_t align)
DELETE_FN(_ZdaPvmSt11align_val_t, size_t n, size_t align)
DELETE_FN(_ZdlPvSt11align_val_tRKSt9nothrow_t, size_t align, const void *nothrow)
DELETE_FN(_ZdaPvSt11align_val_tRKSt9nothrow_t, size_t align, const void *nothrow)
