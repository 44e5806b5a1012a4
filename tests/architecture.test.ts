// House rules that a reviewer would otherwise have to remember (STYLE.md, SPEC.md):
// src/ never imports the adapters (only src/cli/, the composition root, may); node:fs is
// used only in src/sandbox; the adapters never name a mountpoint path; the version matches
// package.json; docs/tools.md is generated from the registry and up to date.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { VERSION } from '../src/version.js';
import { renderToolsDoc, TOOLS_DOC } from '../scripts/tools-doc.js';

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

test('src/ imports no adapter, except the composition root src/cli/', () => {
  for (const file of sources('src')) {
    if (file.startsWith('src/cli/')) continue;
    for (const spec of imports(file)) {
      assert.ok(
        !/(^|\/)(mcp|fuse)\//.test(spec) &&
          !spec.startsWith('@modelcontextprotocol/') &&
          spec !== 'fuse-native',
        `${file} imports ${spec}`,
      );
    }
  }
});

test('node:fs is imported only inside src/sandbox', () => {
  for (const file of [...sources('src'), ...sources('mcp'), ...sources('fuse')]) {
    if (file.startsWith('src/sandbox/')) continue;
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
