/* filter_json.c — a parse in the conformance corpus's JSON form
 * (tests/filters/README.md; annotation-lint's corpus-json.ts): the tree with
 * every range written "L:C-L:C" (1-based, end exclusive) and the errors. Used by
 * the corpus test driver (runtime/test/loom), not linked into libheddle. */
#include "filter_json.h"

static void str(FILE *out, const char *s) {
  fputc('"', out);
  for (; *s; s++) {
    unsigned char ch = (unsigned char)*s;
    if (ch == '"' || ch == '\\') fprintf(out, "\\%c", ch);
    else if (ch < 0x20) fprintf(out, "\\u%04x", ch);
    else fputc(ch, out);
  }
  fputc('"', out);
}

static void range(FILE *out, const char *key, struct loom_range r) {
  fprintf(out, ",\"%s\":\"%d:%d-%d:%d\"", key, r.start.line + 1, r.start.col + 1, r.end.line + 1, r.end.col + 1);
}

/* A JSON array of nodes, each written by `one`. */
static void list(FILE *out, void *const *items, int n, void (*one)(FILE *, const void *)) {
  fputc('[', out);
  for (int i = 0; i < n; i++) {
    if (i) fputc(',', out);
    one(out, items[i]);
  }
  fputc(']', out);
}

static void expr(FILE *out, const struct loom_expr *e);
static void expr_item(FILE *out, const void *e) { expr(out, e); }
static void exprs(FILE *out, struct loom_expr *const *items, int n) { list(out, (void *const *)items, n, expr_item); }

static void expr(FILE *out, const struct loom_expr *e) {
  static const char *const kinds[] = {"number", "name", "binary", "unary", "index", "field", "call"};
  fprintf(out, "{\"kind\":\"%s\"", kinds[e->kind]);
  switch (e->kind) {
    case LOOM_EXPR_NUMBER: fputs(",\"text\":", out), str(out, e->text); break;
    case LOOM_EXPR_NAME: fputs(",\"name\":", out), str(out, e->text); break;
    case LOOM_EXPR_BINARY:
      fputs(",\"op\":", out), str(out, e->op);
      fputs(",\"left\":", out), expr(out, e->a);
      fputs(",\"right\":", out), expr(out, e->b);
      break;
    case LOOM_EXPR_UNARY:
      fputs(",\"op\":", out), str(out, e->op);
      fputs(",\"operand\":", out), expr(out, e->a);
      break;
    case LOOM_EXPR_INDEX:
      fputs(",\"base\":", out), expr(out, e->a);
      fputs(",\"index\":", out), expr(out, e->b);
      break;
    case LOOM_EXPR_FIELD:
      fputs(",\"op\":", out), str(out, e->op);
      fputs(",\"base\":", out), expr(out, e->a);
      fputs(",\"field\":", out), str(out, e->text);
      break;
    case LOOM_EXPR_CALL:
      fputs(",\"callee\":", out), expr(out, e->a);
      fputs(",\"args\":", out), exprs(out, e->args, e->nargs);
      break;
  }
  range(out, "range", e->range);
  fputc('}', out);
}

static void event(FILE *out, const struct loom_event *ev) {
  fputs("{\"kind\":\"event\",\"file\":", out);
  str(out, ev->file);
  range(out, "fileRange", ev->file_range);
  fprintf(out, ",\"line\":%lld", ev->line);
  range(out, "lineRange", ev->line_range);
  if (ev->expr) fputs(",\"expr\":", out), expr(out, ev->expr);
  if (ev->count) fputs(",\"count\":", out), expr(out, ev->count);
  range(out, "range", ev->range);
  fputc('}', out);
}

static void event_item(FILE *out, const void *ev) { event(out, ev); }
static void events(FILE *out, struct loom_event *const *items, int n) {
  list(out, (void *const *)items, n, event_item);
}

static void region(FILE *out, const struct loom_region *r) {
  if (r->kind == LOOM_REGION_CODE) {
    fputs("{\"kind\":\"codeRegion\",\"entries\":", out);
    events(out, r->entries, r->nentries);
    fputs(",\"exits\":", out);
    events(out, r->exits, r->nexits);
  } else {
    fputs("{\"kind\":\"functionRegion\",\"name\":", out);
    str(out, r->name);
    range(out, "nameRange", r->name_range);
    if (r->has_args) fputs(",\"args\":", out), exprs(out, r->args, r->nargs);
  }
  range(out, "range", r->range);
  fputc('}', out);
}

static void region_item(FILE *out, const void *r) { region(out, r); }

void loom_filter_write_json(FILE *out, const struct loom_filter *f) {
  fputs("{\"tree\":{\"kind\":\"filter\",\"constraints\":[", out);
  for (int i = 0; i < f->nconstraints; i++) {
    const struct loom_constraint *k = f->constraints[i];
    if (i) fputc(',', out);
    if (k->kind == LOOM_ORDER) {
      fputs("{\"kind\":\"executionOrder\",\"events\":", out);
      events(out, k->events, k->nevents);
    } else if (k->kind == LOOM_MUTUAL) {
      fputs("{\"kind\":\"mutualExclusion\",\"regions\":", out);
      list(out, (void *const *)k->regions, k->nregions, region_item);
    } else {
      fputs("{\"kind\":\"unilateralExclusion\",\"region\":", out);
      region(out, k->regions[0]);
      range(out, "starRange", k->star_range);
    }
    range(out, "range", k->range);
    fputc('}', out);
  }
  fputs("]},\"errors\":[", out);
  for (int i = 0; i < f->ndiags; i++) {
    const struct loom_diag *d = &f->diags[i];
    if (i) fputc(',', out);
    fprintf(out, "{\"code\":\"%s\"", loom_error_code_name(d->code));
    range(out, "range", d->range);
    fputs(",\"message\":", out);
    str(out, d->message);
    fputc('}', out);
  }
  fputs("]}\n", out);
}
