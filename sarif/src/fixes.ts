// Resolves a result's `fixes` (SARIF §3.55) into the model's ResolvedFix: artifact indices followed,
// absolute URIs through originalUriBaseIds, regions with SARIF's defaults, the run's columnKind attached.
// Only what a fix says is resolved here; applying it to a file's text (and checking it) is annotation-lint's.
import type { ColumnKind, ResolvedArtifact, ResolvedArtifactChange, ResolvedFix, ResolvedReplacement } from './model.js';
import { artifactLocationOf, readablePath } from './locations.js';
import { messageStrings, stripEmbeddedLinks } from './messages.js';
import { absoluteUriOf } from './uris.js';
import type { ArtifactChange, Fix, Region, Replacement, Result, Run } from './types.js';

/** Why a replacement cannot be applied by line and column, or undefined when it can. */
function unsupported(replacement: Replacement): string | undefined {
  const region: Region = replacement.deletedRegion;
  if (region.startLine === undefined) return 'a deletedRegion without startLine (a byte or character offset region), which heddle does not apply';
  if (replacement.insertedContent && replacement.insertedContent.text === undefined) return 'binary insertedContent, which heddle does not apply';
  return undefined;
}

function replacementOf(replacement: Replacement): ResolvedReplacement {
  const region = replacement.deletedRegion;
  const startLine = region.startLine ?? 1;
  return {
    deleted: {
      startLine,
      ...(region.startColumn !== undefined && { startColumn: region.startColumn }),
      endLine: region.endLine ?? startLine,
      ...(region.endColumn !== undefined && { endColumn: region.endColumn }),
    },
    inserted: replacement.insertedContent?.text ?? '',
  };
}

function changeOf(change: ArtifactChange, run: Run): ResolvedArtifactChange | string {
  const location = artifactLocationOf(change.artifactLocation, run);
  if (location?.uri === undefined) return 'an artifactChange without a URI';
  const artifact: ResolvedArtifact = {
    uri: location.uri,
    ...(location.uriBaseId !== undefined && { uriBaseId: location.uriBaseId }),
    path: readablePath(location.uri),
  };
  const problem = change.replacements.map(unsupported).find((p) => p !== undefined);
  if (problem) return problem;
  const absoluteUri = absoluteUriOf(location, run);
  return { artifact, ...(absoluteUri !== undefined && { absoluteUri }), replacements: change.replacements.map(replacementOf) };
}

function fixOf(fix: Fix, run: Run, columnKind: ColumnKind): ResolvedFix {
  const description = fix.description ? stripEmbeddedLinks(messageStrings(fix.description, undefined, run).text) : '';
  const changes: ResolvedArtifactChange[] = [];
  for (const change of fix.artifactChanges) {
    const resolved = changeOf(change, run);
    if (typeof resolved === 'string') return { description, columnKind, changes: [], problem: `the fix has ${resolved}` };
    changes.push(resolved);
  }
  return { description, columnKind, changes };
}

/** The result's fixes, in log order (empty when it has none). */
export function fixesOf(result: Result, run: Run): ResolvedFix[] {
  if (!result.fixes?.length) return [];
  const columnKind: ColumnKind = run.columnKind === 'unicodeCodePoints' ? 'unicodeCodePoints' : 'utf16CodeUnits';
  return result.fixes.map((fix) => fixOf(fix, run, columnKind));
}
