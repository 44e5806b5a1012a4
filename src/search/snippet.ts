// The snippet of a hit: a window of the chunk around the densest cluster of query terms,
// with each matching word marked «like this».

import { tokenize } from './tokenize.js';

const WINDOW = 240;

/** The start of the word at or after `i`, so a snippet never begins mid-word. */
function wordStart(text: string, i: number): number {
  if (i === 0) return 0;
  const space = text.slice(i).search(/\s/);
  return space < 0 ? i : i + space + 1;
}

export function snippet(text: string, queryTerms: string[]): string {
  const wanted = new Set(queryTerms);
  const prefixes = [...wanted];
  // Each distinct word is tokenized once per snippet, not once per occurrence.
  const memo = new Map<string, boolean>();
  const isHit = (w: string) => {
    let hit = memo.get(w);
    if (hit === undefined) {
      hit = tokenize(w).some((t) => wanted.has(t) || prefixes.some((q) => t.startsWith(q)));
      memo.set(w, hit);
    }
    return hit;
  };
  const words = [...text.matchAll(/[\p{L}\p{N}]+/gu)];
  const hitAt = words.filter((m) => isHit(m[0])).map((m) => m.index ?? 0);
  let start = 0;
  let best = -1;
  for (let i = 0, j = 0; i < hitAt.length; i++) {
    const at = hitAt[i] as number;
    while (j < hitAt.length && (hitAt[j] as number) < at + WINDOW) j++;
    if (j - i > best) [best, start] = [j - i, wordStart(text, Math.max(0, at - 40))];
  }
  const end = Math.min(text.length, start + WINDOW);
  const piece = text.slice(start, end).replace(/[\p{L}\p{N}]+/gu, (w) => (isHit(w) ? `«${w}»` : w));
  return `${start > 0 ? '…' : ''}${piece.replace(/\s+/g, ' ').trim()}${end < text.length ? '…' : ''}`;
}
