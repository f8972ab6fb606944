/* safety.h — whether a thread is at a place where a filter can be installed
 * (LOOM §4): none of its frames inside a position the plan names quiet
 * (compile.h). Each frame's position comes from where it is known:
 *   - slot-padded frames: the statement they are running (where.h's shadow stack);
 *   - a frame of optimised code making a call out: the call's position (the
 *     marks loom_late.cpp compiles);
 *   - any other frame of the program's optimised code: unknown, so it counts as
 *     inside when its function, or a function inlined into it, has a quiet
 *     position (code_map.h);
 *   - a thread running optimised code outside any call: unknown, never safe
 *     (it stops being so at its next call out or loop back-edge).
 * Memory of other threads is read with process_vm_readv, so a thread that
 * exits meanwhile is an unreadable position, never a crash. */
#ifndef HEDDLE_LOOM_SAFETY_H
#define HEDDLE_LOOM_SAFETY_H

#include <pthread.h>
#include <stddef.h>
#include <stdint.h>

#include "compile.h"

/* 0: thread `t` (heddle's thread id `tid`, for the message) is at a safe place
 * for plan; 1: it is not, and `why` says where it is. */
int hd_loom_thread_unsafe(const struct hd_loom_plan *plan, pthread_t t, uint32_t tid, char *why, size_t n);

#endif
