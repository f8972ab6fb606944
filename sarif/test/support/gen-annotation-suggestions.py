# Writes the annotation-suggestion fixture in the shape runtime/reporter writes (the race-mode contract).
import json, sys
srcroot = sys.argv[1]  # file URI of the source root
uri = "src/app.c"
def loc(line, col=None, msg=None, id=None):
    region = {"startLine": line}
    if col: region["startColumn"] = col
    l = {"physicalLocation": {"artifactLocation": {"uri": uri, "uriBaseId": "%SRCROOT%"}, "region": region}}
    if msg: l["message"] = {"text": msg}
    if id is not None: l["id"] = id
    return l
def ins(line, text, col=1):
    return {"deletedRegion": {"startLine": line, "startColumn": col, "endLine": line, "endColumn": col}, "insertedContent": {"text": text}}
INCLUDE = ins(1, "#include <heddle.h>\n")
def fix(desc, *reps):
    return [{"description": {"text": desc}, "artifactChanges": [{"artifactLocation": {"uri": uri, "uriBaseId": "%SRCROOT%"}, "replacements": list(reps)}]}]
def result(line, text, suggestion, related, fixes, h):
    r = {"ruleId": "annotation-suggestion", "ruleIndex": 0, "level": "note", "message": {"text": text},
         "locations": [loc(line)], "relatedLocations": related,
         "partialFingerprints": {"primaryLocationLineHash": h},
         "properties": {"suggestion": suggestion}}
    if fixes: r["fixes"] = fixes
    return r
results = [
    result(5, "`counter` was accessed only with the mutex `m` held: annotate it as locked by `m`.",
           {"kind": "locked", "object": "counter", "lock": "m", "threads": 3},
           [loc(16, 3, "first shared access", 1), loc(16, 3, "last write", 2)],
           fix("Annotate `counter` as locked by `m`", ins(6, "HEDDLE_GLOBAL_LOCKED(counter, &m);\n"), INCLUDE), "5f0c6d2a1b3e4f70:1"),
    result(27, "The heap object allocated here was accessed only with the mutex `q->lock` held: annotate it as locked by `q->lock`.",
           {"kind": "locked", "object": "heap object of 48 bytes allocated in main", "lock": "q->lock", "variable": "q", "threads": 3},
           [loc(19, 3, "first shared access", 1), loc(19, 3, "last write", 2)],
           fix("Annotate the object `q` points to as locked by `q->lock`", ins(29, "  heddle_set_locked(q, &q->lock);\n"), INCLUDE), "9a8b7c6d5e4f3a21:1"),
    result(25, "The heap object allocated here was written only before other threads read it: annotate it as sticky-read.",
           {"kind": "sticky-read", "object": "heap object of 16 bytes allocated in main", "variable": "config", "threads": 4},
           [loc(16, 14, "first shared access", 1), loc(26, 3, "last write", 2)],
           fix("Annotate the object `config` points to as sticky-read", ins(27, "  heddle_set_sticky_read(config);\n"), INCLUDE), "1122334455667788:1"),
    result(30, "The heap object allocated here was accessed only atomically: allocate it as racy.",
           {"kind": "racy", "object": "heap object of 8 bytes allocated in main", "variable": "hits", "threads": 3},
           [],
           fix("Allocate `hits` with heddle_malloc(…, HEDDLE_RACY)",
               {"deletedRegion": {"startLine": 30, "startColumn": 16, "endLine": 30, "endColumn": 23}, "insertedContent": {"text": "heddle_malloc("}},
               ins(30, ", HEDDLE_RACY", 35), INCLUDE), "99aabbccddeeff00:1"),
    result(14, "The object `job` points to was handed from thread T0 to thread T1: annotate the hand-off with heddle_release_write / heddle_acquire_write.",
           {"kind": "hand-off", "object": "heap object of 48 bytes allocated in main", "variable": "job", "threads": 2},
           [loc(29, 3, "last access by T0", 1), loc(19, 3, "first access by T1", 2)], None, "0f1e2d3c4b5a6978:1"),
]
rule = {"id": "annotation-suggestion", "name": "AnnotationSuggestion",
        "shortDescription": {"text": "A sharing annotation that describes how this object was shared in the run."},
        "fullDescription": {"text": "heddle observed this unannotated object being shared between threads without a race and proposes the sharing policy that explains every access it saw."},
        "help": {"text": "Apply the fix (heddle annotate --apply, or the quick fix in the editor) to declare the sharing.", "markdown": "# Annotation suggestion\n\nApply the fix: `heddle annotate results.sarif`."},
        "helpUri": "https://heddle.dev/rules/annotation-suggestion",
        "defaultConfiguration": {"level": "note"},
        "properties": {"tags": ["concurrency", "sharing-policy", "annotation"], "precision": "high", "problem.severity": "recommendation"}}
log = {"$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0", "runs": [{
    "tool": {"driver": {"name": "heddle", "version": "0.1.0", "informationUri": "https://heddle.dev", "rules": [rule]}},
    "automationDetails": {"id": "heddle-runtime/"},
    "originalUriBaseIds": {"%SRCROOT%": {"uri": srcroot}},
    "columnKind": "utf16CodeUnits",
    "invocations": [{"executionSuccessful": True, "exitCode": 0}],
    "results": results}]}
print(json.dumps(log, indent=2))
