import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order the browser files start in. vitest's own order runs the longest files of the last
 * run first, but on a clean clone (CI) it has no last run and falls back to the largest files
 * first: the file that starts a server of its own (`ownServer`: extra demo data, a minute or
 * more before its first click) is one of the smallest and came last, a tail of one worker
 * while the others had finished (exports.e2e.ts, 297 s at the end of a run). Files with their
 * own server now go first, whatever vitest knows; the rest keep vitest's order.
 */
export default class OwnServersFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const own = new Set(sorted.filter((file) => readFileSync(file.moduleId, 'utf8').includes('ownServer(')));
    return [...own, ...sorted.filter((file) => !own.has(file))];
  }
}
