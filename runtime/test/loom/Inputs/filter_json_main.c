/* Prints the runtime parser's view of each .hfilter given (runtime/loom
 * filter_parse.c) in the corpus JSON form, one line per file: what
 * corpus_check.py compares with tests/filters' expectations. */
#include <stdio.h>
#include <stdlib.h>

#include "filter_ast.h"
#include "filter_json.h"

int main(int argc, char **argv) {
  for (int i = 1; i < argc; i++) {
    FILE *f = fopen(argv[i], "rb");
    if (!f) {
      perror(argv[i]);
      return 2;
    }
    static char text[1 << 20];
    size_t len = fread(text, 1, sizeof text, f);
    fclose(f);
    struct loom_arena arena = {0};
    struct loom_filter *filter = loom_filter_parse(&arena, text, len);
    if (!filter) {
      fprintf(stderr, "%s: out of memory\n", argv[i]);
      return 2;
    }
    loom_filter_write_json(stdout, filter);
    loom_arena_release(&arena);
  }
  return 0;
}
