/* finding_objects.h — every object a finding's location reported (issue #12
 * item 5). Deduplication keeps one finding per rule and location, so two
 * buffers written by one line are one result; it must still name both. The
 * finding's first report names its object; each merged report about another
 * object (dedup.h dedup_object: a global's symbol, a heap object's size and
 * allocation site) adds a struct finding_object, which the SARIF result and
 * the text summary name after the first. */
#ifndef HEDDLE_FINDING_OBJECTS_H
#define HEDDLE_FINDING_OBJECTS_H

#include <stddef.h>

#include "dedup.h"
#include "findings.h"
#include "source_lines.h"

/* How many objects a message names (the finding's own included), as
 * heddle-sarif merge does (sarif/src/objects.ts OBJECTS_NAMED_MAX): the others
 * are counted, and all are in properties.objects. */
#define OBJECTS_NAMED_MAX 10

/* Records the object of finding k's first report (its allocation symbolized in f->alloc). 0, or -1 when out of memory. */
int finding_objects_first(struct dedup *d, size_t k, const struct finding *f);

/* Adds rec's object to finding k (f) when f does not name it yet: only a new
 * object's allocation stack is symbolized. Reports without an object (an
 * untracked pointer), and findings whose first report had none, add nothing.
 * 0, or -1 when out of memory. */
int finding_objects_add(struct finding *f, struct dedup *d, size_t k,
                        const struct heddle_ev_report *rec, struct symbolizer *sym,
                        struct source_cache *sources);

void finding_objects_free(struct finding *f);

#endif /* HEDDLE_FINDING_OBJECTS_H */
