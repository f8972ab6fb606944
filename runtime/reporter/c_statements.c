/* c_statements.c — see c_statements.h. */
#define _GNU_SOURCE
#include "c_statements.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ---- text and tokens */

/* Appends path's lines to f->text from f->len_all; the file's own (lines:
 * 1) also to line_start. 0 (also when path cannot be read: nothing added),
 * or -1 when out of memory. */
static int append_text(struct c_file *f, struct source_cache *c, const char *path, int lines) {
  size_t lines_cap = lines ? 0 : (size_t)-1;
  for (int n = 1;; n++) {
    size_t len;
    const char *t = source_line(c, path, n, &len);
    if (!t) break;
    if (f->len_all + len + 2 >= f->cap) {
      f->cap = (f->len_all + len + 2) * 2 + 4096;
      char *grown = realloc(f->text, f->cap);
      if (!grown) return -1;
      f->text = grown;
    }
    memcpy(f->text + f->len_all, t, len);
    f->len_all += len;
    f->text[f->len_all++] = '\n';
    f->text[f->len_all] = '\0';
    if (!lines) continue;
    if ((size_t)f->n_lines + 1 >= lines_cap) {
      lines_cap = lines_cap * 2 + 256;
      size_t *grown = realloc(f->line_start, lines_cap * sizeof *grown);
      if (!grown) return -1;
      f->line_start = grown;
    }
    f->line_start[f->n_lines++] = f->len_all - len - 1;
  }
  return 0;
}

static int read_text(struct c_file *f, struct source_cache *c, const char *path) {
  if (append_text(f, c, path, 1)) return -1;
  if (!f->text) return -1;
  f->len = f->len_all;
  return 0;
}

static int add_token(struct c_file *f, size_t *cap, enum c_token_kind kind, size_t start, size_t end) {
  if (f->n_toks == *cap) {
    *cap = *cap * 2 + 1024;
    struct c_token *grown = realloc(f->toks, *cap * sizeof *grown);
    if (!grown) return -1;
    f->toks = grown;
  }
  f->toks[f->n_toks++] = (struct c_token){kind, start, end};
  return 0;
}

static int is_ident(char ch) { return isalnum((unsigned char)ch) || ch == '_'; }

/* A `#define NAME` or `#define NAME(params)` directive at text[i, line_end):
 * kept in f->macros with its body's byte range (its tokens come later). */
static int note_define(struct c_file *f, size_t i, size_t line_end, size_t *cap) {
  const char *t = f->text;
  for (i++; i < line_end && (t[i] == ' ' || t[i] == '\t'); i++) {}
  if (line_end - i < 6 || memcmp(t + i, "define", 6) != 0 || is_ident(t[i + 6])) return 0;
  for (i += 6; i < line_end && (t[i] == ' ' || t[i] == '\t'); i++) {}
  size_t name = i;
  while (i < line_end && is_ident(t[i])) i++;
  if (i == name || isdigit((unsigned char)t[name])) return 0;
  struct c_macro m = {name, i, t[i] == '(', 0, 0};
  if (m.function_like)
    while (i < line_end && t[i] != ')') i++;
  if (f->n_macros == *cap) {
    *cap = *cap * 2 + 16;
    struct c_macro *grown = realloc(f->macros, *cap * sizeof *grown);
    if (!grown) return -1;
    f->macros = grown;
  }
  /* the body's bytes for now; tokens once the code's are all in */
  m.first = i < line_end ? i + 1 : line_end;
  m.end = line_end;
  f->macros[f->n_macros++] = m;
  return 0;
}

/* Tokens of text[i, n). Code (macro_body 0): preprocessor lines skipped,
 * their `#define`s noted. A macro's body: one logical line, `#` a token. */
static int tokenize_range(struct c_file *f, size_t i, size_t n, int macro_body, size_t *cap, size_t *macros_cap) {
  const char *t = f->text;
  int line_start = !macro_body;
  while (i < n) {
    char ch = t[i];
    if (ch == '\n') { line_start = !macro_body; i++; continue; }
    if (isspace((unsigned char)ch) || (macro_body && ch == '\\')) { i++; continue; }
    if (line_start && ch == '#') { /* a preprocessor line, with its continuations */
      size_t from = i;
      while (i < n && !(t[i] == '\n' && t[i - 1] != '\\')) i++;
      if (note_define(f, from, i, macros_cap)) return -1;
      continue;
    }
    line_start = 0;
    if (ch == '/' && i + 1 < n && t[i + 1] == '/') {
      while (i < n && t[i] != '\n') i++;
      continue;
    }
    if (ch == '/' && i + 1 < n && t[i + 1] == '*') {
      char *close = strstr(t + i + 2, "*/");
      i = close ? (size_t)(close - t) + 2 : n;
      continue;
    }
    size_t start = i;
    enum c_token_kind kind = C_TOK_PUNCT;
    if (ch == '"' || ch == '\'') {
      for (i++; i < n && t[i] != ch && t[i] != '\n'; i++)
        if (t[i] == '\\') i++;
      i++;
      kind = C_TOK_LITERAL;
    } else if (is_ident(ch)) {
      while (i < n && (is_ident(t[i]) || (isdigit((unsigned char)ch) && t[i] == '.'))) i++;
      kind = isdigit((unsigned char)ch) ? C_TOK_NUMBER : C_TOK_IDENT;
    } else {
      static const char *two[] = {"->", "++", "--", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=",
                                  "==", "!=", "<=", ">=", "&&", "||", "<<", ">>"};
      i++;
      for (size_t k = 0; k < sizeof two / sizeof two[0]; k++)
        if (t[start] == two[k][0] && i < n && t[i] == two[k][1]) { i++; break; }
    }
    if (add_token(f, cap, kind, start, i > n ? n : i)) return -1;
  }
  return 0;
}

/* ---- quoted headers' #defines */

#define HEADER_DEPTH 4    /* headers including headers */
#define INCLUDE_PARENTS 3 /* `include` directories looked for this many directories up */
#define MAX_HEADERS 32

struct headers_read {
  char *paths[MAX_HEADERS];
  size_t n;
};

/* The name of a `#include "name"` directive at text[i, line_end) (malloc'd), else NULL. */
static char *quoted_include(const char *t, size_t i, size_t line_end) {
  for (i++; i < line_end && (t[i] == ' ' || t[i] == '\t'); i++) {}
  if (line_end - i < 7 || memcmp(t + i, "include", 7) != 0) return NULL;
  for (i += 7; i < line_end && (t[i] == ' ' || t[i] == '\t'); i++) {}
  if (i >= line_end || t[i] != '"') return NULL;
  size_t from = ++i;
  while (i < line_end && t[i] != '"') i++;
  return i < line_end && i > from ? strndup(t + from, i - from) : NULL;
}

/* Where the header `name` included from a file in dir is: dir/name, else
 * X/include/name for X dir or one of its INCLUDE_PARENTS parents; NULL when
 * none is readable. */
static char *find_header(const char *dir, const char *name) {
  char *at = NULL;
  if (name[0] == '/') return access(name, R_OK) == 0 ? strdup(name) : NULL;
  if (asprintf(&at, "%s/%s", dir, name) < 0) return NULL;
  if (access(at, R_OK) == 0) return at;
  free(at);
  char *up = strdup(dir);
  for (int k = 0; up && k <= INCLUDE_PARENTS; k++) {
    if (asprintf(&at, "%s/include/%s", up, name) < 0) break;
    if (access(at, R_OK) == 0) {
      free(up);
      return at;
    }
    free(at);
    char *slash = strrchr(up, '/');
    if (!slash || slash == up) break;
    *slash = '\0';
  }
  free(up);
  return NULL;
}

/* The preprocessor lines of text[from, to): their `#define`s noted (when
 * defines), their quoted headers appended to the text past len and read the
 * same way, depth levels deep. path: the file text[from, to) is. */
static int read_directives(struct c_file *f, struct source_cache *c, const char *path, size_t from, size_t to,
                           int defines, int depth, struct headers_read *seen, size_t *macros_cap) {
  char *dir = strdup(path);
  char *slash = dir ? strrchr(dir, '/') : NULL;
  if (!slash) {
    free(dir);
    return 0;
  }
  *slash = '\0';
  int line_start = 1, rc = 0;
  for (size_t i = from; i < to && !rc;) {
    char ch = f->text[i];
    if (ch == '\n') { line_start = 1; i++; continue; }
    if (ch == ' ' || ch == '\t' || !line_start) { i++; continue; }
    line_start = 0;
    if (ch != '#') continue;
    size_t start = i;
    while (i < to && !(f->text[i] == '\n' && f->text[i - 1] != '\\')) i++;
    if (defines && note_define(f, start, i, macros_cap)) rc = -1;
    char *name = depth > 0 && seen->n < MAX_HEADERS ? quoted_include(f->text, start, i) : NULL;
    char *header = name ? find_header(dir, name) : NULL;
    free(name);
    for (size_t k = 0; header && k < seen->n; k++)
      if (strcmp(seen->paths[k], header) == 0) {
        free(header);
        header = NULL;
      }
    if (!header || rc) {
      free(header);
      continue;
    }
    seen->paths[seen->n++] = header;
    size_t region = f->len_all;
    /* text may move: offsets only from here on */
    if (append_text(f, c, header, 0)) rc = -1;
    else rc = read_directives(f, c, header, region, f->len_all, 1, depth - 1, seen, macros_cap);
  }
  free(dir);
  return rc;
}

static int tokenize(struct c_file *f, struct source_cache *c, const char *path) {
  size_t cap = 0, macros_cap = 0;
  if (tokenize_range(f, 0, f->len, 0, &cap, &macros_cap)) return -1;
  struct headers_read seen = {{0}, 0};
  int headers = read_directives(f, c, path, 0, f->len, 0, HEADER_DEPTH, &seen, &macros_cap);
  for (size_t k = 0; k < seen.n; k++) free(seen.paths[k]);
  if (headers) return -1;
  size_t code = f->n_toks;
  for (size_t k = 0; k < f->n_macros; k++) { /* appended past the code's (add_token appends at n_toks) */
    struct c_macro *m = &f->macros[k];
    size_t from = m->first, to = m->end;
    m->first = f->n_toks;
    if (tokenize_range(f, from, to, 1, &cap, &macros_cap)) return -1;
    m->end = f->n_toks;
  }
  f->n_toks_all = f->n_toks;
  f->n_toks = code;
  return 0;
}

/* Is token tok, below `bound`, the string s? */
static int tok_equals(const struct c_file *f, size_t tok, size_t bound, const char *s) {
  if (tok >= bound) return 0;
  size_t len = f->toks[tok].end - f->toks[tok].start;
  return strlen(s) == len && memcmp(f->text + f->toks[tok].start, s, len) == 0;
}

int c_tok_is(const struct c_file *f, size_t tok, const char *s) { return tok_equals(f, tok, f->n_toks, s); }

/* ---- statements */

static struct c_stmt *new_stmt(enum c_stmt_kind kind, size_t first, struct c_stmt *parent) {
  struct c_stmt *s = calloc(1, sizeof *s);
  if (!s) return NULL;
  s->kind = kind;
  s->first = first;
  s->parent = parent;
  return s;
}

static int add_kid(struct c_stmt *s, struct c_stmt *kid) {
  struct c_stmt **grown = realloc(s->kids, (s->n_kids + 1) * sizeof *grown);
  if (!grown) return -1;
  s->kids = grown;
  s->kids[s->n_kids++] = kid;
  return 0;
}

static void free_stmt(struct c_stmt *s) {
  if (!s) return;
  for (size_t i = 0; i < s->n_kids; i++) free_stmt(s->kids[i]);
  free(s->kids);
  free(s);
}

/* The token after the bracket group opening at i (its matching closer's successor). */
static size_t skip_group(const struct c_file *f, size_t i) {
  int depth = 0;
  for (; i < f->n_toks; i++) {
    if (c_tok_is(f, i, "(") || c_tok_is(f, i, "[") || c_tok_is(f, i, "{")) depth++;
    else if (c_tok_is(f, i, ")") || c_tok_is(f, i, "]") || c_tok_is(f, i, "}")) {
      if (--depth == 0) return i + 1;
    }
  }
  return f->n_toks;
}

/* Nesting deeper than this is read as one plain statement (no recursion
 * without bound on a pathological file). */
#define MAX_NESTING 200

static struct c_stmt *parse_stmt(const struct c_file *f, size_t *at, struct c_stmt *parent, int depth);

static struct c_stmt *parse_block(const struct c_file *f, size_t *at, struct c_stmt *parent, enum c_stmt_kind kind,
                                  int depth) {
  struct c_stmt *s = new_stmt(kind, *at, parent);
  if (!s) return NULL;
  size_t i = *at + 1;
  while (i < f->n_toks && !c_tok_is(f, i, "}")) {
    struct c_stmt *kid = parse_stmt(f, &i, s, depth + 1);
    if (!kid || add_kid(s, kid)) {
      free_stmt(kid);
      free_stmt(s);
      return NULL;
    }
  }
  s->end = i < f->n_toks ? i + 1 : f->n_toks;
  *at = s->end;
  return s;
}

/* A body of a loop or branch: parsed as a statement of its own. */
static int parse_body(const struct c_file *f, size_t *at, struct c_stmt *s, int depth) {
  if (*at >= f->n_toks) return -1;
  struct c_stmt *body = parse_stmt(f, at, s, depth + 1);
  if (!body || add_kid(s, body)) {
    free_stmt(body);
    return -1;
  }
  return 0;
}

static struct c_stmt *parse_stmt(const struct c_file *f, size_t *at, struct c_stmt *parent, int depth) {
  size_t i = *at;
  if (depth > MAX_NESTING) {
    struct c_stmt *s = new_stmt(C_STMT_PLAIN, i, parent);
    if (!s) return NULL;
    s->end = *at = c_tok_is(f, i, "{") || c_tok_is(f, i, "(") ? skip_group(f, i) : i + 1;
    return s;
  }
  if (c_tok_is(f, i, "{")) return parse_block(f, at, parent, C_STMT_BLOCK, depth);
  int loop = c_tok_is(f, i, "for") || c_tok_is(f, i, "while");
  int branch = c_tok_is(f, i, "if") || c_tok_is(f, i, "switch");
  struct c_stmt *s;
  if (loop || branch) {
    s = new_stmt(loop ? C_STMT_LOOP : C_STMT_BRANCH, i, parent);
    if (!s) return NULL;
    i = skip_group(f, i + 1);
    if (parse_body(f, &i, s, depth)) goto fail;
    if (c_tok_is(f, i, "else")) {
      i++;
      if (parse_body(f, &i, s, depth)) goto fail;
    }
  } else if (c_tok_is(f, i, "do")) {
    s = new_stmt(C_STMT_LOOP, i, parent);
    if (!s) return NULL;
    i++;
    if (parse_body(f, &i, s, depth)) goto fail;
    if (c_tok_is(f, i, "while")) i = skip_group(f, i + 1);
    if (c_tok_is(f, i, ";")) i++;
  } else {
    s = new_stmt(C_STMT_PLAIN, i, parent);
    if (!s) return NULL;
    int label = c_tok_is(f, i, "case") || c_tok_is(f, i, "default");
    while (i < f->n_toks) {
      if (c_tok_is(f, i, "(") || c_tok_is(f, i, "[") || c_tok_is(f, i, "{")) { i = skip_group(f, i); continue; }
      if (c_tok_is(f, i, "}")) break; /* a block's end: a statement without its `;` */
      i++;
      if (c_tok_is(f, i - 1, ";") || (label && c_tok_is(f, i - 1, ":"))) break;
    }
  }
  s->end = i;
  *at = i;
  return s;
fail:
  free_stmt(s);
  return NULL;
}

/* Top level: every `{` right after a `)` opens a function's body; other
 * braces (structs, initialisers) are skipped whole. */
static int find_functions(struct c_file *f) {
  for (size_t i = 0; i < f->n_toks;) {
    if (!c_tok_is(f, i, "{")) { i++; continue; }
    if (i == 0 || !c_tok_is(f, i - 1, ")")) { i = skip_group(f, i); continue; }
    int depth = 0;
    size_t open = i - 1;
    for (; open > 0; open--) {
      if (c_tok_is(f, open, ")")) depth++;
      else if (c_tok_is(f, open, "(") && --depth == 0) break;
    }
    size_t at = i;
    struct c_stmt *body = parse_block(f, &at, NULL, C_STMT_FUNCTION, 0);
    if (!body) return -1;
    body->params = open;
    body->name = open > 0 && f->toks[open - 1].kind == C_TOK_IDENT ? open - 1 : f->n_toks;
    struct c_stmt **grown = realloc(f->functions, (f->n_functions + 1) * sizeof *grown);
    if (!grown) {
      free_stmt(body);
      return -1;
    }
    f->functions = grown;
    f->functions[f->n_functions++] = body;
    i = at > i ? at : i + 1;
  }
  return 0;
}

struct c_file *c_file_open(struct source_cache *c, const char *path) {
  struct c_file *f = calloc(1, sizeof *f);
  if (!f) return NULL;
  if (read_text(f, c, path) || tokenize(f, c, path) || find_functions(f)) {
    c_file_free(f);
    return NULL;
  }
  return f;
}

void c_file_free(struct c_file *f) {
  if (!f) return;
  for (size_t i = 0; i < f->n_functions; i++) free_stmt(f->functions[i]);
  free(f->functions);
  free(f->toks);
  free(f->macros);
  free(f->line_start);
  free(f->text);
  free(f);
}

size_t c_file_offset(const struct c_file *f, int line, int column) {
  if (line < 1 || line > f->n_lines) return (size_t)-1;
  size_t at = f->line_start[line - 1];
  if (column > 0) return at + (size_t)column - 1;
  while (at < f->len && (f->text[at] == ' ' || f->text[at] == '\t')) at++;
  return at;
}

int c_file_line(const struct c_file *f, size_t offset) {
  int lo = 0, hi = f->n_lines - 1;
  while (lo < hi) {
    int mid = (lo + hi + 1) / 2;
    if (f->line_start[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

static int holds(const struct c_file *f, const struct c_stmt *s, size_t at) {
  return s->first < f->n_toks && f->toks[s->first].start <= at && s->end > 0 && at < f->toks[s->end - 1].end;
}

struct c_stmt *c_stmt_at(const struct c_file *f, size_t at) {
  struct c_stmt *s = NULL;
  for (size_t i = 0; i < f->n_functions && !s; i++)
    if (holds(f, f->functions[i], at)) s = f->functions[i];
  for (int deeper = s != NULL; deeper;) {
    deeper = 0;
    for (size_t k = 0; k < s->n_kids; k++)
      if (holds(f, s->kids[k], at)) {
        s = s->kids[k];
        deeper = 1;
        break;
      }
  }
  return s;
}

struct c_stmt *c_stmt_function(struct c_stmt *s) {
  while (s && s->kind != C_STMT_FUNCTION) s = s->parent;
  return s;
}

struct c_stmt *c_function_named(const struct c_file *f, const char *name, size_t len) {
  for (size_t i = 0; i < f->n_functions; i++) {
    const struct c_stmt *fn = f->functions[i];
    if (fn->name < f->n_toks && f->toks[fn->name].end - f->toks[fn->name].start == len &&
        memcmp(f->text + f->toks[fn->name].start, name, len) == 0)
      return f->functions[i];
  }
  return NULL;
}

int c_line_before(const struct c_file *f, const struct c_stmt *s) {
  size_t at = f->toks[s->first].start;
  int line = c_file_line(f, at);
  return c_file_offset(f, line, 0) == at ? line : 0;
}

/* ---- calls and assignments */

static int tok_prefix(const struct c_file *f, size_t i, const char *prefix) {
  size_t n = strlen(prefix);
  return f->toks[i].kind == C_TOK_IDENT && f->toks[i].end - f->toks[i].start >= n &&
         memcmp(f->text + f->toks[i].start, prefix, n) == 0;
}

/* c_tok_is over the macros' tokens too. */
static int any_tok_is(const struct c_file *f, size_t tok, const char *s) { return tok_equals(f, tok, f->n_toks_all, s); }

/* Does a definition of the macro token i names (function-like only when a
 * `(` follows) call what `names` names, up to depth expansions or calls? */
static int macro_calls_any(const struct c_file *f, size_t i, const struct c_callee_names *names, int depth) {
  const struct c_token *t = &f->toks[i];
  int call = any_tok_is(f, i + 1, "(");
  for (size_t k = 0; k < f->n_macros; k++) {
    const struct c_macro *m = &f->macros[k];
    if (m->name_end - m->name_start != t->end - t->start ||
        memcmp(f->text + m->name_start, f->text + t->start, t->end - t->start) != 0 || (m->function_like && !call))
      continue;
    if (c_calls_any(f, m->first, m->end, names, depth - 1)) return 1;
  }
  return 0;
}

int c_calls_any(const struct c_file *f, size_t first, size_t end, const struct c_callee_names *names, int depth) {
  for (size_t i = first; i < end; i++) {
    if (f->toks[i].kind != C_TOK_IDENT) continue;
    if (depth > 0 && f->n_macros && macro_calls_any(f, i, names, depth)) return 1;
    if (!any_tok_is(f, i + 1, "(")) continue;
    for (size_t k = 0; k < names->n; k++)
      if (tok_prefix(f, i, names->prefixes[k])) return 1;
    for (size_t k = 0; k < names->n_exact; k++)
      if (any_tok_is(f, i, names->exact[k])) return 1;
    const struct c_stmt *callee = c_function_named(f, f->text + f->toks[i].start, f->toks[i].end - f->toks[i].start);
    if (callee && depth > 0 && c_calls_any(f, callee->first, callee->end, names, depth - 1)) return 1;
  }
  return 0;
}

int c_assigns(const struct c_file *f, const struct c_stmt *s, const char *root) {
  if (!root) return 0;
  for (size_t i = s->first; i < s->end; i++) {
    if (!c_tok_is(f, i, root) || (i > 0 && (c_tok_is(f, i - 1, "->") || c_tok_is(f, i - 1, ".")))) continue;
    static const char *const ops[] = {"=", "+=", "-=", "++", "--", "*=", "/=", "%=", "&=", "|=", "^="};
    for (size_t k = 0; k < sizeof ops / sizeof ops[0]; k++)
      if (c_tok_is(f, i + 1, ops[k]) || (i > 0 && c_tok_is(f, i - 1, ops[k]) && ops[k][1] == ops[k][0])) return 1;
  }
  return 0;
}
