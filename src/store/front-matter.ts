// Front matter: the `---`-fenced YAML block at the top of a Markdown note. Split here, in
// one place; what the YAML says is each reader's to parse and never to trust.

const FENCED = /^---\n([\s\S]*?)\n?---(?:\n|$)([\s\S]*)$/;

/** The YAML text of the front matter (undefined when there is none) and the body after it. */
export function splitFrontMatter(text: string): { yaml: string | undefined; body: string } {
  const m = FENCED.exec(text);
  return m ? { yaml: m[1] ?? '', body: m[2] ?? '' } : { yaml: undefined, body: text };
}
