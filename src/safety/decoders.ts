// What a text hides in an encoding, read back so the injection recogniser can read it: the
// encodings an attacker reaches for to get an order past a filter (those of public probe
// suites — base64, base32, base16 and hex, Ascii85, uuencode, quoted-printable and MIME
// words, percent and backslash escapes, byte values in binary, octal or decimal, Morse,
// Braille, the NATO alphabet) and the characters no renderer shows (Unicode tag characters,
// bytes in variation selectors, bits in zero-width characters). Each decoder is linear in
// the text and keeps only what reads as words (`readable`); what a decoded order means is
// for signals.ts. Spellings of the text itself (look-alikes, spacing, rot13…): spellings.ts.

export interface Decoded {
  /** Which carrier was undone, e.g. "base64". */
  how: string;
  text: string;
}

const PRINTABLE = /^[\p{L}\p{N}\p{P}\p{S}\s]+$/u;

/**
 * Decoded text when it reads as words (two runs of letters, or four letters spaced apart:
 * "S Y S T E M :", a second disguise inside the first), else undefined.
 */
export function readable(bytes: Buffer | string): string | undefined {
  const text = typeof bytes === 'string' ? bytes : bytes.toString('utf8');
  if (text.includes('\ufffd') || !PRINTABLE.test(text)) return undefined;
  // Two letters, a non-letter, two letters: the same test without {2,}, whose backtracking
  // is quadratic on a long run of letters.
  return /\p{L}{2}[^\p{L}]+\p{L}{2}|\p{L}([ .-])\p{L}\1\p{L}\1\p{L}/u.test(text) ? text : undefined;
}

/** A decoder: the candidate texts or bytes a text's runs of one carrier read as. */
type Decoder = (text: string) => (Buffer | string | undefined)[];

const runs = (text: string, re: RegExp) => [...text.matchAll(re)].map((m) => m[0]);

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
function base32(run: string): Buffer {
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const c of run.replace(/=+$/, '')) {
    value = (value << 5) | BASE32.indexOf(c);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

function ascii85(run: string): Buffer | undefined {
  const body = run
    .replace(/^<~|~>$/g, '')
    .replace(/\s+/g, '')
    .replace(/z/g, '!!!!!');
  if (/[^!-u]/.test(body) || body.length % 5 === 1) return undefined;
  const out: number[] = [];
  for (let i = 0; i < body.length; i += 5) {
    const group = body.slice(i, i + 5).padEnd(5, 'u');
    let n = 0;
    for (const c of group) n = n * 85 + c.charCodeAt(0) - 33;
    if (n > 0xffffffff) return undefined;
    const bytes = [n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
    out.push(...bytes.slice(0, Math.min(4, body.length - i - 1)));
  }
  return Buffer.from(out);
}

/** uuencoded lines: a length character, then four characters for every three bytes. */
function uudecode(text: string): Buffer | undefined {
  const out: number[] = [];
  for (const line of text.split('\n')) {
    const l = line.trimEnd();
    if (l === '' || l === '`') continue;
    const n = (l.charCodeAt(0) - 32) & 63;
    if (n === 0 || l.length - 1 !== Math.ceil(n / 3) * 4 || /[^ -`]/.test(l)) {
      if (out.length) break;
      continue;
    }
    const bytes: number[] = [];
    for (let i = 1; i < l.length; i += 4) {
      const [a, b, c, d] = [...l.slice(i, i + 4)].map((ch) => (ch.charCodeAt(0) - 32) & 63) as [
        number,
        number,
        number,
        number,
      ];
      bytes.push((a << 2) | (b >> 4), ((b & 15) << 4) | (c >> 2), ((c & 3) << 6) | d);
    }
    out.push(...bytes.slice(0, n));
  }
  return out.length >= 8 ? Buffer.from(out) : undefined;
}

/** Quoted-printable: "=XX" bytes and "=" at a line's end joining it to the next. */
const quotedPrintable = (s: string) =>
  Buffer.from(
    s
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  );

/** The values of a run of numbers as characters, if each is a printable ASCII one. */
function byteValues(run: string, radix: number): string | undefined {
  const values = run
    .split(/[^0-9a-fx]+/i)
    .filter(Boolean)
    .map((v) => parseInt(v.replace(/^0x/i, ''), radix));
  if (values.some((v) => !(v === 10 || (v >= 32 && v < 127)))) return undefined;
  return String.fromCharCode(...values);
}

const MORSE: Record<string, string> = Object.fromEntries(
  (
    'a.- b-... c-.-. d-.. e. f..-. g--. h.... i.. j.--- k-.- l.-.. m-- n-. o--- p.--. q--.- r.-. ' +
    's... t- u..- v...- w.-- x-..- y-.-- z--.. 0----- 1.---- 2..--- 3...-- 4....- 5..... ' +
    "6-.... 7--... 8---.. 9----. ..-.-.- ,--..-- ?..--.. '.----. !-.-.-- :---... @.--.-."
  )
    .split(' ')
    .map((e) => [e.slice(1), e[0]!]),
);

/** Morse: letters apart by a space, words by a slash, a bar or a wider gap. */
function morse(run: string): string | undefined {
  const words = run
    .replace(/[·•]/g, '.')
    .replace(/[—–]/g, '-')
    .trim()
    .split(/\s*[/|]\s*|\s{2,}/)
    .filter(Boolean);
  const letters = words.map((w) => w.split(/\s+/).map((code) => MORSE[code]));
  if (letters.some((w) => w.some((l) => l === undefined))) return undefined;
  return letters.map((w) => w.join('')).join(' ');
}

/** Six-dot Braille, grade 1: letters, digits after the number sign, capitals after ⠠. */
const BRAILLE_LETTERS = '⠁⠃⠉⠙⠑⠋⠛⠓⠊⠚⠅⠇⠍⠝⠕⠏⠟⠗⠎⠞⠥⠧⠺⠭⠽⠵';
const BRAILLE_MARKS: Record<string, string> = {
  '\u2800': ' ',
  '⠂': ',',
  '⠲': '.',
  '⠦': '?',
  '⠖': '!',
  '⠄': "'",
  '⠤': '-',
  '⠒': ':',
  '⠆': ';',
};
function braille(run: string): string {
  let out = '';
  let digits = false;
  for (const c of run) {
    const i = BRAILLE_LETTERS.indexOf(c);
    if (c === '⠼') digits = true;
    else if (c === '⠠') continue;
    else if (i >= 0) out += digits && i < 10 ? String((i + 1) % 10) : String.fromCharCode(97 + i);
    else {
      digits = false;
      out += BRAILLE_MARKS[c] ?? (/\s/.test(c) ? ' ' : '');
    }
  }
  return out;
}

const NATO = new Map(
  'alfa alpha bravo charlie delta echo foxtrot golf hotel india juliett juliet kilo lima mike november oscar papa quebec romeo sierra tango uniform victor whiskey whisky xray x-ray yankee zulu'
    .split(' ')
    .map((w) => [w, w === 'alpha' ? 'a' : w === 'x-ray' ? 'x' : w[0]!]),
);
/** The NATO alphabet spelled out: a word for each letter, "space", "/" or a bar between words. */
function nato(text: string): string[] {
  const out: string[] = [];
  let letters = 0;
  let current = '';
  const flush = () => {
    if (letters >= 8) out.push(current.trim());
    letters = 0;
    current = '';
  };
  for (const token of text.toLowerCase().split(/[\s,;.]+/)) {
    const letter = NATO.get(token);
    if (letter) {
      current += letter;
      letters++;
    } else if (letters > 0 && /^(\/|\||space|\(space\)|stop|-)$/.test(token)) current += ' ';
    else flush();
  }
  flush();
  return out;
}

/** Bits in a run of invisible characters: two of them, or two and a separator (below). */
const BITS_RUN = /[\u200b-\u200d\u2060-\u2064\ufeff]{16,}/gu;
function invisibleBits(run: string): string | undefined {
  const symbols = [...new Set(run)];
  const read = (groups: string[], zero: string, one: string, byte: boolean) => {
    const values = groups.map((g) =>
      parseInt([...g].map((c) => (c === zero ? '0' : c === one ? '1' : '')).join(''), 2),
    );
    return readable(byte ? Buffer.from(values) : Buffer.from(String.fromCodePoint(...values)));
  };
  const orders = (a: string, b: string) => [
    [a, b],
    [b, a],
  ];
  // Two of them are 0 and 1, eight to a byte.
  if (symbols.length === 2 && run.length % 8 === 0)
    for (const [zero, one] of orders(symbols[0]!, symbols[1]!)) {
      const text = read(run.match(/.{8}/gu)!, zero!, one!, true);
      if (text !== undefined) return text;
    }
  // With a third between characters, each character's code point in binary.
  if (symbols.length === 3)
    for (const separator of symbols) {
      const [a, b] = symbols.filter((c) => c !== separator) as [string, string];
      const groups = run.split(separator).filter((g) => g.length > 0 && g.length <= 21);
      for (const [zero, one] of orders(a, b)) {
        const text = read(groups, zero!, one!, false);
        if (text !== undefined) return text;
      }
    }
  return undefined;
}

const selectorByte = (c: string) => {
  const cp = c.codePointAt(0)!;
  return cp <= 0xfe0f ? cp - 0xfe00 : cp - 0xe0100 + 16;
};

/**
 * A run of percent escapes decoded, or undefined where its bytes are not valid UTF-8 (nothing
 * hidden there to read).
 */
function percentDecoded(run: string): string | undefined {
  try {
    return decodeURIComponent(run);
  } catch {
    return undefined;
  }
}

/** Backslash escapes of characters and bytes: \u0069, \u{69}, \x69, \151. */
const ESCAPE = /\\(?:u[0-9a-f]{4}|u\{[0-9a-f]{1,6}\}|x[0-9a-f]{2}|[0-7]{3})/gi;
function unescaped(text: string): string {
  const bytes: number[] = [];
  const flush = (out: string[]) => {
    if (bytes.length) out.push(Buffer.from(bytes.splice(0)).toString('utf8'));
  };
  const out: string[] = [];
  let last = 0;
  for (const m of text.matchAll(ESCAPE)) {
    if (m.index > last) {
      flush(out);
      out.push(text.slice(last, m.index));
    }
    const e = m[0].slice(1);
    if (/^x/i.test(e)) bytes.push(parseInt(e.slice(1), 16));
    else if (/^[0-7]/.test(e)) bytes.push(parseInt(e, 8) & 0xff);
    else {
      flush(out);
      out.push(String.fromCodePoint(parseInt(e.replace(/[u{}]/gi, ''), 16)));
    }
    last = m.index + m[0].length;
  }
  flush(out);
  out.push(text.slice(last));
  return out.join('');
}

/** Each carrier, and how its runs are found and read. */
const DECODERS: [string, Decoder][] = [
  [
    'base64',
    (t) =>
      runs(t, /[A-Za-z0-9+/_-]{16,}={0,2}/g)
        .filter((r) => !/^[0-9a-f]+$/i.test(r))
        .map((r) => Buffer.from(r, 'base64')),
  ],
  ['base32', (t) => runs(t, /(?<![A-Za-z0-9])[A-Z2-7]{16,}={0,6}/g).map(base32)],
  ['hex', (t) => runs(t, /(?:[0-9a-f]{2}){8,}/gi).map((r) => Buffer.from(r, 'hex'))],
  [
    'hex',
    (t) =>
      runs(t, /(?:(?:0x|\\x)?[0-9a-f]{2}[\s,:]+){7,}(?:0x|\\x)?[0-9a-f]{2}(?![0-9a-f])/gi).map(
        (r) => byteValues(r, 16),
      ),
  ],
  [
    'Ascii85',
    (t) =>
      [
        ...runs(t, /<~[!-u\sz]{10,}?~>/g),
        ...runs(t, /(?<![!-~])[!-u]{20,}(?![!-~])/g).filter((r) => /[!-/:-@[-`]/.test(r)),
      ].map(ascii85),
  ],
  ['uuencode', (t) => (/^[!-M][ -`]{4,60}$/m.test(t) ? [uudecode(t)] : [])],
  [
    'quoted-printable',
    (t) => ((t.match(/=[0-9A-F]{2}/g)?.length ?? 0) >= 4 ? [quotedPrintable(t)] : []),
  ],
  [
    'MIME words',
    (t) =>
      [...t.matchAll(/=\?[\w-]+\?([bq])\?([^?\s]+)\?=/gi)].map(([, kind, body]) =>
        /b/i.test(kind!) ? Buffer.from(body!, 'base64') : quotedPrintable(body!.replace(/_/g, ' ')),
      ),
  ],
  [
    'percent-encoding',
    // A run of escapes, or a word with three of them at least ("Ignore%20previous%20…"): words
    // split on whitespace, not matched by a pattern that would rescan a long word from each start.
    (t) =>
      [
        ...new Set([
          ...runs(t, /(?:%[0-9a-f]{2}[^%\s]{0,3}){3,}/gi),
          ...t.split(/\s+/).filter((w) => (w.match(/%[0-9a-f]{2}/gi)?.length ?? 0) >= 3),
        ]),
      ]
        .map(percentDecoded)
        // …and the text as a whole, each word's escapes read in place ("%69%67%6E%6F%72%65
        // %70%72%65%76…": every word encoded on its own)
        .concat(
          (t.match(/%[0-9a-f]{2}/gi)?.length ?? 0) >= 6
            ? [t.replace(/(?:%[0-9a-f]{2})+/gi, (run) => percentDecoded(run) ?? run)]
            : [],
        ),
  ],
  ['backslash escapes', (t) => ((t.match(ESCAPE)?.length ?? 0) >= 4 ? [unescaped(t)] : [])],
  [
    'binary',
    (t) =>
      runs(t, /(?<![0-9])(?:[01]{8}[\s,]*){4,}/g).map((r) => {
        const bits = r.replace(/[^01]/g, '');
        return bits.length % 8
          ? undefined
          : Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
      }),
  ],
  [
    'byte values',
    (t) =>
      runs(t, /(?<![0-9.])(?:\d{2,3}[\s,;]+){7,}\d{2,3}(?![0-9.])/g).flatMap((r) => [
        byteValues(r, 10),
        /[89]/.test(r) ? undefined : byteValues(r, 8),
      ]),
  ],
  [
    'Morse code',
    (t) => runs(t, /(?:[.\-·•—–]{1,7}(?: {1,3}|\s*[/|]\s*)){7,}[.\-·•—–]{1,7}/g).map(morse),
  ],
  ['Braille', (t) => runs(t, /[\u2801-\u28ff][\u2800-\u28ff\s]{6,}/g).map(braille)],
  ['NATO alphabet', (t) => (/(?:alfa|alpha|bravo|charlie|delta|echo)/i.test(t) ? nato(t) : [])],
  [
    // Unicode's tag characters (U+E0020–E007E) spell ASCII no renderer shows.
    'tag characters',
    (t) =>
      // (plain spaces between the words spell spaces too)
      runs(
        t,
        /[\u{e0020}-\u{e007e}](?:[\u{e0020}-\u{e007e}]| (?=[\u{e0021}-\u{e007e}])){3,}/gu,
      ).map((r) =>
        [...r]
          .map((c) => (c === ' ' ? c : String.fromCharCode(c.codePointAt(0)! - 0xe0000)))
          .join(''),
      ),
  ],
  [
    // Variation selectors after a visible character spell bytes, one each (U+FE00–FE0F 0–15,
    // U+E0100–E01EF 16–255): a font needs one at most after a character.
    'variation selectors',
    (t) =>
      runs(t, /[\ufe00-\ufe0f\u{e0100}-\u{e01ef}]{4,}/gu).map((r) =>
        Buffer.from([...r].map(selectorByte)),
      ),
  ],
  ['invisible bits', (t) => runs(t, BITS_RUN).map(invisibleBits)],
];

/** What each carrier in `text` reads as, where it reads as words. */
export function decodedCarriers(text: string): Decoded[] {
  const out: Decoded[] = [];
  for (const [how, decode] of DECODERS)
    for (const candidate of decode(text)) {
      const read = candidate === undefined ? undefined : readable(candidate);
      if (read !== undefined && read !== text) out.push({ how, text: read });
    }
  return out;
}
