// Debian's documentation for the injection benchmark (session 46): technical prose no one here
// wrote, that tells its reader to run, send, delete and configure things all along, in three
// sets — the translations of the FAQ, the Developer's Reference, Debian Reference, the Policy
// manual, aptitude's manual and Debian Edu's manual (`translated`); the English originals of
// those and of the New Maintainers' Guide and the Debian Administrator's Handbook (`english`);
// the Handbook in the issue's other languages (`handbook`). Read from the packages' archives,
// never installed (debian-packages.ts): each HTML page's text, cut into sections at its headings
// (h1–h4; a section shorter than 200 characters is left out, a copy of one read once). Debian
// Edu ships its manual for two releases: only the newer one is read.

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { unpacked } from './debian-packages.js';

const TRANSLATED = [
  'aptitude-doc-es',
  'aptitude-doc-fr',
  'aptitude-doc-ja',
  'aptitude-doc-ru',
  'debian-edu-doc-de',
  'debian-edu-doc-es',
  'debian-edu-doc-fr',
  'debian-edu-doc-ja',
  'debian-edu-doc-zh-cn',
  'debian-faq-de',
  'debian-faq-fr',
  'debian-faq-ja',
  'debian-faq-ru',
  'debian-faq-zh-cn',
  'debian-policy-ja',
  'debian-reference-de',
  'debian-reference-es',
  'debian-reference-fr',
  'debian-reference-zh-tw',
  'developers-reference-de',
  'developers-reference-fr',
  'developers-reference-ja',
  'developers-reference-ru',
];
const ENGLISH = [
  'aptitude-doc-en',
  'debian-edu-doc-en',
  'debian-faq',
  'debian-handbook',
  'debian-policy',
  'debian-reference-en',
  'developers-reference',
  'maint-guide',
];
/** Each set: its packages, and which of their pages it reads (the Handbook ships every language). */
export const DOC_SETS = {
  translated: { packages: TRANSLATED, pages: /./ },
  english: { packages: ENGLISH, pages: /^(?!.*debian-handbook\/html\/(?!en-US\/))/ },
  handbook: {
    packages: ['debian-handbook'],
    pages: /debian-handbook\/html\/(?:de-DE|es-ES|fr-FR|ja-JP|ru-RU|zh-CN|zh-TW)\//,
  },
} as const;
/** Where the two references keep their HTML, beside /usr/share/doc. */
const EXTRA = ['./usr/share/debian-reference/*', './usr/share/developers-reference/*'];
/** Not a page of prose: a theme's files, a page's sources, an index, images, the older release. */
const SKIPPED = /bullseye|_static|_sources|genindex|search\.html|images/;

const ENTITIES: Record<string, string> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  copy: '©',
};
/** What a browser shows of `html`, its blocks as paragraphs. */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style|head)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(
      /<\/?(p|div|li|dt|dd|h[1-6]|pre|tr|table|ul|ol|dl|blockquote|section|article|title|caption)\b[^>]*>/gi,
      '\n\n',
    )
    .replace(/<\/?(td|th)\b[^>]*>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, x: string) => String.fromCodePoint(parseInt(x, 16)))
    .replace(/&#(\d+);/g, (_, x: string) => String.fromCodePoint(Number(x)))
    .replace(/&(\w+);/g, (m, e: string) => ENTITIES[e] ?? m)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export interface DocSection {
  pkg: string;
  /** The page, under the package's tree, and the section's index in it. */
  name: string;
  body: string;
  /** Which half, by a hash of the text: `read` may be printed and read, `never` only counted. */
  half: 'read' | 'never';
}
/** The half a section's text falls in, by its SHA-1 (hex): an even first digit is read. */
const halfOf = (hash: string): DocSection['half'] =>
  parseInt(hash[0]!, 16) % 2 ? 'never' : 'read';

/** Every section of a set's documentation apt can fetch (a package it cannot is said). */
export function debianDocSections(set: keyof typeof DOC_SETS): DocSection[] {
  const { packages, pages } = DOC_SETS[set];
  const out: DocSection[] = [];
  const seen = new Set<string>();
  for (const pkg of packages) {
    const root = unpacked(pkg, EXTRA);
    if (!root) continue;
    const files = (fs.readdirSync(root, { recursive: true, encoding: 'utf8' }) as string[])
      .filter((f) => f.endsWith('.html') && !SKIPPED.test(f) && pages.test(f))
      .sort();
    for (const name of files) {
      const file = path.join(root, name);
      if (!fs.statSync(file).isFile()) continue;
      const html = fs
        .readFileSync(file, 'utf8')
        .replace(/<(script|style|head)\b[\s\S]*?<\/\1>/gi, '');
      html.split(/(?=<h[1-4][\s>])/i).forEach((part, i) => {
        const body = htmlText(part);
        if (body.length < 200) return;
        const hash = createHash('sha1').update(body).digest('hex');
        if (seen.has(hash)) return;
        seen.add(hash);
        out.push({ pkg, name: `${name}#${i}`, body, half: halfOf(hash) });
      });
    }
  }
  return out;
}
