#!/usr/bin/env python3
"""What the execution-filter slots cost a program that installs no filter.

Builds every benchmark program (tests/benchmarks/groundtruth/*.json) twice with
heddle-cc -O2 -g: with slots (the default) and without (HEDDLE_NO_LOOM_SLOTS=1,
runtime/pass/LoomSlots.cpp), then runs both alternately, no filter installed,
in heddle's default race mode, and prints the median wall time of each, the
overhead per program and the geometric mean. The code-size cost (the slot-padded
copy of every function) is printed too.

--json FILE also writes the figures as JSON (npm run bench -- --filters records them);
--programs a,b measures only those.

  python3 scripts/loom-slot-overhead.py [--runs 5] [--scale 0.1] [--threads 2] [--build build] [--json FILE]
                                        [--programs a,b]
"""
import argparse
import atexit
import glob
import json
import math
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

top = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
ap.add_argument("--runs", type=int, default=5)
ap.add_argument("--scale", type=float, default=0.1)
ap.add_argument("--threads", type=int, default=2)
ap.add_argument("--build", default=os.path.join(top, "build"))
ap.add_argument("--json", help="also write the figures to this file")
ap.add_argument("--programs", default="", help="comma-separated program names (default: all)")
args = ap.parse_args()
only = set(p for p in args.programs.split(",") if p)

cc = os.path.join(args.build, "bin", "heddle-cc")
if not os.access(cc, os.X_OK):
    sys.exit("loom-slot-overhead: %s not found: build heddle first (bash scripts/build.sh)" % cc)
bench = os.path.join(top, "tests", "benchmarks")
out = tempfile.mkdtemp(prefix="heddle-loom-overhead.")
atexit.register(shutil.rmtree, out, ignore_errors=True)  # its builds are of no use after the run
env_run = {k: v for k, v in os.environ.items() if not k.startswith("HEDDLE_")}


def build(program, sources, slots):
    exe = os.path.join(out, "%s-%s" % (program, "slots" if slots else "plain"))
    env = dict(os.environ)
    if not slots:
        env["HEDDLE_NO_LOOM_SLOTS"] = "1"
    # -DHEDDLE_NO_ANNOTATIONS: race mode on the programs as if unannotated (the heddle_race flavour);
    # their annotations in race mode are misuse reports (exit 66).
    cmd = [cc, "-O2", "-g", "-DHEDDLE_NO_ANNOTATIONS", "-I", os.path.join(bench, "common")]
    cmd += [os.path.join(bench, s) for s in sources] + [os.path.join(bench, "common", "bench.c"), "-o", exe, "-lm"]
    subprocess.run(cmd, check=True, env=env)
    return exe


def run(exe):
    """(wall seconds, CPU seconds user+sys of the run): CPU time is what the slots can add; wall time
    also moves with whatever else the machine runs."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    subprocess.run([exe, "--threads", str(args.threads), "--scale", str(args.scale)], check=True, env=env_run,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wall = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


print("| program | CPU without slots | CPU with | CPU overhead | wall without | wall with | wall overhead | binary |")
print("| --- | --- | --- | --- | --- | --- | --- | --- |")
rows = []
for path in sorted(glob.glob(os.path.join(bench, "groundtruth", "*.json"))):
    with open(path, encoding="utf-8") as f:
        gt = json.load(f)
    name = gt["program"]
    if only and name not in only:
        continue
    exes = {slots: build(name, gt["sources"], slots) for slots in (False, True)}
    times = {False: [], True: []}
    for _ in range(args.runs):
        for slots in (False, True):  # alternate, so drift hits both alike
            times[slots].append(run(exes[slots]))
    med = {s: (statistics.median(t[0] for t in times[s]), statistics.median(t[1] for t in times[s])) for s in times}
    size = {s: os.path.getsize(exes[s]) for s in exes}
    rows.append((name, med[False], med[True], size))
    print("| %s | %.3f s | %.3f s | %+.1f %% | %.3f s | %.3f s | %+.1f %% | %.0f -> %.0f KiB |" %
          (name, med[False][1], med[True][1], (med[True][1] / med[False][1] - 1) * 100, med[False][0], med[True][0],
           (med[True][0] / med[False][0] - 1) * 100, size[False] / 1024, size[True] / 1024), flush=True)


def geomean(k):
    return (math.exp(sum(math.log(r[2][k] / r[1][k]) for r in rows) / len(rows)) - 1) * 100


print("| geomean | | | %+.1f %% | | | %+.1f %% | |" % (geomean(1), geomean(0)))
print("slots, no filter installed: %d programs, median of %d runs each, --threads %d --scale %g" %
      (len(rows), args.runs, args.threads, args.scale))
if args.json:
    with open(args.json, "w", encoding="utf-8") as f:
        json.dump({
            "runs": args.runs, "scale": args.scale, "threads": args.threads, "loadavg": list(os.getloadavg()),
            "programs": [{"name": r[0], "cpu_s": [r[1][1], r[2][1]], "wall_s": [r[1][0], r[2][0]],
                          "binary_bytes": [r[3][False], r[3][True]]} for r in rows],
            "geomean_cpu_overhead_pct": geomean(1), "geomean_wall_overhead_pct": geomean(0),
        }, f, indent=2)
        f.write("\n")
