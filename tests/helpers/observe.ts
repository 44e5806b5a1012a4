// memory_observe through the SDK's real client on a fresh store: what the recogniser refuses is
// refused with MEM_FORBIDDEN and kept nowhere but the records of refusals (the audit log and
// `.mnemofs/refused.jsonl`, for the owner); the owner's note beside it is kept as a candidate
// fact, on disk.

import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { REFUSED } from '../../src/memory/refusals.js';
import { AUDIT_FILE } from '../../src/store/layout.js';
import { call, connect } from './mcp-client.js';
import { tempStore } from './temp-store.js';

/** Every file under `dir` but the records of refusals, as text. */
function storedTexts(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .filter((p) => !p.endsWith(AUDIT_FILE) && !p.endsWith(REFUSED))
    .map((p) => fs.readFileSync(p, 'utf8'));
}

/** `loud` is refused and stored nowhere else; `quiet` is kept as a candidate, on disk. */
export async function observeRefusesAndKeeps(loud: string, quiet: string) {
  const t = tempStore();
  const client = await connect(t.store);
  try {
    const refused = await call(client, 'memory_observe', { content: loud });
    assert.ok(refused.isError);
    assert.match(
      (refused.content as { text: string }[])[0]!.text,
      /^MEM_FORBIDDEN: the observation was refused: it looks like a prompt injection/,
    );
    const kept = await call(client, 'memory_observe', { content: quiet });
    assert.ok(!kept.isError);
    assert.equal((kept.structuredContent as { outcome: string }).outcome, 'candidate');
    const stored = storedTexts(t.dir);
    assert.ok(!stored.some((s) => s.includes(loud.slice(0, 40))), 'the refused text is stored');
    assert.ok(
      stored.some((s) => s.includes(quiet.slice(0, 40))),
      'the kept note is not stored',
    );
  } finally {
    await client.close();
    await t.close();
  }
}
