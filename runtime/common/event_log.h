/* event_log.h — the on-disk event log: the one contract between the in-process
 * runtime (libheddle, which appends events) and the reporter (the `heddle` CLI,
 * which symbolizes them and writes SARIF).
 *
 * Why a binary append-only log: reports must survive the program under test
 * crashing or being SIGKILLed right after a violation. Each event is one
 * fixed-layout record written with a single write(2) on an O_APPEND descriptor
 * (async-signal-safe, atomic with respect to other threads), so whatever the
 * process managed to write is complete and readable. Symbolization (libdw) and
 * SARIF formatting happen afterwards, outside the program under test.
 *
 * One file per process: $HEDDLE_LOG_DIR/heddle.<pid>.hlog. A forked child opens
 * its own file (the runtime's pthread_atfork/fork interceptor does it).
 *
 * Versioning: bump HEDDLE_LOG_VERSION on any layout change; the reader rejects
 * other versions with a clear error instead of misreading them.
 */
#ifndef HEDDLE_EVENT_LOG_H
#define HEDDLE_EVENT_LOG_H

#include <stdint.h>

#define HEDDLE_LOG_MAGIC 0x474f4c4c44444548ull /* "HEDDLLOG" little-endian */
#define HEDDLE_LOG_VERSION 11u
#define HEDDLE_LOG_MAX_FRAMES 32
#define HEDDLE_LOG_NAME_MAX 128
/* Paths (executable, cwd, modules) hold PATH_MAX bytes: a shorter field cut
 * long paths and nothing could be symbolized. */
#define HEDDLE_LOG_PATH_MAX 4096
#define HEDDLE_LOG_DETAIL_MAX 256

enum heddle_event_kind {
  HEDDLE_EV_PROCESS = 1, /* first record of every file */
  HEDDLE_EV_MODULE = 2,  /* a loaded ELF object: maps PCs to file offsets */
  HEDDLE_EV_THREAD = 3,  /* a thread was created */
  HEDDLE_EV_REPORT = 4,  /* a violation */
  HEDDLE_EV_EXIT = 5,    /* orderly exit (absent after a crash) */
  HEDDLE_EV_LOCK_CYCLE = 6, /* a cycle in the lock-acquisition graph (lock-order inversion) */
  HEDDLE_EV_SUGGESTION = 7, /* an inferred annotation for an object shared without a race */
  HEDDLE_EV_EXEC = 8,       /* about to exec another image (the last record unless the exec failed) */
  HEDDLE_EV_FILTER = 9,     /* an execution filter installed, removed, or removed because it deadlocked */
  HEDDLE_EV_BACKEND = 10,   /* backend=mpk's counters, at exit (before EXIT) */
  HEDDLE_EV_STOP = 11       /* race mode: a stop signal (SIGTERM, SIGINT, SIGHUP) ends the process, which made
                               its annotation suggestions first (runtime/lib/stop_signals.c); no EXIT follows */
};

/* Fixed SARIF rule ids; the editor and CI key on their names (see rule_names
 * in the reporter). Order is part of the log format. */
enum heddle_rule {
  HEDDLE_RULE_SHARING_VIOLATION = 1,       /* sharing-violation */
  HEDDLE_RULE_UNORDERED_POLICY_CHANGE = 2, /* unordered-policy-change */
  HEDDLE_RULE_INVALID_POLICY_CHANGE = 3,   /* invalid-policy-change */
  HEDDLE_RULE_LOCK_NOT_HELD = 4,           /* lock-not-held */
  HEDDLE_RULE_API_MISUSE = 5,              /* api-misuse */
  HEDDLE_RULE_DATA_RACE = 6,               /* data-race: unordered accesses to unannotated memory */
  HEDDLE_RULE_LOCK_ORDER_INVERSION = 7,    /* lock-order-inversion (HEDDLE_EV_LOCK_CYCLE) */
  HEDDLE_RULE_ANNOTATION_SUGGESTION = 8,   /* annotation-suggestion (HEDDLE_EV_SUGGESTION) */
  HEDDLE_RULE_FILTER_DEADLOCK = 9,         /* filter-deadlock (HEDDLE_EV_FILTER, action DEADLOCK) */
  HEDDLE_RULE_MUTEX_MISUSE = 10,           /* mutex-misuse: an unlock of a mutex the thread does not hold, a destroy of a locked one */
  /* Race mode, memory the program never gave a policy (no heddle call named
   * it): a use after its free (or munmap, or its function's return) and a
   * second free, reported as the memory errors they are. Annotated memory
   * keeps sharing-violation and api-misuse. */
  HEDDLE_RULE_USE_AFTER_FREE = 11,         /* use-after-free */
  HEDDLE_RULE_DOUBLE_FREE = 12             /* double-free */
};
#define HEDDLE_RULE_LAST HEDDLE_RULE_DOUBLE_FREE

/* heddle_ev_report.obj_policy of an unannotated object in race mode. */
#define HEDDLE_POLICY_UNANNOTATED 0xFFu

/* What changed an object's policy last (or allocated it). */
enum heddle_change_kind {
  HEDDLE_CHANGE_NONE = 0,
  HEDDLE_CHANGE_ALLOC,
  HEDDLE_CHANGE_REGISTER_GLOBAL,
  HEDDLE_CHANGE_ACQUIRE_WRITE,
  HEDDLE_CHANGE_RELEASE_WRITE,
  HEDDLE_CHANGE_ACQUIRE_READ,
  HEDDLE_CHANGE_RELEASE_READ,
  HEDDLE_CHANGE_SET_RACY,
  HEDDLE_CHANGE_SET_STICKY_READ,
  HEDDLE_CHANGE_SET_LOCKED,
  HEDDLE_CHANGE_SLICE,
  HEDDLE_CHANGE_FIRST_TOUCH, /* untouched -> private to the first toucher */
  HEDDLE_CHANGE_FREE,
  /* Not policy changes: the earlier access of a data race (heddle_ev_report.other),
   * and a mutex acquisition (lock-order edges). */
  HEDDLE_CHANGE_READ,
  HEDDLE_CHANGE_WRITE,
  HEDDLE_CHANGE_ATOMIC_READ,
  HEDDLE_CHANGE_ATOMIC_WRITE,
  HEDDLE_CHANGE_LOCK,
  /* A stack object (runtime/stack): a local of a thread-creating function that
   * the instrumentation moved to tracked memory. STACK_ALLOC is its allocation
   * at the function's entry (obj_name: the local's name; the stack's innermost
   * frame: its function, at its declaration), RETURN its end at the function's
   * return (freed, like HEDDLE_CHANGE_FREE). */
  HEDDLE_CHANGE_STACK_ALLOC,
  HEDDLE_CHANGE_RETURN,
  /* Race mode's stand-in for static state inside the C library that some of
   * its functions use (strtok's position, localtime's struct tm, the
   * environment: runtime/lib/intercept_libc_state.c); obj_name names it, its
   * allocation has no stack. */
  HEDDLE_CHANGE_LIBC_STATE,
  /* An anonymous mmap'd region race mode tracks (runtime/mapping/): its
   * allocation is the program's mmap call. */
  HEDDLE_CHANGE_MAP
};

/* heddle_ev_process.backend: HEDDLE_OPTIONS=backend=... as it ran (auto resolved). */
enum heddle_backend { HEDDLE_BACKEND_CHECK = 0, HEDDLE_BACKEND_MPK = 1 };
#define HEDDLE_BACKEND_MASK 0xffu
#define HEDDLE_BACKEND_AUTO 0x100u
/* and unannotated=race: the process makes annotation suggestions at exit, so
 * the reporter can say why one that did not exit has none (0 in older logs). */
#define HEDDLE_PROCESS_RACE_MODE 0x200u

struct heddle_event_header {
  uint32_t kind; /* enum heddle_event_kind */
  uint32_t size; /* bytes of the whole record, header included */
};

struct heddle_stack {
  uint32_t nframes;
  uint32_t pad;
  uint64_t pc[HEDDLE_LOG_MAX_FRAMES]; /* innermost first; return addresses */
};

struct heddle_ev_process {
  struct heddle_event_header h;
  uint64_t magic; /* HEDDLE_LOG_MAGIC */
  uint32_t version; /* HEDDLE_LOG_VERSION */
  int32_t pid, ppid;
  uint32_t backend; /* enum heddle_backend, | HEDDLE_BACKEND_AUTO when chosen by backend=auto (0 in older logs: check) */
  /* The heap arena's class regions, log2 of their bytes (runtime/lib/arena.h):
   * 32 in full; fewer where the address space was limited (objects above half
   * a region unchecked); 0 when none could be reserved (no heap object checked). */
  uint32_t heap_region_bits;
  uint32_t pad;
  uint64_t start_ns; /* CLOCK_REALTIME */
  char exe[HEDDLE_LOG_PATH_MAX];
  char cwd[HEDDLE_LOG_PATH_MAX];
};

struct heddle_ev_module {
  struct heddle_event_header h;
  uint64_t base; /* dl_iterate_phdr's dlpi_addr (load bias) */
  uint64_t lo, hi; /* address range of its PT_LOAD segments */
  char path[HEDDLE_LOG_PATH_MAX]; /* absolute; "" for the main program is resolved via exe */
};

struct heddle_ev_thread {
  struct heddle_event_header h;
  uint32_t tid; /* stable index: 0 main thread, then 1, 2, ... in creation order */
  uint32_t parent_tid;
  uint64_t start_routine; /* PC of the function passed to pthread_create */
  struct heddle_stack created_at; /* stack of the pthread_create call */
};

struct heddle_access {
  uint64_t addr;
  uint32_t size;
  uint32_t is_write; /* 0 read, 1 write (free counts as a write) */
  uint32_t tid;
  uint32_t atomic; /* never reported; kept for completeness */
  struct heddle_stack stack;
};

struct heddle_change {
  uint32_t kind; /* enum heddle_change_kind */
  uint32_t tid;
  struct heddle_stack stack;
};

struct heddle_ev_report {
  struct heddle_event_header h;
  uint32_t rule; /* enum heddle_rule */
  uint32_t pad;
  struct heddle_access access; /* the access or the API call being reported */
  /* The object (zero base when unknown, e.g. api-misuse on an untracked pointer). */
  uint64_t obj_base, obj_size;
  uint32_t obj_policy; /* enum heddle_policy at the time of the report, or HEDDLE_POLICY_UNANNOTATED */
  uint32_t obj_owner_tid; /* owner for private, UINT32_MAX when none */
  uint64_t obj_lock; /* address of the mutex for locked, 0 otherwise */
  char obj_name[HEDDLE_LOG_NAME_MAX]; /* global's symbol if known, a stack object's local name (alloc.kind STACK_ALLOC), else "" */
  struct heddle_change alloc; /* allocation/registration site */
  struct heddle_change last_change; /* last policy change before this access */
  /* For unordered-policy-change: the conflicting earlier change of another thread. */
  struct heddle_change other;
  char detail[HEDDLE_LOG_DETAIL_MAX]; /* extra words for the message, e.g. "double release" */
};

/* Lock-order inversion: thread `tid` acquired `to` while holding `from`
 * (acquired at from_stack); to_stack is where it acquired `to`. A cycle's
 * edges are listed in cycle order: edge[i].to == edge[i+1].from. Up to 20
 * locks, as ThreadSanitizer's deadlock detector (DDReport::kMaxLoopSize):
 * five dining philosophers are a cycle of five. */
#define HEDDLE_LOG_MAX_CYCLE 20
struct heddle_lock_edge {
  uint64_t from_mutex, to_mutex;
  uint32_t tid;
  uint32_t pad;
  struct heddle_stack from_stack, to_stack;
};

/* heddle_ev_lock_cycle.flags */
#define HEDDLE_CYCLE_DEADLOCKED 1u /* the cycle's threads were seen waiting for one another: this run
                                      deadlocked (runtime/deadlock/wait_for.h); 1 edge: a thread
                                      relocking a default mutex it held */

struct heddle_ev_lock_cycle {
  struct heddle_event_header h;
  uint32_t nedges; /* 2 .. HEDDLE_LOG_MAX_CYCLE (1 when HEDDLE_CYCLE_DEADLOCKED) */
  uint32_t flags;  /* HEDDLE_CYCLE_* */
  struct heddle_lock_edge edge[HEDDLE_LOG_MAX_CYCLE];
};

/* What an annotation suggestion proposes (HEDDLE_EV_SUGGESTION.kind). */
enum heddle_suggestion_kind {
  HEDDLE_SUGGEST_LOCKED = 1,      /* every access after sharing began held `lock` */
  HEDDLE_SUGGEST_STICKY_READ = 2, /* written only before any other thread read it */
  HEDDLE_SUGGEST_READ_SHARED = 3, /* read by several threads in a phase, written only outside it */
  HEDDLE_SUGGEST_HAND_OFF = 4,    /* ownership moved: release at `release`, acquire at `acquire` */
  HEDDLE_SUGGEST_SLICE = 5,       /* an array partitioned among threads at slice_bounds */
  HEDDLE_SUGGEST_RACY = 6,        /* accessed only atomically */
  HEDDLE_SUGGEST_FIELDS = 7       /* a struct whose parts (runs of fields) had different policies: slice_len
                                     bytes each, part_policy/part_lock/part_owner (runtime/race/field_infer.c) */
};

/* HEDDLE_SUGGEST_FIELDS: one part's policy (heddle_ev_suggestion.part_policy). */
enum heddle_field_policy {
  HEDDLE_FIELD_STICKY_READ = 1, /* never written once the object was shared */
  HEDDLE_FIELD_LOCKED = 2,      /* written, part_lock held at every access while other threads could run */
  HEDDLE_FIELD_OWNED = 3,       /* written, used by one thread (part_owner) while others could run */
  HEDDLE_FIELD_NONE = 4         /* written by several threads while others could run, not always under one mutex,
                                   and no race: ordered some other way, which no policy says (field_infer.c: only
                                   beside a part locked by the object's own mutex) */
};

#define HEDDLE_LOG_MAX_SLICES 16
/* heddle_ev_suggestion.flags */
#define HEDDLE_SUGGEST_FROM_SHARING 1u  /* LOCKED: only the accesses after sharing began held it */
#define HEDDLE_SUGGEST_NEVER_WRITTEN 2u /* STICKY_READ: no write at run time (static data) */
#define HEDDLE_SUGGEST_TAKEN_OVER 4u    /* LOCKED: used without it once alone again (after joins): `release`;
                                           SLICE: a part first used by another thread after its user: `release`
                                           (one record per such place, the same otherwise) */
#define HEDDLE_SUGGEST_STEPS_MISSING 8u /* HAND_OFF, READ_SHARED: it changed hands at places the records do not hold */
#define HEDDLE_SUGGEST_PREFILLED 0x100u    /* SLICE: its first user used it, then handed it to the part users;
                                              FIELDS: a heap object, or a global main used first (alloc: its
                                              last write then; else the first user's creation) */
#define HEDDLE_SUGGEST_MANY_PARTS 0x400u   /* SLICE: more parts than slice_len holds (only the first are listed) */
#define HEDDLE_SUGGEST_PART_START 0x800u   /* SLICE + PREFILLED, a record after the first: `acquire` is where a part's
                                              thread began using it, `release` the preparing thread's last access
                                              (no frames: it used it only in its allocation's epoch) */
#define HEDDLE_SUGGEST_STARTS_UNSEEN 0x1000u /* SLICE + PREFILLED: some part's start was not seen (its thread had
                                                used the array before: the preparer working on a part itself) */
#define HEDDLE_SUGGEST_STARTS_INEXACT 0x4000u /* SLICE: some part's start is not known to be its part's first
                                                 byte (its thread's first access was not, and the records cannot
                                                 tell which was: handoff.c hd_handoff_cuts) */
#define HEDDLE_SUGGEST_REPARTITIONED 0x2000u /* SLICE: parts were taken over by more than one thread (the partition
                                                changed as the program ran: a merge sort's phases) */
#define HEDDLE_SUGGEST_PARTS_TURNS 0x100000u /* SLICE: a part went, while its user still ran, to a thread using a
                                               part of its own (frames handed back and forth): the threads took
                                               turns in the parts, no one partition (slice_infer.c) */
#define HEDDLE_SUGGEST_PLAIN_ALONE 0x20000u /* RACY: also plain accesses once shared, all while no other thread could run */
#define HEDDLE_SUGGEST_TURNS 0x10000u /* HAND_OFF: it changed hands in order more often than the runtime notes places
                                         (threads taking turns, as under a lock: infer.c); part_lock[0]: the
                                         innermost mutex the step's new owner held at its first access (0: none) */
#define HEDDLE_SUGGEST_UNLOCKED_TURN 0x1000000u /* HAND_OFF + TURNS, a record after the site's steps: `acquire` is
                                                   a turn made holding no mutex while other threads could run
                                                   (handoff.c hd_handoff_unlocked_turn), not a step */
#define HEDDLE_SUGGEST_THROUGH_ATOMICS 0x2000000u /* HAND_OFF: written atomically once shared and used plainly
                                                     too, no race: its plain parts were handed over through its
                                                     own atomics (`release`: an atomic write; `acquire`: a plain
                                                     access; infer.c). No places: no fix */
#define HEDDLE_SUGGEST_READS_IN_TURNS 0x4000000u /* READ_SHARED: never written once shared, read by more than one
                                                    other thread, and this run ordered each thread's use after the
                                                    previous one's: no two reads at once were seen (infer.c) */
#define HEDDLE_SUGGEST_ONE_WRITE_PHASE 0x40000u /* READ_SHARED: no step: written (`release`: the last write), then
                                                  only read, by threads at once from `acquire` on (infer.c) */
#define HEDDLE_SUGGEST_PARTS_KEPT 0x80000u /* SLICE + TAKEN_OVER: the parts' threads had not ended (no join ordered
                                             them) when their parts were taken over, so each must release its part:
                                             `acquire` is then a part thread's last access before the take-over
                                             (slice_infer.c; the reporter's release after it, slice_fix.c) */
#define HEDDLE_SUGGEST_ELEMENT_ALWAYS 0x8000000u /* LOCKED + PER_ELEMENT: one element's mutex (part_lock[0]) was held
                                                    at every access too — threads locked two elements at once */
#define HEDDLE_SUGGEST_PER_ELEMENT 0x8000u /* LOCKED: each element of an array locked by its own mutex, inside it
                                              (elem_lock_infer.c): `lock` the first one seen, `elem_size` the gcd
                                              of the mutexes' distances, slice_len[0] and [1] the lowest and
                                              highest accessed byte's distance from its mutex (two's complement) */

struct heddle_ev_suggestion {
  struct heddle_event_header h;
  uint32_t kind; /* enum heddle_suggestion_kind */
  uint32_t flags; /* HEDDLE_SUGGEST_* */
  uint32_t nslices; /* SLICE: entries of slice_len in use */
  uint32_t pad0;
  uint64_t obj_base, obj_size;
  char obj_name[HEDDLE_LOG_NAME_MAX]; /* global's symbol, a stack object's local name, "" for a heap object */
  uint64_t lock; /* LOCKED: the mutex's address */
  uint64_t elem_size; /* SLICE: element size in bytes */
  uint64_t slice_len[HEDDLE_LOG_MAX_SLICES]; /* SLICE: elements (of elem_size bytes) per slice, in address order */
  uint32_t threads; /* how many threads accessed it */
  uint32_t pad;
  struct heddle_change alloc;   /* allocation site (heap) / first access (global; SLICE: where its first
                                   user's thread was created) */
  struct heddle_change release; /* HAND_OFF: the old owner's last access; STICKY_READ: the last write;
                                   LOCKED + TAKEN_OVER: the first access without the mutex after the threads ended */
  struct heddle_change acquire; /* HAND_OFF: the new owner's first access; others: the first shared access */
  /* FIELDS: per part (slice_len's bytes) its policy, mutex (LOCKED), thread (OWNED), and whether a thread used
     it alone after the others (a take-over after the joins, at `release`) */
  uint8_t part_policy[HEDDLE_LOG_MAX_SLICES]; /* enum heddle_field_policy */
  uint8_t part_taken[HEDDLE_LOG_MAX_SLICES];
  uint64_t part_lock[HEDDLE_LOG_MAX_SLICES];
  uint32_t part_owner[HEDDLE_LOG_MAX_SLICES];
  /* LOCKED: the heap object `lock` lies in when that is another one (a pool's mutex guarding the pool's
     queue): base 0 when none. The reporter names the mutex through that object's allocation, as the
     program spells it (`pool->lock`), which the mutex's address alone cannot (it has no symbol). */
  uint64_t lock_obj_base, lock_obj_size;
  struct heddle_change lock_alloc;
};

/* Written just before execve and its family: without it, a log that ends
 * without an EXIT record would read as a crash. An exec that fails returns and
 * the process goes on, so only an EXEC record that is the log's last counts. */
struct heddle_ev_exec {
  struct heddle_event_header h;
  char path[HEDDLE_LOG_PATH_MAX]; /* the path or file name given to exec ("" for fexecve) */
};

/* What happened to an execution filter (runtime/loom, docs/filters.md). */
enum heddle_filter_action {
  HEDDLE_FILTER_INSTALLED = 1,
  HEDDLE_FILTER_REMOVED = 2,
  HEDDLE_FILTER_DEADLOCK = 3 /* a wait outlasted filter_timeout_ms: removed (SARIF filter-deadlock) */
};

#define HEDDLE_LOG_MAX_WAITERS 4
struct heddle_ev_filter {
  struct heddle_event_header h;
  uint32_t action;     /* enum heddle_filter_action */
  uint32_t id;         /* the filter's id in the process (heddle filter list) */
  uint32_t at_startup; /* installed at start-up (filters=), not live */
  uint32_t nwaiters;   /* DEADLOCK: threads that were waiting in it */
  uint64_t time_ns;    /* CLOCK_REALTIME */
  int64_t waited_ms;   /* DEADLOCK: how long the wait that gave up lasted */
  char name[HEDDLE_LOG_PATH_MAX];         /* the filter file as given */
  char constraint[HEDDLE_LOG_DETAIL_MAX]; /* DEADLOCK: "file:line:col" of the constraint that waited */
  uint32_t waiter_tid[HEDDLE_LOG_MAX_WAITERS];
  struct heddle_stack waiter[HEDDLE_LOG_MAX_WAITERS]; /* where each waited */
};

/* backend=mpk's counters over the whole run (runtime/mpk/stats.h, docs/mpk.md):
 * how often the keys faulted, PKRU was written, pages were retagged (and how
 * often the page cache spared that), and how often threads and locks sharing
 * keys were rehashed (PUSh §3.3). */
struct heddle_ev_backend {
  struct heddle_event_header h;
  uint64_t faults;             /* protection-key faults on the backend's keys */
  uint64_t settled;            /* ... after which the access was allowed */
  uint64_t violations;         /* ... that were reported */
  uint64_t in_runtime;         /* ... in the runtime or libc, let through */
  uint64_t pkru_writes;
  uint64_t pkey_mprotects;     /* pkey_mprotect calls */
  uint64_t pkey_mprotects_avoided; /* ... the page cache made unneeded (PUSh §3.5) */
  uint64_t page_cache_hits;    /* allocations on a slot from the page cache */
  uint64_t rehashes;
  uint64_t shared_assignments; /* threads that started without a key of their own */
  uint32_t keys, pool_keys;    /* keys allocated, of them for threads' and locks' domains */
  uint64_t run_ns;             /* start-up to exit (CLOCK_MONOTONIC): rates per second */
};

struct heddle_ev_exit {
  struct heddle_event_header h;
  int32_t status;
  uint32_t pad;
};

/* Written by race mode's handler of a stop signal, after the suggestions it
 * made and before the process dies of the signal: the reporter then says the
 * killed process has its suggestions instead of "none: it did not exit". */
struct heddle_ev_stop {
  struct heddle_event_header h;
  int32_t signal;
  uint32_t pad;
};

#endif /* HEDDLE_EVENT_LOG_H */
