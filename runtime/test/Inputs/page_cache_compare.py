"""runtime/test/mpk/page-cache.c's comparison: ON OFF FACTOR, each file
sarif_query.py's `mpk` line of one run (with backend=mpk's page cache, without it). The cache must not change
what is done, only how: the calls made with it plus those it avoided are the
calls made without it, it allocated on cached pages, and it made at least
FACTOR times fewer calls."""
import sys


def counters(path):
    with open(path) as f:
        line = f.read().split()
    assert line[0] == "mpk", line
    return {k: int(v) for k, v in (w.split("=") for w in line[1:])}


on, off, factor = counters(sys.argv[1]), counters(sys.argv[2]), float(sys.argv[3])
made, avoided, without = on["pkeyMprotectCalls"], on["pkeyMprotectCallsAvoided"], off["pkeyMprotectCalls"]
problems = []
if made + avoided != without:
    problems.append("%d made + %d avoided != %d made without the cache" % (made, avoided, without))
if on["pageCacheAllocations"] == 0:
    problems.append("no allocation on cached pages")
if off["pageCacheAllocations"] or off["pkeyMprotectCallsAvoided"]:
    problems.append("mpk_page_cache=0 still cached: %s" % off)
if made * factor > without:
    problems.append("%d calls with the cache, %d without: not %g times fewer" % (made, without, factor))
if problems:
    print("FAIL: " + "; ".join(problems))
    sys.exit(1)
print("calls with the cache + avoided = calls without it; at least %g times fewer with it"
      % factor)
