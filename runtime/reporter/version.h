/* version.h — heddle's version and homepage as `heddle --version` and the SARIF tool.driver report
 * them. CMake defines both from the workspace's package.json (the one source of truth, shared with the
 * Node CLIs); the defaults serve unit drivers that compile a reporter module alone. */
#ifndef HEDDLE_VERSION_H
#define HEDDLE_VERSION_H
#ifndef HEDDLE_VERSION
#define HEDDLE_VERSION "0.0.0"
#endif
#ifndef HEDDLE_HOMEPAGE
#define HEDDLE_HOMEPAGE "https://heddle.dev"
#endif
#endif /* HEDDLE_VERSION_H */
