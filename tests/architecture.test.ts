// House rules that a reviewer would otherwise have to remember (STYLE.md, SPEC.md,
// docs/ARCHITECTURE.md): the import rules (src/ never imports an adapter but in src/cli/;
// adapters never import the sandbox or each other; only the store holds the sandbox), shown
// to fail on a fixture; node:fs only in src/sandbox; no file over 400 lines without a
// reason; the version matches package.json; docs/tools.md is generated and up to date.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { VERSION } from '../src/version.js';
import { renderToolsDoc, TOOLS_DOC } from '../scripts/tools-doc.js';
import { importViolations, type SourceFile } from './helpers/import-rules.js';

const ROOT = path.join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  const abs = path.join(ROOT, dir);
  if (!fs.existsSync(abs)) return [];
  return fs
    .readdirSync(abs, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => path.join(dir, f));
}

function imports(file: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  return [...text.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map(
    (m) => m[1] as string,
  );
}

function tree(): SourceFile[] {
  return ['src', 'fuse', 'mcp', 'web', 'native'].flatMap((dir) =>
    sources(dir).map((file) => ({ file: file.split(path.sep).join('/'), imports: imports(file) })),
  );
}

test('the import rules of docs/ARCHITECTURE.md hold', () => {
  assert.deepEqual(importViolations(tree()), []);
});

test('the import rules catch an adapter that reaches into the sandbox (fixture)', () => {
  // A tree in which the mount adapter opens store files itself: the rule must say so.
  const fixture: SourceFile[] = [
    { file: 'fuse/ops.ts', imports: ['../src/store/posix-fs.js', '../src/sandbox/ffi.js'] },
    { file: 'fuse/mount.ts', imports: ['../mcp/server.js'] },
    { file: 'src/search/x.ts', imports: ['../../fuse/mount.js', '../sandbox/sandbox-root.js'] },
    {
      file: 'web/pages/note.ts',
      imports: ['../../src/sandbox/sandbox-root.js', '../../mcp/tools.js'],
    },
    { file: 'src/memory/x.ts', imports: ['../../web/app.js'] },
    { file: 'native/waiter.ts', imports: ['../src/store/store.js'] },
  ];
  assert.deepEqual(importViolations(fixture), [
    'fuse/ops.ts imports ../src/sandbox/ffi.js: adapters go through the store, never the sandbox',
    'fuse/mount.ts imports ../mcp/server.js: an adapter never imports another adapter',
    'src/search/x.ts imports ../../fuse/mount.js: src/ never imports an adapter (only src/cli/ wires them)',
    'src/search/x.ts imports ../sandbox/sandbox-root.js: only the store holds the sandbox — add a store method instead',
    'web/pages/note.ts imports ../../src/sandbox/sandbox-root.js: adapters go through the store, never the sandbox',
    'web/pages/note.ts imports ../../mcp/tools.js: an adapter never imports another adapter',
    'src/memory/x.ts imports ../../web/app.js: src/ never imports an adapter (only src/cli/ wires them)',
    'native/waiter.ts imports ../src/store/store.js: native/ is a leaf — it loads the addon and imports nothing of mnemofs',
  ]);
});

test('no file in src/, fuse/, mcp/ or web/ is over 400 lines unless its header says why', () => {
  for (const file of ['src', 'fuse', 'mcp', 'web'].flatMap(sources)) {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    const lines = text.split('\n').length;
    const header = text.split('\n').slice(0, 12).join('\n');
    assert.ok(
      lines <= 400 || /not split/i.test(header),
      `${file} has ${lines} lines: split it by concept, or say in its header why it is not split`,
    );
  }
});

/** The FUSE device (/dev/fuse) and the mountpoint: files that are not the store's. */
const DEVICE_FILES = ['fuse/device.ts'];

test('node:fs is imported only inside src/sandbox (and by the FUSE device)', () => {
  for (const file of ['src', 'fuse', 'mcp', 'web'].flatMap(sources)) {
    if (file.startsWith('src/sandbox/') || DEVICE_FILES.includes(file)) continue;
    for (const spec of imports(file)) {
      assert.ok(
        !/^(node:)?fs(\/promises)?$/.test(spec),
        `${file} imports ${spec}: store I/O goes through src/sandbox`,
      );
    }
  }
});

test('version matches package.json', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    version: string;
  };
  assert.equal(VERSION, pkg.version);
});

test('docs/tools.md is generated from the registry and up to date', () => {
  assert.equal(
    fs.readFileSync(TOOLS_DOC, 'utf8'),
    renderToolsDoc(),
    'run: node --import tsx scripts/tools-doc.ts',
  );
});
