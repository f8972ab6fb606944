// A runtime result's related locations, one per place (issue #14, item 7): @heddle/sarif's LSP view lists the
// result's related locations and then every other thread's events, so one place often came twice ("registration"
// and "T0: registration", "last policy change" and "T0: first access" on one line). Entries at the same place
// are merged into the first: a message that only repeats it under a thread's name is dropped, others are joined.
import type { DiagnosticRelatedInformation } from 'vscode-languageserver';

const placeOf = ({ location: { uri, range: { start, end } } }: DiagnosticRelatedInformation) =>
  `${uri}#${start.line}:${start.character}-${end.line}:${end.character}`;

export function onePerPlace(related: readonly DiagnosticRelatedInformation[]): DiagnosticRelatedInformation[] {
  const byPlace = new Map<string, { info: DiagnosticRelatedInformation; messages: string[] }>();
  for (const info of related) {
    const place = placeOf(info);
    const known = byPlace.get(place);
    if (!known) {
      byPlace.set(place, { info, messages: [info.message] });
      continue;
    }
    const bare = info.message.replace(/^[^:]{1,40}: /, '');
    if (!known.messages.some((m) => m === info.message || m === bare || m.replace(/^[^:]{1,40}: /, '') === bare)) known.messages.push(info.message);
  }
  return [...byPlace.values()].map(({ info, messages }) => (messages.length === 1 ? info : { ...info, message: messages.join('; ') }));
}
