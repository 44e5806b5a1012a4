// A local sentence-embedding model run with ONNX Runtime (`onnxruntime-node`, an optional
// dependency, loaded only when this provider is configured): a directory holding
// `model.onnx` (or `onnx/model.onnx`, the Hugging Face layout) and the WordPiece vocabulary
// as `vocab.txt` or `tokenizer.json`. Nothing is downloaded: the person points
// `[embedder] model` at a directory they have. Inputs are fed by the names the model
// declares (input_ids, attention_mask, token_type_ids); a 3-D output is mean-pooled over
// the real tokens, a 2-D one (a pooled sentence embedding) used as is; vectors are
// L2-normalised. The id names the directory and the model file's size and time, so a
// replaced model means a re-embed.

import path from 'node:path';
import { MemError } from '../errors/mem-error.js';
import { hostFileStamp, readHostFile } from '../sandbox/host-probe.js';
import type * as OrtModule from 'onnxruntime-node';
import { unitVector, type Embedder } from './embedder.js';
import { WordPiece } from './wordpiece.js';

type Ort = typeof OrtModule;
type Session = Awaited<ReturnType<Ort['InferenceSession']['create']>>;

export interface OnnxOptions {
  /** The model directory. */
  dir: string;
  maxTokens?: number;
  minSimilarity?: number;
}

const BATCH = 16;

export class OnnxEmbedder implements Embedder {
  readonly id: string;
  readonly minSimilarity: number;
  readonly lexical = false;
  readonly fusionWeight = 1;
  private dimension = 0;

  private constructor(
    private readonly ort: Ort,
    private readonly session: Session,
    private readonly tokenizer: WordPiece,
    private readonly maxTokens: number,
    options: OnnxOptions,
    stamp: string,
  ) {
    this.id = `onnx:${path.resolve(options.dir)}@${stamp}`;
    this.minSimilarity = options.minSimilarity ?? 0.3;
  }

  /** Opens the model directory and embeds one text, to learn the dimension (and fail early). */
  static async open(options: OnnxOptions): Promise<OnnxEmbedder> {
    const fail = (what: string) =>
      new MemError(
        'MEM_INVALID_ARG',
        `[embedder] provider "onnx": ${what}; set model to a directory with model.onnx and vocab.txt (or tokenizer.json)`,
      );
    const model = ['model.onnx', 'onnx/model.onnx']
      .map((f) => path.join(options.dir, f))
      .find((f) => hostFileStamp(f));
    if (!model) throw fail(`no model.onnx in ${options.dir}`);
    let ort: Ort;
    try {
      ort = await import('onnxruntime-node');
    } catch (err) {
      throw fail(
        `onnxruntime-node is not installed (${(err as Error).message.split('\n')[0]}); run npm install onnxruntime-node`,
      );
    }
    const tokenizer = OnnxEmbedder.tokenizer(options.dir, fail);
    const session = await ort.InferenceSession.create(model).catch((err: Error) => {
      throw fail(`${model} does not load (${err.message.split('\n')[0]})`);
    });
    const e = new OnnxEmbedder(
      ort,
      session,
      tokenizer,
      options.maxTokens ?? 256,
      options,
      hostFileStamp(model) as string,
    );
    e.dimension = ((await e.embed(['probe']))[0] as number[]).length;
    return e;
  }

  private static tokenizer(dir: string, fail: (what: string) => Error): WordPiece {
    const vocab = path.join(dir, 'vocab.txt');
    if (hostFileStamp(vocab)) return new WordPiece(readHostFile(vocab, 64 << 20).split(/\r?\n/));
    const json = path.join(dir, 'tokenizer.json');
    if (!hostFileStamp(json)) throw fail(`no vocab.txt or tokenizer.json in ${dir}`);
    const t = JSON.parse(readHostFile(json, 64 << 20)) as {
      model?: { type?: string; vocab?: Record<string, number> };
      normalizer?: { lowercase?: boolean };
    };
    if (t.model?.type !== 'WordPiece' || !t.model.vocab)
      throw fail(`${json} is a ${t.model?.type ?? 'unknown'} tokenizer; only WordPiece is read`);
    return new WordPiece(t.model.vocab, t.normalizer?.lowercase ?? true);
  }

  get dim(): number {
    return this.dimension;
  }

  async embed(texts: string[]): Promise<number[][]> {
    const out: number[][] = [];
    for (let i = 0; i < texts.length; i += BATCH)
      out.push(...(await this.batch(texts.slice(i, i + BATCH))));
    return out;
  }

  private async batch(texts: string[]): Promise<number[][]> {
    const encoded = texts.map((t) => this.tokenizer.encode(t, this.maxTokens));
    const len = Math.max(...encoded.map((e) => e.length));
    const ids = new BigInt64Array(texts.length * len).fill(BigInt(this.tokenizer.pad));
    const mask = new BigInt64Array(texts.length * len);
    encoded.forEach((e, b) =>
      e.forEach((id, j) => {
        ids[b * len + j] = BigInt(id);
        mask[b * len + j] = 1n;
      }),
    );
    const shape = [texts.length, len];
    const feeds: Record<string, InstanceType<Ort['Tensor']>> = {};
    for (const name of this.session.inputNames) {
      if (name === 'input_ids') feeds[name] = new this.ort.Tensor('int64', ids, shape);
      else if (name === 'attention_mask') feeds[name] = new this.ort.Tensor('int64', mask, shape);
      else if (name === 'token_type_ids')
        feeds[name] = new this.ort.Tensor('int64', new BigInt64Array(ids.length), shape);
      else throw new Error(`the model wants an input "${name}" that mnemofs does not know`);
    }
    const result = await this.session.run(feeds);
    const output = result[this.session.outputNames[0] as string];
    if (!output) throw new Error('the model gave no output');
    const data = output.data as Float32Array;
    const dims = output.dims;
    return texts.map((_, b) => {
      let v: Float64Array;
      if (dims.length === 2) {
        const d = dims[1] as number;
        v = Float64Array.from(data.subarray(b * d, (b + 1) * d));
      } else {
        const d = dims[2] as number;
        v = new Float64Array(d);
        let n = 0;
        for (let j = 0; j < len; j++) {
          if (!mask[b * len + j]) continue;
          n++;
          const at = (b * len + j) * d;
          for (let k = 0; k < d; k++) v[k]! += data[at + k] as number;
        }
        for (let k = 0; k < d; k++) v[k]! /= n || 1;
      }
      return unitVector(v);
    });
  }
}
