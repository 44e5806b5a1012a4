// Pure text operations behind mem_read paging, mem_edit and mem_insert. Lines are 1-based;
// a trailing newline ends the last line rather than starting an empty one.

import { MemError } from '../errors/mem-error.js';

export interface Page {
  content: string;
  /** More lines follow what was returned. */
  truncated: boolean;
  /** Line to pass as `offset` for the next page, when truncated. */
  nextOffset?: number;
  totalLines: number;
}

/** How much of a file's beginning says whether it is binary (a NUL byte in it). */
export const BINARY_SNIFF = 8192;

export function isBinary(buf: Buffer): boolean {
  return buf.subarray(0, BINARY_SNIFF).includes(0);
}

/** Splits keeping each line's newline, so joining pieces gives back the exact bytes. */
function splitLines(text: string): string[] {
  const lines = text.split(/(?<=\n)/);
  return lines.length === 1 && lines[0] === '' ? [] : lines;
}

function countLines(text: string): number {
  let n = 0;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) n++;
  return text === '' || text.endsWith('\n') ? n : n + 1;
}

/** Lines [offset, offset+limit) of `text`, cut to at most `maxBytes` at a line boundary. */
export function pageLines(
  text: string,
  offset: number,
  limit: number | undefined,
  maxBytes: number,
): Page {
  // Fast path: the whole file fits in one page.
  if (offset === 1 && limit === undefined && Buffer.byteLength(text) <= maxBytes) {
    return { content: text, truncated: false, nextOffset: undefined, totalLines: countLines(text) };
  }
  const lines = splitLines(text);
  if (offset > lines.length + 1) {
    throw new MemError(
      'MEM_INVALID_ARG',
      `offset ${offset} is past the end of the file (${lines.length} lines); use an offset from 1 to ${lines.length + 1}`,
    );
  }
  const end = limit === undefined ? lines.length : Math.min(lines.length, offset - 1 + limit);
  let bytes = 0;
  let i = offset - 1;
  const out: string[] = [];
  for (; i < end; i++) {
    const line = lines[i] as string;
    const size = Buffer.byteLength(line);
    if (bytes + size > maxBytes) {
      // A single line longer than the cap is cut inside the line (on a character boundary).
      if (out.length === 0)
        out.push(
          Buffer.from(line)
            .subarray(0, maxBytes)
            .toString('utf8')
            .replace(/\uFFFD$/, ''),
        );
      break;
    }
    out.push(line);
    bytes += size;
  }
  const truncated = i < lines.length;
  return {
    content: out.join(''),
    truncated,
    nextOffset: truncated ? (out.length === 1 && i === offset - 1 ? i + 2 : i + 1) : undefined,
    totalLines: lines.length,
  };
}

/** Replaces the one occurrence of `oldStr`; refuses zero or several, saying how many. */
export function replaceOnce(text: string, oldStr: string, newStr: string, path: string): string {
  if (oldStr === '') {
    throw new MemError('MEM_INVALID_ARG', 'old_str is empty; give the exact text to replace', {
      path,
    });
  }
  const first = text.indexOf(oldStr);
  if (first < 0) {
    throw new MemError(
      'MEM_NO_MATCH',
      `old_str was not found in "${path}"; read the file and copy the text exactly, including whitespace and line breaks`,
      { path, matches: 0 },
    );
  }
  let count = 1;
  for (let at = text.indexOf(oldStr, first + 1); at >= 0; at = text.indexOf(oldStr, at + 1))
    count++;
  if (count > 1) {
    throw new MemError(
      'MEM_NO_MATCH',
      `old_str occurs ${count} times in "${path}"; include more surrounding text so it matches exactly once`,
      { path, matches: count },
    );
  }
  return text.slice(0, first) + newStr + text.slice(first + oldStr.length);
}

/** Inserts `insert` as whole lines so that it starts at line `line` (1 … lines+1). */
export function insertLines(text: string, line: number, insert: string, path: string): string {
  const lines = splitLines(text);
  if (!Number.isInteger(line) || line < 1 || line > lines.length + 1) {
    throw new MemError(
      'MEM_INVALID_ARG',
      `line ${line} is out of range for "${path}" (${lines.length} lines); use 1 to insert at the top or ${lines.length + 1} to add at the end`,
      { path },
    );
  }
  const block = insert.endsWith('\n') ? insert : `${insert}\n`;
  const before = lines.slice(0, line - 1);
  const last = before[before.length - 1];
  if (last !== undefined && !last.endsWith('\n')) before[before.length - 1] = `${last}\n`;
  return [...before, block, ...lines.slice(line - 1)].join('');
}
