/* rules.c — rule metadata. Texts are written for GitHub code scanning's rule
 * help pane (markdown) and for plain-text consumers (help.text). */
#include "rules.h"

#include <stddef.h>

static const char *const tags_violation[] = {"concurrency", "data-race", "sharing-policy", "correctness", NULL};
static const char *const tags_change[] = {"concurrency", "sharing-policy", "happens-before", "correctness", NULL};
static const char *const tags_lock[] = {"concurrency", "data-race", "locking", "correctness", NULL};
static const char *const tags_misuse[] = {"concurrency", "sharing-policy", "api-usage", NULL};

static const struct rule_info rules[HEDDLE_RULE_COUNT] = {
  {
    .id = "sharing-violation",
    .name = "SharingViolation",
    .short_description = "A thread accessed memory against its sharing policy.",
    .full_description =
      "A thread read or wrote an object in a way its sharing policy does not allow: a private "
      "object touched by a thread other than its owner, a write to a read-shared or sticky-read "
      "object, a read of a read-shared object without acquire_read, or any access of an "
      "inaccessible object. Such an access is unsynchronized with the owner's, i.e. a data race "
      "or a broken ownership hand-off.",
    .help_text =
      "Each object has a sharing policy (heddle.h): private to one owner thread, read-shared, "
      "sticky-read, racy, locked or inaccessible. This access broke it. Either the code is wrong "
      "(hand the object over first: heddle_release_write in the owner, heddle_acquire_write in the "
      "new owner, ordered by a lock, join, condition variable, barrier or semaphore), or the "
      "annotation is: choose the policy that describes how the object is really shared.",
    .help_markdown =
      "# Sharing violation\n\n"
      "Every object has a **sharing policy** (see `heddle.h`): *private* to one owner thread, "
      "*read-shared*, *sticky-read*, *racy*, *locked* or *inaccessible*. This access broke it.\n\n"
      "**How to fix**\n\n"
      "- If ownership should move between threads, hand it over explicitly: "
      "`heddle_release_write(obj)` in the old owner, then `heddle_acquire_write(obj)` in the new "
      "one, with the two ordered by a lock, `pthread_join`, a condition variable, a barrier or a "
      "semaphore.\n"
      "- If several threads only read it, make it read-shared (`heddle_acquire_read`) or "
      "`heddle_set_sticky_read` before starting them.\n"
      "- If it is protected by a mutex, annotate it with `heddle_set_locked(obj, &mutex)`.\n\n"
      "The report shows both threads' stacks, where the object was allocated and where its "
      "policy last changed.",
    .level = "error",
    .precision = "very-high",
    .severity = "error",
    .tags = tags_violation,
  },
  {
    .id = "unordered-policy-change",
    .name = "UnorderedPolicyChange",
    .short_description = "Two threads changed an object's policy without ordering the changes.",
    .full_description =
      "Two policy changes of the same object by different threads are not ordered by "
      "happens-before (PUSh §2.2): for example a release_write in one thread and an acquire_write "
      "in another without a lock, join, condition variable, barrier or semaphore between them. "
      "The hand-off works only by luck of timing.",
    .help_text =
      "Policy changes are synchronization-relevant: acquire/release write, set_racy and "
      "set_locked conflict with every other change; acquire/release read conflict with write-like "
      "changes. Order the two changes with pthread synchronization (unlock/lock of the same mutex, "
      "pthread_join, a signaled condition variable, a barrier or a semaphore).",
    .help_markdown =
      "# Unordered policy change\n\n"
      "Two threads changed the same object's policy and nothing orders the two changes "
      "(no happens-before edge), so which one wins depends on timing.\n\n"
      "**How to fix**: order the changes with pthread synchronization — unlock/lock of one mutex, "
      "`pthread_join`, a condition variable, a barrier or a semaphore — for example release the "
      "object, then signal; wait, then acquire it.",
    .level = "error",
    .precision = "high",
    .severity = "error",
    .tags = tags_change,
  },
  {
    .id = "invalid-policy-change",
    .name = "InvalidPolicyChange",
    .short_description = "A policy change that the object's current policy does not allow.",
    .full_description =
      "A thread asked for a policy transition its current policy forbids, for example "
      "acquire_write of an object another thread still owns, release_write by a thread that is "
      "not the owner, or set_sticky_read while other threads run concurrently.",
    .help_text =
      "Check the object's ownership at this point: only the owner may release it, an owned object "
      "must be released before another thread acquires it, and sticky-read may only be set while "
      "no other thread runs concurrently (for example before pthread_create).",
    .help_markdown =
      "# Invalid policy change\n\n"
      "The requested transition is not allowed from the object's current policy:\n\n"
      "- only the owner may `heddle_release_write` a private object;\n"
      "- an owned object must be released before another thread acquires it;\n"
      "- `heddle_set_sticky_read` only while no other thread runs concurrently.\n\n"
      "The report shows the object's policy and owner and where the policy last changed.",
    .level = "error",
    .precision = "very-high",
    .severity = "error",
    .tags = tags_change,
  },
  {
    .id = "lock-not-held",
    .name = "LockNotHeld",
    .short_description = "A locked object was accessed without holding its mutex.",
    .full_description =
      "The object was annotated as protected by a mutex (HEDDLE_GLOBAL_LOCKED, heddle_malloc_locked "
      "or heddle_set_locked) and a thread accessed it without holding that mutex, or before the "
      "set_locked change was ordered before the access.",
    .help_text =
      "Hold the object's mutex around every access (pthread_mutex_lock/unlock), or change the "
      "annotation if a different mutex really protects it.",
    .help_markdown =
      "# Lock not held\n\n"
      "The object is *locked*: every access must hold its mutex. This access did not.\n\n"
      "**How to fix**: wrap the access in `pthread_mutex_lock(&m)` / `pthread_mutex_unlock(&m)` "
      "with the mutex named in the annotation, or annotate the mutex that really protects it.",
    .level = "error",
    .precision = "very-high",
    .severity = "error",
    .tags = tags_lock,
  },
  {
    .id = "api-misuse",
    .name = "ApiMisuse",
    .short_description = "A heddle annotation was used incorrectly.",
    .full_description =
      "An annotation call cannot take effect: a policy change on a pointer heddle does not track "
      "(not from heddle_malloc/malloc or a registered global, or already freed), a double "
      "release, or a policy value outside enum heddle_policy. heddle reports it and continues.",
    .help_text =
      "Pass the start address of a tracked object (what heddle_malloc or malloc returned, or an "
      "annotated global), release each acquired object once, and use a value of enum heddle_policy.",
    .help_markdown =
      "# API misuse\n\n"
      "An annotation call was ignored because it cannot apply:\n\n"
      "- the pointer is not a tracked object (use the start address returned by `heddle_malloc` / "
      "`malloc`, or an annotated global; not a freed object);\n"
      "- the object was released twice;\n"
      "- the policy value is not one of `enum heddle_policy`.",
    .level = "warning",
    .precision = "very-high",
    .severity = "warning",
    .tags = tags_misuse,
  },
};

const struct rule_info *rule_info(uint32_t rule) {
  return rule >= 1 && rule <= HEDDLE_RULE_COUNT ? &rules[rule - 1] : NULL;
}

int rule_index(uint32_t rule) { return rule_info(rule) ? (int)rule - 1 : -1; }
