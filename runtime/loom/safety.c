/* safety.c — see safety.h. */
#include "safety.h"

#include <stdio.h>
#include <sys/uio.h>
#include <unistd.h>

#include "code_map.h"
#include "where.h"

#define MAX_WALK 512
#define MAX_FRAME_SIZE ((uintptr_t)64 << 20)

static int peek(const void *addr, void *out, size_t n) {
  struct iovec local = {out, n}, remote = {(void *)addr, n};
  return process_vm_readv(getpid(), &local, 1, &remote, 1, 0) == (ssize_t)n;
}

static const char *base(const char *path) {
  const char *b = path;
  for (const char *p = path; *p; p++)
    if (*p == '/') b = p + 1;
  return b;
}

/* The quiet position (func, line) is in; `not_begun`: the thread stands at
 * the statement's slot, before it (an entry there has not run yet). Line 0:
 * somewhere in func. */
static const struct hd_loom_quiet *quiet_at(const struct hd_loom_plan *plan, const char *func, uint32_t line,
                                            int not_begun, int at_entry) {
  for (int i = 0; i < plan->nquiet; i++) {
    const struct hd_loom_quiet *q = &plan->quiet[i];
    if (!loom_streq(q->func, func)) continue;
    if (q->lo == 0 && q->hi == UINT32_MAX) {
      if (!(not_begun && at_entry)) return q;
    } else if (line == 0 || (line <= q->hi && (not_begun ? line > q->lo : line >= q->lo))) {
      return q;
    }
  }
  return 0;
}

static void say(char *why, size_t n, uint32_t tid, const char *func, const char *file, uint32_t line,
                const struct hd_loom_quiet *q) {
  char where[512];
  if (line) snprintf(where, sizeof where, "at %s:%u in %s", base(file), line, func);
  else snprintf(where, sizeof where, "in %s (where in it is not known)", func);
  if (q->lo == 0 && q->hi == UINT32_MAX)
    snprintf(why, n, "thread T%u is %s, a function the filter makes a region of or places an order's event in",
             tid, where);
  else
    snprintf(why, n, "thread T%u is %s, inside lines %u-%u that the filter makes a region", tid, where, q->lo, q->hi);
}

/* A frame of optimised code whose position is not known: inside if its
 * function or one inlined into it has a quiet position. */
static int unknown_frame(const struct hd_loom_plan *plan, const struct hd_loom_func *f, uint32_t tid, char *why,
                         size_t n) {
  const struct hd_loom_quiet *q = quiet_at(plan, f->name, 0, 0, 0);
  for (uint64_t i = 0; !q && i < f->ninlined; i++) {
    q = quiet_at(plan, f->inlined[i], 0, 0, 0);
    if (q) {
      snprintf(why, n, "thread T%u runs optimised code of %s (where in it is not known), into which %s was inlined, "
                       "a function where the filter adds synchronisation",
               tid, f->name, f->inlined[i]);
      return 1;
    }
  }
  if (q) say(why, n, tid, f->name, "", 0, q);
  return q != 0;
}

/* The call `ret` returns from: the copy F.heddle.loom when this frame is F's
 * entry switch (loom_late.cpp: `call F.heddle.loom`, E8 rel32), nothing done in F. */
static int is_switch_frame(uintptr_t ret) {
  unsigned char insn[5];
  if (!peek((void *)(ret - 5), insn, sizeof insn) || insn[0] != 0xE8) return 0;
  int32_t rel;
  __builtin_memcpy(&rel, insn + 1, 4);
  struct hd_loom_code c = hd_loom_code_at(ret + (uintptr_t)(intptr_t)rel);
  return c.kind == HD_LOOM_CODE_COPY && c.start == ret + (uintptr_t)(intptr_t)rel;
}

static int in_shadow(const struct hd_loom_where *w, uintptr_t frame) {
  uint32_t n = w->depth < HD_LOOM_MAX_FRAMES ? w->depth : HD_LOOM_MAX_FRAMES;
  for (uint32_t i = 0; i < n; i++)
    if (w->frames[i].frame == frame) return 1;
  return 0;
}

/* The frames outside `fp` (its callers), up to the thread's first. */
static int walk_out(const struct hd_loom_plan *plan, const struct hd_loom_where *w, uintptr_t fp, uint32_t tid,
                    char *why, size_t n) {
  for (int i = 0; i < MAX_WALK; i++) {
    uintptr_t link[2]; /* saved frame pointer, return address */
    if (!peek((void *)fp, link, sizeof link) || link[0] <= fp || link[0] - fp > MAX_FRAME_SIZE) return 0;
    uintptr_t next = link[0], ret = link[1];
    struct hd_loom_code c = hd_loom_code_at(ret - 1);
    if (!in_shadow(w, next)) {
      if (c.kind == HD_LOOM_CODE_COPY) {
        snprintf(why, n, "thread T%u has a frame of %s whose position was not recorded", tid, c.name);
        return 1;
      }
      if (c.kind == HD_LOOM_CODE_OPTIMISED && !is_switch_frame(ret) && unknown_frame(plan, c.func, tid, why, n))
        return 1;
    }
    fp = next;
  }
  return 0;
}

int hd_loom_thread_unsafe(const struct hd_loom_plan *plan, pthread_t t, uint32_t tid, char *why, size_t n) {
  struct hd_loom_where w;
  const struct hd_loom_site *call_site = 0;
  uintptr_t call_frame = 0;
  if (!peek(hd_loom_where_of(t), &w, sizeof w) || !peek((const void *)hd_loom_call_site_of(t), &call_site, sizeof call_site) ||
      !peek((const void *)hd_loom_call_frame_of(t), &call_frame, sizeof call_frame)) {
    snprintf(why, n, "thread T%u could not be read", tid);
    return 1;
  }
  if (w.inside) {
    if (w.depth > HD_LOOM_MAX_FRAMES) {
      snprintf(why, n, "thread T%u is more than %d calls deep in slot-padded code", tid, HD_LOOM_MAX_FRAMES);
      return 1;
    }
    for (uint32_t i = 0; i < w.depth; i++) {
      struct hd_loom_site s;
      if (!peek(w.frames[i].site, &s, sizeof s)) continue;
      int innermost = i + 1 == w.depth;
      uint32_t line = s.kind == HD_LOOM_STATEMENT ? s.line : s.kind == HD_LOOM_ENTRY ? s.line : 0;
      const struct hd_loom_quiet *q =
          quiet_at(plan, s.func, line, innermost && w.at_slot, s.kind == HD_LOOM_ENTRY);
      if (q) {
        say(why, n, tid, s.func, s.file, line, q);
        return 1;
      }
    }
    return w.depth ? walk_out(plan, &w, w.frames[0].frame, tid, why, n) : 0;
  }
  if (!call_frame) {
    snprintf(why, n, "thread T%u runs optimised code between calls (its position is known at its next call or loop "
                     "iteration)",
             tid);
    return 1;
  }
  w.depth = 0;
  for (const struct hd_loom_site *p = call_site; p;) {
    struct hd_loom_site s;
    if (!peek(p, &s, sizeof s)) break;
    const struct hd_loom_quiet *q = quiet_at(plan, s.func, s.line, 0, 0);
    if (q) {
      say(why, n, tid, s.func, s.file, s.line, q);
      return 1;
    }
    p = s.outer;
  }
  return walk_out(plan, &w, call_frame, tid, why, n);
}
