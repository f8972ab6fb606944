// Splits a compile database's `command` string into arguments as a POSIX shell would (CMake and bear write it
// for /bin/sh): words split at unquoted blanks, '…' taken literally, "…" with \" \\ \$ \` escapes, a backslash
// outside quotes escaping the next character; quotes inside a word join it (-I"../src" is -I../src). No
// expansions: a database holds none. (string-argv kept the quotes inside a word, so -I"dir" stayed quoted.)
export function shellWords(command: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  for (let i = 0; i < command.length; i++) {
    const c = command[i]!;
    if (c === ' ' || c === '\t' || c === '\n') {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else if (c === "'") {
      const end = command.indexOf("'", i + 1);
      const stop = end < 0 ? command.length : end;
      word = (word ?? '') + command.slice(i + 1, stop);
      i = stop;
    } else if (c === '"') {
      word ??= '';
      for (i++; i < command.length && command[i] !== '"'; i++) {
        if (command[i] === '\\' && i + 1 < command.length && '"\\$`\n'.includes(command[i + 1]!)) i++;
        word += command[i];
      }
    } else if (c === '\\' && i + 1 < command.length) {
      word = (word ?? '') + command[++i];
    } else {
      word = (word ?? '') + c;
    }
  }
  if (word !== undefined) words.push(word);
  return words;
}
