/* keys.h — the protection keys backend=mpk owns (PUSh §3.2-3.3).
 *
 * Three keys are fixed domains: `closed` (untouched, inaccessible, freed, and
 * locked objects whose first access under the lock is still to be verified —
 * no thread may touch them, so every first access traps), `shared`
 * (read-shared) and `sticky` (sticky-read). The rest form a pool, handed to
 * threads (their private domain) and to locks (the domain of the objects
 * locked by them) one key each while keys last. A key goes back to the pool
 * when no object is tagged with it and its thread has finished (a lock's key:
 * when no object is). With the pool empty, a thread or lock shares a key
 * chosen by a hash of its id (PUSh's multiply-mod-prime family); such
 * sharing can hide a violation between the two, and is counted. */
#ifndef HEDDLE_MPK_KEYS_H
#define HEDDLE_MPK_KEYS_H
#include <stdint.h>

struct hd_mpk_fixed_keys {
  int closed, shared, sticky;
};
extern struct hd_mpk_fixed_keys hd_mpk_fixed;
/* PKRU bits (both of every key) of all keys the backend owns. */
extern uint32_t hd_mpk_owned_bits;

/* Allocates every key the kernel gives (pkey_alloc). Returns the number of
 * keys, or -errno of the first pkey_alloc when it gives none. At least 4
 * are needed (the three fixed domains and one for the pool). */
int hd_mpk_keys_init(void);
int hd_mpk_key_owned(int key);

/* The key of thread `tid`'s private domain / of lock `lock`'s domain; a new
 * one when `assign` and it has none (0 when it has none and !assign). */
int hd_mpk_key_of_thread(uint32_t tid, int assign);
int hd_mpk_key_of_lock(uintptr_t lock, int assign);
/* Locks that own a key right now. */
extern int hd_mpk_lock_keys;
/* Has any lock a domain (a key of its own, or a shared one)? 0: lock
 * operations change no PKRU. */
int hd_mpk_locks_have_keys(void);

/* One more (delta 1) or one fewer (-1) object tagged with key. */
void hd_mpk_key_objects(int key, int delta);
/* Thread tid has finished: its key returns once no object holds it. */
void hd_mpk_key_thread_done(uint32_t tid);

/* Thread tid started without a key of its own (counted)? */
int hd_mpk_key_thread_shares(uint32_t tid);
/* Has any thread or lock shared a key since start-up? */
int hd_mpk_keys_shared(void);
/* A new hash function of the family for the holders that share (rehash.c;
 * all other threads stopped). */
void hd_mpk_keys_rehash(uint64_t seed);
/* Set while the calling thread holds the pool's lock. */
extern __thread int hd_mpk_in_keys_lock;
/* rehash.c: stops here if a rehash asked while the lock was held. */
void hd_mpk_stop_if_asked(void);

struct hd_mpk_key_stats {
  uint64_t shared_assignments; /* threads started without a key of their own */
  uint32_t keys, pool;         /* keys allocated, of them in the pool */
};
void hd_mpk_key_stats(struct hd_mpk_key_stats *out);

#endif
