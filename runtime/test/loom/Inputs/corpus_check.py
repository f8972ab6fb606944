"""Runs the runtime's filter parser (a driver printing corpus JSON) over every
file of tests/filters/ and compares with the expected .json: valid files must
give their tree and no errors, invalid ones exactly their errors (code, range
and annotation-lint's message). Prints one line per mismatch and a tally."""
import json
import os
import subprocess
import sys

driver, corpus = sys.argv[1], sys.argv[2]
counts = {"valid": 0, "invalid": 0}
mismatches = 0
for kind in ("valid", "invalid"):
    folder = os.path.join(corpus, kind)
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".hfilter"):
            continue
        counts[kind] += 1
        path = os.path.join(folder, name)
        got = json.loads(subprocess.run([driver, path], check=True, capture_output=True, text=True).stdout)
        with open(path[: -len(".hfilter")] + ".json", encoding="utf-8") as f:
            want = json.load(f)
        if kind == "valid":
            ok = got["errors"] == [] and got["tree"] == want["tree"]
        else:
            ok = len(want["errors"]) > 0 and got["errors"] == want["errors"]
        if not ok:
            mismatches += 1
            print("MISMATCH %s/%s" % (kind, name))
            print("  got:  " + json.dumps(got if kind == "valid" else got["errors"]))
            print("  want: " + json.dumps(want if kind == "valid" else want["errors"]))
print("corpus: %d valid, %d invalid, %d mismatches" % (counts["valid"], counts["invalid"], mismatches))
sys.exit(1 if mismatches else 0)
