// The memory object a heddle runtime result is about (a global by name, a heap object by its size and allocation
// site), and merging results about different objects. `mergeLogs` keeps one result per rule, location and
// fingerprint (code scanning makes one alert of each fingerprint anyway, and fingerprints must not depend on
// addresses or pids, which differ between runs); when those results are about different objects — two buffers of
// 3.9 MB and 786 KB written by one line — the kept result names every object: in its message (each with a link
// to its allocation site, added to the related locations) and in `properties.objects` (issue #12, item 5).
import type { Location, Result } from './types.js';

/** One object in `properties.objects`: what tells objects apart, without addresses (they differ per run). */
export interface ReportedObject {
  /** A global's symbol. */
  object?: string;
  objectSize?: number;
  /** The allocation site (or a global's registration) as `uri:line:column`. */
  allocatedAt?: string;
}

/** How many objects a message names; the others are counted, and all are in `properties.objects`. */
export const OBJECTS_NAMED_MAX = 10;

const SITE_MESSAGES = ['allocation site', 'registration'];
const OTHER_SITE = 'allocation site of ';

function placeOf(location: Location): string {
  const physical = location.physicalLocation;
  const uri = physical?.artifactLocation?.uri ?? '';
  return `${uri}:${physical?.region?.startLine ?? ''}:${physical?.region?.startColumn ?? ''}`;
}

/** The object the runtime reported a result about (its first one, after a merge), and its allocation site. */
function firstObject(result: Result): { object: ReportedObject; site: Location | undefined } | undefined {
  const bag = (result.properties ?? {}) as Record<string, unknown>;
  const site = result.relatedLocations?.find((l) => SITE_MESSAGES.includes(l.message?.text ?? ''));
  const object: ReportedObject = {
    ...(typeof bag.object === 'string' && { object: bag.object }),
    ...(typeof bag.objectSize === 'number' && { objectSize: bag.objectSize }),
    ...(site && { allocatedAt: placeOf(site) }),
  };
  return Object.keys(object).length > 0 ? { object, site } : undefined;
}

/** Every object a result names: `properties.objects` of a merged result, else the one the runtime reported. */
export function reportedObjects(result: Result): ReportedObject[] {
  const listed = (result.properties as { objects?: unknown } | undefined)?.objects;
  if (Array.isArray(listed)) return listed.filter((o): o is ReportedObject => typeof o === 'object' && o !== null);
  const first = firstObject(result);
  return first ? [first.object] : [];
}

const keyOf = (o: ReportedObject) => JSON.stringify([o.object, o.objectSize, o.allocatedAt]);

/**
 * "an" before a number read with a leading vowel sound (8, 11, 18, 80–89, 800–899, 11 000, 18 000, …), as the
 * runtime's own messages write it (runtime/reporter/report_text.c `article_for`): heddle names the other objects
 * of a result in this shape itself, and `siteIn` finds an object's allocation site by this text.
 */
function article(n: number): string {
  const digits = String(n);
  if (digits.startsWith('8')) return 'an';
  return /^1[18]/.test(digits) && digits.length % 3 === 2 ? 'an' : 'a';
}

function describe(o: ReportedObject): string {
  if (o.object !== undefined) return `\`${o.object}\``;
  return o.objectSize !== undefined ? `${article(o.objectSize)} ${o.objectSize}-byte heap object` : 'a heap object';
}

/** The related location that is `o`'s allocation site in `result`. */
function siteIn(result: Result, o: ReportedObject, first: boolean): Location | undefined {
  if (o.allocatedAt === undefined) return undefined;
  return result.relatedLocations?.find((l) => placeOf(l) === o.allocatedAt && (first ? SITE_MESSAGES : [`${OTHER_SITE}${describe(o)}`]).includes(l.message?.text ?? ''));
}

/**
 * Folds `other` — the same finding as `into` (rule, location, fingerprint) — into `into`: every object of `other`
 * that `into` does not name yet is added to its `properties.objects`, gets a copy of its allocation site among the
 * related locations (the first OBJECTS_NAMED_MAX objects), and is named in the message's last sentence, which is
 * written anew each time. Results that name no object are left as they are.
 */
export function foldObjects(into: Result, other: Result): void {
  const mine = reportedObjects(into);
  if (mine.length === 0) return;
  const known = new Set(mine.map(keyOf));
  const added = reportedObjects(other).map((o, i) => ({ o, i })).filter(({ o }) => !known.has(keyOf(o)) && known.add(keyOf(o)));
  if (added.length === 0) return;
  const objects = [...mine, ...added.map(({ o }) => o)];
  into.properties = { ...into.properties, objects };
  const related = (into.relatedLocations ??= []);
  let nextId = Math.max(0, ...related.map((l) => l.id ?? 0)) + 1;
  for (const [k, { o, i }] of added.entries()) {
    if (mine.length + k >= OBJECTS_NAMED_MAX) break;
    const site = siteIn(other, o, i === 0);
    if (site) related.push({ ...site, id: nextId++, message: { text: `${OTHER_SITE}${describe(o)}` } });
  }
  if (related.length === 0) delete into.relatedLocations;
  if (into.message.text !== undefined) into.message = { ...into.message, text: withObjects(into.message.text, objects, into) };
}

const ALSO = ' Also reported at this location for ';

/** The message with its last sentence naming the objects after the first (the runtime's own text names that one). */
function withObjects(text: string, objects: readonly ReportedObject[], result: Result): string {
  const base = text.includes(ALSO) ? text.slice(0, text.lastIndexOf(ALSO)) : text;
  const named = objects.slice(1, OBJECTS_NAMED_MAX).map((o) => {
    const site = siteIn(result, o, false);
    return site ? `${describe(o)} [${o.object !== undefined ? 'registered' : 'allocated'} here](${site.id})` : describe(o);
  });
  const more = objects.length - OBJECTS_NAMED_MAX;
  return `${base}${ALSO}${named.join(', ')}${more > 0 ? ` and ${more} more object(s), all listed in properties.objects` : ''}.`;
}
