// Builds a tiny sentence-embedding model directory the way a real one is laid out
// (model.onnx + vocab.txt, BERT-style inputs), so the ONNX provider is tested offline: the
// graph is one Gather from an embedding table (input_ids → last_hidden_state), written here
// as ONNX protobuf by hand. Words given the same direction in `table` are synonyms to it.

import fs from 'node:fs';
import path from 'node:path';

function varint(n: number | bigint): number[] {
  let v = BigInt(n);
  const out: number[] = [];
  do {
    let b = Number(v & 0x7fn);
    v >>= 7n;
    if (v) b |= 0x80;
    out.push(b);
  } while (v);
  return out;
}
const key = (field: number, wire: number) => varint((field << 3) | wire);
const int = (field: number, n: number) => [...key(field, 0), ...varint(n)];
const bytes = (field: number, b: Uint8Array | number[]) => [
  ...key(field, 2),
  ...varint(b.length),
  ...b,
];
const str = (field: number, s: string) => bytes(field, [...Buffer.from(s, 'utf8')]);

/** ValueInfoProto of a tensor with symbolic or fixed dimensions. */
function valueInfo(name: string, elemType: number, dims: (string | number)[]): number[] {
  const shape = dims.flatMap((d) => bytes(1, typeof d === 'number' ? int(1, d) : str(2, d)));
  const tensorType = [...int(1, elemType), ...bytes(2, shape)];
  return [...str(1, name), ...bytes(2, bytes(1, tensorType))];
}

const FLOAT = 1;
const INT64 = 7;

/**
 * Writes `dir/model.onnx` and `dir/vocab.txt`. `table` gives each word its vector (all of
 * one length); [PAD], [UNK], [CLS] and [SEP] get zero vectors.
 */
export function writeTinyModel(dir: string, table: Record<string, number[]>): void {
  fs.mkdirSync(dir, { recursive: true });
  const words = ['[PAD]', '[UNK]', '[CLS]', '[SEP]', ...Object.keys(table)];
  const dim = (Object.values(table)[0] as number[]).length;
  const weights = new Float32Array(words.length * dim);
  words.forEach((w, i) => weights.set(table[w] ?? new Array(dim).fill(0), i * dim));
  const initializer = [
    ...int(1, words.length),
    ...int(1, dim),
    ...int(2, FLOAT),
    ...str(8, 'embeddings'),
    ...bytes(9, new Uint8Array(weights.buffer)),
  ];
  const node = [
    ...str(1, 'embeddings'),
    ...str(1, 'input_ids'),
    ...str(2, 'last_hidden_state'),
    ...str(3, 'gather'),
    ...str(4, 'Gather'),
  ];
  const graph = [
    ...bytes(1, node),
    ...str(2, 'tiny'),
    ...bytes(5, initializer),
    ...bytes(11, valueInfo('input_ids', INT64, ['batch', 'seq'])),
    ...bytes(11, valueInfo('attention_mask', INT64, ['batch', 'seq'])),
    ...bytes(12, valueInfo('last_hidden_state', FLOAT, ['batch', 'seq', dim])),
  ];
  const model = [
    ...int(1, 7), // ir_version
    ...str(2, 'mnemofs-test'),
    ...bytes(7, graph),
    ...bytes(8, [...str(1, ''), ...int(2, 13)]), // opset 13
  ];
  fs.writeFileSync(path.join(dir, 'model.onnx'), Buffer.from(model));
  fs.writeFileSync(path.join(dir, 'vocab.txt'), `${words.join('\n')}\n`);
}
