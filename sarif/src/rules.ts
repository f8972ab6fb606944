// Re-homing results into another run: the rule is looked up in the source run and added
// (de-duplicated by id) to the target run's driver, and ruleIndex points at it there.
import { cloneJson } from './clone.js';
import { findRule, ruleIdOf } from './resolve.js';
import type { ReportingDescriptor, Result, Run } from './types.js';

export class RuleTable {
  private readonly index = new Map<string, number>();

  constructor(private readonly target: Run) {
    const rules = (target.tool.driver.rules ??= []);
    rules.forEach((rule, i) => {
      if (!this.index.has(rule.id)) this.index.set(rule.id, i);
    });
  }

  /** Index of the rule with this id in the target, adding `descriptor` (or a bare `{id}`) when missing. */
  ensure(id: string, descriptor?: ReportingDescriptor): number {
    const known = this.index.get(id);
    if (known !== undefined) return known;
    const rules = this.target.tool.driver.rules!;
    rules.push(descriptor ? cloneJson(descriptor) : { id });
    this.index.set(id, rules.length - 1);
    return rules.length - 1;
  }

  /** Points `result` (taken from `source`) at the target's copy of its rule. */
  rehome(result: Result, source: Run): void {
    const id = ruleIdOf(result, source);
    const index = this.ensure(id, findRule(result, source));
    result.ruleId = id;
    result.ruleIndex = index;
    delete result.rule;
  }
}
