/* sarif_location.h — SARIF location objects for symbolized frames:
 * %SRCROOT%-relative URIs for files under the source root, file:// URIs
 * otherwise, regions with the line's text as snippet. */
#ifndef HEDDLE_SARIF_LOCATION_H
#define HEDDLE_SARIF_LOCATION_H

#include "json_writer.h"
#include "source_lines.h"
#include "symbolize.h"

struct sarif_context {
  const char *srcroot; /* normalized absolute path, the %SRCROOT% base */
  struct source_cache *sources;
};

/* Writes the "file://" URI of an absolute directory, with a trailing slash. */
void sarif_directory_uri(struct json_writer *w, const char *dir);

/* Writes the "artifactLocation" member for a file: %SRCROOT%-relative when
 * under the source root, else a file:// URI. */
void sarif_artifact_location(struct json_writer *w, const struct sarif_context *ctx, const char *path);

/* Writes a whole location object: physicalLocation (frame's file and region,
 * or its module when it has no line), the function as logicalLocation, an id
 * when id > 0 and a message when message is not NULL. */
void sarif_location(struct json_writer *w, const struct sarif_context *ctx,
                    const struct frame *frame, int id, const char *message);

/* Where sarif_location puts the frame, as "uri:line:column" (empty when
 * unknown) — how heddle-sarif tells objects' allocation sites apart
 * (`allocatedAt`, sarif/src/objects.ts placeOf). Caller frees; NULL when out of memory. */
char *sarif_place(const struct sarif_context *ctx, const struct frame *frame);

#endif /* HEDDLE_SARIF_LOCATION_H */
