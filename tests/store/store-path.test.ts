import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseStorePath } from '../../src/store/store-path.js';
import { OWNER, type Principal } from '../../src/store/context.js';
import type { MemError } from '../../src/errors/mem-error.js';

const code = (raw: unknown, who: Principal = OWNER) => {
  try {
    parseStorePath(raw, who);
    return 'ok';
  } catch (err) {
    return (err as MemError).code;
  }
};

test('normalises harmless spellings', () => {
  assert.deepEqual(parseStorePath('user//notes/./a.md', OWNER), {
    rel: 'user/notes/a.md',
    ns: 'user',
    isNamespaceRoot: false,
  });
  assert.deepEqual(parseStorePath('./agents/coder/', OWNER), {
    rel: 'agents/coder',
    ns: 'agents/coder',
    isNamespaceRoot: true,
  });
  assert.equal(parseStorePath('teams/core/x.md', OWNER).ns, 'teams/core');
  assert.equal(parseStorePath('user/日本語/メモ.md', OWNER).rel, 'user/日本語/メモ.md');
});

test('refuses hostile spellings with the right code', () => {
  assert.equal(code('../x'), 'MEM_OUTSIDE_ROOT');
  assert.equal(code('user/a/../../b'), 'MEM_OUTSIDE_ROOT');
  assert.equal(code('/abs'), 'MEM_OUTSIDE_ROOT');
  assert.equal(code('user/a\0b'), 'MEM_INVALID_ARG');
  assert.equal(code(`user/${'é'.repeat(128)}`), 'MEM_INVALID_ARG');
  assert.equal(code('user/.git'), 'MEM_RESERVED');
  assert.equal(code('user/.Mnemofs/x'), 'MEM_RESERVED');
  assert.equal(code('user/.mnеmofs/x'), 'MEM_RESERVED'); // Cyrillic е
  assert.equal(code('user/\u2066x'), 'MEM_INVALID_ARG');
  assert.equal(code('agents'), 'MEM_FORBIDDEN');
  assert.equal(code('User/x'), 'MEM_FORBIDDEN');
  assert.equal(code(''), 'MEM_INVALID_ARG');
  assert.equal(code(42), 'MEM_INVALID_ARG');
});

test('grants are checked on every path, and the error lists the usable namespaces', () => {
  const agent: Principal = { id: 'agent:a', grants: ['agents/a', 'user'] };
  assert.equal(code('agents/a/x.md', agent), 'ok');
  assert.equal(code('agents/b/x.md', agent), 'MEM_FORBIDDEN');
  assert.throws(
    () => parseStorePath('agents/b/x.md', agent),
    /may not use; use one of: agents\/a\/, user\//,
  );
});
