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
  const words = [...text.matchAll(/[\p{L}\p{N}]+/gu)];
  const isHit = (w: string) =>
    tokenize(w).some((t) => wanted.has(t) || [...wanted].some((q) => t.startsWith(q)));
  const hitAt = words.filter((m) => isHit(m[0])).map((m) => m.index ?? 0);
  let start = 0;
  let best = -1;
  for (const at of hitAt) {
    const n = hitAt.filter((x) => x >= at && x < at + WINDOW).length;
    if (n > best) [best, start] = [n, wordStart(text, Math.max(0, at - 40))];
  }
  const end = Math.min(text.length, start + WINDOW);
  const piece = text.slice(start, end).replace(/[\p{L}\p{N}]+/gu, (w) => (isHit(w) ? `«${w}»` : w));
  return `${start > 0 ? '…' : ''}${piece.replace(/\s+/g, ' ').trim()}${end < text.length ? '…' : ''}`;
}
