// Splits a Markdown file into chunks that a hit can point at: one per heading section, and
// long sections further on blank-line paragraph boundaries, so each chunk stays near
// TARGET characters. Each chunk keeps its line range and the heading it falls under.

export interface Chunk {
  text: string;
  heading: string;
  /** 1-based, inclusive. */
  startLine: number;
  endLine: number;
}

const TARGET = 1200;
const HEADING = /^#{1,6}\s+(.*)$/;

export function chunkMarkdown(text: string): Chunk[] {
  const lines = text.replace(/\n$/, '').split('\n');
  const chunks: Chunk[] = [];
  let heading = '';
  let buf: string[] = [];
  let start = 1;
  let size = 0;
  const flush = (end: number) => {
    const body = buf.join('\n').trim();
    if (body) chunks.push({ text: body, heading, startLine: start, endLine: end });
    buf = [];
    size = 0;
    start = end + 1;
  };
  lines.forEach((line, i) => {
    const h = HEADING.exec(line);
    if (h) {
      flush(i);
      heading = (h[1] ?? '').trim();
    } else if (line.trim() === '' && size >= TARGET) flush(i + 1);
    if (buf.length === 0) start = i + 1;
    buf.push(line);
    size += line.length + 1;
  });
  flush(lines.length);
  return chunks;
}
