// GitHub code scanning requires rule metadata that many tools omit (the SDK's GH2012:
// fullDescription and help on every reportingDescriptor). Logs merged from third-party tools
// get it filled from what the rule does have, so the merged file uploads.
import type { Log, ReportingDescriptor, ToolComponent } from './types.js';
import { firstSentence } from './messages.js';

function fillDescriptor(rule: ReportingDescriptor): void {
  const summary = rule.shortDescription?.text ?? rule.fullDescription?.text ?? rule.name ?? rule.id;
  rule.shortDescription ??= { text: firstSentence(summary) || summary };
  rule.fullDescription ??= { text: summary };
  if (!rule.help) {
    const more = rule.helpUri ? ` See ${rule.helpUri}` : '';
    rule.help = { text: `${rule.fullDescription.text}${more}` };
  }
}

function fillComponent(component: ToolComponent): void {
  for (const rule of component.rules ?? []) fillDescriptor(rule);
  for (const notification of component.notifications ?? []) fillDescriptor(notification);
}

/** Fills rule and notification descriptors in place so GitHub's ingestion rules pass. */
export function fillGithubRequiredMetadata(log: Log): Log {
  for (const run of log.runs) {
    run.tool.driver.rules ??= [];
    fillComponent(run.tool.driver);
    for (const extension of run.tool.extensions ?? []) fillComponent(extension);
  }
  return log;
}
