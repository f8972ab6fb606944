/* fd_connection.c — see fd_connection.h. */
#include "fd_connection.h"

#include <netinet/in.h>
#include <string.h>

#include "fd_channel.h"
#include "unix_peer.h"
#include "util.h"

/* One end of a connection, as both ends name it: a TCP end by its address
 * (an IPv4-mapped IPv6 address — a dual-stack listener's view of an IPv4
 * client — is the IPv4 one), an AF_UNIX end by its socket's inode. */
struct endpoint {
  uint16_t family; /* AF_INET, AF_INET6 or AF_UNIX; 0: not pairable */
  uint16_t port;
  uint8_t addr[16];
  uint32_t inode; /* AF_UNIX; 0: a peer not known yet (unix_peer.h) */
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
static int unknown(const struct endpoint *e) { return e->family == AF_UNIX && !e->inode; }

/* A pending end and a new one are the two ends of one connection: each one's
 * peer is the other, an unknown peer standing for any end — but not both
 * unknown, which two unaccepted clients would be. */
static int ends_of_one(const struct pending *p, const struct endpoint *local, const struct endpoint *peer) {
  if (unknown(&p->peer) && unknown(peer)) return 0;
  return p->local.family == local->family && (unknown(peer) || same(&p->local, peer)) &&
         (unknown(&p->peer) || same(&p->peer, local));
}

/* The peer a connect still in progress dials, from its target: the kernel
 * dials an unspecified address (0.0.0.0, ::) as the socket's own source
 * address for IPv4 (loopback when unbound: ip_route_output_key_hash), as ::1
 * for IPv6 (tcp_v6_connect; 127.0.0.1 from a v4-mapped source). The accepted
 * end sees that address, not the target's 0.0.0.0. */
static void dialled(struct endpoint *peer, const struct endpoint *local) {
  static const uint8_t any[16], loopback6[16] = {[15] = 1}, loopback4[4] = {127, 0, 0, 1};
  if (memcmp(peer->addr, any, sizeof any)) return;
  if (peer->family == AF_INET) {
    memcpy(peer->addr, local->addr, 4);
  } else if (local->family == AF_INET) {
    peer->family = AF_INET;
    memcpy(peer->addr, loopback4, 4);
  } else {
    memcpy(peer->addr, loopback6, 16);
  }
}

/* An AF_UNIX stream or seqpacket socket's two ends by inode; its peer is
 * unknown at a connect whose server has not accepted yet (the server's end
 * learns it: an accepted end always has its client). */
static int unix_endpoints(int fd, int accepted, struct endpoint *local, struct endpoint *peer) {
  memset(local, 0, sizeof *local);
  memset(peer, 0, sizeof *peer);
  local->family = peer->family = AF_UNIX;
  local->inode = hd_unix_inode(fd);
  return local->inode && hd_unix_peer_inode(local->inode, &peer->inode) && (!accepted || peer->inode);
}

/* fd's two ends; 0 when fd is no stream or seqpacket connection of TCP or
 * AF_UNIX, or they are unknown. to: a connect's target, standing for the
 * peer while the connection is still being made. *message: seqpacket. */
static int endpoints(int fd, const struct sockaddr *to, socklen_t len, struct endpoint *local,
                     struct endpoint *peer, int *message) {
  int type = 0;
  socklen_t tl = sizeof type;
  if (getsockopt(fd, SOL_SOCKET, SO_TYPE, &type, &tl) != 0) return 0;
  struct sockaddr_storage sa;
  socklen_t sl = sizeof sa;
  memset(&sa, 0, sizeof sa);
  if (getsockname(fd, (struct sockaddr *)&sa, &sl) != 0) return 0;
  *message = type == SOCK_SEQPACKET;
  if (sa.ss_family == AF_UNIX)
    return (type == SOCK_STREAM || type == SOCK_SEQPACKET) && unix_endpoints(fd, !to, local, peer);
  if (type != SOCK_STREAM) return 0;
  *local = endpoint_of(&sa);
  sl = sizeof sa;
  memset(&sa, 0, sizeof sa);
  int connected = getpeername(fd, (struct sockaddr *)&sa, &sl) == 0;
  if (!connected) {
    if (!to || len > sizeof sa) return 0;
    memcpy(&sa, to, len);
  }
  *peer = endpoint_of(&sa);
  if (!connected) dialled(peer, local);
  return local->family && local->family == peer->family;
}

struct hd_channel *hd_connection_open(int fd, const struct sockaddr *to, socklen_t len, uint32_t *end) {
  struct endpoint local, peer;
  int message;
  if (!endpoints(fd, to, len, &local, &peer, &message)) return 0;
  struct hd_channel *c = 0;
  struct pending *free_slot = 0;
  hd_spin_lock(&table_mu);
  for (int i = 0; i < HD_CONNECTION_PENDING; i++) {
    struct pending *p = &table[i];
    if (!p->c) {
      if (!free_slot) free_slot = p;
    } else if (ends_of_one(p, &local, &peer)) {
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
  if (free_slot && (c = hd_channel_new(message, 1))) { /* one end known: fd's reference */
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
