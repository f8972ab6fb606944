/* rules.h — the fixed report rules: ids (a public contract: the editor and
 * CI key on them) and the metadata SARIF's tool.driver.rules carries. The
 * rules themselves are declared once, in rules.def. */
#ifndef HEDDLE_RULES_H
#define HEDDLE_RULES_H

#include <stdint.h>

struct rule_info {
  const char *id;              /* SARIF ruleId */
  const char *name;            /* PascalCase rule name */
  const char *short_description;
  const char *full_description;
  const char *help_text;
  const char *help_markdown;
  const char *level;           /* SARIF defaultConfiguration.level and properties.problem.severity */
  const char *precision;       /* properties.precision (GitHub code scanning) */
  const char *const *tags;     /* NULL-terminated */
};

#define HEDDLE_RULE_COUNT 12

/* The rule of an event_log.h rule number (1..HEDDLE_RULE_COUNT), or NULL. */
const struct rule_info *rule_info(uint32_t rule);
/* Index of a rule number in tool.driver.rules (rule - 1). */
int rule_index(uint32_t rule);

#endif /* HEDDLE_RULES_H */
