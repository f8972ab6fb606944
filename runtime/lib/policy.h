/* policy.h — the policy state machine shared by the API (policy.c), malloc
 * and slicing. */
#ifndef HEDDLE_POLICY_H
#define HEDDLE_POLICY_H
#include "object.h"
#include "stack.h"

struct hd_thread;

/* Initialises a fresh object's policy state: `policy` (owner = t for
 * private), allocation record and FastTrack write epoch of t. */
void hd_policy_init(struct hd_object *o, struct hd_thread *t, enum heddle_policy policy,
                    uintptr_t lock, uint32_t kind, uint32_t stack);

/* An api-misuse report about the call at c. */
void hd_api_misuse(struct hd_thread *t, struct hd_caller c, uintptr_t addr, struct hd_object *o,
                   const char *detail);

/* A hand-over the language guarantees (the C++ std::thread state object):
 * an object private to `from` becomes private to `to`, recorded as an
 * acquire_write by `to` at `stack`, ordered by the create edge (`to`'s clock
 * already includes `from`'s). Any other policy is left as it is. */
void hd_policy_hand_over(struct hd_object *o, struct hd_thread *from, struct hd_thread *to,
                         uint32_t stack);

#endif
