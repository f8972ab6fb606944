/* slice_fix.c — the source edit of a slice suggestion (an array whose parts
 * threads used, each its own), and its message.
 *
 * The fix, all in the file that defines the array (a global) or allocates it:
 *   - a heap array's `malloc(n)` becomes `heddle_malloc(n, HEDDLE_UNTOUCHED)`
 *     (the plain right side of an assignment or initialisation only);
 *   - the observed parts as `static const size_t NAME_parts[] = {...};` and
 *     `heddle_slice(NAME, sizeof ..., count, NAME_parts);`: both after the
 *     allocation's statement; for a global the parts at file scope after its
 *     definition, the call before the statement (lifted out of its function's
 *     loops) that created its first user's thread. Each slice starts
 *     untouched and becomes private to the thread that uses it;
 *   - when a thread used parts after their threads (a joiner reading the
 *     results): a loop of heddle_acquire_write over every slice, placed as a
 *     hand-off's acquire (handoff_places.h), where NAME_parts is in scope.
 * The lengths are in elements of the array's type (DWARF), so the call reads
 * as the program's own; they are this run's, which the comment and the
 * message say. No fix when the object is no array with a known element type,
 * the parts do not fall on elements, it is allocated in a wrapper (a function
 * returning it), parts were taken over at several places, there are more
 * parts than the record lists, or calloc allocated it (heddle_malloc does not
 * zero; untouched memory zeroed by the allocator would be private to it).
 *
 * An array its first user prepared (filled) before the threads took their
 * parts stays as allocated (private to the preparer); the parts, the slice
 * and a loop of heddle_release_write over the parts go where the
 * preparation is over, and each part's thread gets heddle_acquire_write of
 * its first element before its first access (slice_handover.c); no fix when
 * one of those places is not certain (the message says which). */
#define _GNU_SOURCE
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "c_statements.h"
#include "findings.h"
#include "handoff_names.h"
#include "handoff_places.h"
#include "slice_handover.h"
#include "suggestions.h"

void slice_prepare(struct suggestion *s, struct symbolizer *sym, struct source_cache *sources) {
  if (s->rec->kind != HEDDLE_SUGGEST_SLICE) return;
  if (s->object) {
    s->elem_size = symbolize_global_element_size(sym, s->rec->obj_base);
    return;
  }
  const struct frame *f = user_frame(&s->alloc);
  char *var = f && s->file ? assigned_variable(sources, s->file, s->line, s->column) : NULL;
  if (var) s->elem_size = symbolize_pointee_size(sym, f->pc, var);
  free(var);
}

void slice_merge(struct suggestion *kept, struct suggestion *other) {
  if (other->rec->flags & HEDDLE_SUGGEST_PART_START) {
    slice_note_part_start(kept, other);
    return;
  }
  const struct frame *a = user_frame(&kept->release), *b = user_frame(&other->release);
  if (a && b && a->line == b->line && strcmp(a->file, b->file) == 0) return; /* one line, several return addresses */
  kept->fix_note = "its parts were taken over at several places: acquire each before its first use there";
}

/* The lengths in elements, or 0 when a part does not fall on elements. */
static int lengths_in_elements(const struct suggestion *s, uint64_t *out) {
  const struct heddle_ev_suggestion *r = s->rec;
  uint64_t e = s->elem_size;
  for (uint32_t i = 0; i < r->nslices; i++) {
    uint64_t bytes = r->slice_len[i] * (r->elem_size ? r->elem_size : 1);
    if (!e || bytes % e) return 0;
    out[i] = bytes / e;
  }
  return r->nslices > 1;
}

/* The last identifier of an expression (`assign` of `cfg.assign`). */
static char *last_identifier(const char *expr) {
  size_t e = strlen(expr), b = e;
  while (b > 0 && (isalnum((unsigned char)expr[b - 1]) || expr[b - 1] == '_')) b--;
  return b < e && !isdigit((unsigned char)expr[b]) ? strndup(expr + b, e - b) : NULL;
}

/* `malloc(ARGS)` at (line, column) on one line: the replacement
 * `heddle_malloc(ARGS, HEDDLE_UNTOUCHED)` as an edit; 0 when the call is
 * not malloc's or not on one line. Sets *why for calloc. */
static int untouched_allocation(struct source_cache *c, const char *path, int line, int column,
                                struct text_edit *out, const char **why) {
  size_t len;
  const char *t = source_line(c, path, line, &len);
  if (!t || column < 1 || (size_t)column > len) return 0;
  const char *call = t + column - 1;
  size_t room = len - (size_t)(column - 1);
  if (room >= 7 && memcmp(call, "calloc(", 7) == 0)
    *why = "it is allocated by calloc, whose zeroing heddle_malloc would drop (and memory zeroed by the "
           "allocator is private to it): allocate it with heddle_malloc(size, HEDDLE_UNTOUCHED) if the "
           "threads write their parts before reading them";
  if (room < 7 || memcmp(call, "malloc(", 7) != 0) return 0;
  int depth = 0;
  for (size_t i = 6; i < room; i++) {
    if (call[i] == '(') depth++;
    else if (call[i] == ')' && --depth == 0) {
      out->line = line;
      out->column = column;
      out->end_column = column + (int)i + 1;
      return asprintf(&out->text, "heddle_malloc(%.*s, HEDDLE_UNTOUCHED)", (int)(i - 7), call + 7) >= 0;
    }
  }
  return 0;
}

/* The statement a global's heddle_slice goes before: the one holding the
 * pthread_create of its first user's thread, lifted out of every loop of
 * its function (the slice is made once, before any of the threads). */
static const struct c_stmt *before_first_user(const struct c_file *f, const struct suggestion *s) {
  const struct frame *at = user_frame(&s->alloc);
  if (!at || !at->file || strcmp(at->file, s->file) != 0) return NULL;
  size_t where = c_file_offset(f, at->line, at->column);
  const struct c_stmt *st = where == (size_t)-1 ? NULL : c_stmt_at(f, where);
  st = st ? block_statement(st) : NULL;
  for (const struct c_stmt *up = st; up && up->kind != C_STMT_FUNCTION; up = up->parent)
    if (up->kind == C_STMT_LOOP) st = block_statement(up);
  return st;
}

/* Does the function holding statement st return `name` (an allocation
 * wrapper: every allocation it makes would be sliced alike)? */
static int returns_name(const struct c_file *f, struct c_stmt *st, const char *name) {
  const struct c_stmt *fn = c_stmt_function(st);
  for (size_t i = fn ? fn->first : 0; fn && i + 1 < fn->end; i++) {
    if (!c_tok_is(f, i, "return")) continue;
    size_t k = i + 1;
    while (k < fn->end && c_tok_is(f, k, "(")) k++;
    if (k < fn->end && c_tok_is(f, k, name)) return 1;
  }
  return 0;
}

/* After a heap array's allocation statement (directly in a block): that
 * statement; NULL when something else follows it on its last line, or in
 * an allocation wrapper. */
static const struct c_stmt *allocation_statement(const struct c_file *f, struct suggestion *s) {
  size_t where = c_file_offset(f, s->line, s->column);
  struct c_stmt *st = where == (size_t)-1 ? NULL : c_stmt_at(f, where);
  if (!st || st->kind != C_STMT_PLAIN || block_statement(st) != st) return NULL;
  int last = c_file_line(f, f->toks[st->end - 1].start);
  if (st->end < f->n_toks && c_file_line(f, f->toks[st->end].start) == last) return NULL;
  if (returns_name(f, st, s->variable)) {
    s->fix_note = "it is allocated in a function that returns it (an allocation wrapper): slice it where the "
                  "caller keeps it";
    return NULL;
  }
  return st;
}

/* The line after a global's definition (the `;` ending the file-scope
 * declaration that holds line `line`, alone at the end of its line), where a
 * file-scope declaration can go; 0 when there is none. */
static int after_definition(const struct c_file *f, int line) {
  size_t at = c_file_offset(f, line, 0), i = 0;
  if (at == (size_t)-1) return 0;
  while (i < f->n_toks && f->toks[i].start < at) i++;
  for (int depth = 0; i < f->n_toks; i++) {
    if (c_tok_is(f, i, "(") || c_tok_is(f, i, "[") || c_tok_is(f, i, "{")) depth++;
    else if (c_tok_is(f, i, ")") || c_tok_is(f, i, "]") || c_tok_is(f, i, "}")) depth--;
    else if (depth == 0 && c_tok_is(f, i, ";")) break;
  }
  if (i >= f->n_toks || c_stmt_at(f, f->toks[i].start)) return 0; /* inside a function: not a global's */
  int end = c_file_line(f, f->toks[i].start);
  return i + 1 < f->n_toks && c_file_line(f, f->toks[i + 1].start) == end ? 0 : end + 1;
}

/* Is statement `inner` inside `block` and after token `after`? (A name
 * declared in block before `after` is in scope there.) */
static int in_scope_after(const struct c_stmt *inner, const struct c_stmt *block, size_t after) {
  if (inner->first <= after) return 0;
  for (const struct c_stmt *up = inner; up; up = up->parent)
    if (up == block) return 1;
  return 0;
}

/* The statement starting at `line` (a prepared array's hand-over line):
 * the parts declared there are in scope after it in its block. */
static const struct c_stmt *statement_on(const struct c_file *f, int line) {
  size_t at = line ? c_file_offset(f, line, 0) : (size_t)-1;
  const struct c_stmt *st = at == (size_t)-1 ? NULL : c_stmt_at(f, at);
  return st ? block_statement(st) : NULL;
}

/* A prepared array's acquire in each part's thread (one per place its
 * threads began), appended to the fix and its calls; 0 (with s->fix_note)
 * when one has no place. */
static int add_part_acquires(struct suggestion *s, struct source_cache *c, const struct c_file *f) {
  for (size_t i = 0; i < s->n_steps; i++) {
    const struct frame *to = user_frame(&s->steps[i].to);
    struct handoff_call call = {0};
    int indent_line = 0;
    if (!to || strcmp(to->file, s->file) != 0) {
      s->fix_note = "a part's thread begins using it in another file than the one that defines it";
      return 0;
    }
    if (!slice_part_acquire(f, s->object, &s->steps[i].to, &call, &indent_line, &s->fix_note)) return 0;
    int known = 0;
    for (size_t k = 0; k < s->n_calls && !known; k++)
      known = s->calls[k].line == call.line && strcmp(s->calls[k].expression, call.expression) == 0;
    char *indent = known ? NULL : indentation(c, s->file, indent_line);
    char *text = NULL;
    if (!known && (s->n_calls == SUGGESTION_MAX_EDITS ||
                   asprintf(&text, "%sheddle_acquire_write(%s); /* this thread's part */\n", indent ? indent : "",
                            call.expression) < 0)) {
      free(indent);
      free(call.expression);
      return 0;
    }
    free(indent);
    if (known) {
      free(call.expression);
      continue;
    }
    suggestion_fix_add_line(&s->fix, call.line, text);
    s->calls[s->n_calls++] = call;
  }
  return 1;
}

/* Parts taken over from threads that had not ended (a post of a semaphore the
 * taker waits on, not a join: PARTS_KEPT, `acquire` a part thread's last
 * access): in strict mode each part is still its thread's, so the thread
 * releases it after that access, before the statement that publishes (as a
 * hand-off's old owner's release), naming the part as the access does
 * (`&summary[id]`). Its line and expression in *out, the text in *text; 0 with
 * a note when there is no such place. */
static int part_release(struct suggestion *s, struct source_cache *c, const struct c_file *f,
                        struct handoff_call *out, char **text) {
  const struct frame *last = user_frame(&s->acquire);
  struct handoff_call place = {0};
  int indent_line = 0, part_line = 0;
  const char *why = NULL;
  int ok = last && strcmp(last->file, s->file) == 0 && handoff_place_release(c, f, s, &s->acquire, &place, &indent_line) &&
           place.line && slice_part_acquire(f, s->object, &s->acquire, out, &part_line, &why);
  free(place.expression);
  char *indent = ok ? indentation(c, s->file, indent_line ? indent_line : place.line) : NULL;
  ok = ok && asprintf(text, "%sheddle_release_write(%s); /* its part goes to the thread that takes the parts over */\n",
                      indent ? indent : "", out->expression) >= 0;
  free(indent);
  if (!ok) {
    free(out->expression);
    memset(out, 0, sizeof *out);
    *text = NULL;
    s->fix_note = "its parts were taken over while their threads still ran (no join), and a part's thread has no "
                  "certain place to release its part after its last access: heddle_release_write it there by hand";
    return 0;
  }
  out->line = place.line;
  out->release = 1;
  out->access_line = last->line;
  return 1;
}

void slice_fix_compute(struct suggestion *s, struct source_cache *c) {
  const struct heddle_ev_suggestion *r = s->rec;
  uint64_t lengths[HEDDLE_LOG_MAX_SLICES];
  /* An array its first user prepared before the threads took their parts:
   * sliced where the preparation is over, each part released there and
   * acquired by its thread (slice_handover.c). */
  int prepared = (r->flags & HEDDLE_SUGGEST_PREFILLED) != 0;
  if (r->flags & HEDDLE_SUGGEST_PARTS_TURNS)
    s->fix_note = "hand each part over where its threads take turns (heddle_release_write by the thread giving it "
                  "up, heddle_acquire_write by the one taking it, after a heddle_slice of the parts), or guard the "
                  "parts with a mutex";
  else if (r->flags & HEDDLE_SUGGEST_REPARTITIONED)
    s->fix_note = "its parts went on to threads that used them as parts of their own: the partition changes "
                  "between phases (as a merge sort's does), and one slice describes one partition; hand each "
                  "phase's parts over where the phase begins";
  else if (prepared && (r->flags & HEDDLE_SUGGEST_STARTS_UNSEEN))
    s->fix_note = "the run did not see where every part's thread began using it (a part's first access was not "
                  "its first element, or its thread had used the array before: the preparing thread working on "
                  "a part itself)";
  else if (r->flags & HEDDLE_SUGGEST_STARTS_INEXACT)
    s->fix_note = "the run could not tell where every part begins: a thread's first access of its part was not "
                  "its lowest (a loop starting past the part's first element), and race mode's records (granules, "
                  "not elements) do not say which element was; write heddle_slice with the program's own bounds";
  else if (prepared && !s->n_steps && !s->fix_note)
    s->fix_note = "the run did not see where the parts' threads began using them";
  if (s->fix_note) return; /* slice_merge found no one place */
  if (r->flags & HEDDLE_SUGGEST_MANY_PARTS) {
    s->fix_note = "it was cut into more parts than one suggestion lists";
    return;
  }
  if (!lengths_in_elements(s, lengths)) {
    s->fix_note = "its parts do not fall on the elements of a one-dimensional array or typed pointer";
    return;
  }
  struct c_file *f = c_file_open(c, s->file);
  if (!f) return;
  struct text_edit alloc = {0};
  char *name = NULL, *base = NULL, *elem = NULL, *decl = NULL, *slice = NULL, *take = NULL, *indent = NULL;
  const struct c_stmt *anchor;
  int line = 0, decl_line = 0; /* the slice's, and the parts' */
  if (s->object) {
    /* the parts at file scope after the definition: in scope wherever the
     * threads are created and the parts taken over */
    anchor = prepared ? NULL : before_first_user(f, s);
    name = strdup(s->object);
    line = prepared ? slice_handover_line(s, c, NULL, &s->fix_note) : anchor ? c_line_before(f, anchor) : 0;
    if (prepared) anchor = statement_on(f, line);
    decl_line = after_definition(f, s->line);
    if (line <= decl_line) line = 0;
    if (asprintf(&elem, "sizeof %s[0]", s->object) < 0) elem = NULL;
  } else {
    s->variable = assigned_variable(c, s->file, s->line, s->column);
    anchor = s->variable ? allocation_statement(f, s) : NULL;
    if (anchor && prepared) {
      /* private to its preparer, as allocated: sliced and released once prepared */
      name = strdup(s->variable);
      decl_line = line = slice_handover_line(s, c, s->variable, &s->fix_note);
      anchor = statement_on(f, line);
      if (asprintf(&elem, "sizeof *%s", s->variable) < 0) elem = NULL;
    } else if (anchor && untouched_allocation(c, s->file, s->line, s->column, &alloc, &s->fix_note)) {
      name = strdup(s->variable);
      decl_line = line = c_file_line(f, f->toks[anchor->end - 1].start) + 1;
      if (asprintf(&elem, "sizeof *%s", s->variable) < 0) elem = NULL;
    }
  }
  base = name ? last_identifier(name) : NULL;
  /* the take-over's loop names its own counters: not when they are the object's */
  int ok = line && anchor && elem && base && strcmp(base, "part") != 0 && strcmp(base, "first") != 0;
  if (ok) {
    indent = indentation(c, s->file, s->object || prepared ? line : s->line);
    char *list = NULL;
    size_t size = 0;
    FILE *m = open_memstream(&list, &size);
    for (uint32_t i = 0; m && i < r->nslices; i++) fprintf(m, "%s%llu", i ? ", " : "", (unsigned long long)lengths[i]);
    if (m) fclose(m);
    ok = list && asprintf(&decl, "%sstatic const size_t %s_parts[%u] = {%s}; /* one run's parts: write the program's "
                                 "own if they depend on the input */\n",
                          indent && !s->object ? indent : "", base, r->nslices, list) >= 0 &&
         asprintf(&slice, "%sheddle_slice(%s, %s, %u, %s_parts);\n", indent ? indent : "", name, elem, r->nslices,
                  base) >= 0;
    free(list);
  }
  struct handoff_call release = {0};
  if (ok && prepared) {
    /* each part goes from the preparer to the thread that takes it */
    char *both = NULL;
    const char *in = indent ? indent : "";
    ok = asprintf(&release.expression, "&%s[first]", name) >= 0 &&
         asprintf(&both, "%s%sfor (size_t part = 0, first = 0; part < %u; first += %s_parts[part++])\n"
                         "%s  heddle_release_write(%s); /* each part goes to the thread that takes it */\n",
                  slice, in, r->nslices, base, in, release.expression) >= 0;
    free(slice);
    slice = both;
    const struct frame *from = s->n_steps ? user_frame(&s->steps[0].from) : NULL;
    release.release = 1;
    release.line = line;
    release.access_line = from ? from->line : s->line;
  }
  struct handoff_call call = {0};
  if (ok && (r->flags & HEDDLE_SUGGEST_TAKEN_OVER)) {
    int indent_line = 0;
    const struct c_stmt *block = anchor->parent;
    ok = handoff_place_acquire(c, f, s, &s->release, r->release.kind == HEDDLE_CHANGE_FREE, &call, &indent_line);
    size_t at = ok ? c_file_offset(f, call.line, 0) : (size_t)-1;
    const struct c_stmt *there = at == (size_t)-1 ? NULL : c_stmt_at(f, at);
    /* the acquire needs NAME_parts: after a global's, or after the slice in its block */
    ok = ok && there && (s->object ? call.line > decl_line : in_scope_after(there, block, anchor->first));
    char *target = NULL;
    if (ok) {
      /* a global is named `&g` by the hand-off placement: its elements by `g[...]` */
      const char *object = call.expression[0] == '&' ? call.expression + 1 : call.expression;
      ok = asprintf(&target, "&%s[first]", object) >= 0;
    }
    char *tindent = ok ? indentation(c, s->file, indent_line ? indent_line : call.line) : NULL;
    ok = ok && asprintf(&take, "%sfor (size_t part = 0, first = 0; part < %u; first += %s_parts[part++])\n"
                               "%s  heddle_acquire_write(%s); /* the parts are this thread's now */\n",
                        tindent ? tindent : "", r->nslices, base, tindent ? tindent : "", target) >= 0;
    free(tindent);
    free(call.expression);
    call.expression = ok ? target : NULL;
    if (!ok) free(target);
  }
  struct handoff_call kept = {0};
  char *kept_text = NULL;
  if (ok && take && (r->flags & HEDDLE_SUGGEST_PARTS_KEPT)) ok = part_release(s, c, f, &kept, &kept_text);
  if (ok && prepared) {
    s->calls[s->n_calls++] = release;
    release.expression = NULL;
    ok = add_part_acquires(s, c, f);
    if (!ok) { /* all or nothing */
      for (size_t i = 0; i < s->fix.n_edits; i++) free(s->fix.edits[i].text);
      s->fix.n_edits = 0;
      for (size_t i = 0; i < s->n_calls; i++) free(s->calls[i].expression);
      s->n_calls = 0;
    }
  }
  if (ok) {
    s->fix.file = strdup(s->file);
    char what[300];
    snprintf(what, sizeof what, "Slice `%s` into the %u parts its threads used%s%s", name, r->nslices,
             prepared ? ", each handed to its thread once prepared" : "", take ? ", taken over after them" : "");
    s->fix.description = strdup(what);
    if (alloc.text) s->fix.edits[s->fix.n_edits++] = alloc, alloc.text = NULL;
    /* a heap array's lines go after the allocation; a global's parts after its
     * definition, its slice before the statement creating its first user */
    char *both = NULL;
    if (decl_line == line) {
      suggestion_fix_add_line(&s->fix, line, asprintf(&both, "%s%s", decl, slice) >= 0 ? both : NULL);
    } else {
      suggestion_fix_add_line(&s->fix, decl_line, decl);
      suggestion_fix_add_line(&s->fix, line, slice);
      decl = slice = NULL;
    }
    if (take) {
      suggestion_fix_add_line(&s->fix, call.line, take);
      take = NULL;
      s->calls[s->n_calls++] = call;
      call.expression = NULL;
    }
    if (kept_text) {
      suggestion_fix_add_line(&s->fix, kept.line, kept_text);
      kept_text = NULL;
      s->calls[s->n_calls++] = kept;
      kept.expression = NULL;
    }
    int inc = include_line(c, s->file);
    if (inc) suggestion_fix_add_line(&s->fix, inc, strdup("#include <heddle.h>\n"));
  }
  free(call.expression);
  free(release.expression);
  free(kept.expression);
  free(kept_text);
  free(alloc.text);
  free(name);
  free(base);
  free(elem);
  free(decl);
  free(slice);
  free(take);
  free(indent);
  c_file_free(f);
}

/* " The parts this run observed begin at byte offsets 0, 8, ..." */
static void observed_parts(FILE *m, const struct heddle_ev_suggestion *r) {
  fputs(" The parts this run observed begin at byte offsets", m);
  uint64_t off = 0;
  for (uint32_t i = 0; i < r->nslices; i++) {
    fprintf(m, "%s%llu", i ? ", " : " ", (unsigned long long)off);
    off += r->slice_len[i] * (r->elem_size ? r->elem_size : 1);
  }
  fputs((r->flags & HEDDLE_SUGGEST_MANY_PARTS) ? ", ..." : "", m);
}

void slice_message(FILE *m, const struct suggestion *s) {
  const struct heddle_ev_suggestion *r = s->rec;
  if (r->flags & HEDDLE_SUGGEST_PARTS_TURNS) { /* no partition: say what the threads did instead */
    fprintf(m, " was used by %u threads in parts that changed hands while their threads ran (a thread using a part "
               "of its own took another's part over before that part's thread had ended): no slice describes "
               "that, a slice's part being one thread's, besides a thread preparing it before and one taking it "
               "over after its thread.", r->threads);
    observed_parts(m, r);
    fputc('.', m);
    if (s->fix_note) fprintf(m, " No fix: %s.", s->fix_note);
    return;
  }
  fprintf(m, " was used by %u threads in disjoint parts: slice it with heddle_slice ", r->threads);
  if (r->flags & HEDDLE_SUGGEST_PREFILLED)
    fputs("once it is prepared (it was used before the threads took their parts) and hand each part to its "
          "thread: heddle_release_write by the preparing thread, heddle_acquire_write by the part's thread before "
          "its first access.", m);
  else
    fputs("before the threads start, each part untouched until its thread uses it.", m);
  observed_parts(m, r);
  fputs("; if the partition depends on the input, write the program's own expression for it.", m);
  for (size_t i = 0; (r->flags & HEDDLE_SUGGEST_PREFILLED) && i < s->n_steps; i++) {
    const struct frame *to = user_frame(&s->steps[i].to);
    const char *file = to ? strrchr(to->file, '/') : NULL;
    if (to) fprintf(m, "%s%s:%d%s", i ? ", " : " The parts' threads began using them at ", file ? file + 1 : to->file,
                    to->line, i + 1 == s->n_steps ? "." : "");
  }
  const struct frame *taken = user_frame(&s->release);
  if ((r->flags & HEDDLE_SUGGEST_TAKEN_OVER) && taken) {
    const char *file = strrchr(taken->file, '/');
    fprintf(m, " A thread %s the parts after their threads (%s:%d): take them over there with "
               "heddle_acquire_write.",
            r->release.kind == HEDDLE_CHANGE_FREE ? "freed" : "used", file ? file + 1 : taken->file, taken->line);
    const struct frame *last = user_frame(&s->acquire);
    const char *last_file = last ? strrchr(last->file, '/') : NULL;
    if ((r->flags & HEDDLE_SUGGEST_PARTS_KEPT) && last)
      fprintf(m, " Their threads had not ended then (no join ordered them): each releases its part with "
                 "heddle_release_write after its last access (%s:%d).",
              last_file ? last_file + 1 : last->file, last->line);
  }
  if (s->fix_note) fprintf(m, " No fix: %s.", s->fix_note);
}
