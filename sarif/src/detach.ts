// Makes a run's results self-contained by inlining what they reference by index into
// run-level tables (artifacts, logicalLocations, threadFlowLocations), so results can be
// moved between runs (merge, baseline) without renumbering those tables.
import { artifactLocationOf } from './locations.js';
import type { Location, Result, Run, ThreadFlowLocation } from './types.js';

function detachLocation(location: Location | undefined, run: Run): void {
  if (!location) return;
  const physical = location.physicalLocation;
  if (physical?.artifactLocation) {
    const inlined = artifactLocationOf(physical.artifactLocation, run);
    if (inlined) {
      const { index: _index, ...rest } = inlined;
      physical.artifactLocation = rest;
    }
  }
  if (location.logicalLocations) {
    location.logicalLocations = location.logicalLocations.map((logical) => {
      const table = logical.index !== undefined ? run.logicalLocations?.[logical.index] : undefined;
      const { index: _index, parentIndex: _parent, ...rest } = { ...table, ...logical };
      return rest;
    });
  }
}

function detachThreadFlowLocation(tfl: ThreadFlowLocation, run: Run): ThreadFlowLocation {
  const table = tfl.index !== undefined ? run.threadFlowLocations?.[tfl.index] : undefined;
  const { index: _index, ...merged } = { ...table, ...tfl };
  detachLocation(merged.location, run);
  for (const frame of merged.stack?.frames ?? []) detachLocation(frame.location, run);
  return merged;
}

/** Inlines index references of one result (in place) against the run it came from. */
export function detachResult(result: Result, run: Run): void {
  for (const l of result.locations ?? []) detachLocation(l, run);
  for (const l of result.relatedLocations ?? []) detachLocation(l, run);
  for (const stack of result.stacks ?? []) for (const frame of stack.frames) detachLocation(frame.location, run);
  for (const codeFlow of result.codeFlows ?? []) {
    for (const threadFlow of codeFlow.threadFlows) {
      threadFlow.locations = threadFlow.locations.map((tfl) => detachThreadFlowLocation(tfl, run));
    }
  }
  if (result.analysisTarget) {
    const inlined = artifactLocationOf(result.analysisTarget, run);
    if (inlined) {
      const { index: _index, ...rest } = inlined;
      result.analysisTarget = rest;
    }
  }
}
