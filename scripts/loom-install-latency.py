#!/usr/bin/env python3
"""How long installing an execution filter into a program under load takes.

Builds two load programs with heddle-cc -O2 -g (race mode, as a user runs them):
the kvserver-shaped server of runtime/test/loom/Inputs/live_kvserver.c (4 client
and 4 server threads on loopback TCP, the server threads blocked in read() between
requests) and a program whose threads spin without blocking (--busy N threads,
runtime/test/loom/live-busy-threads.c). While each runs, it installs a mutual-
exclusion filter with `heddle filter add` and removes it again, --rounds times, and
prints the latency of each install as the user sees it (the whole `heddle filter add`
command: connect, compile, wait for a safe moment, reply), its median, p95 and max.
LOOM (§6.5) measured 368 ms for Apache under load; the issue's target is p95 <= 100 ms.

  python3 scripts/loom-install-latency.py [--rounds 50] [--busy 16] [--build build]
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

top = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
ap.add_argument("--rounds", type=int, default=50)
ap.add_argument("--busy", type=int, default=16)
ap.add_argument("--build", default=os.path.join(top, "build"))
args = ap.parse_args()

cc = os.path.join(args.build, "bin", "heddle-cc")
heddle = os.path.join(args.build, "bin", "heddle")
if not os.access(cc, os.X_OK):
    sys.exit("loom-install-latency: %s not found: build heddle first (bash scripts/build.sh)" % cc)
loom_tests = os.path.join(top, "runtime", "test", "loom")
out = tempfile.mkdtemp(prefix="heddle-loom-latency.")
env_run = {k: v for k, v in os.environ.items() if not k.startswith("HEDDLE_")}


def line_of(path, marker):
    """The last line with marker (the first ones may be the test's RUN lines naming it)."""
    with open(path) as f:
        found = [n for n, text in enumerate(f, 1) if marker in text]
    if not found:
        sys.exit("loom-install-latency: no %s in %s" % (marker, path))
    return found[-1]


def region_filter(name, source, first, last):
    """{source:first..last} excluding itself: the region of a racy read-modify-write."""
    base = os.path.basename(source)
    path = os.path.join(out, name + ".hfilter")
    with open(path, "w") as f:
        f.write("{%s:%d, %s:%d} <> {%s:%d, %s:%d}\n" % (base, first, base, last, base, first, base, last))
    return path


def measure(label, exe, argv, ready, hfilter):
    go = os.path.join(out, label + ".go")
    log = open(os.path.join(out, label + ".out"), "w+")
    proc = subprocess.Popen([exe] + argv + [go], stdout=log, stderr=subprocess.DEVNULL, env=env_run)
    while True:
        log.seek(0)
        if ready in log.read():
            break
        if proc.poll() is not None:
            sys.exit("loom-install-latency: %s ended before it was ready" % label)
        time.sleep(0.01)
    time.sleep(0.3)  # let the load settle
    times = []
    for i in range(args.rounds):
        start = time.monotonic()
        add = subprocess.run([heddle, "filter", "add", str(proc.pid), hfilter], capture_output=True, text=True)
        times.append((time.monotonic() - start) * 1000)
        if add.returncode != 0:
            sys.exit("loom-install-latency: install %d into %s failed: %s" % (i + 1, label, add.stderr.strip()))
        fid = add.stdout.split()[2]
        subprocess.run([heddle, "filter", "remove", str(proc.pid), fid], check=True, capture_output=True)
        time.sleep(0.02)
    open(go, "w").close()
    proc.wait()
    times.sort()
    p95 = times[min(len(times) - 1, int(round(0.95 * len(times))) - 1)]
    print("| %s | %d | %.1f ms | %.1f ms | %.1f ms |" % (label, len(times), statistics.median(times), p95, times[-1]))


kv_src = os.path.join(loom_tests, "Inputs", "live_kvserver.c")
kv = os.path.join(out, "kvserver")
subprocess.run([cc, "-O2", "-g", kv_src, "-o", kv], check=True)
busy_src = os.path.join(out, "busy.c")
with open(os.path.join(loom_tests, "live-busy-threads.c")) as f:
    text = f.read().replace("#define THREADS 16", "#define THREADS %d" % args.busy)
with open(busy_src, "w") as f:
    f.write(text)
busy = os.path.join(out, "busy")
subprocess.run([cc, "-O2", "-g", busy_src, "-o", busy], check=True)

print("| load | installs | median | p95 | max |")
print("| --- | --- | --- | --- | --- |")
measure("kvserver, 4 clients + 4 server threads", kv, [], "listening",
        region_filter("kv", kv_src, line_of(kv_src, "GET-BEGIN"), line_of(kv_src, "GET-END")))
measure("%d spinning threads" % args.busy, busy, [], "busy",
        region_filter("busy", busy_src, line_of(busy_src, "READ-HERE"), line_of(busy_src, "WRITE-HERE")))
print("latency of `heddle filter add PID F.hfilter` (the whole command), each followed by a remove; "
      "%d rounds per load, race mode, -O2" % args.rounds)
