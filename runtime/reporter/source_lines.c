/* source_lines.c — see source_lines.h. */
#define _GNU_SOURCE
#include "source_lines.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct source_file {
  char *path;
  char *text;     /* NULL when unreadable */
  size_t *starts; /* offset of each line */
  size_t n_lines;
  size_t size;
  struct source_file *next;
};

struct source_cache {
  struct source_file *files;
};

struct source_cache *source_cache_new(void) { return calloc(1, sizeof(struct source_cache)); }

void source_cache_free(struct source_cache *c) {
  if (!c) return;
  for (struct source_file *f = c->files, *next; f; f = next) {
    next = f->next;
    free(f->path);
    free(f->text);
    free(f->starts);
    free(f);
  }
  free(c);
}

static void load(struct source_file *f) {
  FILE *in = fopen(f->path, "rb");
  if (!in) return;
  char *text = NULL;
  size_t size = 0;
  FILE *mem = open_memstream(&text, &size);
  char buf[8192];
  size_t n;
  while (mem && (n = fread(buf, 1, sizeof buf, in)) > 0) fwrite(buf, 1, n, mem);
  fclose(in);
  if (!mem || fclose(mem) != 0) { free(text); return; }
  size_t lines = 1;
  for (size_t i = 0; i < size; i++) lines += text[i] == '\n';
  f->starts = malloc(lines * sizeof *f->starts);
  if (!f->starts) { free(text); return; }
  f->starts[0] = 0;
  f->n_lines = 1;
  for (size_t i = 0; i < size; i++)
    if (text[i] == '\n') f->starts[f->n_lines++] = i + 1;
  if (size > 0 && text[size - 1] == '\n') f->n_lines--; /* no empty line after the last newline */
  f->text = text;
  f->size = size;
}

static struct source_file *lookup(struct source_cache *c, const char *path) {
  for (struct source_file *f = c->files; f; f = f->next)
    if (strcmp(f->path, path) == 0) return f;
  struct source_file *f = calloc(1, sizeof *f);
  if (!f || !(f->path = strdup(path))) { free(f); return NULL; }
  load(f);
  f->next = c->files;
  c->files = f;
  return f;
}

const char *source_line(struct source_cache *c, const char *path, int n, size_t *len) {
  if (!c || !path || n < 1) return NULL;
  struct source_file *f = lookup(c, path);
  if (!f || !f->text || (size_t)n > f->n_lines) return NULL;
  size_t start = f->starts[n - 1];
  size_t end = (size_t)n < f->n_lines ? f->starts[n] - 1 : f->size;
  if (end > start && f->text[end - 1] == '\n') end--;
  if (end > start && f->text[end - 1] == '\r') end--;
  *len = end - start;
  return f->text + start;
}
