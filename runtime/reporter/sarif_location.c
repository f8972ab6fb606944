/* sarif_location.c — see sarif_location.h. */
#define _GNU_SOURCE
#include "sarif_location.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "paths.h"

/* RFC 3986: everything but unreserved characters and '/' is percent-encoded. */
static char *uri_encode(const char *prefix, const char *path, const char *suffix) {
  size_t cap = strlen(prefix) + 3 * strlen(path) + strlen(suffix) + 1;
  char *out = malloc(cap);
  if (!out) return NULL;
  size_t len = strlen(prefix);
  memcpy(out, prefix, len);
  for (const unsigned char *p = (const unsigned char *)path; *p; p++) {
    if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
        strchr("-._~/", *p))
      out[len++] = (char)*p;
    else
      len += (size_t)sprintf(out + len, "%%%02X", *p);
  }
  strcpy(out + len, suffix);
  return out;
}

void sarif_directory_uri(struct json_writer *w, const char *dir) {
  int has_slash = dir[0] && dir[strlen(dir) - 1] == '/';
  char *uri = uri_encode("file://", dir, has_slash ? "" : "/");
  json_string(w, uri);
  free(uri);
}

/* A file's URI: relative when under the source root (*based set), else a file:// URI. */
static char *artifact_uri(const struct sarif_context *ctx, const char *path, int *based) {
  const char *rel = ctx->srcroot ? path_under(path, ctx->srcroot) : NULL;
  *based = rel != NULL;
  /* Relative paths (some system libraries' debug info) stay relative, unbased. */
  return rel ? uri_encode("", rel, "") : uri_encode(path[0] == '/' ? "file://" : "", path, "");
}

void sarif_artifact_location(struct json_writer *w, const struct sarif_context *ctx, const char *path) {
  json_key(w, "artifactLocation");
  json_begin_object(w);
  int based;
  char *uri = artifact_uri(ctx, path, &based);
  json_member_string(w, "uri", uri);
  if (based) json_member_string(w, "uriBaseId", "SRCROOT");
  free(uri);
  json_end_object(w);
}

/* The file a location of this frame points at: its source, else (no line
 * information) its module, the best place there is. */
static const char *located_file(const struct frame *frame) {
  if (frame->file && frame->line > 0) return frame->file;
  return frame->module ? frame->module : "unknown";
}

char *sarif_place(const struct sarif_context *ctx, const struct frame *frame) {
  int based, has_region = frame->file && frame->line > 0;
  char *uri = artifact_uri(ctx, located_file(frame), &based), *place = NULL;
  char line[16] = "", column[16] = "";
  if (has_region) snprintf(line, sizeof line, "%d", frame->line);
  if (has_region && frame->column > 0) snprintf(column, sizeof column, "%d", frame->column);
  if (uri && asprintf(&place, "%s:%s:%s", uri, line, column) < 0) place = NULL;
  free(uri);
  return place;
}

static void region(struct json_writer *w, const struct sarif_context *ctx, const struct frame *f) {
  json_key(w, "region");
  json_begin_object(w);
  json_member_int(w, "startLine", f->line);
  if (f->column > 0) json_member_int(w, "startColumn", f->column);
  size_t len;
  const char *text = source_line(ctx->sources, f->file, f->line, &len);
  if (text) {
    char *line = strndup(text, len);
    json_key(w, "snippet");
    json_begin_object(w);
    json_member_string(w, "text", line);
    json_end_object(w);
    free(line);
  }
  json_end_object(w);
}

void sarif_location(struct json_writer *w, const struct sarif_context *ctx,
                    const struct frame *frame, int id, const char *message) {
  json_begin_object(w);
  if (id > 0) json_member_int(w, "id", id);
  json_key(w, "physicalLocation");
  json_begin_object(w);
  sarif_artifact_location(w, ctx, located_file(frame));
  if (frame->file && frame->line > 0) {
    region(w, ctx, frame);
  } else if (frame->module) { /* no line information: a place in the binary, the best there is */
    json_key(w, "address");
    json_begin_object(w);
    json_member_int(w, "relativeAddress", (int64_t)frame->module_offset);
    json_end_object(w);
  }
  json_end_object(w);
  if (frame->function) {
    json_key(w, "logicalLocations");
    json_begin_array(w);
    json_begin_object(w);
    json_member_string(w, "fullyQualifiedName", frame->function);
    json_member_string(w, "kind", "function");
    json_end_object(w);
    json_end_array(w);
  }
  if (message) {
    json_key(w, "message");
    json_begin_object(w);
    json_member_string(w, "text", message);
    json_end_object(w);
  }
  json_end_object(w);
}
