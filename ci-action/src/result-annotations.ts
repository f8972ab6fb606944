// The annotations for the results: one per line and problem. heddle-lint and heddle's runtime
// often find the same problem on the same line (`locked-access-outside-lock` is what the runtime
// reports as `lock-not-held`, docs/lint-rules.md); two annotations there would spend two of
// GitHub's scarce slots on one line. So the findings on a line are grouped by problem, and the
// group's annotation names every finding (its tool and rule) in the title and says what the
// others add in the body. The body does not repeat the title (the message's first sentence).
// Results already in the baseline become notices when they cannot fail the step (fail-on new or
// never), so a passing run does not show failures.
import {
  byImportance,
  MAX_ANNOTATION_TEXT_BYTES,
  MAX_ANNOTATION_TITLE_CHARS,
  toGithubAnnotation,
  truncateChars,
  truncateUtf8,
  type AnnotationLevel,
  type GithubAnnotation,
  type ResolvedResult,
} from '@heddle/sarif';

/** Rules of other tools that name the problem of a heddle rule: rule id → the problem's id. */
export const SAME_PROBLEM: Readonly<Record<string, string>> = { 'locked-access-outside-lock': 'lock-not-held' };

export interface ResultAnnotationOptions {
  /** Absolute repository root: annotation paths are relative to it. */
  srcRoot: string;
  /** Results in the baseline cannot fail the step (fail-on new or never): show them as notices. */
  baselineAsNotices: boolean;
}

const RANK: Record<AnnotationLevel, number> = { notice: 0, warning: 1, failure: 2 };
const problemOf = (r: ResolvedResult) => SAME_PROBLEM[r.ruleId] ?? r.ruleId;

/** The message without its first sentence (the title says it); the rule's help when nothing is left. */
export function bodyOf(r: ResolvedResult): string {
  const rest = r.message.startsWith(r.title) ? r.message.slice(r.title.length).trim() : r.message;
  return rest || r.rule?.help?.text || r.message;
}

function combine(findings: ResolvedResult[], first: GithubAnnotation, opts: ResultAnnotationOptions): GithubAnnotation {
  const [lead] = findings as [ResolvedResult, ...ResolvedResult[]];
  const rules = [...new Set(findings.map((r) => r.ruleId))];
  const others = findings.slice(1).filter((r) => r.message !== lead.message);
  const inBaseline = findings.every((r) => r.baselineState === 'unchanged');
  const level = opts.baselineAsNotices && inBaseline
    ? 'notice'
    : findings.map((r) => toGithubAnnotation(r, opts.srcRoot)!.annotation_level).reduce((a, b) => (RANK[b] > RANK[a] ? b : a));
  const title = `${inBaseline ? '(in the baseline) ' : ''}${rules.join(' + ')}: ${lead.title}`;
  const message = [bodyOf(lead), ...others.map((r) => `${r.toolName} (${r.ruleId}): ${r.message}`)].join('\n\n');
  return {
    ...first,
    annotation_level: level,
    title: truncateChars(title, MAX_ANNOTATION_TITLE_CHARS),
    message: truncateUtf8(message, MAX_ANNOTATION_TEXT_BYTES),
  };
}

/** The findings of one problem on one line, and their annotation. */
export interface ResultGroup {
  annotation: GithubAnnotation;
  findings: ResolvedResult[];
}

/** One annotation per path, line and problem, in report order (new, then by severity); absent and unlocated results have none. */
export function annotationsOf(results: readonly ResolvedResult[], opts: ResultAnnotationOptions): GithubAnnotation[] {
  return groupResults(results, opts).map((g) => g.annotation);
}

/** annotationsOf with the findings behind each annotation. */
export function groupResults(results: readonly ResolvedResult[], opts: ResultAnnotationOptions): ResultGroup[] {
  const groups = new Map<string, { first: GithubAnnotation; findings: ResolvedResult[] }>();
  for (const r of [...results].filter((x) => x.baselineState !== 'absent').sort(byImportance)) {
    const annotation = toGithubAnnotation(r, opts.srcRoot);
    if (!annotation) continue;
    const key = `${annotation.path}\0${annotation.start_line}\0${problemOf(r)}`;
    const group = groups.get(key);
    if (group) group.findings.push(r);
    else groups.set(key, { first: annotation, findings: [r] });
  }
  // The finding of the problem's own rule leads (the runtime's report: it saw the access happen, with stacks).
  const leadFirst = (findings: ResolvedResult[]) => [...findings].sort((a, b) => Number(b.ruleId === problemOf(b)) - Number(a.ruleId === problemOf(a)));
  return [...groups.values()].map((g) => {
    const findings = leadFirst(g.findings);
    return { annotation: combine(findings, findings[0] === g.findings[0] ? g.first : toGithubAnnotation(findings[0]!, opts.srcRoot)!, opts), findings };
  });
}
