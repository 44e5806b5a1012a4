// Front matter: the `---`-fenced YAML block at the top of a Markdown note, split and joined
// in one place (facts, tasks, recall, extraction, archives). What it says is parsed, never
// trusted: each reader checks the fields it uses.

import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';

const FRONT = /^---\n([\s\S]*?)\n---\n?/;

/** Splits `---` YAML front matter from a Markdown body; invalid YAML counts as none. */
export function splitFrontMatter(text: string): { meta: Record<string, unknown>; body: string } {
  const m = FRONT.exec(text);
  if (!m) return { meta: {}, body: text };
  try {
    const meta = parseYaml(m[1] as string) as unknown;
    if (meta && typeof meta === 'object' && !Array.isArray(meta))
      return { meta: meta as Record<string, unknown>, body: text.slice(m[0].length) };
  } catch {
    // Not YAML a person meant as front matter: the file is all body.
  }
  return { meta: {}, body: text };
}

export function joinFrontMatter(meta: Record<string, unknown>, body: string): string {
  return `---\n${stringifyYaml(meta, { lineWidth: 0 }).trimEnd()}\n---\n${body}`;
}
