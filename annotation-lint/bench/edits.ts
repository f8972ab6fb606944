// The benchmark's one-line edit: a loop bound changed in the middle of a function
// body, at a different function each time (`i` picks which).
export function editLoopBound(text: string, i: number, bound = 99): string {
  const lines = text.split('\n');
  const row = lines.findIndex((l, n) => n > (i * 997) % (lines.length - 50) && l.includes('for (int k = 0; k <'));
  lines[row] = lines[row]!.replace(/k < \d+/, `k < ${bound}`);
  return lines.join('\n');
}
