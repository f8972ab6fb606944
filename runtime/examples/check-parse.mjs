// check-parse.mjs — every example parses with tree-sitter-c without ERROR or
// MISSING nodes: the editor tooling (annotation-lint, heddle-lsp) reads
// annotations from that tree, so HEDDLE_GLOBAL(...) at file scope and every
// heddle_* call must be plain C syntax to it.
// Usage: node check-parse.mjs file.c...   (exit 1 and the node's position on failure)
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Language, Parser } from 'web-tree-sitter';

const require = createRequire(import.meta.url);
await Parser.init();
const c = await Language.load(require.resolve('tree-sitter-c/tree-sitter-c.wasm'));
const parser = new Parser();
parser.setLanguage(c);

function firstBad(node) {
  if (node.type === 'ERROR' || node.isMissing) return node;
  for (const child of node.children) {
    const bad = firstBad(child);
    if (bad) return bad;
  }
  return null;
}

let failed = 0;
for (const file of process.argv.slice(2)) {
  const tree = parser.parse(readFileSync(file, 'utf8'));
  const bad = firstBad(tree.rootNode);
  if (bad) {
    failed++;
    const { row, column } = bad.startPosition;
    console.log(`${file}:${row + 1}:${column + 1}: ${bad.isMissing ? 'MISSING' : 'ERROR'} node: ${bad.text.slice(0, 60)}`);
  } else {
    console.log(`${file}: ok`);
  }
}
process.exit(failed ? 1 : 0);
