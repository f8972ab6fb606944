// Resolves one SARIF location into the model's ResolvedLocation: artifact index followed,
// a readable path, a 1-based span with SARIF's defaults, the function name and message.
import { fileURLToPath } from 'node:url';
import type { ResolvedLocation, SourceSpan } from './model.js';
import { messageStrings, stripEmbeddedLinks } from './messages.js';
import type { ArtifactLocation, Location, Run } from './types.js';

/** The artifact location with an artifacts[index] reference filled in. */
export function artifactLocationOf(location: ArtifactLocation | undefined, run: Run): ArtifactLocation | undefined {
  if (!location) return undefined;
  if (location.uri !== undefined || location.index === undefined) return location;
  const artifact = run.artifacts?.[location.index]?.location;
  return artifact ? { ...artifact, ...location, uri: artifact.uri, uriBaseId: location.uriBaseId ?? artifact.uriBaseId } : location;
}

export function readablePath(uri: string): string {
  if (uri.startsWith('file:')) {
    try {
      return fileURLToPath(uri);
    } catch {
      return uri;
    }
  }
  try {
    return decodeURIComponent(uri);
  } catch {
    return uri;
  }
}

export function spanOf(location: Location | undefined, run: Run): SourceSpan | undefined {
  const physical = location?.physicalLocation;
  const artifact = artifactLocationOf(physical?.artifactLocation, run);
  if (!artifact?.uri) return undefined;
  const region = physical?.region ?? physical?.contextRegion;
  const startLine = region?.startLine ?? 1;
  return {
    uri: artifact.uri,
    ...(artifact.uriBaseId !== undefined && { uriBaseId: artifact.uriBaseId }),
    path: readablePath(artifact.uri),
    startLine,
    ...(region?.startColumn !== undefined && { startColumn: region.startColumn }),
    endLine: region?.endLine ?? startLine,
    ...(region?.endColumn !== undefined && { endColumn: region.endColumn }),
  };
}

function functionNameOf(location: Location | undefined, run: Run): string | undefined {
  const logical = location?.logicalLocations?.[0];
  if (!logical) return undefined;
  const indexed = logical.index !== undefined ? run.logicalLocations?.[logical.index] : undefined;
  return logical.fullyQualifiedName ?? logical.name ?? indexed?.fullyQualifiedName ?? indexed?.name;
}

/** The module and offset of an address-only location (no region): a frame in a binary. */
function binaryOf(location: Location | undefined, span: SourceSpan | undefined): ResolvedLocation['binary'] {
  const physical = location?.physicalLocation;
  if (!physical?.address || physical.region || physical.contextRegion) return undefined;
  const module = span?.path ?? physical.address.fullyQualifiedName ?? physical.address.name;
  if (module === undefined) return undefined;
  const offset = physical.address.relativeAddress ?? physical.address.offsetFromParent;
  return { module, ...(offset !== undefined && { offset }) };
}

export function resolveLocation(location: Location | undefined, run: Run): ResolvedLocation {
  const span = spanOf(location, run);
  const binary = binaryOf(location, span);
  const functionName = functionNameOf(location, run);
  const message = location?.message ? stripEmbeddedLinks(messageStrings(location.message, undefined, run).text) : undefined;
  return {
    ...(span && { span }),
    ...(message && { message }),
    ...(functionName && { functionName }),
    ...(location?.id !== undefined && { id: location.id }),
    ...(binary && { binary }),
  };
}
