// The embedding interface. An index stores the embedder's id and dimension beside its
// vectors; a different id or dimension means a re-embed, never a silent mix of spaces.

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
  /** A lexical embedder can embed the engine's own terms and skip tokenizing again. */
  embedTerms?(terms: string[]): number[];
  /** One unit-length vector per text. */
  embed(texts: string[]): Promise<number[][]>;
}
