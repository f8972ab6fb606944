// The flavours the harness compares: how each program is built and run. Every
// other file takes the list and its names from here (build.ts compiles a
// flavour, detect.ts runs one, results.ts keys figures by one).
//
//   native       cc -O2: the baseline
//   heddle       heddle-cc, annotations on, strict mode (HEDDLE_OPTIONS unannotated=private):
//                held exactly to the annotated suite's ground truth
//   heddle_race  heddle-cc -DHEDDLE_NO_ANNOTATIONS, race mode (unannotated=race, the default):
//                the programs as if nobody had annotated them, held to what a race detector must find
//   tsan_gcc     gcc -fsanitize=thread
//   tsan_clang   clang-16 -fsanitize=thread

export const FLAVORS = ['native', 'heddle', 'heddle_race', 'tsan_gcc', 'tsan_clang'] as const;
export type Flavor = (typeof FLAVORS)[number];

/** The flavours that report something: every one but native. */
export type Detector = Exclude<Flavor, 'native'>;
export const DETECTORS: readonly Detector[] = FLAVORS.filter((f): f is Detector => f !== 'native');

/** The flavours built with heddle-cc and run under `heddle run`. */
export type HeddleFlavor = Extract<Flavor, 'heddle' | 'heddle_race'>;
export function isHeddleFlavor(f: Flavor): f is HeddleFlavor {
  return f === 'heddle' || f === 'heddle_race';
}

/** The ThreadSanitizer flavours. */
export type TsanFlavor = Extract<Flavor, 'tsan_gcc' | 'tsan_clang'>;
export const TSAN_FLAVORS: readonly TsanFlavor[] = FLAVORS.filter((f): f is TsanFlavor => f === 'tsan_gcc' || f === 'tsan_clang');

/** One figure per flavour, or per detector. */
export type PerFlavor<T> = Record<Flavor, T>;
export type PerDetector<T> = Record<Detector, T>;

/** How tables and summaries name a flavour. */
export const LABELS: PerFlavor<string> = {
  native: 'native',
  heddle: 'heddle',
  heddle_race: 'heddle race',
  tsan_gcc: 'TSan gcc',
  tsan_clang: 'TSan clang',
};

/** A record with one value per flavour in `flavors`, computed by `f`. */
export function perFlavor<F extends Flavor, T>(flavors: readonly F[], f: (flavor: F) => T): Record<F, T> {
  return Object.fromEntries(flavors.map((fl) => [fl, f(fl)])) as Record<F, T>;
}
