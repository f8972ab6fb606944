/* fd_connection.c — see fd_connection.h. */
#include "fd_connection.h"

#include <netinet/in.h>
#include <string.h>

#include "fd_channel.h"
#include "util.h"

/* An address normalised for comparison: an IPv4-mapped IPv6 address (a
 * dual-stack listener's view of an IPv4 client) is the IPv4 one. */
struct endpoint {
  uint16_t family; /* AF_INET or AF_INET6; 0: not pairable */
  uint16_t port;
  uint8_t addr[16];
};

struct pending {
  int fd; /* a hint for forgetting: the channel is what the entry holds (a reference) */
  struct endpoint local, peer;
  struct hd_channel *c; /* NULL: a free slot */
};

static hd_spin_t table_mu;
static struct pending table[HD_CONNECTION_PENDING];

void hd_connection_fork_lock(int take) {
  if (take) hd_spin_lock(&table_mu);
  else hd_spin_unlock(&table_mu);
}

static struct endpoint endpoint_of(const struct sockaddr_storage *sa) {
  struct endpoint e;
  memset(&e, 0, sizeof e);
  if (sa->ss_family == AF_INET) {
    const struct sockaddr_in *in = (const struct sockaddr_in *)sa;
    e.family = AF_INET;
    e.port = in->sin_port;
    memcpy(e.addr, &in->sin_addr, 4);
  } else if (sa->ss_family == AF_INET6) {
    const struct sockaddr_in6 *in6 = (const struct sockaddr_in6 *)sa;
    e.port = in6->sin6_port;
    if (IN6_IS_ADDR_V4MAPPED(&in6->sin6_addr)) {
      e.family = AF_INET;
      memcpy(e.addr, &in6->sin6_addr.s6_addr[12], 4);
    } else {
      e.family = AF_INET6;
      memcpy(e.addr, &in6->sin6_addr, 16);
    }
  }
  return e;
}

static int same(const struct endpoint *a, const struct endpoint *b) { return !memcmp(a, b, sizeof *a); }

/* fd's two addresses; 0 when fd is no TCP stream socket or they are unknown.
 * to: a connect's target, standing for the peer while the connection is
 * still being made. */
static int endpoints(int fd, const struct sockaddr *to, socklen_t len, struct endpoint *local,
                     struct endpoint *peer) {
  int type = 0;
  socklen_t tl = sizeof type;
  if (getsockopt(fd, SOL_SOCKET, SO_TYPE, &type, &tl) != 0 || type != SOCK_STREAM) return 0;
  struct sockaddr_storage sa;
  socklen_t sl = sizeof sa;
  memset(&sa, 0, sizeof sa);
  if (getsockname(fd, (struct sockaddr *)&sa, &sl) != 0) return 0;
  *local = endpoint_of(&sa);
  sl = sizeof sa;
  memset(&sa, 0, sizeof sa);
  if (getpeername(fd, (struct sockaddr *)&sa, &sl) != 0) {
    if (!to || len > sizeof sa) return 0;
    memcpy(&sa, to, len);
  }
  *peer = endpoint_of(&sa);
  return local->family && local->family == peer->family;
}

struct hd_channel *hd_connection_open(int fd, const struct sockaddr *to, socklen_t len, uint32_t *end) {
  struct endpoint local, peer;
  if (!endpoints(fd, to, len, &local, &peer)) return 0;
  struct hd_channel *c = 0;
  struct pending *free_slot = 0;
  hd_spin_lock(&table_mu);
  for (int i = 0; i < HD_CONNECTION_PENDING; i++) {
    struct pending *p = &table[i];
    if (!p->c) {
      if (!free_slot) free_slot = p;
    } else if (same(&p->local, &peer) && same(&p->peer, &local)) {
      c = p->c; /* the entry's reference becomes fd's */
      p->c = 0;
      break;
    }
  }
  if (c) {
    hd_spin_unlock(&table_mu);
    hd_channel_join(c);
    hd_channel_unref(c); /* the entry's: join took fd's own */
    *end = 1;
    return c;
  }
  if (free_slot && (c = hd_channel_new(0, 1))) { /* one end known: fd's reference */
    hd_channel_ref(c);                              /* and the entry's */
    free_slot->fd = fd;
    free_slot->local = local;
    free_slot->peer = peer;
    free_slot->c = c;
  }
  hd_spin_unlock(&table_mu);
  *end = 0;
  return c;
}

void hd_connection_forget(unsigned lo, unsigned hi) {
  struct hd_channel *gone[HD_CONNECTION_PENDING];
  int n = 0;
  hd_spin_lock(&table_mu);
  for (int i = 0; i < HD_CONNECTION_PENDING; i++) {
    struct pending *p = &table[i];
    if (p->c && (unsigned)p->fd >= lo && (unsigned)p->fd <= hi) gone[n++] = p->c, p->c = 0;
  }
  hd_spin_unlock(&table_mu);
  for (int i = 0; i < n; i++) hd_channel_unref(gone[i]); /* outside the lock: may take the pool's */
}
