// URI rebasing: every artifact URI that resolves to a file under the source root becomes
// `%SRCROOT%`-relative, so logs from different machines, shards and tools line up (and
// GitHub, which resolves relative URIs against the repository root, can place them).
import { isAbsolute, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SRCROOT } from './github-limits.js';
import type { ResolvedArtifact } from './model.js';
import type { ArtifactLocation, Log, Run } from './types.js';

const ABSOLUTE_URI = /^[a-z][a-z0-9+.-]*:/i;
/** Base ids that name the source root, by convention (SARIF spec examples, CodeQL; heddle's runtime). */
const SRCROOT_NAMES = [SRCROOT, 'SRCROOT'];

/** file: URI (with trailing slash) of a directory. */
export function directoryUri(dir: string): string {
  const href = pathToFileURL(dir).href;
  return href.endsWith('/') ? href : `${href}/`;
}

/** The absolute URI an artifact location stands for, following originalUriBaseIds; undefined if it stays relative. */
export function absoluteUriOf(location: ArtifactLocation, run: Run, depth = 0): string | undefined {
  const uri = location.uri;
  if (uri === undefined) return undefined;
  if (ABSOLUTE_URI.test(uri)) return uri;
  if (!location.uriBaseId || depth > 8) return undefined;
  const base = run.originalUriBaseIds?.[location.uriBaseId];
  if (!base) return undefined;
  const baseUri = absoluteUriOf(base, run, depth + 1);
  if (!baseUri) return undefined;
  try {
    return new URL(uri, baseUri.endsWith('/') ? baseUri : `${baseUri}/`).href;
  } catch {
    return undefined;
  }
}

function srcRootRelative(absoluteUri: string, srcRoot: string): string | undefined {
  if (!absoluteUri.startsWith('file:')) return undefined;
  let path: string;
  try {
    path = fileURLToPath(absoluteUri);
  } catch {
    return undefined;
  }
  const rel = relative(srcRoot, path);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return undefined;
  return rel.split(sep).map(encodeURIComponent).join('/');
}

/** Visits every ArtifactLocation-like object (has a string `uri`) in a run, except the base-id table. Iterative
 * (an explicit stack): a properties bag may nest deeper than the call stack goes. */
function forEachArtifactLocation(value: unknown, visit: (location: ArtifactLocation) => void): void {
  const work = [value];
  while (work.length > 0) {
    const item = work.pop();
    if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) work.push(item[i]);
    } else if (typeof item === 'object' && item !== null) {
      const record = item as Record<string, unknown>;
      if (typeof record.uri === 'string') visit(record as ArtifactLocation);
      const children = Object.entries(record).filter(([key, child]) => key !== 'originalUriBaseIds' && typeof child === 'object');
      for (let i = children.length - 1; i >= 0; i--) work.push(children[i]![1]);
    }
  }
}

/**
 * Rewrites the run's URIs in place onto `%SRCROOT%` = srcRoot: absolute file URIs under the
 * root and URIs relative to other base ids that resolve under it become relative with
 * uriBaseId %SRCROOT%; relative URIs without a base id get %SRCROOT%. Others stay as they are.
 */
export function rebaseRunOntoSrcRoot(run: Run, srcRoot: string): void {
  forEachArtifactLocation(run, (location) => {
    const uri = location.uri!;
    // Relative to a source root (whichever machine it was on) or to nothing: already repository-relative.
    if (!ABSOLUTE_URI.test(uri) && (!location.uriBaseId || SRCROOT_NAMES.includes(location.uriBaseId))) {
      location.uriBaseId = SRCROOT;
      return;
    }
    const absolute = absoluteUriOf(location, run);
    const rel = absolute ? srcRootRelative(absolute, srcRoot) : undefined;
    if (rel !== undefined) {
      location.uri = rel;
      location.uriBaseId = SRCROOT;
    }
  });
  const others = Object.entries(run.originalUriBaseIds ?? {}).filter(([name]) => !SRCROOT_NAMES.includes(name));
  run.originalUriBaseIds = { ...Object.fromEntries(others), [SRCROOT]: { uri: directoryUri(srcRoot) } };
}


/** The first run's source root directory, from its originalUriBaseIds, if it is a local file: URI. */
export function inferSrcRoot(logs: Log[]): string | undefined {
  for (const run of logs.flatMap((log) => log.runs)) {
    for (const name of SRCROOT_NAMES) {
      const uri = run.originalUriBaseIds?.[name]?.uri;
      if (uri?.startsWith('file:')) {
        try {
          return fileURLToPath(uri);
        } catch {
          // not a local path (e.g. file://host/share): try the next
        }
      }
    }
  }
  return undefined;
}

/**
 * Where a file a log names is on this machine: a path relative to a source-root base id (or to none) lies
 * under `srcRoot` (so a log written on another machine applies to this checkout); one relative to another
 * base id follows the run's originalUriBaseIds (`absoluteUri`, as resolved with the artifact); an absolute
 * file: URI is its own path. Undefined for URIs that name no local file.
 */
export function artifactFilePath(artifact: ResolvedArtifact, srcRoot: string, absoluteUri?: string): string | undefined {
  const local = (uri: string) => {
    try {
      return fileURLToPath(uri);
    } catch {
      return undefined;
    }
  };
  if (ABSOLUTE_URI.test(artifact.uri)) return artifact.uri.startsWith('file:') ? local(artifact.uri) : undefined;
  if (!artifact.uriBaseId || SRCROOT_NAMES.includes(artifact.uriBaseId) || !absoluteUri) return join(srcRoot, artifact.path);
  return absoluteUri.startsWith('file:') ? local(absoluteUri) : undefined;
}
