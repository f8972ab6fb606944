/* control_proto.h — the control channel between `heddle filter` and a running
 * heddle-built program (LOOM §2's loomctl and update engine): a Unix stream
 * socket /tmp/heddle-UID/filter-PID.sock, in a directory of mode 0700 owned by
 * the program's effective uid, one request and one reply per connection. The
 * program answers only a peer (SO_PEERCRED) with its own uid or root. Shared by
 * libheddle (control.c) and the CLI (runtime/reporter/cli_filter.c). */
#ifndef HEDDLE_LOOM_CONTROL_PROTO_H
#define HEDDLE_LOOM_CONTROL_PROTO_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#define HD_LOOM_MAGIC "HDLOOM1\n" /* 8 bytes; a new layout gets a new number */
#define HD_LOOM_MAX_NAME 4096u
#define HD_LOOM_MAX_TEXT (4u << 20) /* as filter_files.c's limit */
#define HD_LOOM_MAX_REPLY (256u << 10)

enum hd_loom_request_op { HD_LOOM_ADD = 1, HD_LOOM_LIST = 2, HD_LOOM_REMOVE = 3, HD_LOOM_REPLACE = 4 };

/* Followed by name_len bytes (the filter's name, for messages) and text_len bytes (the filter). */
struct hd_loom_request {
  char magic[8];
  uint32_t op;  /* enum hd_loom_request_op */
  uint32_t id;  /* REMOVE, REPLACE: the installed filter */
  uint32_t name_len, text_len;
  int64_t timeout_ms; /* ADD, REPLACE: how long the program may wait for a safe moment */
};

/* Followed by text_len bytes: the messages (errors in heddle-lint's form), or the answer. */
struct hd_loom_reply {
  char magic[8];
  int32_t status; /* enum hd_loom_status (live.h) */
  uint32_t text_len;
};

/* The directory and socket of process `pid` running as `uid` (buffers of 108 bytes, sun_path's size). */
void hd_loom_control_dir(uid_t uid, char *dir, size_t n);
void hd_loom_control_socket(uid_t uid, pid_t pid, char *path, size_t n);
/* NULL when dir is a directory (not a link) owned by uid with no access for
 * group or others; else what is wrong with it. */
const char *hd_loom_control_dir_problem(const char *dir, uid_t uid);

/* Whole reads and writes (EINTR retried); 0 when done, -1 otherwise. */
int hd_loom_read_all(int fd, void *buf, size_t n);
int hd_loom_write_all(int fd, const void *buf, size_t n);

#endif
