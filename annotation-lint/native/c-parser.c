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
// split point exists (see split_point), which is checked, never assumed. The
// text goes to tree-sitter as UTF-16, as web-tree-sitter does: UTF-8 would lex
// ~15% faster, but tree-sitter weighs error recovery by bytes skipped, so broken
// code would recover differently here and in the editor.
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

/** Appends the subtree under the cursor to `out`. Iterative: deeply nested code cannot overflow the C stack. */
static bool flatten(TSTreeCursor *cursor, struct offset off, struct flat *out) {
  uint32_t capacity = ts_node_descendant_count(ts_tree_cursor_current_node(cursor)) + 1;
  out->data = malloc((size_t)capacity * NODE_STRIDE * sizeof(int32_t));
  out->count = 0;
  if (!out->data) return false;
  // open[d]: the record of the ancestor at depth d whose `next` is still to be written.
  uint32_t *open = malloc((size_t)capacity * sizeof(uint32_t));
  if (!open) return false;
  uint32_t depth = 0;
  for (;;) {
    TSNode node = ts_tree_cursor_current_node(cursor);
    TSPoint start = ts_node_start_point(node);
    TSPoint end = ts_node_end_point(node);
    int32_t flags = (ts_node_is_named(node) ? FLAG_NAMED : 0) | (ts_node_is_missing(node) ? FLAG_MISSING : 0) |
                    (ts_node_has_error(node) ? FLAG_HAS_ERROR : 0) | (ts_node_is_extra(node) ? FLAG_EXTRA : 0);
    int32_t *r = out->data + (size_t)out->count * NODE_STRIDE;
    r[0] = (int32_t)ts_node_symbol(node) | flags << 16;
    r[1] = ts_tree_cursor_current_field_id(cursor);
    r[2] = (int32_t)(off.index + ts_node_start_byte(node) / 2);  // UTF-16: two bytes a code unit
    r[3] = (int32_t)(off.index + ts_node_end_byte(node) / 2);
    r[4] = (int32_t)(off.row + start.row);
    r[5] = (int32_t)(start.column / 2);
    r[6] = (int32_t)(off.row + end.row);
    r[7] = (int32_t)(end.column / 2);
    r[8] = (int32_t)(out->count + 1);
    open[depth] = out->count++;
    if (ts_tree_cursor_goto_first_child(cursor)) {
      depth++;
      continue;
    }
    // Leaving nodes: each one's subtree ends where the flat array is now.
    for (;;) {
      out->data[(size_t)open[depth] * NODE_STRIDE + 8] = (int32_t)out->count;
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

/** One piece of the text to parse and flatten (on its own thread for the second half). */
struct piece {
  TSParser *parser;
  const uint16_t *text;
  uint32_t units;
  struct offset at;
  bool has_error;
  struct flat flat;
  bool ok;
};

static void *parse_piece(void *arg) {
  struct piece *piece = arg;
  TSTree *tree = ts_parser_parse_string_encoding(piece->parser, NULL, (const char *)piece->text, piece->units * 2, TSInputEncodingUTF16LE);
  if (!tree) return NULL;
  TSNode root = ts_tree_root_node(tree);
  piece->has_error = ts_node_has_error(root);
  TSTreeCursor cursor = ts_tree_cursor_new(root);
  piece->ok = flatten(&cursor, piece->at, &piece->flat);
  ts_tree_cursor_delete(&cursor);
  ts_tree_delete(tree);
  return NULL;
}

/**
 * A split point near the middle: just after a line that is only `}` (the end of a top-level definition in
 * conventionally formatted C), or 0 for none. A wrong guess is harmless: both halves must then parse without
 * a syntax error (an unbalanced half cannot), or the caller parses the whole text instead.
 */
static uint32_t split_point(const uint16_t *text, uint32_t units) {
  uint32_t middle = units / 2;
  for (uint32_t d = 0; d + 4 < middle; d++) {
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

/**
 * Two flattened halves as one tree: the first half's translation_unit, widened to span the second's, then
 * the second's nodes without its own root.
 */
static bool join_halves(struct piece *first, struct piece *second, struct flat *out) {
  uint32_t moved = second->flat.count - 1;
  out->count = first->flat.count + moved;
  out->data = realloc(first->flat.data, (size_t)out->count * NODE_STRIDE * sizeof(int32_t));
  if (!out->data) return false;
  first->flat.data = NULL;
  memcpy(out->data + (size_t)first->flat.count * NODE_STRIDE, second->flat.data + NODE_STRIDE, (size_t)moved * NODE_STRIDE * sizeof(int32_t));
  // The second half's `next` indices counted from its own root.
  for (uint32_t i = first->flat.count; i < out->count; i++) out->data[(size_t)i * NODE_STRIDE + 8] += (int32_t)first->flat.count - 1;
  int32_t *root = out->data;
  const int32_t *second_root = second->flat.data;
  root[3] = second_root[3];
  root[6] = second_root[6];
  root[7] = second_root[7];
  root[8] = (int32_t)out->count;
  return true;
}

/** A parse in flight: the text, and the second half still being parsed on its own thread. */
struct job {
  struct parsers *parsers;
  uint16_t *text;
  uint32_t units;
  struct piece halves[2];
  pthread_t thread;
  bool running;
};

static void job_wait(struct job *job) {
  if (job->running) pthread_join(job->thread, NULL);
  job->running = false;
}

static void job_free(struct job *job) {
  job_wait(job);
  for (int i = 0; i < 2; i++) free(job->halves[i].flat.data);
  free(job->text);
  free(job);
}

/** Starts a job: the second half (if the text splits) on a thread, the first half here. */
static void job_start(struct job *job) {
  uint32_t split = job->units >= SPLIT_MIN_UNITS ? split_point(job->text, job->units) : 0;
  struct piece *h = job->halves;
  if (!split) {
    h[0] = (struct piece){.parser = job->parsers->half[0], .text = job->text, .units = job->units};
    parse_piece(&h[0]);
    return;
  }
  h[0] = (struct piece){.parser = job->parsers->half[0], .text = job->text, .units = split};
  h[1] = (struct piece){.parser = job->parsers->half[1], .text = job->text + split, .units = job->units - split,
                        .at = {split, rows_in(job->text, split)}};
  job->running = pthread_create(&job->thread, NULL, parse_piece, &h[1]) == 0;
  if (!job->running) parse_piece(&h[1]);
  parse_piece(&h[0]);
}

/** The job's whole text parsed by one parser (after a split that turned out not to be between definitions). */
static void job_parse_whole(struct job *job) {
  job_wait(job);
  for (int i = 0; i < 2; i++) free(job->halves[i].flat.data);
  memset(job->halves, 0, sizeof job->halves);
  job->halves[0] = (struct piece){.parser = job->parsers->half[0], .text = job->text, .units = job->units};
  parse_piece(&job->halves[0]);
}

static bool split_job(const struct job *job) {
  return job->halves[1].parser != NULL;
}

/** A new job for the JS string `value` (copied out), or NULL with a JS error thrown. */
static struct job *job_new(napi_env env, napi_value value) {
  napi_valuetype type;
  if (napi_typeof(env, value, &type) != napi_ok || type != napi_string) {
    napi_throw_type_error(env, NULL, "c-parser: the text to parse must be a string");
    return NULL;
  }
  struct parsers *p;
  if (napi_get_instance_data(env, (void **)&p) != napi_ok || !p) {
    napi_throw_error(env, NULL, "c-parser: not initialised");
    return NULL;
  }
  size_t units;
  napi_get_value_string_utf16(env, value, NULL, 0, &units);
  if (units > INT32_MAX / 2) {
    napi_throw_range_error(env, NULL, "c-parser: text too large to parse (over 1 G code units)");
    return NULL;
  }
  struct job *job = calloc(1, sizeof *job);
  uint16_t *text = malloc((units + 1) * sizeof(uint16_t));
  if (!job || !text) {
    free(text);
    free(job);
    napi_throw_error(env, NULL, "c-parser: out of memory");
    return NULL;
  }
  napi_get_value_string_utf16(env, value, (char16_t *)text, units + 1, &units);
  *job = (struct job){.parsers = p, .text = text, .units = (uint32_t)units};
  return job;
}

/**
 * The flat tree of `piece` as a JS Int32Array (its buffer handed over), with property `halves` (1 or 2:
 * how the text was parsed, for tests and benchmarks); NULL with a JS error thrown when the piece failed.
 */
static napi_value to_js(napi_env env, struct piece *piece, int halves) {
  if (!piece->ok) return throw_error(env, "c-parser: tree-sitter could not parse the text (out of memory?)");
  size_t size = (size_t)piece->flat.count * NODE_STRIDE * sizeof(int32_t);
  void *data;
  napi_value buffer, array, count;
  if (napi_create_arraybuffer(env, size, &data, &buffer) != napi_ok) return throw_error(env, "c-parser: out of memory for the flat tree");
  memcpy(data, piece->flat.data, size);
  napi_create_typedarray(env, napi_int32_array, size / sizeof(int32_t), buffer, 0, &array);
  napi_create_int32(env, halves, &count);
  napi_set_named_property(env, array, "halves", count);
  return array;
}

static bool clean(const struct piece *piece) {
  return piece->ok && !piece->has_error;
}

/** parse(text: string): Int32Array — the whole flat tree of `text` (both halves joined when it split). */
static napi_value parse(napi_env env, napi_callback_info info) {
  size_t argc = 1;
  napi_value argv[1] = {NULL};
  napi_get_cb_info(env, info, &argc, argv, NULL, NULL);
  struct job *job = job_new(env, argv[0]);
  if (!job) return NULL;
  job_start(job);
  job_wait(job);
  napi_value out;
  struct piece joined = {.ok = false};
  if (split_job(job) && clean(&job->halves[0]) && clean(&job->halves[1])) {
    joined.ok = join_halves(&job->halves[0], &job->halves[1], &joined.flat);
    out = to_js(env, &joined, 2);
    free(joined.flat.data);
  } else {
    if (split_job(job)) job_parse_whole(job);
    out = to_js(env, &job->halves[0], 1);
  }
  job_free(job);
  return out;
}

static void job_finalize(napi_env env, void *data, void *hint) {
  (void)env, (void)hint;
  job_free(data);
}

/**
 * parseFirst(text: string): Int32Array — the flat tree of the text's first half, with a property `rest` (a
 * handle for parseRest) while the second half is still being parsed on its own thread; the whole text's tree
 * (and no `rest`) when the text is small or does not split at a definition boundary. The caller reads the
 * first half meanwhile: that overlap is the point.
 */
static napi_value parse_first(napi_env env, napi_callback_info info) {
  size_t argc = 1;
  napi_value argv[1] = {NULL};
  napi_get_cb_info(env, info, &argc, argv, NULL, NULL);
  struct job *job = job_new(env, argv[0]);
  if (!job) return NULL;
  job_start(job);
  if (split_job(job) && !clean(&job->halves[0])) job_parse_whole(job);
  if (!split_job(job)) {
    napi_value out = to_js(env, &job->halves[0], 1);
    job_free(job);
    return out;
  }
  napi_value out = to_js(env, &job->halves[0], 2), handle;
  if (!out || napi_create_external(env, job, job_finalize, NULL, &handle) != napi_ok) {
    job_free(job);
    return out ? throw_error(env, "c-parser: out of memory") : NULL;
  }
  napi_set_named_property(env, out, "rest", handle);
  return out;
}

/**
 * parseRest(rest): Int32Array — the second half's flat tree (its own translation_unit root, positions in
 * the whole text), or, when the second half had a syntax error (the split was not between definitions, or
 * the file has an error there), the whole text's tree with a property `whole` set to true.
 */
static napi_value parse_rest(napi_env env, napi_callback_info info) {
  size_t argc = 1;
  napi_value argv[1] = {NULL};
  struct job *job = NULL;
  napi_get_cb_info(env, info, &argc, argv, NULL, NULL);
  if (argc < 1 || napi_get_value_external(env, argv[0], (void **)&job) != napi_ok || !job || !split_job(job))
    return throw_error(env, "c-parser: parseRest takes the `rest` of a parseFirst result, once");
  job_wait(job);
  if (clean(&job->halves[1])) {
    napi_value out = to_js(env, &job->halves[1], 2);
    free(job->halves[1].flat.data);  // `rest` is spent: its buffer is the JS array's copy now
    memset(&job->halves[1], 0, sizeof job->halves[1]);
    return out;
  }
  job_parse_whole(job);
  napi_value out = to_js(env, &job->halves[0], 1), whole;
  if (out) {
    napi_get_boolean(env, true, &whole);
    napi_set_named_property(env, out, "whole", whole);
  }
  memset(&job->halves[1], 0, sizeof job->halves[1]);
  return out;
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
      {"parseFirst", NULL, parse_first, NULL, NULL, NULL, napi_default, NULL},
      {"parseRest", NULL, parse_rest, NULL, NULL, NULL, napi_default, NULL},
      {"grammar", NULL, grammar, NULL, NULL, NULL, napi_default, NULL},
  };
  napi_define_properties(env, exports, sizeof functions / sizeof functions[0], functions);
  return exports;
}
