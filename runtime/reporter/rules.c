/* rules.c — rule metadata, from the one table in rules.def. */
#include "rules.h"

#include <stddef.h>

#include "event_log.h"

/* A NULL-terminated tag list with static storage (a file-scope compound literal). */
#define TAGS(...) ((const char *const[]){__VA_ARGS__, NULL})

/* Every rule number the log may carry has its entry (log_reader.c accepts 1..HEDDLE_RULE_LAST). */
_Static_assert(HEDDLE_RULE_COUNT == HEDDLE_RULE_LAST, "rules.def and event_log.h's enum heddle_rule disagree");

static const struct rule_info rules[HEDDLE_RULE_COUNT] = {
#define HEDDLE_RULE(number, id_, name_, level_, precision_, tags_, short_, full_, help_text_, \
                    help_markdown_)                                                         \
  [(number) - 1] = {.id = id_,                                                              \
                    .name = name_,                                                          \
                    .short_description = short_,                                            \
                    .full_description = full_,                                              \
                    .help_text = help_text_,                                                \
                    .help_markdown = help_markdown_,                                        \
                    .level = level_,                                                        \
                    .precision = precision_,                                                \
                    .tags = tags_},
#include "rules.def"
#undef HEDDLE_RULE
};

const struct rule_info *rule_info(uint32_t rule) {
  return rule >= 1 && rule <= HEDDLE_RULE_COUNT ? &rules[rule - 1] : NULL;
}

int rule_index(uint32_t rule) { return rule_info(rule) ? (int)rule - 1 : -1; }
