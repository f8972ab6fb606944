/* handoff_names.c — see handoff_names.h. The scanning is over c_statements.c's
 * tokens: a postfix chain is a name followed by `->`/`.` members and `[...]`
 * subscripts. */
#define _GNU_SOURCE
#include "handoff_names.h"

#include <stdlib.h>
#include <string.h>

struct chain {
  size_t first, end; /* the base's tokens */
  size_t last;       /* the whole chain's last token */
  int plain;         /* the base is a plain expression (a name the fix can use) */
};

/* Is [first, end) a plain name, member or subscript by names and numbers? */
static int plain_expression(const struct c_file *f, size_t first, size_t end) {
  if (first >= end || f->toks[first].kind != C_TOK_IDENT) return 0;
  for (size_t i = first; i < end; i++) {
    if (f->toks[i].kind == C_TOK_IDENT || f->toks[i].kind == C_TOK_NUMBER) continue;
    if (c_tok_is(f, i, "->") || c_tok_is(f, i, ".") || c_tok_is(f, i, "[") || c_tok_is(f, i, "]") ||
        c_tok_is(f, i, "+") || c_tok_is(f, i, "-"))
      continue;
    return 0;
  }
  return 1;
}

static int is_keyword(const struct c_file *f, size_t i) {
  static const char *const words[] = {"return", "sizeof", "if", "for", "while", "do", "switch", "case",
                                      "else", "struct", "union", "enum", "const", "static", "int", "char",
                                      "long", "short", "unsigned", "signed", "void", "double", "float"};
  for (size_t k = 0; k < sizeof words / sizeof words[0]; k++)
    if (c_tok_is(f, i, words[k])) return 1;
  return 0;
}

/* Is the `*` at token i a dereference (not a multiplication or a declarator)? */
static int unary_star(const struct c_file *f, size_t first, size_t i) {
  if (!c_tok_is(f, i, "*")) return 0;
  if (i == first) return 1;
  const struct c_token *before = &f->toks[i - 1];
  if (before->kind == C_TOK_NUMBER || c_tok_is(f, i - 1, ")") || c_tok_is(f, i - 1, "]")) return 0;
  return before->kind != C_TOK_IDENT || (is_keyword(f, i - 1) && !c_tok_is(f, i - 1, "sizeof"));
}

/* The dereferenced bases in tokens [first, end): per postfix chain, the part
 * before its last `->` or `[`; a chain after a unary `*` whole. Operands of
 * sizeof are no accesses. */
static size_t bases(const struct c_file *f, size_t first, size_t end, struct chain *out, size_t max) {
  size_t n = 0;
  for (size_t i = first; i < end && n < max;) {
    int starts = f->toks[i].kind == C_TOK_IDENT && !is_keyword(f, i) &&
                 !(i > 0 && (c_tok_is(f, i - 1, "->") || c_tok_is(f, i - 1, ".")));
    if (!starts) { i++; continue; }
    size_t j = i + 1, last_deref = 0;
    int plain = 1;
    while (j < end) {
      if ((c_tok_is(f, j, "->") || c_tok_is(f, j, ".")) && j + 1 < end && f->toks[j + 1].kind == C_TOK_IDENT) {
        if (c_tok_is(f, j, "->")) last_deref = j;
        j += 2;
      } else if (c_tok_is(f, j, "[")) {
        int depth = 0;
        size_t k = j;
        for (; k < end; k++) {
          if (c_tok_is(f, k, "[")) depth++;
          else if (c_tok_is(f, k, "]") && --depth == 0) break;
        }
        if (k >= end) break;
        if (!plain_expression(f, j + 1, k) && !(k == j + 2 && f->toks[j + 1].kind == C_TOK_NUMBER)) plain = 0;
        last_deref = j;
        j = k + 1;
      } else {
        break;
      }
    }
    size_t lead = i > first && c_tok_is(f, i - 1, "*") ? i - 1 : i; /* `sizeof *p`, `sizeof p->x` */
    int measured = lead > first && c_tok_is(f, lead - 1, "sizeof");
    int called = c_tok_is(f, j, "(");
    int unary = i > first && unary_star(f, first, i - 1);
    if (!measured && !called && (last_deref || unary)) {
      size_t base_end = last_deref && !unary ? last_deref : j;
      out[n++] = (struct chain){i, base_end, j - 1, plain && plain_expression(f, i, base_end)};
    }
    i = j > i ? j : i + 1;
  }
  return n;
}

static char *chain_text(const struct c_file *f, const struct chain *c) {
  size_t len = 0;
  for (size_t i = c->first; i < c->end; i++) len += f->toks[i].end - f->toks[i].start;
  char *text = malloc(len + 1), *p = text;
  if (!text) return NULL;
  for (size_t i = c->first; i < c->end; i++) {
    size_t l = f->toks[i].end - f->toks[i].start;
    memcpy(p, f->text + f->toks[i].start, l);
    p += l;
  }
  *p = 0;
  return text;
}

static int same_text(const struct c_file *f, const struct chain *a, const struct chain *b) {
  if (a->end - a->first != b->end - b->first) return 0;
  for (size_t i = 0; i < a->end - a->first; i++) {
    const struct c_token *x = &f->toks[a->first + i], *y = &f->toks[b->first + i];
    if (x->end - x->start != y->end - y->start || memcmp(f->text + x->start, f->text + y->start, x->end - x->start))
      return 0;
  }
  return 1;
}

/* The name the access at byte `at` (inside statement s, on its line) went
 * through, or NULL: the one base of the statement's dereferences, or, when
 * they differ, the chain holding the access's column, else the last chain
 * ending before it on that line (an assignment's column is its operator's). */
char *handoff_accessed_name(const struct c_file *f, const struct c_stmt *s, size_t at) {
  struct chain found[64];
  size_t n = bases(f, s->first, s->end, found, 64);
  if (!n) return NULL;
  int one = 1;
  for (size_t i = 1; i < n && one; i++) one = same_text(f, &found[0], &found[i]);
  if (one) return found[0].plain ? chain_text(f, &found[0]) : NULL;
  const struct chain *pick = NULL;
  size_t line_start = f->line_start[c_file_line(f, at) - 1];
  for (size_t k = 0; k < n; k++) {
    size_t lo = f->toks[found[k].first].start, hi = f->toks[found[k].last].end;
    if (lo <= at && at < hi) {
      pick = &found[k];
      break;
    }
    if (hi <= at && lo >= line_start && (!pick || f->toks[pick->last].end < hi)) pick = &found[k];
  }
  return pick && pick->plain ? chain_text(f, pick) : NULL;
}

int handoff_dereferences(const struct c_file *f, const struct c_stmt *s, const char *name) {
  struct chain found[64];
  size_t n = bases(f, s->first, s->end, found, 64);
  for (size_t i = 0; i < n; i++) {
    char *text = found[i].plain ? chain_text(f, &found[i]) : NULL;
    int same = text && strcmp(text, name) == 0;
    free(text);
    if (same) return 1;
  }
  return 0;
}

char *handoff_root(const char *expression) {
  expression += strspn(expression, "&*");
  size_t n = strspn(expression, HANDOFF_IDENT_CHARS);
  return strndup(expression, n);
}

int handoff_indexed_by_variable(const char *text) {
  int depth = 0;
  for (const char *p = text; *p; p++) {
    if (*p == '[') depth++;
    else if (*p == ']') depth--;
    else if (depth > 0 && strchr(HANDOFF_IDENT_CHARS, *p) && !(*p >= '0' && *p <= '9') &&
             !(p > text && strchr(HANDOFF_IDENT_CHARS, p[-1])))
      return 1;
  }
  return 0;
}

/* Which parameter of function fn `root` is (0-based), or -1. */
int handoff_parameter_index(const struct c_file *f, const struct c_stmt *fn, const char *root) {
  int depth = 0, index = 0;
  for (size_t i = fn->params; i < fn->first; i++) {
    if (c_tok_is(f, i, "(") || c_tok_is(f, i, "[")) depth++;
    else if (c_tok_is(f, i, ")") || c_tok_is(f, i, "]")) depth--;
    else if (depth == 1 && c_tok_is(f, i, ",")) index++;
    else if (depth == 1 && c_tok_is(f, i, root) && (c_tok_is(f, i + 1, ",") || c_tok_is(f, i + 1, ")") ||
                                                    c_tok_is(f, i + 1, "[")))
      return index;
  }
  return -1;
}

/* The text of argument `index` of the first call of `callee` in statement s
 * when it is a plain expression (or one with a leading `&`), else NULL. */
char *handoff_argument(const struct c_file *f, const struct c_stmt *s, const char *callee, size_t callee_len,
                       int index) {
  for (size_t i = s->first; i + 1 < s->end; i++) {
    if (!c_tok_is(f, i + 1, "(") || f->toks[i].end - f->toks[i].start != callee_len ||
        memcmp(f->text + f->toks[i].start, callee, callee_len) != 0)
      continue;
    size_t start = i + 2;
    int depth = 1, at = 0;
    for (size_t k = i + 2; k < s->end && depth > 0; k++) {
      if (c_tok_is(f, k, "(") || c_tok_is(f, k, "[")) depth++;
      else if (c_tok_is(f, k, ")") || c_tok_is(f, k, "]")) depth--;
      if ((depth == 1 && c_tok_is(f, k, ",")) || depth == 0) {
        if (at++ == index) {
          struct chain arg = {start, k, k ? k - 1 : 0, 1};
          size_t plain = c_tok_is(f, start, "&") ? start + 1 : start;
          return plain_expression(f, plain, k) ? chain_text(f, &arg) : NULL;
        }
        start = k + 1;
      }
    }
    return NULL;
  }
  return NULL;
}

char *handoff_call_pointee(const struct c_file *f, const struct c_stmt *s, size_t at) {
  for (size_t i = s->first; i + 1 < s->end; i++) {
    const struct c_token *callee = &f->toks[i];
    if (callee->kind != C_TOK_IDENT || !c_tok_is(f, i + 1, "(") || at < callee->start || at >= callee->end) continue;
    char *found = NULL;
    for (int index = 0; index < 8; index++) {
      char *arg = handoff_argument(f, s, f->text + callee->start, callee->end - callee->start, index);
      if (!arg || arg[0] == '&') {
        free(arg);
        continue;
      }
      if (found) { /* two candidates: which one the call read is not known */
        free(arg);
        free(found);
        return NULL;
      }
      found = arg;
    }
    return found;
  }
  return NULL;
}
