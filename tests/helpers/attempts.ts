// What the injection recogniser's attempts read in a text (features.ts), for the tests that
// pair quiet texts with loud ones in the same words.

import assert from 'node:assert/strict';
import { featuresOf } from '../../src/safety/features.js';
import { injectionVerdict } from '../../src/safety/injection.js';

/** The attempts that fire on `text`, by name. */
export const attemptNames = (text: string) =>
  featuresOf(text)
    .named.filter((n) => n.startsWith('attempt:'))
    .map((n) => n.slice('attempt:'.length));

/** Each quiet text tries nothing; each loud one tries at least the attempt named beside it. */
export function readsAs(quiet: string[], loud: [text: string, attempt: string][]) {
  for (const q of quiet) assert.deepEqual(attemptNames(q), [], q);
  for (const [l, a] of loud)
    assert.ok(attemptNames(l).includes(a), `${a} in: ${l} → ${attemptNames(l)}`);
}

/** The shipped model refuses each text, its reason naming what the text tries. */
export function refusedAs(cases: readonly (readonly [text: string, reason: string])[]) {
  for (const [text, reason] of cases) {
    const v = injectionVerdict(text);
    assert.ok(v.injection, text);
    assert.match(v.reason, new RegExp(reason), text);
  }
}

/** The shipped model refuses each loud text and keeps each quiet one. */
export function refusesAndKeeps(loud: readonly string[], quiet: readonly string[]) {
  for (const text of loud) assert.ok(injectionVerdict(text).injection, `refused: ${text}`);
  for (const text of quiet) assert.ok(!injectionVerdict(text).injection, `kept: ${text}`);
}
