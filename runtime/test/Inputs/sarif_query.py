"""Prints the facts of a SARIF file that tests compare, one result a line:
   <ruleId> <uri>:<startLine> <primaryLocationLineHash> related=<n> threads=<ids>
followed by one line per process of run.properties.processes and, when present,
one line per toolExecutionNotification. Stable order (the file's), so FileCheck
and diff can assert exact sets."""
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


def main(path, what):
    run = json.load(open(path))["runs"][0]
    if what in ("results", "all"):
        for r in run["results"]:
            print(result_line(r))
    if what in ("fingerprints",):
        for r in run["results"]:
            print(r["ruleId"], r["partialFingerprints"]["primaryLocationLineHash"])
    if what in ("processes", "all"):
        for p in run.get("properties", {}).get("processes", []):
            print("process reports=%d exited=%s" % (p["reports"], p["exitedNormally"]))
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
