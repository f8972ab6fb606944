// SARIF message handling: message strings with {n} placeholders (§3.11.5), embedded links
// `[text](target)` (§3.11.6), and GitHub's "first sentence is the title" rule.
import type { Message, ReportingDescriptor, Run } from './types.js';

function substitute(template: string, args: readonly string[] | undefined): string {
  return template.replace(/\{(\d+)\}/g, (whole, n: string) => args?.[Number(n)] ?? whole);
}

/** The message's text and markdown, with message-string ids looked up in the rule or driver. */
export function messageStrings(message: Message | undefined, rule: ReportingDescriptor | undefined, run: Run): { text: string; markdown?: string } {
  if (!message) return { text: '' };
  if (message.text !== undefined) {
    return { text: substitute(message.text, message.arguments), ...(message.markdown !== undefined && { markdown: substitute(message.markdown, message.arguments) }) };
  }
  if (message.id !== undefined) {
    const found = rule?.messageStrings?.[message.id] ?? run.tool.driver.globalMessageStrings?.[message.id];
    if (found) {
      return { text: substitute(found.text, message.arguments), ...(found.markdown !== undefined && { markdown: substitute(found.markdown, message.arguments) }) };
    }
    return { text: `[message ${message.id} not found in the rule or tool]` };
  }
  return { text: '' };
}

/** `[allocated here](1)` → `allocated here`; `\[` → `[`. For plain-text renderings. */
export function stripEmbeddedLinks(text: string): string {
  return text.replace(/(?<!\\)\[((?:\\.|[^\]\\])*)\]\(([^)]*)\)/g, (_whole, label: string) => label).replace(/\\([[\]])/g, '$1');
}

/** Numeric targets of embedded links: the relatedLocations ids a message references. */
export function referencedLocationIds(text: string): Set<number> {
  const ids = new Set<number>();
  for (const match of text.matchAll(/(?<!\\)\[(?:\\.|[^\]\\])*\]\((\d+)\)/g)) ids.add(Number(match[1]));
  return ids;
}

/** The first sentence: up to the first `.`, `!` or `?` followed by whitespace or the end, or the first line. */
export function firstSentence(text: string): string {
  const line = text.split('\n', 1)[0] ?? '';
  const end = /[.!?](\s|$)/.exec(line);
  return (end ? line.slice(0, end.index + 1) : line).trim();
}
