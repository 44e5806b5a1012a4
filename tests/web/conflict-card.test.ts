// A fact changed on both sides of a sync shows in the review queue as facts — statement and
// validity of ours and of the remote's — not as raw files; a note's conflict shows the
// three texts, escaped.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { conflictCard } from '../../web/pages/conflicts.js';
import type { Conflict } from '../../src/sync/conflicts.js';

const fact = (value: string, from: string) =>
  `---\nid: f-0123456789abcdef\ntitle: "deploy day: ${value}"\nkind: attribute\nsubject: team\npredicate: deploy day\nvalue: ${value}\ntrust: trusted\nvalid_from: ${from}\nvalid_to: null\nrecorded_at: ${from}\nsupersedes: null\nsuperseded_by: null\nconfidence: 0.8\nfingerprint: x\nns: teams/core\n---\ndeploy day: ${value}\n`;

const base: Conflict = {
  id: 'c-0123456789ab',
  remote: 'hub',
  path: 'teams/core/facts/f-0123456789abcdef.md',
  base: fact('tuesday', '2026-11-01T00:00:00.000Z'),
  local: fact('thursday', '2026-11-20T00:00:00.000Z'),
  theirs: fact('wednesday', '2026-11-21T00:00:00.000Z'),
  commit: 'abc',
  at: '2026-12-01T00:00:00.000Z',
  fact: 'f-0123456789abcdef',
};

test('a fact conflict shows both values with their validity', () => {
  const out = conflictCard(base, 'csrf').text;
  assert.match(
    out,
    /now \(here\)[\s\S]*deploy day: thursday[\s\S]*valid 2026-11-20 00:00 UTC → now/,
  );
  assert.match(out, /proposed by hub[\s\S]*deploy day: wednesday[\s\S]*valid 2026-11-21 00:00 UTC/);
  // The raw file is only in the editor, to write the text to keep.
  assert.equal(out.split('fingerprint: x').length - 1, 1);
  assert.match(out, /<textarea[^>]*>---\nid: f-0123456789abcdef/);
});

test('a note conflict shows the three texts escaped', () => {
  const note: Conflict = {
    ...base,
    path: 'teams/core/plan.md',
    fact: undefined,
    base: 'a\n',
    local: '<script>x()</script>\n',
    theirs: null,
  };
  const out = conflictCard(note, 'csrf').text;
  assert.match(out, /&lt;script&gt;x\(\)&lt;\/script&gt;/);
  assert.doesNotMatch(out, /<script>/);
  assert.match(out, /\(removed\)/);
});
