/* race_state.h — the FastTrack state race mode keeps per unannotated object
 * (inline in its struct hd_object) and per segment of an object that was
 * split because threads share it at a finer grain than the whole object.
 *
 * Defined here, included by object.h, so the record layout stays in one place. */
#ifndef HEDDLE_RACE_STATE_H
#define HEDDLE_RACE_STATE_H
#include <stdint.h>

#include "vclock.h"

/* One remembered access: who, where in the code, which bytes. `approx`
 * marks a record inherited by a segment from its whole object at a split:
 * the thread touched *some* bytes of the object in that epoch, not
 * necessarily these, so a conflict with it is not reported (see race.c). */
struct hd_race_access {
  uint32_t tid;
  uint32_t stack;        /* depot id */
  uint32_t off;          /* bytes [off, off+len) relative to the object's base */
  uint32_t len : 31;
  uint32_t approx : 1;
};

/* Concurrent readers (FastTrack's read vector clock), indexed by slot. */
struct hd_race_reader {
  uint32_t clk; /* 0: no read by this slot since the last write */
  struct hd_race_access acc;
};
struct hd_race_readers {
  uint32_t cap;
  struct hd_race_reader r[];
};

struct hd_race_segs;

/* What inference learns about an object (race.c, infer.c). */
struct hd_race_usage {
  uintptr_t lock;         /* the mutex held at every shared access so far (0: none yet) */
  uint32_t last_tid;      /* the most recent accessor */
  uint16_t handoffs;      /* how often the accessing thread changed (saturates) */
  uint8_t threads;        /* distinct accessors seen, approximately (saturates) */
  uint8_t shared : 1;     /* a second thread accessed it */
  uint8_t raced : 1;      /* a data race was found on it */
  uint8_t concurrent : 1; /* two threads accessed it without ordering (disjoint bytes) */
  uint8_t written_shared : 1; /* written after it became shared */
  uint8_t atomic : 1;     /* accessed atomically */
  uint8_t plain_shared : 1; /* a non-atomic access after it became shared */
  uint8_t lock_dead : 1;  /* some shared access held no common mutex */
  uint8_t reported : 1;   /* its suggestion was written */
};

struct hd_race_state {
  struct hd_epoch w, r;          /* last write; last read when readers == NULL */
  struct hd_race_access wa, ra;  /* the accesses behind w and r */
  struct hd_race_readers *readers;
  struct hd_race_segs *segs;     /* the object's segments, once split (object-level state only) */
  struct hd_race_usage use;
};

#endif
