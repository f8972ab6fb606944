// heddle-lint's native C parser: tree-sitter's C library and tree-sitter-c's
// parser.c (and tree-sitter-cpp's, for C++: every function takes a language,
// LANGUAGE_C or LANGUAGE_CPP) behind a Node-API module that parses a file and
// returns its syntax tree flattened into Int32Arrays (see src/c/flat-tree.ts,
// which reads them and is the one place that knows the layout below).
//
// Why this exists: a cold lint through web-tree-sitter pays ~40 ms to parse a
// 10,000-line file in wasm and ~1 µs per node property read across the wasm
// boundary (~70 ms to read the facts). Here the parse is native code, the tree
// is walked once in C with a TreeCursor, and JavaScript then reads plain
// integers. A large file is cut into pieces at definition boundaries
// (split_near; checked, never assumed): the caller reads the facts of one piece
// while a background thread parses the next (parseFirst/parseNext), so the
// parse and the JavaScript run on both cores at once. Pieces go to tree-sitter
// as UTF-8 (it lexes UTF-8 ~15% faster than UTF-16); positions become UTF-16
// code units (to_code_units). A piece is only kept if it parsed without a
// syntax error, where the encoding cannot matter; a text with an error is
// parsed whole as UTF-16, like web-tree-sitter does, because tree-sitter
// weighs error recovery by bytes skipped: UTF-8 could recover differently from
// the editor.
//
// Layout, NODE_STRIDE int32 per node, in document (pre-)order:
//   [0] symbol | flags << 16    symbol as ts_node_symbol (aliases applied; 0xFFFF is ERROR)
//   [1] field id in the parent   0 when none
//   [2] start index, [3] end index    in UTF-16 code units (the JS string's indices)
//   [4] start row, [5] start column, [6] end row, [7] end column   (columns in code units)
//   [8] next: the index of the first node after this node's subtree
#define NAPI_VERSION 8  // type tags (napi_type_tag_object); every Node >= 20 has it
#include <node_api.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <tree_sitter/api.h>

const TSLanguage *tree_sitter_c(void);
const TSLanguage *tree_sitter_cpp(void);

/** The languages, by the number JavaScript passes (native-parser.ts): C, C++. */
enum { LANGUAGE_C, LANGUAGE_CPP, LANGUAGES };

static const TSLanguage *language_of(uint32_t id) {
  return id == LANGUAGE_CPP ? tree_sitter_cpp() : tree_sitter_c();
}

enum { NODE_STRIDE = 9 };
enum { FLAG_NAMED = 1, FLAG_MISSING = 2, FLAG_HAS_ERROR = 4 };
/** The text is cut into one piece per this many bytes (pieces fall between half and twice it, by where a cut fits). */
enum { PIECE_BYTES = 24 * 1024 };
/** At most this many pieces: the caller reads one while the background thread parses the next. */
enum { MAX_PIECES = 8 };

/** A flattened (piece of a) tree, in a malloc'd buffer. */
struct flat {
  int32_t *data;
  uint32_t count;
};

/** Where a piece's indices and rows start in the whole text (every piece after the first starts at a line start). */
struct offset {
  uint32_t index;
  uint32_t row;
};

/** Appends the subtree under the cursor to `out`. Iterative: deeply nested code cannot overflow the C stack. */
static bool flatten(TSTreeCursor *cursor, struct offset off, uint32_t width, struct flat *out) {
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
                    (ts_node_has_error(node) ? FLAG_HAS_ERROR : 0);
    int32_t *r = out->data + (size_t)out->count * NODE_STRIDE;
    r[0] = (int32_t)ts_node_symbol(node) | flags << 16;
    r[1] = ts_tree_cursor_current_field_id(cursor);
    r[2] = (int32_t)(off.index + ts_node_start_byte(node) / width);  // width: bytes per unit of the input
    r[3] = (int32_t)(off.index + ts_node_end_byte(node) / width);
    r[4] = (int32_t)(off.row + start.row);
    r[5] = (int32_t)(start.column / width);
    r[6] = (int32_t)(off.row + end.row);
    r[7] = (int32_t)(end.column / width);
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

static TSParser *new_parser(const TSLanguage *language) {
  TSParser *parser = ts_parser_new();
  if (parser && !ts_parser_set_language(parser, language)) {
    ts_parser_delete(parser);
    return NULL;
  }
  return parser;
}

/**
 * One piece of the text, parsed and flattened (by the caller or the background thread): UTF-8 bytes
 * (`width` 1, positions converted through `unit_at` unless it is NULL), or the whole text as UTF-16 (`width` 2).
 */
struct piece {
  const void *text;
  uint32_t length;  // in units of `width` bytes
  uint32_t width;
  const uint32_t *unit_at;
  struct offset at;
  bool has_error;
  struct flat flat;
  bool ok;
};

/** Rewrites a flat tree's UTF-8 byte indices and byte columns as UTF-16 code units (unit_at: see unit_map). */
static void to_code_units(const uint32_t *unit_at, struct flat *tree) {
  for (uint32_t i = 0; i < tree->count; i++) {
    int32_t *r = tree->data + (size_t)i * NODE_STRIDE;
    uint32_t start = (uint32_t)r[2], end = (uint32_t)r[3];
    r[5] = (int32_t)(unit_at[start] - unit_at[start - (uint32_t)r[5]]);
    r[7] = (int32_t)(unit_at[end] - unit_at[end - (uint32_t)r[7]]);
    r[2] = (int32_t)unit_at[start];
    r[3] = (int32_t)unit_at[end];
  }
}

static void parse_piece(TSParser *parser, struct piece *piece) {
  TSInputEncoding encoding = piece->width == 2 ? TSInputEncodingUTF16LE : TSInputEncodingUTF8;
  TSTree *tree = ts_parser_parse_string_encoding(parser, NULL, piece->text, piece->length * piece->width, encoding);
  if (!tree) return;
  TSNode root = ts_tree_root_node(tree);
  piece->has_error = ts_node_has_error(root);
  TSTreeCursor cursor = ts_tree_cursor_new(root);
  piece->ok = flatten(&cursor, piece->at, piece->width, &piece->flat);
  ts_tree_cursor_delete(&cursor);
  ts_tree_delete(tree);
  if (piece->ok && piece->unit_at) to_code_units(piece->unit_at, &piece->flat);
}

static bool clean(const struct piece *piece) {
  return piece->ok && !piece->has_error;
}

/** The length of a line end at text[i] (`\n` or `\r\n`), or 0. */
static uint32_t line_end(const char *text, uint32_t i, uint32_t hi) {
  if (i < hi && text[i] == '\n') return 1;
  return i + 1 < hi && text[i] == '\r' && text[i + 1] == '\n' ? 2 : 0;
}

/**
 * A cut near `target` in (lo, hi): just after a line that is only `}` (the end of a top-level definition in
 * conventionally formatted C), or 0 for none. A wrong guess is harmless: every piece must parse without a
 * syntax error (a piece cut inside a definition cannot), or the text is parsed whole.
 */
static uint32_t split_near(const char *text, uint32_t lo, uint32_t hi, uint32_t target) {
  if (target <= lo || target >= hi) return 0;
  for (uint32_t d = 0; d < target - lo || d < hi - target; d++) {
    uint32_t sides[2] = {target - d, target + d};  // each is where a `}` would be
    for (int side = 0; side < 2; side++) {
      uint32_t i = sides[side];
      bool inside = side ? d < hi - target : d < target - lo;
      if (!inside || i <= lo || text[i] != '}' || text[i - 1] != '\n') continue;
      uint32_t eol = line_end(text, i + 1, hi);
      if (eol) return i + 1 + eol;
    }
  }
  return 0;
}

static uint32_t rows_in(const char *text, uint32_t bytes) {
  uint32_t rows = 0;
  for (uint32_t i = 0; i < bytes; i++) rows += text[i] == '\n';
  return rows;
}

/**
 * `unit_at[b]`: the UTF-16 code unit index of UTF-8 byte b of `text`, or NULL when the text is ASCII (byte and
 * code unit positions are then the same). Sets *failed when out of memory.
 */
static uint32_t *unit_map(const char *text, uint32_t bytes, bool *failed) {
  uint32_t b = 0;
  while (b < bytes && (unsigned char)text[b] < 0x80) b++;
  if (b == bytes) return NULL;
  uint32_t *unit_at = malloc(((size_t)bytes + 1) * sizeof(uint32_t));
  if (!unit_at) {
    *failed = true;
    return NULL;
  }
  uint32_t unit = 0;
  for (b = 0; b < bytes;) {
    unsigned char lead = (unsigned char)text[b];
    uint32_t length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
    for (uint32_t k = 0; k < length && b < bytes; k++) unit_at[b++] = unit;
    unit += length == 4 ? 2 : 1;  // outside the BMP: a surrogate pair
  }
  unit_at[bytes] = unit;
  return unit_at;
}

/** How many pieces a text of `bytes` UTF-8 bytes is cut into, at most (fewer when cuts do not fit). */
static uint32_t pieces_wanted(size_t bytes) {
  size_t wanted = bytes / PIECE_BYTES;
  return wanted > MAX_PIECES ? MAX_PIECES : (uint32_t)wanted;
}

static napi_value throw_error(napi_env env, const char *message) {
  napi_throw_error(env, NULL, message);
  return NULL;
}

/**
 * A parse in flight. The caller parses piece 0 and reads it while the background thread (with the job's
 * own parser) parses the next ones in order; a caller waiting for a piece parses the next one nobody has
 * started (job_await), so neither side idles while there is work. Under `lock`: `claimed` (the pieces
 * [0, claimed) have been taken by someone), `ready[k]`, `stop`; `ready_signal` announces each finished piece.
 */
struct job {
  const TSLanguage *language;
  TSParser *caller;  // the environment's for the language (only the JS thread uses it)
  TSParser *background;  // the job's own: an abandoned job's thread may still be parsing when the next job starts
  char *utf8;  // what the pieces parse (NULL, bytes 0: a text read in one piece)
  uint32_t bytes;
  uint32_t *unit_at;  // unit_map(utf8): NULL for ASCII text
  uint16_t *utf16;  // what a whole-text parse reads
  uint32_t units;
  struct piece pieces[MAX_PIECES];
  uint32_t count;
  uint32_t next;  // the next piece parseNext hands out
  pthread_t thread;
  bool running;
  pthread_mutex_t lock;
  pthread_cond_t ready_signal;
  uint32_t claimed;
  bool ready[MAX_PIECES];
  bool stop;  // a piece had an error (the text will be parsed whole) or the job is over: parse no more pieces
};

/** Parses piece k (already claimed) with `parser` and publishes it. */
static void parse_claimed(struct job *job, TSParser *parser, uint32_t k) {
  parse_piece(parser, &job->pieces[k]);
  pthread_mutex_lock(&job->lock);
  job->ready[k] = true;
  if (!clean(&job->pieces[k])) job->stop = true;
  pthread_cond_broadcast(&job->ready_signal);
  pthread_mutex_unlock(&job->lock);
}

static void *parse_background(void *arg) {
  struct job *job = arg;
  for (;;) {
    pthread_mutex_lock(&job->lock);
    uint32_t k = job->claimed;
    bool done = job->stop || k >= job->count;
    if (!done) job->claimed++;
    pthread_mutex_unlock(&job->lock);
    if (done) return NULL;
    parse_claimed(job, job->background, k);
  }
}

/**
 * Piece k parsed. While it is not ready the caller does not idle: it parses the first piece nobody has
 * started — k itself, or one after it (the caller reads pieces in order, so it will need that one next).
 * False when the job stopped (a piece had an error) before piece k was parsed.
 */
static bool job_await(struct job *job, uint32_t k) {
  pthread_mutex_lock(&job->lock);
  while (!job->ready[k] && !job->stop) {
    if (job->claimed < job->count) {
      uint32_t j = job->claimed++;
      pthread_mutex_unlock(&job->lock);
      parse_claimed(job, job->caller, j);
      pthread_mutex_lock(&job->lock);
    } else {
      pthread_cond_wait(&job->ready_signal, &job->lock);
    }
  }
  bool ready = job->ready[k];
  pthread_mutex_unlock(&job->lock);
  return ready;
}

/** Stops the background thread after its current piece and waits for it. */
static void job_stop(struct job *job) {
  if (!job->running) return;
  pthread_mutex_lock(&job->lock);
  job->stop = true;
  pthread_mutex_unlock(&job->lock);
  pthread_join(job->thread, NULL);
  job->running = false;
}

static void free_pieces(struct job *job) {
  for (uint32_t k = 0; k < job->count; k++) free(job->pieces[k].flat.data);
  memset(job->pieces, 0, sizeof job->pieces);
}

/**
 * Everything but the struct itself: the thread joined, its parser, the texts and flat trees freed. Done as
 * soon as the caller has its last piece (or gives up: parseDone); JavaScript's handle may live much longer.
 */
static void job_release(struct job *job) {
  job_stop(job);
  free_pieces(job);
  job->count = job->next = 0;
  if (job->background) ts_parser_delete(job->background);
  free(job->utf8);
  free(job->unit_at);
  free(job->utf16);
  job->background = NULL;
  job->utf8 = NULL;
  job->unit_at = NULL;
  job->utf16 = NULL;
}

static void job_free(struct job *job) {
  job_release(job);
  pthread_mutex_destroy(&job->lock);
  pthread_cond_destroy(&job->ready_signal);
  free(job);
}

/**
 * Cuts the text into pieces (as many as its size and its cut points allow), starts the background thread,
 * parses piece 0.
 */
static void job_start(struct job *job) {
  uint32_t wanted = pieces_wanted(job->bytes);
  uint32_t start = 0, row = 0;
  job->count = 0;
  for (uint32_t k = 1; k < wanted; k++) {
    uint32_t cut = split_near(job->utf8, start + PIECE_BYTES / 2, job->bytes - PIECE_BYTES / 2, (uint32_t)((uint64_t)job->bytes * k / wanted));
    if (!cut || cut <= start) continue;
    job->pieces[job->count++] = (struct piece){.text = job->utf8 + start, .length = cut - start, .width = 1, .unit_at = job->unit_at, .at = {start, row}};
    row += rows_in(job->utf8 + start, cut - start);
    start = cut;
  }
  if (job->count == 0) {
    // One piece: parsed as UTF-16 at once, so a text with a syntax error is not parsed twice (job_parse_whole).
    job->pieces[job->count++] = (struct piece){.text = job->utf16, .length = job->units, .width = 2};
  } else {
    job->pieces[job->count++] = (struct piece){.text = job->utf8 + start, .length = job->bytes - start, .width = 1, .unit_at = job->unit_at, .at = {start, row}};
  }
  job->claimed = 1;  // piece 0 is the caller's
  if (job->count > 1) job->background = new_parser(job->language);
  job->running = job->background && pthread_create(&job->thread, NULL, parse_background, job) == 0;
  parse_claimed(job, job->caller, 0);  // without the thread, job_await parses each piece when asked
}

/** The job's whole text parsed by one parser as UTF-16, as piece 0 alone (after a piece was not clean). */
static void job_parse_whole(struct job *job) {
  job_stop(job);
  free_pieces(job);
  job->pieces[0] = (struct piece){.text = job->utf16, .length = job->units, .width = 2};
  job->count = 1;
  parse_piece(job->caller, &job->pieces[0]);
  job->ready[0] = true;
}

/** The environment's parsers, one per language (only that environment's JS thread uses them). */
struct callers {
  TSParser *parser[LANGUAGES];
};

/** A language argument (undefined: C), or LANGUAGES with a JS error thrown. */
static uint32_t language_argument(napi_env env, napi_value value) {
  napi_valuetype type;
  uint32_t id = LANGUAGE_C;
  if (value && napi_typeof(env, value, &type) == napi_ok && type != napi_undefined &&
      (type != napi_number || napi_get_value_uint32(env, value, &id) != napi_ok || id >= LANGUAGES)) {
    napi_throw_range_error(env, NULL, "c-parser: the language must be 0 (C) or 1 (C++)");
    return LANGUAGES;
  }
  return id;
}

/** A new job for the JS string `value` (copied out) in language `id`, or NULL with a JS error thrown. */
static struct job *job_new(napi_env env, napi_value value, uint32_t id) {
  napi_valuetype type;
  if (napi_typeof(env, value, &type) != napi_ok || type != napi_string) {
    napi_throw_type_error(env, NULL, "c-parser: the text to parse must be a string");
    return NULL;
  }
  struct callers *callers;
  if (napi_get_instance_data(env, (void **)&callers) != napi_ok || !callers) {
    napi_throw_error(env, NULL, "c-parser: not initialised");
    return NULL;
  }
  TSParser *caller = callers->parser[id];
  size_t units, bytes;
  napi_get_value_string_utf16(env, value, NULL, 0, &units);
  napi_get_value_string_utf8(env, value, NULL, 0, &bytes);
  if (bytes > INT32_MAX / 2) {
    napi_throw_range_error(env, NULL, "c-parser: text too large to parse (over 1 GB)");
    return NULL;
  }
  // A text read in one piece is parsed as UTF-16 only: no UTF-8 copy, no unit map (most files are that small).
  bool in_pieces = pieces_wanted(bytes) > 1;
  struct job *job = calloc(1, sizeof *job);
  uint16_t *utf16 = malloc((units + 1) * sizeof(uint16_t));
  char *utf8 = in_pieces ? malloc(bytes + 1) : NULL;
  bool failed = !job || !utf16 || (in_pieces && !utf8);
  if (!failed) {
    napi_get_value_string_utf16(env, value, (char16_t *)utf16, units + 1, &units);
    if (in_pieces) napi_get_value_string_utf8(env, value, utf8, bytes + 1, &bytes);
    *job = (struct job){.language = language_of(id), .caller = caller, .utf8 = utf8, .bytes = in_pieces ? (uint32_t)bytes : 0, .utf16 = utf16, .units = (uint32_t)units};
    if (in_pieces) job->unit_at = unit_map(utf8, (uint32_t)bytes, &failed);
  }
  if (failed) {
    free(utf16);
    free(utf8);
    if (job) free(job->unit_at);
    free(job);
    napi_throw_error(env, NULL, "c-parser: out of memory");
    return NULL;
  }
  pthread_mutex_init(&job->lock, NULL);
  pthread_cond_init(&job->ready_signal, NULL);
  return job;
}

/** A piece's flat tree as a JS Int32Array (a copy; the piece's buffer is freed); NULL with a JS error thrown when the piece failed. */
static napi_value hand_over(napi_env env, struct piece *piece) {
  if (!piece->ok) return throw_error(env, "c-parser: tree-sitter returned no tree (out of memory, or the language was not set)");
  size_t size = (size_t)piece->flat.count * NODE_STRIDE * sizeof(int32_t);
  void *data;
  napi_value buffer, array;
  if (napi_create_arraybuffer(env, size, &data, &buffer) != napi_ok) return throw_error(env, "c-parser: out of memory for the flat tree");
  memcpy(data, piece->flat.data, size);
  free(piece->flat.data);
  piece->flat.data = NULL;
  napi_create_typedarray(env, napi_int32_array, size / sizeof(int32_t), buffer, 0, &array);
  return array;
}

/** Marks the handles parseFirst gives out, so parseNext and parseDone never take another module's external for a job. */
static const napi_type_tag JOB_TAG = {0x6865646c652d6370ULL, 0x6a6f622d68616e64ULL};

static void job_finalize(napi_env env, void *data, void *hint) {
  (void)env, (void)hint;
  job_free(data);
}

/**
 * parseFirst(text: string, language?: 0 | 1): Int32Array — the flat tree of the text's first piece (C, or C++ for
 * language 1), with a property `rest`
 * (a handle for parseNext and parseDone) while the other pieces are being parsed on a background thread; the
 * whole text's tree (and no `rest`) when the text is small, does not cut at definition boundaries, or its
 * first piece has a syntax error. The caller reads the first piece meanwhile: that overlap is the point.
 */
static napi_value parse_first(napi_env env, napi_callback_info info) {
  size_t argc = 2;
  napi_value argv[2] = {NULL, NULL}, handle;
  napi_get_cb_info(env, info, &argc, argv, NULL, NULL);
  uint32_t id = language_argument(env, argv[1]);
  if (id == LANGUAGES) return NULL;
  struct job *job = job_new(env, argv[0], id);
  if (!job) return NULL;
  job_start(job);
  if (job->count > 1 && !clean(&job->pieces[0])) job_parse_whole(job);  // as UTF-16: error recovery as in web-tree-sitter
  napi_value out = hand_over(env, &job->pieces[0]);
  if (!out || job->count == 1) {
    job_free(job);
    return out;
  }
  job->next = 1;
  bool ok = napi_create_external(env, job, job_finalize, NULL, &handle) == napi_ok;
  if (!ok) {
    job_free(job);
    return throw_error(env, "c-parser: out of memory");
  }
  napi_type_tag_object(env, handle, &JOB_TAG);
  napi_set_named_property(env, out, "rest", handle);
  return out;
}

/** The job behind a parseFirst `rest` handle, or NULL with a JS error thrown. */
static struct job *job_of(napi_env env, napi_callback_info info, const char *function) {
  size_t argc = 1;
  napi_value argv[1] = {NULL};
  struct job *job = NULL;
  bool tagged = false;
  napi_get_cb_info(env, info, &argc, argv, NULL, NULL);
  if (argc < 1 || napi_check_object_type_tag(env, argv[0], &JOB_TAG, &tagged) != napi_ok || !tagged ||
      napi_get_value_external(env, argv[0], (void **)&job) != napi_ok || !job) {
    napi_throw_type_error(env, NULL, function);
    return NULL;
  }
  return job;
}

/**
 * parseNext(rest): Int32Array | null — the next piece's flat tree (its own translation_unit root, positions
 * in the whole text); null after the last piece. When a piece had a syntax error (a cut that was not
 * between definitions, or an error in the file there), the whole text's tree instead, with a property
 * `whole` set to true, and null after it: the caller then forgets the pieces it read.
 */
static napi_value parse_next(napi_env env, napi_callback_info info) {
  struct job *job = job_of(env, info, "c-parser: parseNext takes the `rest` of a parseFirst result");
  if (!job) return NULL;
  napi_value result;
  if (job->next >= job->count) {
    job_release(job);
    napi_get_null(env, &result);
    return result;
  }
  uint32_t k = job->next++;
  if (job_await(job, k) && clean(&job->pieces[k])) {
    result = hand_over(env, &job->pieces[k]);
    if (job->next >= job->count) job_release(job);  // the last piece: nothing more to keep
    return result;
  }
  job_parse_whole(job);
  result = hand_over(env, &job->pieces[0]);
  job_release(job);
  napi_value whole;
  if (result && napi_get_boolean(env, true, &whole) == napi_ok) napi_set_named_property(env, result, "whole", whole);
  return result;
}

/** parseDone(rest): the caller stops reading pieces (it threw, or it is done): the job's thread and memory go now. */
static napi_value parse_done(napi_env env, napi_callback_info info) {
  struct job *job = job_of(env, info, "c-parser: parseDone takes the `rest` of a parseFirst result");
  if (job) job_release(job);
  return NULL;
}

static napi_value string_array(napi_env env, const TSLanguage *language, uint32_t count, const char *(*name)(const TSLanguage *, uint32_t)) {
  napi_value array;
  napi_create_array_with_length(env, count, &array);
  for (uint32_t i = 0; i < count; i++) {
    const char *s = name(language, i);
    napi_value v;
    if (s) napi_create_string_utf8(env, s, NAPI_AUTO_LENGTH, &v);
    else napi_get_null(env, &v);
    napi_set_element(env, array, i, v);
  }
  return array;
}

static const char *symbol_name(const TSLanguage *l, uint32_t i) { return ts_language_symbol_name(l, (TSSymbol)i); }
static const char *field_name(const TSLanguage *l, uint32_t i) { return ts_language_field_name_for_id(l, (TSFieldId)i); }

/**
 * grammar(language?: 0 | 1): { symbols: string[], fields: (string | null)[], stride: number, languages: number } —
 * names by id in C's (or C++'s) grammar, for flat-tree.ts; `languages`: how many this module parses.
 */
static napi_value grammar(napi_env env, napi_callback_info info) {
  size_t argc = 1;
  napi_value argv[1] = {NULL};
  napi_get_cb_info(env, info, &argc, argv, NULL, NULL);
  uint32_t id = language_argument(env, argv[0]);
  if (id == LANGUAGES) return NULL;
  const TSLanguage *language = language_of(id);
  napi_value out, stride, languages;
  napi_create_object(env, &out);
  napi_set_named_property(env, out, "symbols", string_array(env, language, ts_language_symbol_count(language), symbol_name));
  napi_set_named_property(env, out, "fields", string_array(env, language, ts_language_field_count(language) + 1, field_name));
  napi_create_uint32(env, NODE_STRIDE, &stride);
  napi_set_named_property(env, out, "stride", stride);
  napi_create_uint32(env, LANGUAGES, &languages);
  napi_set_named_property(env, out, "languages", languages);
  return out;
}

static void callers_free(napi_env env, void *data, void *hint) {
  (void)env, (void)hint;
  struct callers *callers = data;
  for (uint32_t id = 0; id < LANGUAGES; id++) ts_parser_delete(callers->parser[id]);
  free(callers);
}

NAPI_MODULE_INIT(/* napi_env env, napi_value exports */) {
  // The caller's parsers, one per language and environment (main thread or worker): only that JS thread uses them.
  struct callers *callers = calloc(1, sizeof *callers);
  for (uint32_t id = 0; callers && id < LANGUAGES; id++) {
    callers->parser[id] = new_parser(language_of(id));
    if (!callers->parser[id]) {
      for (uint32_t k = 0; k < id; k++) ts_parser_delete(callers->parser[k]);
      free(callers);
      napi_throw_error(env, NULL, "c-parser: tree-sitter-c's or tree-sitter-cpp's grammar version does not match the tree-sitter library");
      return NULL;
    }
  }
  if (!callers) {
    napi_throw_error(env, NULL, "c-parser: out of memory");
    return NULL;
  }
  napi_set_instance_data(env, callers, callers_free, NULL);
  napi_property_descriptor functions[] = {
      {"parseFirst", NULL, parse_first, NULL, NULL, NULL, napi_default, NULL},
      {"parseNext", NULL, parse_next, NULL, NULL, NULL, napi_default, NULL},
      {"parseDone", NULL, parse_done, NULL, NULL, NULL, napi_default, NULL},
      {"grammar", NULL, grammar, NULL, NULL, NULL, napi_default, NULL},
  };
  napi_define_properties(env, exports, sizeof functions / sizeof functions[0], functions);
  return exports;
}
