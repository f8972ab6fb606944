"""Prints the facts of a SARIF file that tests compare, one result a line:
   <ruleId> <uri>:<startLine> <primaryLocationLineHash> related=<n> threads=<ids>
followed by one line per process of run.properties.processes and, when present,
one line per toolExecutionNotification. Stable order (the file's), so FileCheck
and diff can assert exact sets.
`backend` prints the run's backend property line only: backend=<check|mpk|mixed> [requested=auto].
`heap` prints the run's heapArena property, then per process its heapArena (docs/runtime.md, the heap arena):
   heapArena=<full|reduced|none>, then heapArena reserved=<full|reduced|none> checked=<bool> largest=<bytes|->
`mpk` prints, per process, backend=mpk's counters (properties.processes[].mpk; "mpk -" when absent):
   mpk faults=<n> settled=<n> violations=<n> runtime=<n> pkruWrites=<n> pkeyMprotectCalls=<n> rehashes=<n>
       threadsSharingKeys=<n> keys=<n> poolKeys=<n> pageCacheAllocations=<n> pkeyMprotectCallsAvoided=<n>
`events` prints, per result, each threadFlowLocation (one per event):
   <thread> [<executionOrder>] <message> kinds=<k,..> at=<fn>:<line> stack=<fn>:<line>|<fn>@<module>,..
(stack innermost first; library frames without source as fn@module).
`objects` prints, per result, its place and occurrences, message, related locations and
properties.objects (the objects a result names, issue #12 item 5):
   <ruleId> <uri>:<line>:<column> occurrences=<n>
     message: <text>
     related <id> <message> <uri>:<line>:<column>
     object [object=<name>] [objectSize=<n>] [allocatedAt=<uri:line:column>]"""
import json
import sys


def result_line(r):
    loc = r["locations"][0]["physicalLocation"]
    uri = loc["artifactLocation"]["uri"]
    line = loc.get("region", {}).get("startLine", 0)
    fp = r.get("partialFingerprints", {}).get("primaryLocationLineHash", "-")
    related = len(r.get("relatedLocations", []))
    flows = [tf["id"] for cf in r.get("codeFlows", []) for tf in cf["threadFlows"]]
    return "%s %s:%d %s related=%d threads=%s" % (r["ruleId"], uri, line, fp, related,
                                                  ",".join(flows) or "-")


def frame_text(loc):
    fn = (loc.get("logicalLocations") or [{}])[0].get("fullyQualifiedName", "?")
    phys = loc.get("physicalLocation", {})
    if "region" in phys:
        return "%s:%d" % (fn, phys["region"]["startLine"])
    return "%s@%s" % (fn, phys.get("artifactLocation", {}).get("uri", "?").rsplit("/", 1)[-1])


def event_lines(r):
    if r["ruleId"] == "annotation-suggestion":  # no events
        return
    print(r["ruleId"], "access=%s" % r["properties"].get("access", "-"),
          "accessSize=%s" % r["properties"].get("accessSize", "-"))
    for cf in r.get("codeFlows", []):
        for tf in cf["threadFlows"]:
            for tfl in tf["locations"]:
                loc = tfl["location"]
                stack = ",".join(frame_text(f["location"]) for f in tfl["stack"]["frames"])
                print("  %s [%d] %s kinds=%s nesting=%d at=%s stack=%s" % (
                    tf["id"], tfl["executionOrder"], loc["message"]["text"],
                    ",".join(tfl["kinds"]), tfl["nestingLevel"], frame_text(loc), stack))


def place(loc):
    phys = loc["physicalLocation"]
    region = phys.get("region", {})
    return "%s:%s:%s" % (phys["artifactLocation"]["uri"], region.get("startLine", ""),
                         region.get("startColumn", ""))


def object_lines(r):
    print(r["ruleId"], place(r["locations"][0]), "occurrences=%s" % r["properties"].get("occurrences"))
    print("  message:", r["message"]["text"])
    for rel in r.get("relatedLocations", []):
        print("  related", rel["id"], rel.get("message", {}).get("text", "-"), place(rel))
    for o in r["properties"].get("objects", []):
        print("  object", " ".join("%s=%s" % (k, o[k]) for k in ("object", "objectSize", "allocatedAt")
                                   if k in o))


def main(path, what):
    run = json.load(open(path))["runs"][0]
    if what in ("results", "all"):
        for r in run["results"]:
            print(result_line(r))
    if what == "events":
        for r in run["results"]:
            event_lines(r)
    if what == "objects":
        for r in run["results"]:
            object_lines(r)
    if what in ("fingerprints",):
        for r in run["results"]:
            print(r["ruleId"], r["partialFingerprints"]["primaryLocationLineHash"])
    if what == "backend":  # HEDDLE_OPTIONS=backend as the run's properties say (docs/mpk.md)
        props = run.get("properties", {})
        print("backend=%s%s" % (props.get("backend"),
                                " requested=" + props["backendRequested"] if "backendRequested" in props else ""))
    if what == "heap":  # the heap arena each process could reserve (docs/runtime.md)
        props = run.get("properties", {})
        print("heapArena=%s" % props.get("heapArena"))
        for p in props.get("processes", []):
            h = p["heapArena"]
            print("heapArena reserved=%s checked=%s largest=%s" % (h["reserved"], h["heapObjectsChecked"],
                                                                  h.get("largestCheckedObjectBytes", "-")))
    if what == "mpk":  # backend=mpk's counters per process (docs/mpk.md)
        for p in run.get("properties", {}).get("processes", []):
            m = p.get("mpk")
            print("mpk -" if m is None else "mpk " + " ".join("%s=%d" % (k, m[f]) for k, f in (
                ("faults", "faults"), ("settled", "settledFaults"), ("violations", "violationFaults"),
                ("runtime", "runtimeFaults"), ("pkruWrites", "pkruWrites"),
                ("pkeyMprotectCalls", "pkeyMprotectCalls"), ("rehashes", "rehashes"),
                ("threadsSharingKeys", "threadsSharingKeys"), ("keys", "keys"), ("poolKeys", "poolKeys"),
                ("pageCacheAllocations", "pageCacheAllocations"),
                ("pkeyMprotectCallsAvoided", "pkeyMprotectCallsAvoided"))))
    if what in ("processes", "all"):
        for p in run.get("properties", {}).get("processes", []):
            print("process reports=%d exited=%s%s" % (p["reports"], p["exitedNormally"],
                                                      " exec=" + p["exec"] if "exec" in p else ""))
    if what in ("notifications", "all"):
        inv = run["invocations"][0]
        print("executionSuccessful=%s" % inv["executionSuccessful"])
        for n in inv.get("toolExecutionNotifications", []):
            print("notification %s: %s" % (n["level"], n["message"]["text"]))
        props = inv.get("properties", {})
        for k in sorted(props):
            print("%s=%s" % (k, props[k]))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "all")
