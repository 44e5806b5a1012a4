// The local ONNX provider, offline: a tiny model this test writes itself (tiny-onnx.ts: a
// vocabulary and an embedding table in which "car" and "automobile" point the same way)
// is loaded by ONNX Runtime, and `[embedder] provider = "onnx"` makes memory_search find
// the automobile note for "car" — which text search cannot. A model directory that is not
// one is refused at start with the cause and the fix.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OnnxEmbedder } from '../../src/embed/onnx-embedder.js';
import { WordPiece } from '../../src/embed/wordpiece.js';
import { call, connect } from '../helpers/mcp-client.js';
import { tempStore } from '../helpers/temp-store.js';
import { writeTinyModel } from '../helpers/tiny-onnx.js';

const runtime = await import('onnxruntime-node').then(
  () => true,
  () => false,
);
const skip = runtime ? false : 'onnxruntime-node (an optional dependency) is not installed';

const TABLE = {
  car: [1, 0, 0, 0.1],
  automobile: [1, 0.1, 0, 0],
  banana: [0, 0, 1, 0],
  fruit: [0, 0.1, 1, 0],
  ripe: [0, 0, 0.9, 0.2],
  red: [0.1, 1, 0, 0],
  fast: [0.9, 0, 0, 0.3],
};

function modelDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemofs-onnx-'));
  writeTinyModel(dir, TABLE);
  return dir;
}

const cos = (a: number[], b: number[]) => a.reduce((s, x, i) => s + x * (b[i] as number), 0);

test('WordPiece cuts words into the longest pieces the vocabulary has', () => {
  const wp = new WordPiece([
    '[PAD]',
    '[UNK]',
    '[CLS]',
    '[SEP]',
    'em',
    '##bed',
    '##ding',
    '##s',
    'ü',
    ',',
  ]);
  assert.deepEqual(wp.encode('Embeddings, qux', 16), [2, 4, 5, 6, 7, 9, 1, 3]);
  assert.equal(wp.encode('embeddings embeddings embeddings', 5).length, 5);
});

test(
  'a tiny model runs: the dimension is learned, synonyms are near, others far',
  { skip },
  async () => {
    const dir = modelDir();
    const e = await OnnxEmbedder.open({ dir });
    assert.equal(e.dim, 4);
    assert.match(e.id, /^onnx:/);
    const [car, auto, banana] = await e.embed(['a car', 'the automobile', 'ripe banana']);
    assert.ok(cos(car as number[], auto as number[]) > 0.9);
    assert.ok(cos(car as number[], banana as number[]) < 0.3);
    fs.rmSync(dir, { recursive: true });
  },
);

test(
  'provider "onnx" in config.toml: memory_search finds by meaning what text search cannot',
  { skip },
  async () => {
    const dir = modelDir();
    const t = tempStore();
    try {
      fs.writeFileSync(
        path.join(t.dir, '.mnemofs/config.toml'),
        `[embedder]\nprovider = "onnx"\nmodel = ${JSON.stringify(dir)}\nmin_similarity = 0.5\n`,
      );
      const client = await connect(t.store);
      await call(client, 'mem_write', {
        path: 'user/garage.md',
        content: 'The red automobile is fast.\n',
      });
      await call(client, 'mem_write', {
        path: 'user/kitchen.md',
        content: 'A ripe banana is a fruit.\n',
      });
      const hits = async (mode: string) =>
        (
          (await call(client, 'memory_search', { query: 'car', mode })).structuredContent as {
            hits: { path: string }[];
          }
        ).hits.map((h) => h.path);
      assert.deepEqual(await hits('text'), [], 'no note says "car"');
      assert.deepEqual(await hits('vector'), ['user/garage.md']);
      assert.equal((await hits('hybrid'))[0], 'user/garage.md');
      await client.close();
    } finally {
      await t.close();
      fs.rmSync(dir, { recursive: true });
    }
  },
);

test('a directory without a model is refused with the cause and the fix', { skip }, async () => {
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemofs-onnx-empty-'));
  await assert.rejects(OnnxEmbedder.open({ dir: empty }), (err: Error) => {
    assert.match(
      err.message,
      /no model\.onnx in .*; set model to a directory with model\.onnx and vocab\.txt/,
    );
    return true;
  });
  fs.writeFileSync(path.join(empty, 'model.onnx'), 'not a model');
  fs.writeFileSync(path.join(empty, 'vocab.txt'), '[PAD]\n[UNK]\n[CLS]\n[SEP]\n');
  await assert.rejects(OnnxEmbedder.open({ dir: empty }), /model\.onnx does not load/);
  fs.rmSync(empty, { recursive: true });
});
