/* unix_peer.h — which socket an AF_UNIX socket is connected to. Unlike a TCP
 * connection's, an AF_UNIX connection's addresses do not name its ends (a
 * client that never binds has an empty address, so two clients of one path
 * look alike); the sockets' inodes do. A socket's own inode is fstat's
 * st_ino; its peer's comes from the kernel's sock_diag netlink interface
 * (UNIX_DIAG_PEER), which needs no privilege and no network. */
#ifndef HEDDLE_UNIX_PEER_H
#define HEDDLE_UNIX_PEER_H

#include <stdint.h>

/* fd's socket inode (sockfs numbers them with 32 bits, as sock_diag does);
 * 0 when fd is not a socket. */
uint32_t hd_unix_inode(int fd);
/* Asks the kernel for the inode of the socket at the other end of the
 * AF_UNIX socket whose inode is `ino`: 1 with *peer set when it answered —
 * 0 if that socket has none (a client whose connection is not accepted yet:
 * the server's end gets its inode at accept; a peer whose descriptors are
 * all closed) —, 0 when it did not (a kernel without unix_diag, a seccomp
 * filter refusing netlink, no such socket). The program's errno is left
 * alone. */
int hd_unix_peer_inode(uint32_t ino, uint32_t *peer);

#endif
