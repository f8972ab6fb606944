// The annotation API of runtime/include/heddle.h as data: names, parameters,
// policies. Rule 1 checks calls against it; completion in the editor can list it.

export const POLICIES = [
  'HEDDLE_UNTOUCHED', 'HEDDLE_PRIVATE', 'HEDDLE_READ_SHARED', 'HEDDLE_STICKY_READ', 'HEDDLE_RACY', 'HEDDLE_INACCESSIBLE', 'HEDDLE_LOCKED',
] as const;

export type ParamKind = 'global' | 'policy' | 'mutex' | 'object' | 'value';

export const ANNOTATIONS: Readonly<Record<string, readonly ParamKind[]>> = {
  HEDDLE_GLOBAL: ['global', 'policy'],
  HEDDLE_GLOBAL_LOCKED: ['global', 'mutex'],
  heddle_malloc: ['value', 'policy'],
  heddle_malloc_locked: ['value', 'mutex'],
  heddle_acquire_write: ['object'],
  heddle_release_write: ['object'],
  heddle_acquire_read: ['object'],
  heddle_release_read: ['object'],
  heddle_set_racy: ['object'],
  heddle_set_sticky_read: ['object'],
  heddle_set_locked: ['object', 'mutex'],
  heddle_slice: ['object', 'value', 'value', 'value'],
};

export const GLOBAL_ANNOTATIONS = new Set(['HEDDLE_GLOBAL', 'HEDDLE_GLOBAL_LOCKED']);
