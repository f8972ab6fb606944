// What GitHub code scanning and GitHub Actions accept or show, in one place.
// Sources: GitHub docs "SARIF support for code scanning" (upload limits, fingerprints,
// runAutomationDetails) and "Workflow commands" / Checks API (annotation limits).
// merge and the GitHub view keep every log they write inside these numbers.

/** Runs per SARIF file that code scanning accepts. */
export const MAX_RUNS_PER_FILE = 20;
/** Results per run that code scanning accepts (it shows the top SHOWN_RESULTS_PER_RUN). */
export const MAX_RESULTS_PER_RUN = 25_000;
export const SHOWN_RESULTS_PER_RUN = 5_000;
/** Locations (and, separately, relatedLocations) per result. */
export const MAX_LOCATIONS_PER_RESULT = 1_000;
/** threadFlow locations per result that are accepted; only SHOWN_THREAD_FLOW_LOCATIONS are shown. */
export const MAX_THREAD_FLOW_LOCATIONS_PER_RESULT = 10_000;
export const SHOWN_THREAD_FLOW_LOCATIONS = 1_000;
/** Upload size limit, measured gzipped. */
export const MAX_GZIPPED_BYTES = 10 * 1024 * 1024;

/** The only partialFingerprints key code scanning uses for alert identity. */
export const GITHUB_FINGERPRINT_KEY = 'primaryLocationLineHash';

/** Workflow-command annotations GitHub shows: per level per step, and per job. */
export const MAX_ANNOTATIONS_PER_LEVEL_PER_STEP = 10;
export const MAX_ANNOTATIONS_PER_JOB = 50;
/** Checks API: annotations per create/update request (more are appended by further updates). */
export const MAX_CHECK_ANNOTATIONS_PER_REQUEST = 50;
/** Checks API: a check run's `output.summary` (Markdown) is refused beyond this many characters. */
export const MAX_CHECK_SUMMARY_CHARS = 65_535;
/** Job summary ($GITHUB_STEP_SUMMARY) size limit per step. */
export const MAX_STEP_SUMMARY_BYTES = 1024 * 1024;

/** The base id every URI heddle writes is relative to. */
export const SRCROOT = '%SRCROOT%';

/** Checks API annotation fields: `message` and `raw_details` at most 64 KB, `title` at most 255 characters. */
export const MAX_ANNOTATION_TEXT_BYTES = 64 * 1024;
export const MAX_ANNOTATION_TITLE_CHARS = 255;
