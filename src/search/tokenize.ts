// Text to index terms, the same for documents and queries: Unicode NFKC, case folding,
// accents removed, English words stemmed (Porter, via `stemmer`), numbers and one-letter
// words kept (a search for "C" or "2" must work), and CJK runs split into character
// bigrams (plus the single character of a one-character run), since CJK has no spaces.

import { stemmer } from 'stemmer';

const WORD = /[\p{L}\p{N}]+/gu;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;
const MARKS = /\p{M}+/gu;

export function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase().normalize('NFD').replace(MARKS, '').normalize('NFC');
}

function cjkTerms(run: string, out: string[]): void {
  const chars = [...run];
  if (chars.length === 1) out.push(run);
  for (let i = 0; i + 1 < chars.length; i++) out.push(`${chars[i]}${chars[i + 1]}`);
}

const NON_ASCII = /[^\p{ASCII}]/u;
const ASCII_WORD = /[a-z0-9]+/g;

/** Index terms of `text`, in order (duplicates kept: term frequency matters). */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  // Fast path for ASCII text (most notes): no Unicode normalisation or script checks needed.
  if (!NON_ASCII.test(text)) {
    for (const [word] of text.toLowerCase().matchAll(ASCII_WORD)) out.push(stemWord(word));
    return out;
  }
  for (const [word] of normalize(text).matchAll(WORD)) {
    if (!NON_ASCII.test(word)) {
      out.push(stemWord(word));
      continue;
    }
    let last = 0;
    for (const m of word.matchAll(CJK)) {
      const before = word.slice(last, m.index);
      if (before) out.push(stemWord(before));
      cjkTerms(m[0], out);
      last = (m.index ?? 0) + m[0].length;
    }
    const rest = word.slice(last);
    if (rest) out.push(stemWord(rest));
  }
  return out;
}

// A bounded memo of the Porter stemmer, a pure function: the vocabulary of a store is
// small next to its word count, and stemming is most of tokenizing. Nothing can observe it.
const stems = new Map<string, string>();
const MAX_STEMS = 200_000;

function stemWord(word: string): string {
  if (word.length <= 2 || !/^[a-z]+$/.test(word)) return word;
  let stem = stems.get(word);
  if (stem === undefined) {
    if (stems.size >= MAX_STEMS) stems.clear();
    stem = stemmer(word);
    stems.set(word, stem);
  }
  return stem;
}
