// heddle-lint's native C parser: tree-sitter's C library and tree-sitter-c's
// parser.c, behind one Node-API call that parses a whole file and returns its
// syntax tree flattened into an Int32Array (see src/c/flat-tree.ts, which reads
// it and is the one place that knows the layout below).
//
// Why this exists: a cold lint through web-tree-sitter pays ~40 ms to parse a
// 10,000-line file in wasm and ~1 µs per node property read across the wasm
// boundary (~70 ms to read the facts). Here the parse is native code, the tree
// is walked once in C with a TreeCursor, and JavaScript then reads plain
// integers. Large files are parsed in two halves on two threads when a clean
// split point exists (see split_point), which is checked, never assumed.
//
// Layout, NODE_STRIDE int32 per node, in document (pre-)order:
//   [0] symbol | flags << 16    symbol as ts_node_symbol (aliases applied; 0xFFFF is ERROR)
//   [1] field id in the parent   0 when none
//   [2] start index, [3] end index    in UTF-16 code units (the JS string's indices)
//   [4] start row, [5] start column, [6] end row, [7] end column   (columns in code units)
//   [8] next: the index of the first node after this node's subtree
#include <node_api.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <tree_sitter/api.h>

const TSLanguage *tree_sitter_c(void);

enum { NODE_STRIDE = 9 };
enum { FLAG_NAMED = 1, FLAG_MISSING = 2, FLAG_HAS_ERROR = 4, FLAG_EXTRA = 8 };
/** Below this many code units one thread parses the whole text: the thread would cost more than it saves. */
enum { SPLIT_MIN_UNITS = 48 * 1024 };

/** A flattened (part of a) tree, in a malloc'd buffer; `halves`: 2 when it was parsed in two halves. */
struct flat {
  int32_t *data;
  uint32_t count;
  int halves;
};

/** Where a half's indices and rows start in the whole text (the second half starts at a line start). */
struct offset {
  uint32_t index;
  uint32_t row;
};

/**
 * Appends the subtree under the cursor (skipping its root when `skip_root`: a half's translation_unit)
 * to `out`. Iterative: deeply nested code cannot overflow the C stack.
 */
static bool flatten(TSTreeCursor *cursor, struct offset off, bool skip_root, struct flat *out) {
  uint32_t capacity = ts_node_descendant_count(ts_tree_cursor_current_node(cursor)) + 1;
  out->data = malloc((size_t)capacity * NODE_STRIDE * sizeof(int32_t));
  out->count = 0;
  if (!out->data) return false;
  // open[d]: the record of the ancestor at depth d whose `next` is still to be written.
  uint32_t *open = malloc((size_t)capacity * sizeof(uint32_t));
  if (!open) return false;
  uint32_t depth = 0;
  bool root = true;
  for (;;) {
    if (!(root && skip_root)) {
      TSNode node = ts_tree_cursor_current_node(cursor);
      TSPoint start = ts_node_start_point(node);
      TSPoint end = ts_node_end_point(node);
      int32_t flags = (ts_node_is_named(node) ? FLAG_NAMED : 0) | (ts_node_is_missing(node) ? FLAG_MISSING : 0) |
                      (ts_node_has_error(node) ? FLAG_HAS_ERROR : 0) | (ts_node_is_extra(node) ? FLAG_EXTRA : 0);
      int32_t *r = out->data + (size_t)out->count * NODE_STRIDE;
      r[0] = (int32_t)ts_node_symbol(node) | flags << 16;
      r[1] = ts_tree_cursor_current_field_id(cursor);
      r[2] = (int32_t)(off.index + ts_node_start_byte(node) / 2);
      r[3] = (int32_t)(off.index + ts_node_end_byte(node) / 2);
      r[4] = (int32_t)(off.row + start.row);
      r[5] = (int32_t)(start.column / 2);
      r[6] = (int32_t)(off.row + end.row);
      r[7] = (int32_t)(end.column / 2);
      r[8] = (int32_t)(out->count + 1);
      open[depth] = out->count++;
    }
    root = false;
    if (ts_tree_cursor_goto_first_child(cursor)) {
      depth++;
      continue;
    }
    // Leaving nodes: each one's subtree ends where the flat array is now.
    for (;;) {
      if (depth > 0 || !skip_root) out->data[(size_t)open[depth] * NODE_STRIDE + 8] = (int32_t)out->count;
      if (ts_tree_cursor_goto_next_sibling(cursor)) break;
      if (depth == 0 || !ts_tree_cursor_goto_parent(cursor)) {
        free(open);
        return true;
      }
      depth--;
    }
  }
}

/** Per Node environment (main thread or a worker): two parsers, one per half. */
struct parsers {
  TSParser *half[2];
};

static void parsers_free(napi_env env, void *data, void *hint) {
  (void)env, (void)hint;
  struct parsers *p = data;
  for (int i = 0; i < 2; i++) ts_parser_delete(p->half[i]);
  free(p);
}

struct half_job {
  TSParser *parser;
  const uint16_t *text;
  uint32_t units;
  TSTree *tree;
};

static void *parse_half(void *arg) {
  struct half_job *job = arg;
  job->tree = ts_parser_parse_string_encoding(job->parser, NULL, (const char *)job->text, job->units * 2, TSInputEncodingUTF16LE);
  return NULL;
}

/**
 * A split point near the middle: just after a line that is only `}` (the end of a top-level definition in
 * conventionally formatted C), or 0 for none. A wrong guess is harmless: both halves must then parse without
 * a syntax error (an unbalanced half cannot), or the caller parses the whole text instead.
 */
static uint32_t split_point(const uint16_t *text, uint32_t units) {
  uint32_t middle = units / 2;
  for (uint32_t d = 0; d < middle - 4; d++) {
    for (int side = 0; side < 2; side++) {
      uint32_t i = side ? middle + d : middle - d;  // text[i] is the `}`
      if (i >= 1 && i + 2 < units && text[i - 1] == '\n' && text[i] == '}' && text[i + 1] == '\n') return i + 2;
    }
  }
  return 0;
}

static uint32_t rows_in(const uint16_t *text, uint32_t units) {
  uint32_t rows = 0;
  for (uint32_t i = 0; i < units; i++) rows += text[i] == '\n';
  return rows;
}

static napi_value throw_error(napi_env env, const char *message) {
  napi_throw_error(env, NULL, message);
  return NULL;
}

/** The whole tree when one parse did it: flattened as it is. */
static bool flatten_tree(TSTree *tree, struct flat *out) {
  TSTreeCursor cursor = ts_tree_cursor_new(ts_tree_root_node(tree));
  bool ok = flatten(&cursor, (struct offset){0, 0}, false, out);
  ts_tree_cursor_delete(&cursor);
  return ok;
}

/** Two halves' trees as one: a translation_unit spanning both, then each half's top-level nodes. */
static bool join_halves(TSTree *first, TSTree *second, struct offset second_at, struct flat *out) {
  struct flat parts[2] = {{0}, {0}};
  TSTreeCursor c1 = ts_tree_cursor_new(ts_tree_root_node(first));
  TSTreeCursor c2 = ts_tree_cursor_new(ts_tree_root_node(second));
  bool ok = flatten(&c1, (struct offset){0, 0}, false, &parts[0]) && flatten(&c2, second_at, true, &parts[1]);
  ts_tree_cursor_delete(&c1);
  ts_tree_cursor_delete(&c2);
  if (ok) {
    out->count = parts[0].count + parts[1].count;
    out->data = realloc(parts[0].data, (size_t)out->count * NODE_STRIDE * sizeof(int32_t));
    ok = out->data != NULL;
    if (ok) {
      parts[0].data = NULL;
      memcpy(out->data + (size_t)parts[0].count * NODE_STRIDE, parts[1].data, (size_t)parts[1].count * NODE_STRIDE * sizeof(int32_t));
      // The second half's records point past themselves by indices counted from its own start.
      for (uint32_t i = parts[0].count; i < out->count; i++) out->data[(size_t)i * NODE_STRIDE + 8] += (int32_t)parts[0].count;
      TSNode end = ts_tree_root_node(second);
      int32_t *root = out->data;
      root[3] = (int32_t)(second_at.index + ts_node_end_byte(end) / 2);
      root[6] = (int32_t)(second_at.row + ts_node_end_point(end).row);
      root[7] = (int32_t)(ts_node_end_point(end).column / 2);
      root[8] = (int32_t)out->count;
    }
  }
  free(parts[0].data);
  free(parts[1].data);
  return ok;
}

/** Parses `text` with two threads when it splits cleanly; the flat tree in `out`. */
static bool parse_flat(struct parsers *p, const uint16_t *text, uint32_t units, struct flat *out) {
  uint32_t split = units >= SPLIT_MIN_UNITS ? split_point(text, units) : 0;
  if (split) {
    struct half_job jobs[2] = {{p->half[0], text, split, NULL}, {p->half[1], text + split, units - split, NULL}};
    pthread_t thread;
    bool threaded = pthread_create(&thread, NULL, parse_half, &jobs[1]) == 0;
    parse_half(&jobs[0]);
    if (threaded) pthread_join(thread, NULL);
    else parse_half(&jobs[1]);
    bool clean = jobs[0].tree && jobs[1].tree && !ts_node_has_error(ts_tree_root_node(jobs[0].tree)) &&
                 !ts_node_has_error(ts_tree_root_node(jobs[1].tree));
    bool ok = clean && join_halves(jobs[0].tree, jobs[1].tree, (struct offset){split, rows_in(text, split)}, out);
    for (int i = 0; i < 2; i++) ts_tree_delete(jobs[i].tree);
    out->halves = 2;
    if (clean) return ok;
  }
  TSTree *tree = ts_parser_parse_string_encoding(p->half[0], NULL, (const char *)text, units * 2, TSInputEncodingUTF16LE);
  if (!tree) return false;
  out->halves = 1;
  bool ok = flatten_tree(tree, out);
  ts_tree_delete(tree);
  return ok;
}

/**
 * parse(text: string): Int32Array — the flat tree of `text` (layout above), with a property `halves`
 * (1 or 2: how it was parsed, for tests and benchmarks).
 */
static napi_value parse(napi_env env, napi_callback_info info) {
  size_t argc = 1;
  napi_value argv[1];
  napi_valuetype type;
  if (napi_get_cb_info(env, info, &argc, argv, NULL, NULL) != napi_ok || argc < 1 ||
      napi_typeof(env, argv[0], &type) != napi_ok || type != napi_string)
    return throw_error(env, "c-parser: parse(text) takes the file's text as a string");
  struct parsers *p;
  if (napi_get_instance_data(env, (void **)&p) != napi_ok || !p) return throw_error(env, "c-parser: not initialised");
  size_t units;
  napi_get_value_string_utf16(env, argv[0], NULL, 0, &units);
  if (units > INT32_MAX / 2) return throw_error(env, "c-parser: text too large to parse (over 1 G code units)");
  uint16_t *text = malloc((units + 1) * sizeof(uint16_t));
  if (!text) return throw_error(env, "c-parser: out of memory");
  napi_get_value_string_utf16(env, argv[0], (char16_t *)text, units + 1, &units);
  struct flat tree = {0};
  bool ok = parse_flat(p, text, (uint32_t)units, &tree);
  free(text);
  if (!ok) {
    free(tree.data);
    return throw_error(env, "c-parser: tree-sitter could not parse the text (out of memory?)");
  }
  size_t bytes = (size_t)tree.count * NODE_STRIDE * sizeof(int32_t);
  void *data;
  napi_value buffer, array;
  if (napi_create_arraybuffer(env, bytes, &data, &buffer) != napi_ok) {
    free(tree.data);
    return throw_error(env, "c-parser: out of memory for the flat tree");
  }
  memcpy(data, tree.data, bytes);
  free(tree.data);
  napi_value halves;
  napi_create_typedarray(env, napi_int32_array, bytes / sizeof(int32_t), buffer, 0, &array);
  napi_create_int32(env, tree.halves, &halves);
  napi_set_named_property(env, array, "halves", halves);
  return array;
}

static napi_value string_array(napi_env env, uint32_t count, const char *(*name)(const TSLanguage *, uint32_t)) {
  napi_value array;
  napi_create_array_with_length(env, count, &array);
  for (uint32_t i = 0; i < count; i++) {
    const char *s = name(tree_sitter_c(), i);
    napi_value v;
    if (s) napi_create_string_utf8(env, s, NAPI_AUTO_LENGTH, &v);
    else napi_get_null(env, &v);
    napi_set_element(env, array, i, v);
  }
  return array;
}

static const char *symbol_name(const TSLanguage *l, uint32_t i) { return ts_language_symbol_name(l, (TSSymbol)i); }
static const char *field_name(const TSLanguage *l, uint32_t i) { return ts_language_field_name_for_id(l, (TSFieldId)i); }

/** grammar(): { symbols: string[], fields: (string | null)[], stride: number } — names by id, for flat-tree.ts. */
static napi_value grammar(napi_env env, napi_callback_info info) {
  (void)info;
  napi_value out, stride;
  napi_create_object(env, &out);
  napi_set_named_property(env, out, "symbols", string_array(env, ts_language_symbol_count(tree_sitter_c()), symbol_name));
  napi_set_named_property(env, out, "fields", string_array(env, ts_language_field_count(tree_sitter_c()) + 1, field_name));
  napi_create_uint32(env, NODE_STRIDE, &stride);
  napi_set_named_property(env, out, "stride", stride);
  return out;
}

NAPI_MODULE_INIT(/* napi_env env, napi_value exports */) {
  struct parsers *p = calloc(1, sizeof *p);
  if (!p) return NULL;
  for (int i = 0; i < 2; i++) {
    p->half[i] = ts_parser_new();
    if (!ts_parser_set_language(p->half[i], tree_sitter_c())) {
      napi_throw_error(env, NULL, "c-parser: tree-sitter-c's grammar version does not match the tree-sitter library");
      return NULL;
    }
  }
  napi_set_instance_data(env, p, parsers_free, NULL);
  napi_property_descriptor functions[] = {
      {"parse", NULL, parse, NULL, NULL, NULL, napi_default, NULL},
      {"grammar", NULL, grammar, NULL, NULL, NULL, napi_default, NULL},
  };
  napi_define_properties(env, exports, 2, functions);
  return exports;
}
