// The HTTP embedders against a local server on loopback that speaks the real wire formats
// (OpenAI `/v1/embeddings`, Ollama `/api/embed`): batching, retries on 429/5xx, timeouts,
// clear errors.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpEmbedder } from '../../src/embed/http-embedder.js';

interface Seen {
  path: string;
  auth?: string;
  body: { model: string; input: string[] };
}

async function server(handler: (seen: Seen, res: http.ServerResponse) => void) {
  const seen: Seen[] = [];
  const srv = http.createServer((req, res) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => {
      const s = { path: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(data) };
      seen.push(s);
      handler(s, res);
    });
  });
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(srv.address() as AddressInfo).port}`;
  return { url, seen, close: () => new Promise((r) => srv.close(r)) };
}

const vec = (s: string) => [s.length, 1, 0];
const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

test('OpenAI wire format: batches, auth, order by index, unit vectors', async () => {
  const s = await server((seen, res) =>
    json(res, 200, {
      data: seen.body.input.map((t, index) => ({ index, embedding: vec(t) })).reverse(),
    }),
  );
  const e = await new HttpEmbedder({
    format: 'openai',
    url: `${s.url}/v1`,
    model: 'm',
    apiKey: 'k',
    batchSize: 2,
  }).probe();
  assert.equal(e.dim, 3);
  const out = await e.embed(['a', 'bb', 'ccc']);
  assert.equal(out.length, 3);
  assert.ok(Math.abs((out[1] as number[])[0]! - 2 / Math.sqrt(5)) < 1e-9);
  assert.deepEqual(
    s.seen.slice(1).map((x) => [x.path, x.auth, x.body.input]),
    [
      ['/v1/embeddings', 'Bearer k', ['a', 'bb']],
      ['/v1/embeddings', 'Bearer k', ['ccc']],
    ],
  );
  await s.close();
});

test('Ollama wire format, with retries on 429 and 503', async () => {
  let calls = 0;
  const s = await server((seen, res) => {
    calls++;
    if (calls <= 2) return json(res, calls === 1 ? 429 : 503, { error: 'busy' });
    json(res, 200, { embeddings: seen.body.input.map(vec) });
  });
  const e = await new HttpEmbedder({
    format: 'ollama',
    url: s.url,
    model: 'nomic-embed-text',
  }).probe();
  assert.equal(e.dim, 3);
  assert.equal(s.seen[0]?.path, '/api/embed');
  assert.equal(calls, 3);
  await s.close();
});

test('clear errors: refused request, wrong shape, server down, timeout', async () => {
  const refused = await server((_s, res) => json(res, 401, { error: 'bad key' }));
  await assert.rejects(
    new HttpEmbedder({ format: 'openai', url: refused.url, model: 'm' }).probe(),
    /refused the request \(HTTP 401.*check \[embedder\] model and api_key_env/,
  );
  await refused.close();
  const shape = await server((_s, res) => json(res, 200, { nope: true }));
  await assert.rejects(
    new HttpEmbedder({ format: 'ollama', url: shape.url, model: 'm' }).probe(),
    /unexpected shape; is \[embedder\] format "ollama" right/,
  );
  await shape.close();
  await assert.rejects(
    new HttpEmbedder({
      format: 'ollama',
      url: 'http://127.0.0.1:9',
      model: 'm',
      retries: 1,
    }).probe(),
    /failed after 2 attempts .*check that it runs/,
  );
  const slow = await server(() => undefined);
  await assert.rejects(
    new HttpEmbedder({
      format: 'ollama',
      url: slow.url,
      model: 'm',
      retries: 0,
      timeoutMs: 200,
    }).probe(),
    /timed out/,
  );
  slow.close();
});
