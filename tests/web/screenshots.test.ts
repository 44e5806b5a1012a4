// docs/web/ holds a picture of every view in the page's navigation (npm run screenshots:web
// takes them), so the documentation shows every part of the page.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { NAV } from '../../web/html.js';

test('every view in the navigation has its screenshot in docs/web/', () => {
  const dir = path.join(import.meta.dirname, '..', '..', 'docs', 'web');
  for (const [route] of NAV) {
    const file = path.join(dir, `${route.slice(1)}.png`);
    assert.ok(fs.existsSync(file), `${file} is missing: run npm run screenshots:web`);
    const png = fs.readFileSync(file);
    assert.equal(png.subarray(1, 4).toString(), 'PNG', `${file} is not a PNG`);
  }
  assert.ok(fs.existsSync(path.join(dir, 'note.png')), 'the note view has no screenshot');
});
