// Who gets which of GitHub's scarce annotation slots.
// Workflow-command annotations (::error file=...::) are shown at most 10 per level per
// step and 50 per job; check-run annotations have no such cap but need a token that may
// write checks. Annotations arrive ranked (annotate.ts rankAnnotations: changed lines
// first, then @heddle/sarif's report order). Results on changed lines take the workflow-command slots;
// the others, and changed-line results that did not fit, go to the check run when one can
// be written, else take whatever workflow-command slots are left. What fits nowhere is
// listed in the job summary. The view's own budget cannot hold slots back for the
// action's own annotations (the read-only-token notice, failed runs), hence this module.
import {
  MAX_ANNOTATIONS_PER_JOB,
  MAX_ANNOTATIONS_PER_LEVEL_PER_STEP,
  type AnnotationLevel,
  type GithubAnnotation,
} from '@heddle/sarif';

export interface BudgetPlan {
  workflowCommands: GithubAnnotation[];
  checkRun: GithubAnnotation[];
  notShown: GithubAnnotation[];
}

export interface BudgetOptions {
  checkRunAvailable: boolean;
  /** Results that deserve a workflow-command slot: on a changed line (always true outside a pull request). */
  onChangedLines: (a: GithubAnnotation) => boolean;
  /** Slots this step spends on the action's own annotations. */
  reserved?: Partial<Record<AnnotationLevel, number>>;
}

export function planAnnotations(ranked: readonly GithubAnnotation[], opts: BudgetOptions): BudgetPlan {
  const used: Record<AnnotationLevel, number> = { failure: 0, warning: 0, notice: 0, ...opts.reserved };
  let usedInJob = used.failure + used.warning + used.notice;
  const plan: BudgetPlan = { workflowCommands: [], checkRun: [], notShown: [] };
  const takeSlot = (level: AnnotationLevel): boolean => {
    if (used[level] >= MAX_ANNOTATIONS_PER_LEVEL_PER_STEP || usedInJob >= MAX_ANNOTATIONS_PER_JOB) return false;
    used[level]++;
    usedInJob++;
    return true;
  };
  for (const a of ranked) {
    const wantsSlot = !opts.checkRunAvailable || opts.onChangedLines(a);
    if (wantsSlot && takeSlot(a.annotation_level)) plan.workflowCommands.push(a);
    else if (opts.checkRunAvailable) plan.checkRun.push(a);
    else plan.notShown.push(a);
  }
  return plan;
}
