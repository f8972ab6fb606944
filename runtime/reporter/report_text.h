/* report_text.h — the sentences that describe a finding, shared by the SARIF
 * message and the text summary so both say the same thing. */
#ifndef HEDDLE_REPORT_TEXT_H
#define HEDDLE_REPORT_TEXT_H

#include "findings.h"

/* "`counter`", "a 64-byte heap object", "an untracked pointer 0x1234". Caller frees. */
char *object_phrase(const struct finding *f);

/* The subject of the text summary's object line, before " is <policy>.":
 * "Object `counter` (4 bytes at 0x…)", "Object `lines` (a stack object of
 * `main`, 4 bytes at 0x…)", "A 32-byte heap object at 0x…". Caller frees. */
char *object_line_subject(const struct finding *f);

/* What a thread runs, for "Thread T1 (start routine …)": the function, or for
 * a std::thread (whose start routine the runtime records as its state's
 * _M_run) the callable's operator(), e.g. "main::$_0::operator()"; NULL
 * becomes "<unknown>". Caller frees. */
char *start_routine_phrase(const char *function);

/* The same for another object reported at the finding's location
 * (finding_objects.h): "`g`", "a 786432-byte heap object". Caller frees. */
char *other_object_phrase(const struct finding_object *o);

/* "private to thread T1", "locked by the mutex `m` at 0x...", "read-shared".
 * Caller frees. */
char *policy_phrase(const struct finding *f);

/* Mutex i of a lock-order cycle (edge i's `from`; i wraps around), to follow
 * the word "mutex": "`name`" for a global, else "at 0x...". Caller frees. */
char *cycle_mutex_name(const struct finding *f, size_t i);

/* The first sentence of the finding's message: code scanning's alert title,
 * e.g. "Thread T2 wrote 4 bytes of `counter`, which is private to thread T1.",
 * or for a lock-order cycle "Cycle in lock order: mutex `a` -> mutex `b` ->
 * mutex `a` (a potential deadlock)." Caller frees. */
char *finding_title(const struct finding *f);

/* use-after-free and double-free: their last change is the free (the memory's
 * end), shown as such rather than as a policy change. */
int is_memory_error(uint32_t rule);

/* How the memory of a use-after-free or double-free result ended, as a past
 * participle: "freed", "unmapped" (an mmap region) or "returned" (a stack
 * object: its function returned). */
const char *memory_end_verb(const struct heddle_ev_report *r);

/* "" for 1, else "s": "1 byte", "4 bytes". */
const char *plural_s(unsigned long long n);

#endif /* HEDDLE_REPORT_TEXT_H */
