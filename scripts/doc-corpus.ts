// A third benign corpus for the injection benchmark: the documentation Debian installs under
// /usr/share/doc — upstream READMEs, NEWS files, changelogs (upstream's and Debian's) and
// other Markdown and text notes of every installed package (those of the man-page sets
// among them). Real prose no one here wrote, in the forms the issue names (READMEs,
// changelogs). Each file is read whole (gunzipped), up to its first 60,000 characters;
// copies of one text (a package's docs linked into another's) are read once.

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

const ROOT = '/usr/share/doc';
const MAX = 60_000;
/** Prose files by name: README, NEWS, CHANGES, changelog, *.md, *.txt (compressed or not). */
const PROSE =
  /^(readme|news|changes|changelog|history)([._-][\w.-]*)?$|\.(md|markdown|txt)(\.gz)?$/i;

export interface DocFile {
  /** The path under /usr/share/doc. */
  name: string;
  body: string;
}

/** Every prose file under /usr/share/doc, sorted by path; none when the directory is absent. */
export function docFiles(): DocFile[] {
  if (!fs.existsSync(ROOT)) return [];
  const names = fs
    .readdirSync(ROOT, { recursive: true, encoding: 'utf8' })
    .filter((f) => PROSE.test(path.basename(f)) && !/\.html?(\.gz)?$/i.test(f))
    .sort();
  const seen = new Set<string>();
  const out: DocFile[] = [];
  for (const name of names) {
    const file = path.join(ROOT, name);
    let bytes: Buffer;
    try {
      if (!fs.statSync(file).isFile()) continue;
      bytes = fs.readFileSync(file);
      if (name.endsWith('.gz')) bytes = gunzipSync(bytes);
    } catch {
      continue; // unreadable or not gzip after all: not prose to read
    }
    const body = bytes
      .subarray(0, MAX * 4)
      .toString('utf8')
      .slice(0, MAX);
    if (body.includes('\0') || body.includes('\ufffd') || body.trim().length < 200) continue;
    const hash = createHash('sha256').update(body).digest('hex');
    if (seen.has(hash)) continue;
    seen.add(hash);
    out.push({ name, body });
  }
  return out;
}
