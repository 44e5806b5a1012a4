// Embedders that call a model server over HTTP: the OpenAI-compatible `/v1/embeddings`
// (OpenAI, vLLM, llama.cpp, LM Studio, …) and Ollama's `/api/embed`. Requests are batched,
// each with a timeout, retried with backoff on 429, 5xx and network errors, and failures
// become MEM_IO errors that name the server, the status and the fix. The dimension is
// learned from the server once (`probe`) and then enforced on every answer.

import { MemError } from '../errors/mem-error.js';
import { unitVector, type Embedder } from './embedder.js';

export type WireFormat = 'openai' | 'ollama';

export interface HttpEmbedderOptions {
  format: WireFormat;
  /** Base URL: `http://127.0.0.1:11434` (Ollama) or `https://api.openai.com` (OpenAI). */
  url: string;
  model: string;
  apiKey?: string;
  batchSize?: number;
  timeoutMs?: number;
  retries?: number;
  minSimilarity?: number;
}

const WIRE: Record<WireFormat, { path: string; parse(body: unknown): number[][] | undefined }> = {
  openai: {
    path: '/v1/embeddings',
    parse: (b) =>
      (b as { data?: { embedding: number[]; index: number }[] }).data
        ?.slice()
        .sort((x, y) => x.index - y.index)
        .map((d) => d.embedding),
  },
  ollama: { path: '/api/embed', parse: (b) => (b as { embeddings?: number[][] }).embeddings },
};

export class HttpEmbedder implements Embedder {
  readonly id: string;
  readonly minSimilarity: number;
  readonly lexical = false;
  readonly fusionWeight = 1;
  private dimension = 0;
  private readonly endpoint: string;

  constructor(private readonly options: HttpEmbedderOptions) {
    this.endpoint = `${options.url.replace(/\/+$/, '').replace(/\/v1$/, '')}${WIRE[options.format].path}`;
    this.id = `${options.format}:${options.model}@${options.url}`;
    this.minSimilarity = options.minSimilarity ?? 0.3;
  }

  get dim(): number {
    if (!this.dimension) throw new Error('HttpEmbedder.probe() must run before dim is read');
    return this.dimension;
  }

  /** Asks the server once, to learn the dimension (and fail early if it cannot answer). */
  async probe(): Promise<this> {
    const [v] = await this.request(['dimension probe']);
    this.dimension = (v as number[]).length;
    return this;
  }

  async embed(texts: string[]): Promise<number[][]> {
    const size = this.options.batchSize ?? 64;
    const out: number[][] = [];
    for (let i = 0; i < texts.length; i += size)
      out.push(...(await this.request(texts.slice(i, i + size))));
    return out;
  }

  private async request(input: string[]): Promise<number[][]> {
    const retries = this.options.retries ?? 3;
    let last = '';
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, 200 * 2 ** (attempt - 1)));
      let res: Response;
      try {
        res = await fetch(this.endpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
          },
          body: JSON.stringify({ model: this.options.model, input }),
          signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
        });
      } catch (err) {
        last = `${(err as Error).name === 'TimeoutError' ? 'timed out' : (err as Error).message}`;
        continue;
      }
      const text = await res.text();
      if (res.status === 429 || res.status >= 500) {
        last = `HTTP ${res.status}: ${text.slice(0, 200)}`;
        continue;
      }
      if (!res.ok) {
        throw new MemError(
          'MEM_IO',
          `embedding server ${this.endpoint} refused the request (HTTP ${res.status}: ${text.slice(0, 200)}); check [embedder] model and api_key_env in config.toml`,
        );
      }
      const vectors = WIRE[this.options.format].parse(JSON.parse(text) as unknown);
      if (
        !vectors ||
        vectors.length !== input.length ||
        vectors.some((v) => !Array.isArray(v) || v.length === 0)
      ) {
        throw new MemError(
          'MEM_IO',
          `embedding server ${this.endpoint} answered in an unexpected shape; is [embedder] format "${this.options.format}" right?`,
        );
      }
      if (this.dimension && vectors.some((v) => v.length !== this.dimension)) {
        throw new MemError(
          'MEM_IO',
          `embedding server ${this.endpoint} changed dimension (${vectors[0]?.length} ≠ ${this.dimension}); restart mnemofs to re-embed`,
        );
      }
      return vectors.map((v) => unitVector(v));
    }
    throw new MemError(
      'MEM_IO',
      `embedding server ${this.endpoint} failed after ${retries + 1} attempts (${last}); check that it runs and [embedder] url`,
    );
  }
}
