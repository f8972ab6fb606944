/* intercept_ioctl.c — ioctl's argument, the memory the kernel reads or fills
 * for the caller, as kernel_writes.h's table does for calls with fixed
 * buffers: under backend=mpk a request on a buffer the thread's PKRU closes
 * failed with EFAULT (a system call does not fault), and under either
 * backend what it read and wrote went unchecked. Variadic, and the
 * argument's size depends on the request, so not a table line.
 *
 * How big the argument is:
 * - a request encoded with _IOC (most drivers' since Linux 2.x: _IOR, _IOW,
 *   _IOWR) says it: _IOC_SIZE bytes, read by the kernel with _IOC_WRITE, filled
 *   with _IOC_READ (both: in and out, checked as the caller's write);
 * - the older terminal and socket requests C programs use (FIONREAD,
 *   TIOCGWINSZ, TCGETS, SIOCGIFADDR, ...) are listed below, SIOCGIFCONF's
 *   buffer behind its struct ifconf written out;
 * - any other request's argument is unknown (it may be an integer, or a struct
 *   with pointers in it): under backend=mpk every domain opens for the call
 *   (libc's window, as for a fault in libc), and nothing is checked under
 *   either backend, as before. */
#include <asm/termbits.h> /* the kernel's struct termios, which TCGETS fills: 36 bytes, glibc's has 60 */
#include <net/if.h>
#include <stdarg.h>
#include <sys/ioctl.h>
#include <sys/types.h>

#include "kernel_writes.h"

HD_REAL_FN(ioctl);

/* The unencoded requests with a buffer: bytes the kernel reads (in) or
 * fills (out; in/out ones too). */
static const struct {
  unsigned long request;
  unsigned short in, out;
} unencoded[] = {
    {FIONREAD, 0, sizeof(int)},
    {TIOCOUTQ, 0, sizeof(int)},
    {FIONBIO, sizeof(int), 0},
    {TIOCGWINSZ, 0, sizeof(struct winsize)},
    {TIOCSWINSZ, sizeof(struct winsize), 0},
    {TCGETS, 0, sizeof(struct termios)},
    {TCSETS, sizeof(struct termios), 0},
    {TCSETSW, sizeof(struct termios), 0},
    {TCSETSF, sizeof(struct termios), 0},
    {TIOCGPGRP, 0, sizeof(pid_t)},
    {TIOCSPGRP, sizeof(pid_t), 0},
    {SIOCGIFNAME, 0, sizeof(struct ifreq)},
    {SIOCGIFINDEX, 0, sizeof(struct ifreq)},
    {SIOCGIFFLAGS, 0, sizeof(struct ifreq)},
    {SIOCGIFADDR, 0, sizeof(struct ifreq)},
    {SIOCGIFNETMASK, 0, sizeof(struct ifreq)},
    {SIOCGIFBRDADDR, 0, sizeof(struct ifreq)},
    {SIOCGIFMTU, 0, sizeof(struct ifreq)},
    {SIOCGIFHWADDR, 0, sizeof(struct ifreq)},
};

/* 1 when the request's argument has a known size (*in, *out). */
static int argument_size(unsigned long request, size_t *in, size_t *out) {
  unsigned dir = _IOC_DIR(request);
  if (dir != _IOC_NONE) {
    size_t size = _IOC_SIZE(request);
    *out = dir & _IOC_READ ? size : 0;
    *in = *out ? 0 : size;
    return 1;
  }
  for (size_t i = 0; i < sizeof unencoded / sizeof *unencoded; i++)
    if (unencoded[i].request == request) {
      *in = unencoded[i].in;
      *out = unencoded[i].out;
      return 1;
    }
  return 0;
}

/* SIOCGIFCONF: the struct's length is in and out, and the kernel fills that
 * much of ifc_buf (none, only the length, when ifc_buf is null). */
static int interface_list(int fd, struct ifconf *ifc, struct hd_caller c) {
  hd_kernel_writes(ifc, sizeof *ifc);
  char *buf = ifc->ifc_buf;
  size_t most = buf && ifc->ifc_len > 0 ? (size_t)ifc->ifc_len : 0;
  hd_kernel_writes(buf, most);
  int r = HD_REAL(ioctl)(fd, SIOCGIFCONF, ifc);
  if (r != -1) {
    size_t wrote = ifc->ifc_len > 0 ? hd_kw_min((size_t)ifc->ifc_len, most) : 0;
    hd_kernel_wrote(ifc, sizeof *ifc, c);
    hd_kernel_wrote(buf, wrote, c);
  }
  return r;
}

int ioctl(int fd, unsigned long request, ...) {
  struct hd_caller c = HD_CALLER;
  va_list ap;
  va_start(ap, request);
  void *arg = va_arg(ap, void *); /* what every ioctl wrapper passes on, whatever the request's type */
  va_end(ap);
  if (request == SIOCGIFCONF && arg) return interface_list(fd, arg, c);
  size_t in = 0, out = 0;
  if (!argument_size(request, &in, &out)) {
    hd_mpk_unknown_buffers();
    return HD_REAL(ioctl)(fd, request, arg);
  }
  if (arg) {
    hd_kernel_reads(arg, in, c);
    hd_kernel_writes(arg, out);
  }
  int r = HD_REAL(ioctl)(fd, request, arg);
  if (r != -1 && arg) hd_kernel_wrote(arg, out, c);
  return r;
}

/* Looked up at start-up, as the table's calls are (a forked child's or a
 * signal handler's first call). */
__attribute__((constructor)) static void resolve_ioctl(void) { hd_real_preload((void **)&real_ioctl, "ioctl"); }
