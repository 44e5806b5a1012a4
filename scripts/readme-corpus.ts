// The second corpus of the search benchmark, never used to choose a weight: the READMEs of
// the packages installed in node_modules (fixed by package-lock.json), each queried by its
// package.json description — the same known-item task as the man pages (NAME line →
// page), on prose of another kind (Markdown, code samples, badges). The description is
// removed from the README where it appears verbatim, as NAME is removed from a man page.

import fs from 'node:fs';
import path from 'node:path';
import type { Page } from './man-corpus.js';

export function readmePages(): Page[] {
  const root = path.join(import.meta.dirname, '..', 'node_modules');
  const dirs = fs
    .readdirSync(root)
    .flatMap((d) =>
      d.startsWith('@')
        ? fs.readdirSync(path.join(root, d)).map((s) => path.join(d, s))
        : d.startsWith('.')
          ? []
          : [d],
    );
  const pages: Page[] = [];
  const seen = new Set<string>();
  for (const dir of dirs.sort()) {
    const pkgFile = path.join(root, dir, 'package.json');
    if (!fs.existsSync(pkgFile)) continue;
    const description = (JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as { description?: string })
      .description;
    const readme = fs
      .readdirSync(path.join(root, dir))
      .find((f) => /^readme(\.md|\.markdown)?$/i.test(f));
    if (!description || description.split(/\s+/).length < 3 || !readme) continue;
    const body = fs
      .readFileSync(path.join(root, dir, readme), 'utf8')
      .split(description)
      .join('');
    if (body.length < 400 || seen.has(description)) continue;
    seen.add(description);
    pages.push({ name: dir.replace('/', '__'), query: description, body });
  }
  return pages;
}
