/* sarif_suggestion.c — see sarif_suggestion.h. */
#define _GNU_SOURCE
#include "sarif_suggestion.h"

#include <stdlib.h>
#include <string.h>

#include "findings.h"
#include "rules.h"

static void text_object(struct json_writer *w, const char *key, const char *text) {
  json_key(w, key);
  json_begin_object(w);
  json_member_string(w, "text", text);
  json_end_object(w);
}

/* A related location for a stack's user frame, when it has one. */
static int related(struct json_writer *w, const struct sarif_context *ctx, const struct symbolized_stack *st,
                   int id, const char *message) {
  const struct frame *f = user_frame(st);
  if (!f) return 0;
  sarif_location(w, ctx, f, id, message);
  return 1;
}

static void fix(struct json_writer *w, const struct sarif_context *ctx, const struct suggestion_fix *f) {
  json_key(w, "fixes");
  json_begin_array(w);
  json_begin_object(w);
  text_object(w, "description", f->description);
  json_key(w, "artifactChanges");
  json_begin_array(w);
  json_begin_object(w);
  sarif_artifact_location(w, ctx, f->file);
  json_key(w, "replacements");
  json_begin_array(w);
  for (size_t i = 0; i < f->n_edits; i++) {
    const struct text_edit *e = &f->edits[i];
    json_begin_object(w);
    json_key(w, "deletedRegion");
    json_begin_object(w);
    json_member_int(w, "startLine", e->line);
    json_member_int(w, "startColumn", e->column);
    json_member_int(w, "endLine", e->line);
    json_member_int(w, "endColumn", e->end_column);
    json_end_object(w);
    text_object(w, "insertedContent", e->text);
    json_end_object(w);
  }
  json_end_array(w);
  json_end_object(w);
  json_end_array(w);
  json_end_object(w);
  json_end_array(w);
}

static void properties(struct json_writer *w, const struct suggestion *s) {
  const struct heddle_ev_suggestion *r = s->rec;
  json_key(w, "properties");
  json_begin_object(w);
  json_key(w, "suggestion");
  json_begin_object(w);
  json_member_string(w, "kind", suggestion_kind_name(r->kind));
  if (s->object) json_member_string(w, "object", s->object);
  if (s->lock_name) json_member_string(w, "lock", s->lock_name);
  if (s->variable) json_member_string(w, "variable", s->variable);
  json_member_int(w, "threads", r->threads);
  json_member_int(w, "size", (int64_t)r->obj_size);
  if (r->kind == HEDDLE_SUGGEST_SLICE || r->kind == HEDDLE_SUGGEST_FIELDS) {
    json_key(w, "sliceBytes");
    json_begin_array(w);
    for (uint32_t i = 0; i < r->nslices; i++) json_int(w, (int64_t)(r->slice_len[i] * (r->elem_size ? r->elem_size : 1)));
    json_end_array(w);
  }
  if (s->fix.file && s->n_calls) {
    /* the names a hand-off's calls use, and where the runtime saw the object through them */
    json_key(w, "calls");
    json_begin_array(w);
    for (size_t i = 0; i < s->n_calls; i++) {
      json_begin_object(w);
      json_member_string(w, "call", handoff_call_name(&s->calls[i]));
      json_member_string(w, "expression", s->calls[i].expression);
      json_member_int(w, "line", s->calls[i].line);
      json_member_int(w, "accessLine", s->calls[i].access_line);
      json_end_object(w);
    }
    json_end_array(w);
  }
  /* why there is no fix: the message's sentence from "No fix:" on (what, where, what the user can do) */
  const char *why = s->fix.file || !s->message ? NULL : strstr(s->message, SUGGESTION_NO_FIX);
  if (why) json_member_string(w, "noFix", why + strlen(SUGGESTION_NO_FIX) + 1);
  json_end_object(w);
  json_member_int(w, "pid", s->proc->process.pid);
  json_end_object(w);
}

void sarif_suggestion(struct json_writer *w, const struct sarif_context *ctx, const struct suggestion *s,
                      const char *fingerprint) {
  json_begin_object(w);
  json_member_string(w, "ruleId", rule_info(HEDDLE_RULE_ANNOTATION_SUGGESTION)->id);
  json_member_int(w, "ruleIndex", rule_index(HEDDLE_RULE_ANNOTATION_SUGGESTION));
  json_member_string(w, "level", "note");
  text_object(w, "message", s->message ? s->message : "Annotation suggestion.");
  struct frame at = {.file = s->file, .line = s->line, .column = s->column};
  json_key(w, "locations");
  json_begin_array(w);
  sarif_location(w, ctx, &at, 0, NULL);
  json_end_array(w);
  if (user_frame(&s->acquire) || user_frame(&s->release)) {
    json_key(w, "relatedLocations");
    json_begin_array(w);
    int id = 1;
    if (s->rec->flags & HEDDLE_SUGGEST_THROUGH_ATOMICS) { /* no steps: the atomic and a part it handed over */
      id += related(w, ctx, &s->release, id, "an atomic write once it was shared");
      related(w, ctx, &s->acquire, id, "a plain access of a part handed over");
    } else if (s->rec->kind == HEDDLE_SUGGEST_HAND_OFF || s->rec->kind == HEDDLE_SUGGEST_READ_SHARED) {
      /* every place it changed hands: the old owner's access, the new owner's first */
      int phases = s->rec->kind == HEDDLE_SUGGEST_READ_SHARED;
      for (size_t i = 0; i <= s->n_steps; i++) {
        id += related(w, ctx, i ? &s->steps[i - 1].from : &s->release, id,
                      phases ? "the last thread's access before the next one's" : "the old owner's access before the hand-over");
        id += related(w, ctx, i ? &s->steps[i - 1].to : &s->acquire, id,
                      phases ? "the next thread's first access" : "the new owner's first access");
      }
      related(w, ctx, &s->unlocked_turn, id, "a turn that held no lock");
    } else if (s->rec->kind == HEDDLE_SUGGEST_SLICE) {
      /* a prepared array's hand-over: where its preparation ended and where each part's thread began */
      for (size_t i = 0; i < s->n_steps; i++) {
        if (!i) id += related(w, ctx, &s->steps[0].from, id, "the preparing thread's last access before the parts were taken");
        id += related(w, ctx, &s->steps[i].to, id, "a part's thread began using it here");
      }
      if (!s->n_steps) id += related(w, ctx, &s->acquire, id, "first access by a second thread");
      if (s->rec->flags & HEDDLE_SUGGEST_TAKEN_OVER)
        related(w, ctx, &s->release, id, s->rec->release.kind == HEDDLE_CHANGE_FREE ? "the parts freed after their threads"
                                                                                    : "the parts used after their threads");
    } else {
      id += related(w, ctx, &s->acquire, id, "first access by a second thread");
      related(w, ctx, &s->release, id, "last write before it was shared");
    }
    json_end_array(w);
  }
  json_key(w, "partialFingerprints");
  json_begin_object(w);
  json_member_string(w, "primaryLocationLineHash", fingerprint);
  json_end_object(w);
  if (s->fix.file) fix(w, ctx, &s->fix);
  properties(w, s);
  json_end_object(w);
}
