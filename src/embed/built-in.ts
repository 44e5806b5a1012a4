// The embedders built in (no model, no server): subword (the default) and hash. They need
// nothing but their name and dimension, so the vector worker makes its own copy from
// `Embedder.builtIn` and `dim`, and embeds chunks beside the graph (src/search/vector-index.ts).

import type { Embedder } from './embedder.js';
import { HashEmbedder } from './hash-embedder.js';
import { SubwordEmbedder } from './subword-embedder.js';

export interface BuiltInSpec {
  provider: 'subword' | 'hash';
  dim?: number;
}

export function builtInEmbedder(spec: BuiltInSpec): Embedder {
  return spec.provider === 'hash' ? new HashEmbedder(spec.dim) : new SubwordEmbedder(spec.dim);
}
