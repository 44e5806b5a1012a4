// The classifier's n-gram features: word unigrams and bigrams of the de-obfuscated text (CJK
// read as character bigrams), hashed into 2^NGRAM_BITS buckets.

import { fnv1a } from '../embed/embedder.js';

export const NGRAM_BITS = 14;

const bucket = (gram: string) => fnv1a(gram) & ((1 << NGRAM_BITS) - 1);

const CJK_RUN = /[\u3040-\u30ff\u3400-\u9fff]+/gu;

/** Word unigrams and bigrams; CJK runs as character bigrams. */
function grams(text: string): string[] {
  const words = text
    .replace(
      CJK_RUN,
      (run) => ` ${[...run].map((c, i, a) => (a[i + 1] ? c + a[i + 1] : c)).join(' ')} `,
    )
    .split(/[^\p{L}\p{N}_]+/u)
    .filter(Boolean);
  const out = [...words];
  for (let i = 1; i < words.length; i++) out.push(`${words[i - 1]} ${words[i]}`);
  return out;
}

/** The hashed buckets of the word unigrams and bigrams of `spellings`, each gram once. */
export const ngramBuckets = (spellings: string[]) =>
  [...new Set(spellings.flatMap(grams))].map(bucket);
