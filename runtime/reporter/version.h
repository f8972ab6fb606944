/* version.h — heddle's version as the SARIF tool.driver reports it. */
#ifndef HEDDLE_VERSION_H
#define HEDDLE_VERSION_H
#ifndef HEDDLE_VERSION
#define HEDDLE_VERSION "0.1.0"
#endif
#endif /* HEDDLE_VERSION_H */
