"""Leaves two control sockets named for pids that do not exist here in the program's control
directory — one nobody listens on (a process that died), one that listens (a process of another pid
namespace sharing /tmp: a VM over virtiofs, a container) — runs the heddle-built program given, and
prints which of the two its start-up sweep (runtime/loom/control.c) left."""
import os
import socket
import subprocess
import sys

d = "/tmp/heddle-%d" % os.geteuid()
os.makedirs(d, mode=0o700, exist_ok=True)
dead, other = (os.path.join(d, "filter-%d.sock" % (4190000 + i)) for i in (1, 2))
for p in (dead, other):
    if os.path.exists(p):
        os.unlink(p)
s = socket.socket(socket.AF_UNIX)
s.bind(dead)
s.close()
listener = socket.socket(socket.AF_UNIX)
listener.bind(other)
listener.listen(1)
try:
    subprocess.run(sys.argv[1:], check=True, stdout=subprocess.DEVNULL)
    print("dead process's socket %s" % ("left" if os.path.exists(dead) else "removed"))
    print("other namespace's socket %s" % ("left" if os.path.exists(other) else "removed"))
finally:
    listener.close()
    for p in (dead, other):
        if os.path.exists(p):
            os.unlink(p)
