/* mapped_file.h — an event log mapped read-only (mmap MAP_PRIVATE, PROT_READ)
 * instead of copied into a buffer, so reading a 300 MB log does not cost
 * 300 MB of heap on top of the records kept from it.
 *
 * The mapping covers the size the file had when it was opened: bytes a still
 * running process appends later are never read. A file truncated after it was
 * mapped would make reading the lost pages raise SIGBUS; every read goes
 * through mapped_file_copy, which turns that into an error return instead.
 * What cannot be mapped (a pipe: `heddle report <(zcat heddle.1.hlog.gz)`,
 * a file system without mmap) is read into memory instead, as before.
 * One file at a time: the SIGBUS handler serves the one open mapping. */
#ifndef HEDDLE_MAPPED_FILE_H
#define HEDDLE_MAPPED_FILE_H

#include <stddef.h>

struct mapped_file {
  const unsigned char *data; /* NULL when the file is empty */
  size_t len;                /* the file's size when it was mapped (or all that was read) */
  size_t released;           /* bytes already given back (mapped_file_release) */
  int in_memory;             /* read into a malloc'd copy, not mapped */
  int handler_installed;     /* the SIGBUS handler is ours until close */
};

/* Maps path, or reads it when it cannot be mapped. Returns 0, or an errno value. */
int mapped_file_open(const char *path, struct mapped_file *file);
void mapped_file_close(struct mapped_file *file);

/* Copies n bytes at off (off + n <= len) into dst. Returns 0, or -1 when the
 * file shrank under the mapping and those bytes are gone. Not reentrant: the
 * reporter reads one log at a time on one thread. */
int mapped_file_copy(const struct mapped_file *file, size_t off, void *dst, size_t n);

/* Tells the kernel the bytes before `upto` will not be read again, so their
 * pages leave the process's resident set (they stay in the page cache). */
void mapped_file_release(struct mapped_file *file, size_t upto);

#endif /* HEDDLE_MAPPED_FILE_H */
