// What each name of the annotation API (runtime/include/heddle.h) means, for hover and completion.
// Semantics per PUSh §2; the header is the contract, annotation-lint lists its names (POLICIES,
// ANNOTATIONS), this is their editor documentation (a test checks every listed name has some).
export const POLICY_DOCS: Record<string, string> = {
  HEDDLE_UNTOUCHED: 'Not yet accessed: becomes private to the first thread that touches it.',
  HEDDLE_PRIVATE: 'Read and written only by its owner thread; any other thread\'s access is a sharing violation.',
  HEDDLE_READ_SHARED: 'Read by threads that called `heddle_acquire_read` on it, written by none.',
  HEDDLE_STICKY_READ: 'Read-only for every thread from now on (set while no other thread runs).',
  HEDDLE_RACY: 'Any thread may read and write it; heddle does not check it.',
  HEDDLE_INACCESSIBLE: 'No thread may access it.',
  HEDDLE_LOCKED: 'Accessed only while holding its mutex (`HEDDLE_GLOBAL_LOCKED`, `heddle_set_locked`); an access without it is `lock-not-held`.',
};

export const ANNOTATION_DOCS: Record<string, { signature: string; doc: string }> = {
  HEDDLE_GLOBAL: { signature: 'HEDDLE_GLOBAL(var, policy);', doc: 'At file scope, after the definition of `var`: gives the global its initial policy.' },
  HEDDLE_GLOBAL_LOCKED: { signature: 'HEDDLE_GLOBAL_LOCKED(var, &mutex);', doc: 'At file scope: `var` may only be accessed while holding `mutex`.' },
  heddle_malloc: { signature: 'void *heddle_malloc(size_t n, enum heddle_policy p)', doc: 'Allocates `n` bytes tracked with policy `p` (plain `malloc` memory is private to the allocating thread).' },
  heddle_malloc_locked: { signature: 'void *heddle_malloc_locked(size_t n, pthread_mutex_t *m)', doc: 'Allocates `n` bytes accessed only while holding `m`.' },
  heddle_acquire_write: { signature: 'void heddle_acquire_write(const void *obj)', doc: 'Makes `obj` private to the calling thread (write-like policy change).' },
  heddle_release_write: { signature: 'void heddle_release_write(const void *obj)', doc: 'Ends the calling thread\'s exclusive ownership of `obj` (write-like).' },
  heddle_acquire_read: { signature: 'void heddle_acquire_read(const void *obj)', doc: 'The calling thread starts reading read-shared `obj` (read-like).' },
  heddle_release_read: { signature: 'void heddle_release_read(const void *obj)', doc: 'The calling thread stops reading `obj` (read-like).' },
  heddle_set_racy: { signature: 'void heddle_set_racy(const void *obj)', doc: 'Stops checking `obj`: any thread may access it (write-like).' },
  heddle_set_sticky_read: { signature: 'void heddle_set_sticky_read(const void *obj)', doc: 'Makes `obj` read-only for everyone; only while no other thread runs.' },
  heddle_set_locked: { signature: 'void heddle_set_locked(const void *obj, pthread_mutex_t *m)', doc: '`obj` may from now on only be accessed while holding `m` (write-like; the first access is verified).' },
  heddle_slice: { signature: 'void heddle_slice(const void *array, size_t elem_size, size_t nslices, const size_t *lengths)', doc: 'Splits an array into `nslices` tracked objects so threads can own disjoint slices.' },
};

/** Hover text for a policy or API name, or undefined if `word` is neither. */
export function describeApiName(word: string): string | undefined {
  const policy = POLICY_DOCS[word];
  if (policy) return `**${word}** (sharing policy)\n\n${policy}`;
  const fn = ANNOTATION_DOCS[word];
  if (fn) return `\`\`\`c\n${fn.signature}\n\`\`\`\n${fn.doc}`;
  return undefined;
}
