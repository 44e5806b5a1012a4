// A line-wise three-way merge of one note changed on both sides of a sync: each side's
// changes against the common base, applied together when they touch different lines; when
// both change the same lines differently (or insert at the same place different text) the
// merge is not clean, and the caller keeps both versions for a person — never conflict
// markers in a note.

import { diffArrays } from 'diff';

/** One side's change: base lines [start, end) replaced by `lines`. */
interface Edit {
  start: number;
  end: number;
  lines: string[];
}

function edits(base: string[], side: string[]): Edit[] {
  const out: Edit[] = [];
  let at = 0;
  let open: Edit | undefined;
  for (const part of diffArrays(base, side)) {
    if (!part.added && !part.removed) {
      if (open) out.push(open);
      open = undefined;
      at += part.value.length;
      continue;
    }
    open ??= { start: at, end: at, lines: [] };
    if (part.removed) {
      at += part.value.length;
      open.end = at;
    } else open.lines.push(...part.value);
  }
  if (open) out.push(open);
  return out;
}

const same = (a: Edit, b: Edit) =>
  a.start === b.start &&
  a.end === b.end &&
  a.lines.length === b.lines.length &&
  a.lines.every((l, i) => l === b.lines[i]);

/** Whether two edits touch: overlapping ranges, an insertion inside the other's, one point. */
function touch(a: Edit, b: Edit): boolean {
  if (a.start === a.end && b.start === b.end) return a.start === b.start;
  if (a.start === a.end) return a.start > b.start && a.start < b.end;
  if (b.start === b.end) return b.start > a.start && b.start < a.end;
  return a.start < b.end && b.start < a.end;
}

function splitLines(text: string): string[] {
  return text.split(/(?<=\n)/);
}

/** The merged text, or undefined when the two sides' changes collide. */
export function merge3(base: string, local: string, remote: string): string | undefined {
  if (local === remote) return local;
  if (local === base) return remote;
  if (remote === base) return local;
  const b = splitLines(base);
  const mine = edits(b, splitLines(local));
  const theirs = edits(b, splitLines(remote));
  const all: Edit[] = [];
  for (const e of mine) {
    const clash = theirs.find((t) => touch(e, t));
    if (clash && !same(e, clash)) return undefined;
    all.push(e);
  }
  for (const t of theirs) if (!mine.some((e) => same(e, t))) all.push(t);
  all.sort((x, y) => x.start - y.start || x.end - y.end);
  const out: string[] = [];
  let at = 0;
  for (const e of all) {
    if (e.start < at) return undefined; // overlapping edits the checks above let through
    out.push(...b.slice(at, e.start), ...e.lines);
    at = e.end;
  }
  out.push(...b.slice(at));
  return out.join('');
}
