/* ctor_lock_fix.c — the fix for a C++ object locked by a mutex that is a
 * private (or protected) member of its own class (maple's string_buffer:
 * `StringBuffer *buffer = new StringBuffer("abc")`, every member function
 * locking `mutex_lock` through `this`). lock_names.c names the mutex
 * `buffer->mutex_lock` for the message, but no code outside the class may
 * take that member's address: heddle_set_locked(buffer, &buffer->mutex_lock)
 * would not compile. Inside the class it may. The call goes at the end of
 * each constructor the class defines in its body (DWARF gives their lines),
 * after the constructor's own writes, which it makes without the mutex:
 * `heddle_set_locked(this, &this->mutex_lock);`. Every object of the class is
 * then locked by its own mutex — what the run saw for this one, and what
 * member functions that all lock it mean for the others (a locked object may
 * be set locked again). A constructor of a pthread-typed mutex must set it up
 * (a `pthread_mutex_init`-like call naming the member) to get the call; one
 * that starts a thread, is defined outside the class or in another file, or
 * closes its body on a line with code gives no fix (s->fix_note says so). The
 * scanning is lexical (strings, characters and comments skipped); `heddle
 * annotate` checks the edit with tree-sitter-cpp before applying it. */
#define _GNU_SOURCE
#include "ctor_lock_fix.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "suggestions.h"

#define CTOR_SCAN_LINES 400

#define CTOR_NO_FIX                                                                                               \
  "its mutex is a private member of its class, which only the class's own functions can name, and no "           \
  "constructor defined in the class's body in this file sets the mutex up and ends on a line of its own without " \
  "starting a thread: call heddle_set_locked(this, &this->MUTEX) yourself at the end of its constructors"

/* The text of lines [first, first + CTOR_SCAN_LINES) of path, joined with
 * '\n', with comments, strings and characters blanked (spaces) so that a
 * scan sees code only; *n_lines: how many were read. */
static char *code_text(struct source_cache *c, const char *path, int first, int *n_lines) {
  size_t cap = 0, len = 0;
  char *out = NULL;
  int in_comment = 0;
  *n_lines = 0;
  for (int n = first; n < first + CTOR_SCAN_LINES; n++) {
    size_t ll;
    const char *t = source_line(c, path, n, &ll);
    if (!t) break;
    if (len + ll + 2 > cap) {
      cap = (len + ll + 2) * 2;
      char *grown = realloc(out, cap);
      if (!grown) break;
      out = grown;
    }
    for (size_t i = 0; i < ll; i++) {
      char ch = t[i];
      if (in_comment) {
        if (ch == '*' && i + 1 < ll && t[i + 1] == '/') in_comment = 0, out[len++] = ' ', i++;
        out[len++] = ' ';
        continue;
      }
      if (ch == '/' && i + 1 < ll && t[i + 1] == '/') break;
      if (ch == '/' && i + 1 < ll && t[i + 1] == '*') {
        in_comment = 1;
        out[len++] = ' ';
        out[len++] = ' ';
        i++;
        continue;
      }
      if (ch == '"' || ch == '\'') {
        out[len++] = ch;
        for (i++; i < ll && t[i] != ch; i++) {
          if (t[i] == '\\' && i + 1 < ll) out[len++] = ' ', i++;
          out[len++] = ' ';
        }
        if (i < ll) out[len++] = ch;
        continue;
      }
      out[len++] = ch;
    }
    out[len++] = '\n';
    ++*n_lines;
  }
  if (out) out[len] = '\0';
  return out;
}

static int ident_char(char ch) { return isalnum((unsigned char)ch) || ch == '_'; }

/* The offset of the bracket matching the one at open (0: none). */
static size_t matching(const char *t, size_t open) {
  char o = t[open], close = o == '(' ? ')' : o == '{' ? '}' : ']';
  int depth = 0;
  for (size_t i = open; t[i]; i++) {
    if (t[i] == o) depth++;
    else if (t[i] == close && --depth == 0) return i;
  }
  return 0;
}

/* The body `{` of the constructor `name(` that starts on the text's first
 * line (0: a prototype, or not found): past the parameters, `noexcept`-like
 * words, and an initialiser list whose members may be brace-initialised. */
static size_t body_open(const char *t, const char *name) {
  size_t n = strlen(name), eol = strcspn(t, "\n"), at = 0;
  const char *hit = t;
  for (; (hit = strstr(hit, name)) != NULL && (size_t)(hit - t) < eol; hit += n) {
    size_t k = (size_t)(hit - t) + n;
    while (t[k] == ' ' || t[k] == '\t') k++;
    if ((hit == t || !ident_char(hit[-1])) && t[k] == '(' && !(hit > t && hit[-1] == '~')) {
      at = k;
      break;
    }
  }
  size_t close = at ? matching(t, at) : 0;
  if (!close) return 0;
  int in_init = 0;
  for (size_t i = close + 1; t[i]; i++) {
    if (t[i] == ';') return 0;
    if (t[i] == ':' && t[i + 1] != ':' && (i == 0 || t[i - 1] != ':')) in_init = 1;
    if (t[i] == '(' && in_init) {
      if (!(i = matching(t, i))) return 0;
      continue;
    }
    if (t[i] != '{') continue;
    size_t b = i;
    while (b > 0 && isspace((unsigned char)t[b - 1])) b--;
    if (in_init && b > 0 && (ident_char(t[b - 1]) || t[b - 1] == '>')) { /* `member{value}` */
      if (!(i = matching(t, i))) return 0;
      continue;
    }
    return i;
  }
  return 0;
}

static int line_of(const char *t, size_t at) {
  int line = 0;
  for (size_t i = 0; i < at; i++) line += t[i] == '\n';
  return line;
}

/* Does [lo, hi) of t contain `word` as a whole word? */
static const char *word_in(const char *t, size_t lo, size_t hi, const char *word) {
  size_t n = strlen(word);
  for (const char *p = t + lo; (p = strstr(p, word)) != NULL && (size_t)(p - t) + n <= hi; p += n)
    if ((p == t || !ident_char(p[-1])) && !ident_char(p[n])) return p;
  return NULL;
}

/* Does the body [lo, hi) set up the mutex `member` by a call (`pthread_mutex_init(&mutex_lock, …)`)? */
static int sets_up(const char *t, size_t lo, size_t hi, const char *member) {
  for (const char *p = t + lo; (p = strstr(p, "_init")) != NULL && (size_t)(p - t) < hi; p += 5) {
    size_t k = (size_t)(p - t) + 5;
    while (t[k] == ' ' || t[k] == '\t') k++;
    size_t close = t[k] == '(' ? matching(t, k) : 0;
    if (close && close < hi && word_in(t, k, close, member)) return 1;
  }
  return 0;
}

static int starts_thread_in(const char *t, size_t lo, size_t hi) {
  return word_in(t, lo, hi, "pthread_create") || word_in(t, lo, hi, "thrd_create") ||
         word_in(t, lo, hi, "thread") || word_in(t, lo, hi, "jthread");
}

void ctor_lock_fix_compute(struct suggestion *s, struct source_cache *c) {
  const struct ctor_lock *k = s->ctor_lock;
  int lines[CTOR_LOCK_MAX];
  char *texts[CTOR_LOCK_MAX];
  size_t n = 0;
  int refused = !k->class_name; /* an anonymous class has no constructors of its own */
  for (size_t i = 0; i < k->n && !refused; i++) {
    int n_lines;
    char *t = code_text(c, s->file, k->line[i], &n_lines);
    size_t open = t ? body_open(t, k->class_name) : 0, close = open ? matching(t, open) : 0;
    int close_line = close ? line_of(t, close) : 0, open_line = open ? line_of(t, open) : 0;
    /* the closing brace first on its line, the body at least one line below the opening one */
    const char *close_text = close ? t + close : NULL;
    while (close_text && close_text > t && (close_text[-1] == ' ' || close_text[-1] == '\t')) close_text--;
    int own_line = close_text && (close_text == t || close_text[-1] == '\n') && close_line > open_line;
    if (close && starts_thread_in(t, open, close)) refused = 1;
    else if (own_line && (!k->pthread_type || sets_up(t, open, close, k->member))) {
      /* the body's first line's indentation, unless the body is empty */
      char *indent = indentation(c, s->file, k->line[i] + (close_line > open_line + 1 ? open_line + 1 : close_line));
      if (asprintf(&texts[n], "%sheddle_set_locked(this, &this->%s);\n", indent ? indent : "", k->member) >= 0)
        lines[n++] = k->line[i] + close_line;
      free(indent);
    }
    free(t);
  }
  if (refused || !n) {
    for (size_t i = 0; i < n; i++) free(texts[i]);
    s->fix_note = CTOR_NO_FIX;
    return;
  }
  char what[300];
  snprintf(what, sizeof what, "Annotate each `%s` as locked by its own `%s` at the end of its constructors",
           k->class_name, k->member);
  s->fix.file = strdup(s->file);
  s->fix.description = strdup(what);
  for (size_t i = 0; i < n; i++) suggestion_fix_add_line(&s->fix, lines[i], texts[i]);
  int inc = include_line(c, s->file);
  if (inc) suggestion_fix_add_line(&s->fix, inc, strdup("#include <heddle.h>\n"));
}

void ctor_lock_free(struct ctor_lock *k) {
  if (!k) return;
  free(k->class_name);
  free(k->member);
  free(k);
}
