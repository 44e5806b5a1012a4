// The batches of sessions 21 to 28, 34 to 42 and 44 to 54 (fresh21.ts … fresh28.ts, fresh34.ts … fresh54.ts), as bench:injection counts them:
// a split batch as its development half (even entries, read while refining) and its held-out
// half (odd, never read); the others whole.
import { FRESH21_BATCHES } from './fresh21.js';
import { FRESH22_BATCHES } from './fresh22.js';
import { FRESH23_BATCHES } from './fresh23.js';
import { FRESH24_BATCHES } from './fresh24.js';
import { FRESH24B_BATCHES } from './fresh24b.js';
import { FRESH25_BATCHES } from './fresh25.js';
import { FRESH26_BATCHES } from './fresh26.js';
import { FRESH27_BATCHES } from './fresh27.js';
import { FRESH28_BATCHES } from './fresh28.js';
import { FRESH34_BATCHES } from './fresh34.js';
import { FRESH35_BATCHES } from './fresh35.js';
import { FRESH36_BATCHES } from './fresh36.js';
import { FRESH37_BATCHES } from './fresh37.js';
import { FRESH38_BATCHES } from './fresh38.js';
import { FRESH39_BATCHES } from './fresh39.js';
import { FRESH40_BATCHES } from './fresh40.js';
import { FRESH41_BATCHES } from './fresh41.js';
import { FRESH42_BATCHES } from './fresh42.js';
import { FRESH44_BATCHES } from './fresh44.js';
import { FRESH45_BATCHES } from './fresh45.js';
import { FRESH46_BATCHES } from './fresh46.js';
import { FRESH47_BATCHES } from './fresh47.js';
import { FRESH48_BATCHES } from './fresh48.js';
import { FRESH49_BATCHES } from './fresh49.js';
import { FRESH50_BATCHES } from './fresh50.js';
import { FRESH51_BATCHES } from './fresh51.js';
import { FRESH52_BATCHES } from './fresh52.js';
import { FRESH53_BATCHES } from './fresh53.js';
import { FRESH54_BATCHES } from './fresh54.js';

export function batchParts<T>(set: T[], split: boolean): [string, T[]][] {
  return split
    ? [
        [', development half (read while refining)', set.filter((_, i) => i % 2 === 0)],
        [', held-out half (never read)', set.filter((_, i) => i % 2 === 1)],
      ]
    : [['', set]];
}

export const BATCHES = [
  ['21', FRESH21_BATCHES],
  ['22', FRESH22_BATCHES],
  ['23', FRESH23_BATCHES],
  ['24', [...FRESH24_BATCHES, ...FRESH24B_BATCHES]],
  ['25', FRESH25_BATCHES],
  ['26', FRESH26_BATCHES],
  ['27', FRESH27_BATCHES],
  ['28', FRESH28_BATCHES],
  ['34', FRESH34_BATCHES],
  ['35', FRESH35_BATCHES],
  ['36', FRESH36_BATCHES],
  ['37', FRESH37_BATCHES],
  ['38', FRESH38_BATCHES],
  ['39', FRESH39_BATCHES],
  ['40', FRESH40_BATCHES],
  ['41', FRESH41_BATCHES],
  ['42', FRESH42_BATCHES],
  ['44', FRESH44_BATCHES],
  ['45', FRESH45_BATCHES],
  ['46', FRESH46_BATCHES],
  ['47', FRESH47_BATCHES],
  ['48', FRESH48_BATCHES],
  ['49', FRESH49_BATCHES],
  ['50', FRESH50_BATCHES],
  ['51', FRESH51_BATCHES],
  ['52', FRESH52_BATCHES],
  ['53', FRESH53_BATCHES],
  ['54', FRESH54_BATCHES],
] as const;

/**
 * Whether a part of a batch (`batchParts`) was never read — only counted: a split batch's
 * held-out half, or a whole batch its label says was never read, held out or counted once.
 */
export const neverRead = (label: string, part: string) =>
  part.includes('held-out') ||
  (/never read|held out whole|counted once, at the end/.test(label) && !/then read/.test(label));
