"""Applies the `fixes` of a SARIF log's results to copies of their files, the
way a SARIF consumer does (zero-length regions insert, identical insertions
at one place once). Usage: apply_fixes.py results.sarif SRC_DIR OUT_DIR.
Tests use it to check that heddle's fixes compile and run clean; users run
`heddle annotate --apply`."""
import json
import os
import sys


def main(sarif, src_dir, out_dir):
    run = json.load(open(sarif))["runs"][0]
    edits = {}
    for r in run["results"]:
        for fix in r.get("fixes", []):
            for change in fix["artifactChanges"]:
                uri = change["artifactLocation"]["uri"]
                for rep in change["replacements"]:
                    reg = rep["deletedRegion"]
                    assert reg["startColumn"] == reg["endColumn"] == 1, "only insertions at line starts"
                    edits.setdefault(uri, set()).add((reg["startLine"], rep["insertedContent"]["text"]))
    for uri, items in edits.items():
        lines = open(os.path.join(src_dir, uri)).read().split("\n")
        out = []
        for n, line in enumerate(lines, 1):
            out.extend(t.rstrip("\n") for l, t in sorted(items) if l == n)
            out.append(line)
        open(os.path.join(out_dir, uri), "w").write("\n".join(out))
        print("patched %s: %d insertion(s)" % (uri, len(items)))


if __name__ == "__main__":
    main(*sys.argv[1:])
