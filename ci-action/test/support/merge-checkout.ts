// A pull request's merge commit checked out the way actions/checkout does on pull_request
// events: GitHub's refs/pull/N/merge (the head merged into the base's tip) fetched into a new
// repository with --depth (1 by default: only the merge commit; fetch-depth: 2 adds its two
// parents, the base's tip and the pull request's head) and checked out detached, with the
// repository as `origin` as actions/checkout configures it (`remote: false` leaves it out).
import { execFileSync } from 'node:child_process';
import type { ScratchRepo } from './scratch-repo.js';
import { tempDir } from './temp-dirs.js';

export interface MergeCheckout {
  /** The workspace: the merge commit checked out, detached. */
  dir: string;
  mergeSha: string;
}

/** Merges `head` into `base` as GitHub does for pull request `number` and checks the merge out with `depth`. */
export function checkoutMerge(origin: ScratchRepo, opts: { number: number; base: string; head: string; depth: number; remote?: boolean }): MergeCheckout {
  origin.git('checkout', '-q', '--detach', opts.base);
  origin.git('merge', '-q', '--no-ff', '-m', `Merge ${opts.head} into ${opts.base}`, opts.head);
  const mergeSha = origin.git('rev-parse', 'HEAD').trim();
  origin.git('update-ref', `refs/pull/${opts.number}/merge`, mergeSha);

  const dir = tempDir('heddle-action-merge');
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' });
  git('init', '-q');
  if (opts.remote !== false) git('remote', 'add', 'origin', `file://${origin.dir}`);
  git('fetch', '-q', '--no-tags', `--depth=${opts.depth}`, `file://${origin.dir}`, `+refs/pull/${opts.number}/merge:refs/remotes/pull/${opts.number}/merge`);
  git('checkout', '-q', '--detach', `refs/remotes/pull/${opts.number}/merge`);
  return { dir, mergeSha };
}
