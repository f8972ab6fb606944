/* cli_filter.c — `heddle filter add|list|remove|replace PID ...`: execution
 * filters into a running heddle-built program (LOOM's loomctl), over the
 * control channel of runtime/loom/control_proto.h. The filter is parsed here
 * first, so a syntax error is reported without touching the program; the
 * program checks it against its own code and answers within the time limit. */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include "cli.h"
#include "control_proto.h"
#include "exit_codes.h"
#include "filter_files.h"

/* Beyond exit_codes.h: a program that is not there or will not talk (EX_UNAVAILABLE),
 * no safe moment within the time limit (EX_TEMPFAIL: try again), no such filter id. */
enum { EXIT_UNAVAILABLE = 69, EXIT_TEMPFAIL = 75, EXIT_NO_SUCH = 1 };

#define DEFAULT_TIMEOUT_MS 10000

static void usage(FILE *out) {
  fputs("usage: heddle filter add PID FILE.hfilter [--timeout MS]\n"
        "       heddle filter list PID\n"
        "       heddle filter remove PID ID\n"
        "       heddle filter replace PID ID FILE.hfilter [--timeout MS]\n"
        "\n"
        "Installs an execution filter into the running program PID (built with heddle-cc),\n"
        "lists its filters, removes one, or replaces one with another in one step. The\n"
        "program installs a filter only at a moment when no thread is inside a region it\n"
        "adds (LOOM 4), waiting up to --timeout ms (default 10000). docs/filters.md.\n"
        "\n"
        "exit status: 0 done; 64 bad command line or filter (its errors are printed);\n"
        "69 no such process, or it takes no filters; 75 no safe moment came in time\n"
        "(nothing changed: try again); 1 no filter with that id.\n",
        out);
}

/* The program's effective uid, from /proc/PID/status ("Uid: real effective ..."). */
static int program_uid(pid_t pid, uid_t *uid) {
  char path[64], line[256];
  snprintf(path, sizeof path, "/proc/%d/status", (int)pid);
  FILE *f = fopen(path, "r");
  if (!f) return -1;
  int found = 0;
  while (!found && fgets(line, sizeof line, f)) {
    unsigned real, effective;
    if (sscanf(line, "Uid: %u %u", &real, &effective) == 2) {
      *uid = effective;
      found = 1;
    }
  }
  fclose(f);
  return found ? 0 : -1;
}

static int connect_to(pid_t pid) {
  uid_t uid;
  if (kill(pid, 0) != 0 && errno == ESRCH) {
    fprintf(stderr, "heddle filter: no process %d\n", (int)pid);
    return -1;
  }
  if (program_uid(pid, &uid) != 0) {
    fprintf(stderr, "heddle filter: cannot read /proc/%d/status: %s\n", (int)pid, strerror(errno));
    return -1;
  }
  char dir[108], path[108];
  hd_loom_control_dir(uid, dir, sizeof dir);
  hd_loom_control_socket(uid, pid, path, sizeof path);
  int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  struct sockaddr_un addr = {.sun_family = AF_UNIX};
  snprintf(addr.sun_path, sizeof addr.sun_path, "%s", path);
  if (fd >= 0 && connect(fd, (struct sockaddr *)&addr, sizeof addr) == 0) {
    const char *problem = hd_loom_control_dir_problem(dir, uid);
    if (problem) { /* never talk to a socket someone else could have planted */
      fprintf(stderr, "heddle filter: refusing %s: %s\n", dir, problem);
      close(fd);
      return -1;
    }
    return fd;
  }
  int err = errno;
  if (fd >= 0) close(fd);
  if (err == EACCES || err == EPERM)
    fprintf(stderr,
            "heddle filter: permission denied connecting to process %d (%s): only its own user (uid %u) or root "
            "may change its filters\n",
            (int)pid, path, (unsigned)uid);
  else if (err == ENOENT || err == ECONNREFUSED)
    fprintf(stderr,
            "heddle filter: process %d does not take execution filters (no control socket %s): build it with "
            "heddle-cc; HEDDLE_OPTIONS=filter_control=0 and a forked child without exec have none\n",
            (int)pid, path);
  else
    fprintf(stderr, "heddle filter: cannot connect to process %d (%s): %s\n", (int)pid, path, strerror(err));
  return -1;
}

/* One request, one reply; prints the reply's text; returns the exit status. */
static int ask(pid_t pid, uint32_t op, uint32_t id, const char *name, const char *text, size_t text_len,
               long timeout_ms, const char *done) {
  int fd = connect_to(pid);
  if (fd < 0) return EXIT_UNAVAILABLE;
  struct hd_loom_request rq = {.op = op, .id = id, .name_len = name ? (uint32_t)strlen(name) : 0,
                               .text_len = (uint32_t)text_len, .timeout_ms = timeout_ms};
  memcpy(rq.magic, HD_LOOM_MAGIC, 8);
  struct hd_loom_reply r;
  char *reply = NULL;
  /* The program answers within the time limit plus the time to read the request and write the reply. */
  struct timeval tv = {(timeout_ms > 0 ? timeout_ms : DEFAULT_TIMEOUT_MS) / 1000 + 10, 0};
  setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
  /* The program may answer before it has read everything (a peer it refuses): read the reply anyway. */
  if (hd_loom_write_all(fd, &rq, sizeof rq) == 0 && (!rq.name_len || hd_loom_write_all(fd, name, rq.name_len) == 0) &&
      text_len)
    hd_loom_write_all(fd, text, text_len);
  int ok = hd_loom_read_all(fd, &r, sizeof r) == 0 && memcmp(r.magic, HD_LOOM_MAGIC, 8) == 0 &&
           r.text_len <= HD_LOOM_MAX_REPLY && (reply = malloc(r.text_len + 1)) &&
           hd_loom_read_all(fd, reply, r.text_len) == 0;
  close(fd);
  if (!ok) {
    fprintf(stderr, "heddle filter: process %d did not answer (it may have ended, or is another heddle version)\n",
            (int)pid);
    free(reply);
    return EXIT_UNAVAILABLE;
  }
  reply[r.text_len] = 0;
  int status;
  switch (r.status) {
    case 0:
      if (done) printf(done, atoi(reply), (int)pid);
      else fputs(reply, stdout);
      status = HEDDLE_EXIT_CLEAN;
      break;
    case 1: status = HEDDLE_EXIT_USAGE; break;
    case 2: status = EXIT_TEMPFAIL; break;
    case 3: status = EXIT_NO_SUCH; break;
    default: status = EXIT_UNAVAILABLE;
  }
  if (r.status != 0) fputs(reply, stderr);
  free(reply);
  return status;
}

static int number(const char *s, long *out) {
  char *end;
  errno = 0;
  long v = strtol(s, &end, 10);
  if (!*s || *end || errno || v <= 0) return -1;
  *out = v;
  return 0;
}

int cli_filter(int argc, char **argv) {
  /* argv[0] "filter", argv[1] the action */
  signal(SIGPIPE, SIG_IGN); /* a program that refuses us closes early: an error to report, not a death */
  if (argc < 2 || !strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
    usage(argc < 2 ? stderr : stdout);
    return argc < 2 ? HEDDLE_EXIT_USAGE : HEDDLE_EXIT_CLEAN;
  }
  const char *action = argv[1];
  long timeout_ms = DEFAULT_TIMEOUT_MS;
  const char *args[4];
  int nargs = 0;
  for (int i = 2; i < argc; i++) {
    if (!strcmp(argv[i], "--timeout") && i + 1 < argc) {
      if (number(argv[++i], &timeout_ms) != 0) {
        fprintf(stderr, "heddle filter: --timeout wants milliseconds (a positive number), not '%s'\n", argv[i]);
        return HEDDLE_EXIT_USAGE;
      }
    } else if (nargs < 4) {
      args[nargs++] = argv[i];
    } else {
      nargs = 5;
    }
  }
  int want = !strcmp(action, "add") ? 2 : !strcmp(action, "list") ? 1 : !strcmp(action, "remove") ? 2
             : !strcmp(action, "replace") ? 3 : -1;
  long pid, id = 0;
  if (want < 0 || nargs != want) {
    fprintf(stderr, want < 0 ? "heddle filter: unknown action '%s'\n" : "heddle filter %s: wrong arguments\n", action);
    usage(stderr);
    return HEDDLE_EXIT_USAGE;
  }
  if (number(args[0], &pid) != 0) {
    fprintf(stderr, "heddle filter: '%s' is not a process id\n", args[0]);
    return HEDDLE_EXIT_USAGE;
  }
  if ((!strcmp(action, "remove") || !strcmp(action, "replace")) && number(args[1], &id) != 0) {
    fprintf(stderr, "heddle filter: '%s' is not a filter id (heddle filter list %ld shows them)\n", args[1], pid);
    return HEDDLE_EXIT_USAGE;
  }
  if (!strcmp(action, "list")) return ask((pid_t)pid, HD_LOOM_LIST, 0, NULL, NULL, 0, 0, NULL);
  if (!strcmp(action, "remove"))
    return ask((pid_t)pid, HD_LOOM_REMOVE, (uint32_t)id, NULL, NULL, 0, 0, "removed filter %d from process %d\n");
  /* add, replace: check the file here first (the same parser and messages as the program's) */
  const char *file = args[want - 1];
  struct loom_arena arena = {0};
  struct loom_filter *f = loom_filter_load(&arena, file);
  int status;
  if (!f) {
    fprintf(stderr, "heddle filter: %s was not sent to process %ld: fix the errors above (docs/filters.md)\n", file,
            pid);
    status = HEDDLE_EXIT_USAGE;
  } else {
    status = ask((pid_t)pid, id ? HD_LOOM_REPLACE : HD_LOOM_ADD, (uint32_t)id, file, f->text, f->len, timeout_ms,
                 id ? "installed filter %d in process %d (the old one removed)\n"
                    : "installed filter %d in process %d\n");
  }
  loom_arena_release(&arena);
  return status;
}
