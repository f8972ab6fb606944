// C++ is linted with tree-sitter-cpp (issue #14, item 10): classes' static members and namespace-scope variables
// are globals, std::mutex & co. locks (lock_guard / unique_lock / scoped_lock scopes, lock()/unlock()),
// std::thread / std::jthread / containers of threads start threads (lambdas as their bodies), std::atomic is never
// reported. Each fixture in test/fixtures/cpp/ marks the lines rule 3 reports (`// expect: rule`); the fixes are
// compiled with heddle-c++ by fixes-compile.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LintProject, type Finding } from '../src/index.js';
import { expectedMarks, lintTexts, readFolder } from './helpers.js';

const root = fileURLToPath(new URL('./fixtures/cpp/', import.meta.url));

async function lintFixture(name: string): Promise<Finding[]> {
  return lintTexts(readFolder(join(root, name)));
}

function global(findings: readonly Finding[], name: string): Finding {
  const f = findings.find((x) => x.message.startsWith(`global '${name}'`));
  assert.ok(f, `no finding on ${name}: ${JSON.stringify(findings.map((x) => x.message), null, 1)}`);
  return f;
}

for (const name of readdirSync(root).sort()) {
  test(`C++ fixture ${name}: findings exactly on the marked lines, none of them parse errors`, async () => {
    const files = readFolder(join(root, name));
    const findings = await lintTexts(files);
    assert.deepEqual(findings.filter((f) => f.ruleId === 'parse-error').map((f) => `${f.file}:${f.range.start.line + 1}`), []);
    const marks = ['unannotated-shared-global', 'locked-access-outside-lock', 'sticky-read-while-threads-run'].flatMap((rule) => expectedMarks(files, rule).map((m) => `${m} ${rule}`)).sort();
    assert.deepEqual(findings.filter((f) => f.severity !== 'note').map((f) => `${f.file}:${f.range.start.line + 1} ${f.ruleId}`).sort(), marks, JSON.stringify(findings.map((f) => f.message), null, 1));
  });
}

test('a static member written by two std::threads with no lock is a race', async () => {
  const f = global(await lintFixture('static-member-race'), 'Counter::value');
  assert.match(f.message, /written in work\(\) \(counter\.cpp:10\), which runs in a thread and accessed by other code with no common mutex .*: hold one std::mutex m around every access \(a std::lock_guard\) and annotate HEDDLE_GLOBAL_LOCKED\(Counter::value, m\.native_handle\(\)\)/);
  assert.deepEqual(f.related.map((r) => r.message), ['write in work() (thread code), holding no mutex']);
});

test('under a std::lock_guard every access holds the mutex: the fix annotates it locked by the std::mutex, after the mutex', async () => {
  const f = global(await lintFixture('lock-guard'), 'Counter::value');
  assert.match(f.message, /every thread access holds counter_lock: annotate it HEDDLE_GLOBAL_LOCKED\(Counter::value, counter_lock\.native_handle\(\)\);$/);
  const edits = f.fixes[0]!.edits;
  assert.deepEqual(edits.map((e) => [e.range.start.line, e.newText]), [
    [3, '#include "heddle.h"\n'], // after the last #include
    [9, 'HEDDLE_GLOBAL_LOCKED(Counter::value, counter_lock.native_handle());\n'], // after `std::mutex counter_lock;` (line 9)
  ]);
  // Annotated so: nothing left (lock-guard-annotated also holds the lock in main, after the joins).
  assert.deepEqual((await lintFixture('lock-guard-annotated')).map((x) => x.message), []);
});

test('HEDDLE_GLOBAL_LOCKED on a std::mutex: an access outside a lock holder is reported, the guarded ones are not', async () => {
  const project = await LintProject.create();
  await project.prepare(['a.cpp']);
  project.setFile('a.cpp', `#include <mutex>
#include <thread>
#include "heddle.h"
std::mutex m;
int total;
HEDDLE_GLOBAL_LOCKED(total, m.native_handle());
void add() {
  { std::scoped_lock both(m); total++; }
  m.lock();
  total++;
  m.unlock();
  total++;
}
int main() { std::jthread t(add); add(); }
`);
  const found = project.lint().filter((f) => f.ruleId === 'locked-access-outside-lock');
  assert.deepEqual(found.map((f) => f.range.start.line + 1), [12, 12].slice(0, found.length));
  assert.equal(found.length, 1);
  assert.match(found[0]!.message, /add\(\) writes it without holding m: hold std::lock_guard lock\(m\) in a block around the access/);
});

test('a std::atomic counter is never reported', async () => {
  assert.deepEqual(await lintFixture('atomic'), []);
});

test('lambdas run as threads: passed directly, and kept in a variable and started from a vector of threads', async () => {
  const findings = await lintFixture('lambda');
  const hits = global(findings, 'hits');
  assert.match(hits.message, /written in main::lambda#1\(\) \(hits\.cpp:11\), which runs in a thread/);
  assert.deepEqual(hits.related.map((r) => r.message), ['write in main::lambda#1() (thread code), holding no mutex', 'write in main(), holding no mutex']);
  assert.match(global(findings, 'misses').message, /written in main::count\(\) \(hits\.cpp:13\), which runs in a thread/);
});

test('a global written before the threads start and read by them gets the sticky-read suggestion, set before the first std::thread', async () => {
  const f = global(await lintFixture('sticky-read'), 'limit');
  assert.match(f.message, /read by thread code and written only before threads start: annotate it HEDDLE_GLOBAL\(limit, HEDDLE_PRIVATE\); and call heddle_set_sticky_read\(&limit\); before the first std::thread \(config\.cpp:13\)/);
  assert.equal(f.fixes[0]!.description, 'Annotate limit sticky-read from the first std::thread on');
  assert.deepEqual(f.fixes[0]!.edits.map((e) => [e.range.start.line, e.newText]), [
    [3, '#include "heddle.h"\n'],
    [5, 'HEDDLE_GLOBAL(limit, HEDDLE_PRIVATE);\n'],
    [12, '  heddle_set_sticky_read(&limit);\n'],
  ]);
});

test('unique_lock: the access after unlock() holds no mutex', async () => {
  const f = global(await lintFixture('unique-lock'), 'Queue::length');
  assert.match(f.message, /no common mutex/);
  assert.deepEqual(f.related.map((r) => r.message), ['write in Queue::push() (thread code), holding lock', 'write in Queue::push() (thread code), holding no mutex']);
});

test('a private static member gets no fix (an annotation outside the class cannot name it), and says why', async () => {
  const project = await LintProject.create();
  await project.prepare(['p.cc']);
  project.setFile('p.cc', `#include <thread>
class Pool {
  static int limit;
 public:
  static void run() { (void)limit; }
  static void setup(int n) { limit = n; }
};
int Pool::limit;
int main() { Pool::setup(4); std::thread t(Pool::run); t.join(); }
`);
  const f = global(project.lint(), 'Pool::limit');
  assert.deepEqual(f.fixes, []);
  assert.match(f.message, /\(no fix: Pool::limit is private, and an annotation outside the class cannot name it\)$/);
});

test('.h is C, unless the compile database compiles it as C++; a C++ file before prepare() is a clear error', async () => {
  const text = 'template <typename T> T same(T x) { return x; }\n';
  const c = await LintProject.create();
  c.setFile('x.h', text);
  assert.equal(c.lint().filter((f) => f.ruleId === 'parse-error').length > 0, true);
  const cpp = await LintProject.create({ build: { targetsOf: () => undefined, definesOf: () => undefined, languageOf: () => 'cpp' } });
  await cpp.prepare(['x.h']);
  cpp.setFile('x.h', text);
  assert.deepEqual(cpp.lint(), []);
  const unprepared = await LintProject.create();
  assert.throws(() => unprepared.setFile('y.cpp', text), /y\.cpp is C\+\+: call LintProject\.prepare\(\[path\]\) first/);
});

test('C++ edits take the per-definition path and give the findings a fresh lint gives', async () => {
  const files = readFolder(join(root, 'lambda'));
  const text = files.get('hits.cpp')!;
  const project = await LintProject.create();
  await project.prepare(['hits.cpp']);
  project.setFile('hits.cpp', text);
  const edited = text.replace('misses++;', 'misses += 2;').replace('int misses;', 'int misses;\nint unused;');
  project.setFile('hits.cpp', edited);
  const fresh = await lintTexts(new Map([['hits.cpp', edited]]));
  assert.deepEqual(project.lint().map((f) => [f.range.start.line, f.message]), fresh.map((f) => [f.range.start.line, f.message]));
});

test('delete ends what the thread acquired of the object, as free does', async () => {
  const project = await LintProject.create();
  await project.prepare(['d.cpp']);
  const text = (end: string) => `#include "heddle.h"
struct Point { int x; };
static void *take(void *q) {
  heddle_acquire_write(q);
  ${end}
  return 0;
}
`;
  project.setFile('d.cpp', text('delete static_cast<Point *>(q);'));
  assert.deepEqual(project.lint().map((f) => f.ruleId), []);
  project.setFile('d.cpp', text('(void)static_cast<Point *>(q)->x;'));
  assert.deepEqual(project.lint().map((f) => f.ruleId), ['acquire-not-released']);
});

test('the repository\'s own C++ programs lint without a crash, with C++ names (runtime/test/**/*.cpp)', async () => {
  const top = fileURLToPath(new URL('../../runtime/test/', import.meta.url));
  const sources = readdirSync(top, { recursive: true, encoding: 'utf8' }).filter((p) => p.endsWith('.cpp'));
  assert.ok(sources.length >= 5, sources.join(' '));
  for (const source of sources) {
    const findings = await lintTexts(new Map([[source, readFileSync(join(top, source), 'utf8')]]));
    assert.deepEqual(findings.filter((f) => f.ruleId === 'parse-error').map((f) => f.range.start.line), [], source);
    if (source.endsWith('cxx-global-names.cpp')) {
      // A pthread writes four globals main wrote first: in a namespace, a class's static member, a static, extern "C".
      assert.deepEqual(findings.map((f) => /^global '([^']+)'/.exec(f.message)?.[1]), ['counter', 'Stats::hits', 'file_local', 'plain_c']);
    }
  }
});

test('not every lock() is a mutex\'s: a std::weak_ptr\'s is not; a class\'s instance member hides a global of its name in its member functions', async () => {
  const project = await LintProject.create();
  await project.prepare(['w.cpp']);
  project.setFile('w.cpp', `#include <memory>
#include <mutex>
#include <thread>
std::weak_ptr<int> cache;
std::mutex m;
int hits;
int size;
struct Buffer {
  int size;
  void grow() { size++; }
};
void work() {
  auto held = cache.lock();
  m.lock();
  hits++;
  m.unlock();
  Buffer b;
  b.grow();
}
int main() { std::thread a(work), b(work); a.join(); b.join(); }
`);
  const findings = project.lint();
  // hits: every access holds m, and only m (the weak_ptr's lock() took nothing).
  assert.match(global(findings, 'hits').message, /every thread access holds m: annotate it HEDDLE_GLOBAL_LOCKED\(hits, m\.native_handle\(\)\);$/);
  assert.equal(findings.some((f) => f.message.startsWith("global 'size'")), false, JSON.stringify(findings.map((f) => f.message)));
});
