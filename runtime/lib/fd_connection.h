/* fd_connection.h — pairs the two ends of an in-process stream connection.
 * socket()/accept() give a connection's two ends unrelated descriptor
 * numbers, so fd_sync.h gives every socket one shared key. When both ends of
 * a connection are this process's (a client and its server in one program),
 * they are matched at connect and accept and share one channel
 * (fd_channel.h) — per-write clocks, and a key of their own for what the
 * channel does not order (end-of-file, readiness, unsure). Matched by:
 *  - TCP: the connecting end's local address is the accepted end's peer
 *    address and the other way round (a connect still in progress has no peer
 *    address yet: its target stands for it, an unspecified one — 0.0.0.0, ::
 *    — as the address the kernel dials instead);
 *  - AF_UNIX stream and seqpacket: addresses name no end (a client that never
 *    binds has an empty one), socket inodes do — the accepted end asks the
 *    kernel for its client's (unix_peer.h); a connecting end's own is known,
 *    its peer's usually not yet (not accepted).
 *
 * Each end joins at its own connect/accept, before the program can write on
 * it, so the channel sees every write of both ends; whichever end comes first
 * makes the channel and waits in a table of pending ends, the second joins it.
 * An end whose peer never shows up (another process, or a table full) keeps
 * a channel nobody else writes: its first read gets bytes no write was seen
 * to put in, and the channel goes unsure — the shared socket key, as before.
 * An accepted AF_UNIX end whose client the kernel does not name (no
 * sock_diag, the client already closed) gets no channel: the shared key.
 *
 * Not paired: datagram sockets; a nonblocking TCP connect still in progress
 * whose target is rewritten on the way (an iptables DNAT rule: the accepted
 * end sees another address), which then goes unsure as above. */
#ifndef HEDDLE_FD_CONNECTION_H
#define HEDDLE_FD_CONNECTION_H
#include <stdint.h>
#include <sys/socket.h>

struct hd_channel;

#define HD_CONNECTION_PENDING 256 /* ends waiting for their peer */

/* fd was connected (in_progress: connect returned EINPROGRESS; to: the
 * address it was given) or accepted (to: NULL). Returns the channel fd now
 * belongs to, with a reference for fd, and fd's end in it; NULL when fd is
 * not a pairable stream socket. */
struct hd_channel *hd_connection_open(int fd, const struct sockaddr *to, socklen_t len, uint32_t *end);
/* Descriptors lo..hi are closing: ends still waiting for their peer stop
 * waiting. */
void hd_connection_forget(unsigned lo, unsigned hi);
/* fork(): takes or releases the table's lock. */
void hd_connection_fork_lock(int take);

#endif
