// Runs every `mcp-example` block of docs/SEMANTICS.md against a fresh store through the real
// MCP client. A line is `tool {json args} -> ok ["expected text"]` or `-> CODE`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { tempStore } from '../helpers/temp-store.js';
import { call, connect, text } from '../helpers/mcp-client.js';

const doc = fs.readFileSync(path.join(import.meta.dirname, '../../docs/SEMANTICS.md'), 'utf8');
const blocks = [...doc.matchAll(/```mcp-example\n([\s\S]*?)```/g)].map((m) => m[1] as string);

test('docs/SEMANTICS.md has examples', () => assert.ok(blocks.length >= 2));

blocks.forEach((block, i) => {
  test(`SEMANTICS.md example block ${i + 1}`, async () => {
    const t = tempStore();
    const client = await connect(t.store);
    try {
      for (const line of block.trim().split('\n')) {
        const m = /^(\w+) (\{.*\}) -> (ok|MEM_\w+)(?: (".*"))?$/.exec(line);
        assert.ok(m, `cannot parse example line: ${line}`);
        const [, tool, args, outcome, expected] = m as unknown as [
          string,
          string,
          string,
          string,
          string?,
        ];
        const result = await call(client, tool, JSON.parse(args));
        if (outcome === 'ok') {
          assert.equal(result.isError, undefined, `${line}: ${text(result)}`);
          if (expected) assert.equal(text(result), JSON.parse(expected), line);
        } else {
          assert.equal(result.isError, true, line);
          assert.ok(text(result).startsWith(`${outcome}: `), `${line}: ${text(result)}`);
        }
      }
    } finally {
      await client.close();
      await t.close();
    }
  });
});
