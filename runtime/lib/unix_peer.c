/* unix_peer.c — see unix_peer.h. */
#include "unix_peer.h"

#include <errno.h>
#include <stdint.h>
#include <linux/netlink.h>
#include <linux/sock_diag.h>
#include <linux/unix_diag.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "util.h" /* hd_raw_syscall */

uint32_t hd_unix_inode(int fd) {
  int saved = errno;
  struct stat st;
  int ok = fstat(fd, &st) == 0 && S_ISSOCK(st.st_mode);
  errno = saved;
  return ok ? (uint32_t)st.st_ino : 0;
}

/* The reply's UNIX_DIAG_PEER attribute in *peer (0 if absent: no peer); 0
 * when the reply is no answer about `ino`. */
static int peer_in_reply(const char *buf, long n, uint32_t ino, uint32_t *peer) {
  const struct nlmsghdr *h = (const struct nlmsghdr *)buf;
  if (n < (long)NLMSG_LENGTH(sizeof(struct unix_diag_msg)) || h->nlmsg_len < NLMSG_LENGTH(sizeof(struct unix_diag_msg)) ||
      h->nlmsg_len > (unsigned long)n || h->nlmsg_type != SOCK_DIAG_BY_FAMILY)
    return 0; /* NLMSG_ERROR: no such socket, or unix_diag not in this kernel */
  const struct unix_diag_msg *m = NLMSG_DATA(h);
  if (m->udiag_ino != ino) return 0;
  *peer = 0;
  const char *at = (const char *)(m + 1), *end = (const char *)h + h->nlmsg_len;
  while (at + NLA_HDRLEN <= end) {
    const struct nlattr *a = (const struct nlattr *)at;
    if (a->nla_len < NLA_HDRLEN || at + a->nla_len > end) break;
    if ((a->nla_type & NLA_TYPE_MASK) == UNIX_DIAG_PEER && a->nla_len >= NLA_HDRLEN + sizeof(uint32_t)) {
      memcpy(peer, at + NLA_HDRLEN, sizeof *peer);
      break;
    }
    at += NLA_ALIGN(a->nla_len);
  }
  return 1;
}

/* Raw system calls (hd_raw_syscall: not even syscall()'s interceptor, which
 * routes sendto and recvfrom to theirs): libheddle's own socket/close/recv
 * interceptors must not see the runtime's query as the program's
 * descriptors and I/O. */
int hd_unix_peer_inode(uint32_t ino, uint32_t *peer) {
  if (!ino) return 0;
  int saved = errno, answered = 0;
  long nl = hd_raw_syscall(SYS_socket, (long)AF_NETLINK, (long)(SOCK_DGRAM | SOCK_CLOEXEC), (long)NETLINK_SOCK_DIAG);
  if (nl >= 0) {
    struct {
      struct nlmsghdr h;
      struct unix_diag_req r;
    } req;
    memset(&req, 0, sizeof req);
    req.h.nlmsg_len = sizeof req;
    req.h.nlmsg_type = SOCK_DIAG_BY_FAMILY;
    req.h.nlmsg_flags = NLM_F_REQUEST; /* one socket, looked up by inode */
    req.r.sdiag_family = AF_UNIX;
    req.r.udiag_states = ~0u;
    req.r.udiag_ino = ino;
    req.r.udiag_show = UDIAG_SHOW_PEER;
    req.r.udiag_cookie[0] = req.r.udiag_cookie[1] = ~0u; /* INET_DIAG_NOCOOKIE: any */
    struct sockaddr_nl kernel = {.nl_family = AF_NETLINK};
    /* The kernel answers inside sendto, so the reply is queued by the time
     * recvfrom looks (MSG_DONTWAIT: never a wait inside the program's call). */
    char buf[256] __attribute__((aligned(NLMSG_ALIGNTO)));
    struct sockaddr_nl from;
    socklen_t from_len = sizeof from;
    if (hd_raw_syscall(SYS_sendto, nl, (long)&req, (long)sizeof req, 0L, (long)&kernel, (long)sizeof kernel) ==
        (long)sizeof req) {
      long n = hd_raw_syscall(SYS_recvfrom, nl, (long)buf, (long)sizeof buf, (long)MSG_DONTWAIT, (long)&from,
                              (long)&from_len);
      answered = n > 0 && from.nl_pid == 0 && peer_in_reply(buf, n, ino, peer);
    }
    hd_raw_syscall(SYS_close, nl);
  }
  errno = saved;
  return answered;
}
