// The embedding interface. An index stores the embedder's id and dimension beside its
// vectors; a different id or dimension means a re-embed, never a silent mix of spaces.

import type { BuiltInSpec } from './built-in.js';

export interface Embedder {
  /** Stable identifier of the model and its settings, e.g. `hash-v1-384`. */
  readonly id: string;
  readonly dim: number;
  /**
   * Cosine similarity below which a vector hit is noise rather than a match: it depends on
   * the model (random feature-hash collisions reach ~0.2; a one-word match ~0.3).
   */
  readonly minSimilarity: number;
  /**
   * True when the vectors only encode the words (the built-in hashing embedder): vector
   * search then adds no meaning, and the default search mode is text (docs/search.md).
   */
  readonly lexical: boolean;
  /**
   * The weight of the vector list in hybrid fusion (the text list weighs 1): what the
   * embedder knows beyond the words. A lexical embedder only breaks near-ties among text
   * hits; a semantic one weighs as much as text. Chosen on the search benchmark
   * (docs/benchmarks.md) and checked on a second corpus.
   */
  readonly fusionWeight: number;
  /** A lexical embedder can embed the engine's own terms and skip tokenizing again. */
  embedTerms?(terms: string[]): number[];
  /**
   * The provider name of a built-in embedder (src/embed/built-in.ts), which a worker can make
   * from it and `dim` alone: the search engine then hands a chunk's terms (to one with
   * embedTerms) or its text (to embedText) to the vector worker, which embeds it beside the
   * graph — off the thread that answers FUSE and MCP requests.
   */
  readonly builtIn?: BuiltInSpec['provider'];
  /** A document's vector, made at once (a built-in embedder without embedTerms). */
  embedText?(text: string): number[];
  /** One unit-length vector per text. */
  embed(texts: string[]): Promise<number[][]>;
  /** A query's vector, when it is made differently from a document's (weighted by the store). */
  embedQuery?(text: string): number[];
  /** Told of each chunk entering (+1) or leaving (−1) the index, to learn from the store. */
  observe?(text: string, sign: 1 | -1): void;
}

/** FNV-1a, 32 bits, with a seed: fast and well spread for short strings (feature hashing). */
export function fnv1a(text: string, seed = 0): number {
  let h = 0x811c9dc5 ^ seed;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** `v` scaled to unit length (a zero vector stays zero). */
export function unitVector(v: ArrayLike<number>): number[] {
  let norm = 0;
  for (let i = 0; i < v.length; i++) norm += (v[i] as number) ** 2;
  norm = Math.sqrt(norm) || 1;
  return Array.from(v, (x) => x / norm);
}
