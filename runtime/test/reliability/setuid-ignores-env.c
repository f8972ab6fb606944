// A setuid program must not let whoever runs it choose where heddle creates a
// file or how it behaves: under AT_SECURE (setuid, setgid, file capabilities)
// HEDDLE_LOG_DIR and HEDDLE_OPTIONS are ignored, as secure_getenv does, and
// one stderr line says so. A real AT_SECURE start: a setuid-root copy of the
// program, run as nobody. The same copy without the setuid bit, run as nobody
// with the same variables, does honour them (the control: the log appears in
// the world-writable directory, verbosity=1 prints its start line).
// Not under mpk-lit: the setuid copy would be of the VM stub, a script.
// UNSUPPORTED: program-in-vm
// REQUIRES: root
// RUN: %heddle-cc -O1 %s -o %t
// RUN: sh -c 'test -f %t.d/where && rm -rf "$(cat %t.d/where)"; true'
// RUN: rm -rf %t.d && mkdir -p %t.d && mktemp -d /tmp/heddle-setuid.XXXXXX > %t.d/where
// RUN: sh -c 'w=$(cat %t.d/where); chmod 755 $w && mkdir -m 1777 $w/logs && cp %t $w/prog && chown root:root $w/prog && chmod 4755 $w/prog'
// RUN: sh -c 'w=$(cat %t.d/where); setpriv --reuid=65534 --regid=65534 --clear-groups env HEDDLE_LOG_DIR=$w/logs HEDDLE_OPTIONS=verbosity=1 $w/prog; echo "exit=$?"; ls $w/logs | sed "s/^/log: /"' > %t.d/setuid.out 2>&1
// RUN: %FileCheck %s --check-prefix=SETUID --implicit-check-not="log:" < %t.d/setuid.out
// RUN: sh -c 'w=$(cat %t.d/where); chmod 755 $w/prog; setpriv --reuid=65534 --regid=65534 --clear-groups env HEDDLE_LOG_DIR=$w/logs HEDDLE_OPTIONS=verbosity=1 $w/prog; echo "exit=$?"; ls $w/logs | sed "s/^/log: /"' > %t.d/plain.out 2>&1
// RUN: %FileCheck %s --check-prefix=PLAIN < %t.d/plain.out
// RUN: sh -c 'rm -rf "$(cat %t.d/where)"'
#include <stdio.h>
#include <unistd.h>

int main(void) {
  printf("euid=%d uid=%d\n", (int)geteuid(), (int)getuid());
  return 0;
}

// SETUID: heddle: warning: privileged program (setuid, setgid or file capabilities: AT_SECURE): HEDDLE_OPTIONS and HEDDLE_LOG_DIR are ignored
// SETUID-NOT: heddle: runtime started
// SETUID: euid=0 uid=65534
// SETUID: exit=0
// PLAIN-NOT: warning
// PLAIN: heddle: runtime started
// PLAIN: euid=65534 uid=65534
// PLAIN: exit=0
// PLAIN: log: heddle.{{[0-9]+}}.hlog
