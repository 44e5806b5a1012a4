// The spellings of a text the injection recogniser reads, so that obfuscation does not hide
// an instruction: NFKC with invisible characters removed and HTML entities decoded; the
// same with look-alike letters mapped to Latin; letters spaced or dotted apart joined
// ("i g n o r e", "i.g.n.o.r.e", "忽 略"); leetspeak read as letters; and decoded carriers —
// base64, hex and percent-encoded runs, Unicode tag characters, bytes in variation selectors,
// bits in invisible characters, and rot13 or reversed text when the text asks for it. Each spelling is lower case with whitespace collapsed.

import { foldLookalikes, INVISIBLE } from './fold.js';

/** Invisible characters, and variation selectors (which a renderer shows as nothing of their own). */
const HIDDEN = new RegExp(`${INVISIBLE.source}|[\\ufe00-\\ufe0f\\u{e0100}-\\u{e01ef}]`, 'gu');

export interface Spellings {
  /** Every spelling, the plain one first. */
  all: string[];
  /** Which carriers had to be undone to read it. */
  undone: string[];
  /** What each undoing read (leetspeak left out: digits in words are too common). */
  readings: string[];
}

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

const PRINTABLE = /^[\p{L}\p{N}\p{P}\p{S}\s]+$/u;

/** Decoded text when it reads as words (at least two runs of letters), else undefined. */
function readable(bytes: Buffer): string | undefined {
  const text = bytes.toString('utf8');
  if (text.includes('\ufffd') || !PRINTABLE.test(text)) return undefined;
  // Two letters, a non-letter, two letters: the same test without {2,}, whose backtracking
  // is quadratic on a long run of letters.
  return /\p{L}{2}[^\p{L}]+\p{L}{2}/u.test(text) ? text : undefined;
}

function entities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]{1,6});/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d{1,7});/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&(lt|gt|amp|quot|apos);/g, (_, n: string) => ENTITY[n] ?? '');
}
const ENTITY: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

const ENGLISH =
  /(?<![\p{L}])(?:the|and|all|you|your|to|of|is|are|this|that|with|previous|instructions|ignore)(?![\p{L}])/gu;
const englishWords = (s: string) => s.match(ENGLISH)?.length ?? 0;
const rot13 = (s: string) =>
  s.replace(/[a-z]/gi, (c) => {
    const base = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
  });

const selectorByte = (c: string) => {
  const cp = c.codePointAt(0)!;
  return cp <= 0xfe0f ? cp - 0xfe00 : cp - 0xe0100 + 16;
};

/** Sixteen invisible characters in a row at least: no text has a reason to write them so. */
const BITS_RUN = /[\u200b-\u200d\u2060-\u2064\ufeff]{16,}/gu;

/**
 * What a run of invisible characters reads as bits, when it reads as words: two of them are 0
 * and 1, eight to a byte; or, with a third between characters, each character's code point
 * in binary. Each choice of which is which is tried.
 */
function invisibleBits(run: string): string | undefined {
  const symbols = [...new Set(run)];
  if (symbols.length === 2 && run.length % 8 === 0) {
    for (const [zero, one] of [symbols, [...symbols].reverse()] as [string, string][]) {
      const bits = [...run].map((c) => (c === zero ? '0' : c === one ? '1' : '')).join('');
      const bytes = bits.match(/.{8}/g)!.map((b) => parseInt(b, 2));
      const text = readable(Buffer.from(bytes));
      if (text !== undefined) return text;
    }
  }
  if (symbols.length === 3)
    for (const separator of symbols) {
      const [zero, one] = symbols.filter((c) => c !== separator) as [string, string];
      for (const [z, o] of [
        [zero, one],
        [one, zero],
      ]) {
        const chars = run
          .split(separator)
          .filter((g) => g.length > 0 && g.length <= 21)
          .map((g) =>
            String.fromCodePoint(
              parseInt([...g].map((c) => (c === z ? '0' : c === o ? '1' : '')).join(''), 2),
            ),
          );
        const text = readable(Buffer.from(chars.join(''), 'utf8'));
        if (text !== undefined) return text;
      }
    }
  return undefined;
}

/** Runs of single letters separated by one repeated separator, joined into words. */
const SPACED = /(?<![\p{L}\p{N}])\p{L}([ .\-_·*])(?:\p{L}\1){2,}\p{L}(?![\p{L}\p{N}])/gu;

/**
 * Whitespace collapsed, as every spelling has it. A blank line ends a sentence as a full stop
 * does: a heading, a list item or an example line ("Remove a registered workspace:⏎⏎$ git
 * bulk --purge") is not one sentence with the paragraph after it.
 */
export const collapse = (s: string) =>
  s
    .replace(/\n[ \t]*\n\s*/g, ' . ')
    .replace(/\s+/g, ' ')
    .trim();

export function spellingsOf(text: string): Spellings {
  const undone: string[] = [];
  const readings: string[] = [];
  const raw = entities(text.normalize('NFKC').replace(HIDDEN, '')).toLowerCase();
  const plain = collapse(raw);
  if (/&#(x[0-9a-f]+|\d+);/i.test(text)) {
    undone.push('html entities');
    if (/&#\d/.test(text)) readings.push(plain);
  }
  const folded = foldLookalikes(plain);
  // A word mixing Latin with Cyrillic or Greek letters is a disguise; a Russian word is not.
  // (Word by word: a lookahead over the rest of a long word from each of its letters is quadratic.)
  if (plain.split(' ').some((w) => /[a-z]/.test(w) && /[\u0370-\u03ff\u0400-\u04ff]/.test(w))) {
    undone.push('look-alike letters');
    readings.push(folded);
  }
  // Spaced letters are joined before whitespace is collapsed: a wider gap parts the words.
  const joined = collapse(
    foldLookalikes(raw).replace(SPACED, (run, sep: string) => run.split(sep).join('')),
  );
  if (joined !== folded) {
    undone.push('spaced letters');
    readings.push(joined);
  }
  // Whole words first, then the test: a pattern that looks for a digit inside a word
  // backtracks over every start of a long word (quadratic on a 40 KB base64 run). Words of
  // three characters or more: "-A1" in hdparm(8) is an option, not "ai"; nor hex digits (a
  // commit's "[a12f7a77]" is no "ai2tfatt").
  const unleet = joined.replace(/[\p{L}0-9@$]+/gu, (w) =>
    w.length > 2 && /\p{L}/u.test(w) && /[0-9@$]/.test(w) && !/^[0-9a-f]+$/.test(w)
      ? [...w].map((c) => LEET[c] ?? c).join('')
      : w,
  );
  const decoded: string[] = [];
  const keep = (how: string, s: string | undefined) => {
    if (s === undefined) return;
    const read = collapse(foldLookalikes(s.normalize('NFKC').toLowerCase()));
    decoded.push(read);
    readings.push(read);
    undone.push(how);
  };
  for (const m of text.matchAll(/[A-Za-z0-9+/_-]{16,}={0,2}/g))
    if (!/^[0-9a-f]+$/i.test(m[0])) keep('base64', readable(Buffer.from(m[0], 'base64')));
  for (const m of text.matchAll(/(?:[0-9a-f]{2}){8,}/gi))
    keep('hex', readable(Buffer.from(m[0], 'hex')));
  // A run of escapes, or a word with three of them at least ("Ignore%20previous%20…"): words
  // split on whitespace, not matched by a pattern that would rescan a long word from each start.
  const escaped = [
    ...[...text.matchAll(/(?:%[0-9a-f]{2}[^%\s]{0,3}){3,}/gi)].map((m) => m[0]),
    ...text.split(/\s+/).filter((w) => (w.match(/%[0-9a-f]{2}/gi)?.length ?? 0) >= 3),
  ];
  for (const run of new Set(escaped)) {
    try {
      keep('percent-encoding', decodeURIComponent(run));
    } catch {
      // not valid UTF-8 once decoded: nothing hidden there to read
    }
  }
  // Unicode's tag characters (U+E0020–E007E) spell ASCII no renderer shows.
  for (const m of text.matchAll(/[\u{e0020}-\u{e007e}]{4,}/gu))
    keep(
      'tag characters',
      [...m[0]].map((c) => String.fromCharCode(c.codePointAt(0)! - 0xe0000)).join(''),
    );
  // Variation selectors after a visible character spell bytes no renderer shows, one each
  // (U+FE00–FE0F 0–15, U+E0100–E01EF 16–255): a font needs one at most after a character.
  for (const m of text.matchAll(/[\ufe00-\ufe0f\u{e0100}-\u{e01ef}]{4,}/gu))
    keep('variation selectors', readable(Buffer.from([...m[0]].map(selectorByte))));
  // Bits spelled in invisible characters (zero-width spaces and joiners, invisible operators).
  for (const m of text.matchAll(BITS_RUN)) keep('invisible bits', invisibleBits(m[0]));
  // rot13 when the text asks for it, or when it reads as English only once rotated
  const rotated = rot13(plain);
  if (/rot-?13/.test(plain) || englishWords(rotated) >= englishWords(plain) + 3)
    keep('rot13', rotated);
  if (
    /(read|decode|reverse|write|spell)\w* .{0,40}(backwards|in reverse|reversed)|rückwärts|à l'envers|al revés|倒着/.test(
      plain,
    )
  )
    keep('reversed text', [...plain].reverse().join(''));
  const all = [...new Set([plain, folded, joined, unleet, ...decoded])];
  return { all, undone: [...new Set(undone)], readings };
}
