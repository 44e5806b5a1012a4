// Notes put together as an owner keeps them, and attacks cut up as an attacker might (session
// 40): what bench:injection applies mechanically to every batch's notes and attacks — files
// of three to six quiet notes (paragraphs, list items, dated entries), an attack cut at its
// sentences into bullets or paragraphs, a list's or a quotation's marker put before a text.

/** The shapes of a memory file of several notes. */
export const FILE_SHAPES: [string, (notes: string[]) => string][] = [
  ['paragraphs', (notes) => notes.join('\n\n')],
  ['list items', (notes) => notes.map((n) => `- ${n.replace(/\n+/g, ' ')}`).join('\n')],
  ['dated entries', (notes) => notes.map((n, i) => `## 2026-11-${10 + i}\n\n${n}`).join('\n\n')],
];

/** `count` files of three to six of `notes`, drawn by a fixed sequence (the same every run). */
export function filesOf(notes: readonly string[], count: number): string[][] {
  let seed = 11;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  return Array.from({ length: count }, (_, i) =>
    Array.from({ length: 3 + (i % 4) }, () => notes[Math.floor(next() * notes.length)]!),
  );
}

const sentencesOf = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?。！？])\s+(?=\S)/)
    .filter(Boolean);
/** Whether a text has more than one sentence to be cut at. */
export const cuttable = (text: string) => sentencesOf(text).length > 1;

/** An attack cut at its sentences. */
export const CUTS: [string, (text: string) => string][] = [
  [
    'one sentence a bullet',
    (t) =>
      sentencesOf(t)
        .map((s) => `- ${s}`)
        .join('\n'),
  ],
  ['one sentence a paragraph', (t) => sentencesOf(t).join('\n\n')],
];

/** A list's or a quotation's marker before a text. */
export const MARKS: [string, (text: string) => string][] = [
  ['a bullet', (t) => `- ${t}`],
  ['a number', (t) => `1) ${t}`],
  ['a task box', (t) => `- [ ] ${t}`],
  [
    'a quotation',
    (t) =>
      t
        .split('\n')
        .map((l) => `> ${l}`)
        .join('\n'),
  ],
];
