/* finding_objects.c — see finding_objects.h. */
#include "finding_objects.h"

#include <stdlib.h>

#include "demangle.h"
#include "registration_frame.h"

static int has_object(const struct heddle_ev_report *rec) { return rec->obj_base || rec->obj_name[0]; }

int finding_objects_first(struct dedup *d, size_t k, const struct finding *f) {
  if (!has_object(f->rec)) return 0;
  return dedup_object_raw(d, k, f->rec) < 0 || dedup_object(d, k, f->rec, &f->alloc) < 0 ? -1 : 0;
}

int finding_objects_add(struct finding *f, struct dedup *d, size_t k,
                        const struct heddle_ev_report *rec, struct symbolizer *sym,
                        struct source_cache *sources) {
  if (!has_object(f->rec) || !has_object(rec)) return 0;
  int seen = dedup_object_raw(d, k, rec);
  if (seen) return seen < 0 ? -1 : 0; /* the same name, size and allocation PCs: nothing to symbolize */
  struct symbolized_stack alloc;
  symbolize_stack(sym, &rec->alloc.stack, &alloc);
  seen = dedup_object(d, k, rec, &alloc);
  struct finding_object *grown =
      seen ? NULL : realloc(f->objects, (f->n_objects + 1) * sizeof *f->objects);
  if (!grown) {
    stack_free(&alloc);
    return seen > 0 ? 0 : -1;
  }
  f->objects = grown;
  struct finding_object *o = &f->objects[f->n_objects++];
  o->name = rec->obj_name[0] ? demangle_variable(rec->obj_name) : NULL;
  o->size = rec->obj_size;
  o->sized = rec->obj_base != 0;
  o->alloc_kind = rec->alloc.kind;
  o->alloc_tid = rec->alloc.tid;
  o->alloc = alloc;
  name_registration_frames(&o->alloc, o->name ? o->name : rec->obj_name, sources);
  return 0;
}

void finding_objects_free(struct finding *f) {
  for (size_t i = 0; i < f->n_objects; i++) {
    free(f->objects[i].name);
    stack_free(&f->objects[i].alloc);
  }
  free(f->objects);
  f->objects = NULL;
  f->n_objects = 0;
}
