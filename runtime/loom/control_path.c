/* control_path.c — see control_proto.h. */
#include "control_proto.h"

#include <errno.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>

void hd_loom_control_dir(uid_t uid, char *dir, size_t n) { snprintf(dir, n, "/tmp/heddle-%u", (unsigned)uid); }

void hd_loom_control_socket(uid_t uid, pid_t pid, char *path, size_t n) {
  snprintf(path, n, "/tmp/heddle-%u/filter-%d.sock", (unsigned)uid, (int)pid);
}

const char *hd_loom_control_dir_problem(const char *dir, uid_t uid) {
  struct stat st;
  if (lstat(dir, &st) != 0) return "it cannot be read";
  if (!S_ISDIR(st.st_mode)) return "it is not a directory";
  if (st.st_uid != uid) return "it belongs to another user";
  if (st.st_mode & 077) return "others may use it (its mode is not 0700)";
  return NULL;
}

int hd_loom_read_all(int fd, void *buf, size_t n) {
  for (char *p = buf; n;) {
    ssize_t got = read(fd, p, n);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) return -1;
    p += got;
    n -= (size_t)got;
  }
  return 0;
}

int hd_loom_write_all(int fd, const void *buf, size_t n) {
  for (const char *p = buf; n;) {
    ssize_t put = write(fd, p, n);
    if (put < 0 && errno == EINTR) continue;
    if (put <= 0) return -1;
    p += put;
    n -= (size_t)put;
  }
  return 0;
}
