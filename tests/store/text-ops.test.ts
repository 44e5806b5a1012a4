import { test } from 'node:test';
import assert from 'node:assert/strict';
import { insertLines, pageLines, replaceOnce } from '../../src/store/text-ops.js';

test('pageLines pages by lines and by bytes', () => {
  const text = 'one\ntwo\nthree\n';
  assert.deepEqual(pageLines(text, 1, undefined, 100), {
    content: text,
    truncated: false,
    nextOffset: undefined,
    totalLines: 3,
  });
  assert.deepEqual(pageLines(text, 2, 1, 100), {
    content: 'two\n',
    truncated: true,
    nextOffset: 3,
    totalLines: 3,
  });
  assert.deepEqual(pageLines(text, 1, undefined, 9), {
    content: 'one\ntwo\n',
    truncated: true,
    nextOffset: 3,
    totalLines: 3,
  });
  assert.equal(pageLines(text, 4, undefined, 100).content, '');
  assert.throws(() => pageLines(text, 5, undefined, 100), /past the end/);
  const long = pageLines('é'.repeat(10), 1, undefined, 5);
  assert.equal(long.content, 'éé');
  assert.equal(long.truncated, true);
});

test('replaceOnce needs exactly one match and never interprets $ patterns', () => {
  assert.equal(replaceOnce('a $x b', '$x', '$&$&', 'p'), 'a $&$& b');
  assert.throws(() => replaceOnce('aa', 'a', 'b', 'p'), /occurs 2 times/);
  assert.throws(() => replaceOnce('aa', 'c', 'b', 'p'), /not found/);
});

test('insertLines inserts whole lines at 1 … n+1', () => {
  assert.equal(insertLines('a\nb\n', 1, 'x', 'p'), 'x\na\nb\n');
  assert.equal(insertLines('a\nb\n', 3, 'x\n', 'p'), 'a\nb\nx\n');
  assert.equal(insertLines('a\nb', 3, 'x', 'p'), 'a\nb\nx\n');
  assert.equal(insertLines('', 1, 'x', 'p'), 'x\n');
  assert.throws(() => insertLines('a\n', 3, 'x', 'p'), /use 1 to insert at the top or 2/);
});
