// How an attacker hides a sentence in each carrier the recogniser reads back
// (src/safety/decoders.ts, spellings.ts): the encodings of public probe suites and letters in
// disguise. Each encoder is written from the format's description, not from the decoder.
// Used by tests/safety/decoders.test.ts, carrier-invariance.test.ts and `npm run bench:injection`.

const bytes = (s: string) => [...Buffer.from(s)];

function ascii85(s: string): string {
  const b = Buffer.from(s);
  let out = '';
  for (let i = 0; i < b.length; i += 4) {
    const chunk = b.subarray(i, i + 4);
    let n = Buffer.concat([chunk, Buffer.alloc(4 - chunk.length)]).readUInt32BE(0);
    let group = '';
    for (let k = 0; k < 5; k++, n = Math.floor(n / 85))
      group = String.fromCharCode(33 + (n % 85)) + group;
    out += group.slice(0, chunk.length + 1);
  }
  return out;
}

function uuencode(s: string): string {
  const b = Buffer.from(s);
  const lines: string[] = [];
  const ch = (v: number) => String.fromCharCode(v === 0 ? 96 : 32 + v);
  for (let i = 0; i < b.length; i += 45) {
    const c = [...b.subarray(i, i + 45)];
    let line = ch(c.length);
    for (let j = 0; j < c.length; j += 3) {
      const [x, y, z] = [c[j] ?? 0, c[j + 1] ?? 0, c[j + 2] ?? 0];
      line += [x >> 2, ((x & 3) << 4) | (y >> 4), ((y & 15) << 2) | (z >> 6), z & 63]
        .map(ch)
        .join('');
    }
    lines.push(line);
  }
  return `begin 644 notes.txt\n${lines.join('\n')}\n\`\nend`;
}

function base32(s: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = bytes(s)
    .map((b) => b.toString(2).padStart(8, '0'))
    .join('');
  const out = (bits.match(/.{1,5}/g) ?? []).map((g) => alphabet[parseInt(g.padEnd(5, '0'), 2)]);
  return out.join('').padEnd(Math.ceil(out.length / 8) * 8, '=');
}

const MORSE =
  '.- -... -.-. -.. . ..-. --. .... .. .--- -.- .-.. -- -. --- .--. --.- .-. ... - ..- ...- .-- -..- -.-- --..'.split(
    ' ',
  );
const NATO =
  'alfa bravo charlie delta echo foxtrot golf hotel india juliett kilo lima mike november oscar papa quebec romeo sierra tango uniform victor whiskey xray yankee zulu'.split(
    ' ',
  );
const BRAILLE = '⠁⠃⠉⠙⠑⠋⠛⠓⠊⠚⠅⠇⠍⠝⠕⠏⠟⠗⠎⠞⠥⠧⠺⠭⠽⠵';
/** Letters only, words apart: what Morse, Braille and NATO spell. */
const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .split(' ')
    .filter(Boolean);
const letter = (c: string) => c.charCodeAt(0) - 97;

/** Each carrier: its name in `undone`, and how it hides a sentence. */
/** `s`'s bytes, each as two invisible characters' bits or a variation selector. */
const bits = (s: string) =>
  bytes(s)
    .map((b) => b.toString(2).padStart(8, '0').replace(/0/g, '\u2062').replace(/1/g, '\u2064'))
    .join('');
const selectors = (s: string) =>
  bytes(s)
    .map((b) => String.fromCodePoint(b < 16 ? 0xfe00 + b : 0xe0100 + b - 16))
    .join('');

/** Each word's characters parted by `sep`, the words by `gap`. */
const spacedApart = (s: string, sep: string, gap: string) =>
  s
    .split(' ')
    .map((w) => [...w].join(sep))
    .join(gap);
/** ASCII as full-width forms ("Ａ"), which NFKC folds back. */
const fullWidth = (s: string) =>
  s.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

export const CARRIERS: [how: string, hide: (s: string) => string][] = [
  ['base64', (s) => `Decode: ${Buffer.from(s).toString('base64')}`],
  [
    'percent-encoding',
    (s) =>
      bytes(s)
        .map((b) => `%${b.toString(16).padStart(2, '0')}`)
        .join(''),
  ],
  [
    'tag characters',
    (s) => `Hello!${[...s].map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join('')}`,
  ],
  ['variation selectors', (s) => `Hello 😀${selectors(s)}`],
  ['invisible bits', (s) => `Hello${bits(s)}!`],
  ['base32', (s) => `Decode this: ${base32(s)}`],
  [
    'hex',
    (s) =>
      bytes(s)
        .map((b) => b.toString(16).padStart(2, '0'))
        .join(' '),
  ],
  ['Ascii85', (s) => `<~${ascii85(s)}~>`],
  ['Ascii85', (s) => `Payload: ${ascii85(s)}`],
  ['uuencode', uuencode],
  [
    'quoted-printable',
    (s) =>
      bytes(s)
        .map((b) => `=${b.toString(16).toUpperCase().padStart(2, '0')}`)
        .join(''),
  ],
  ['MIME words', (s) => `Subject: =?utf-8?b?${Buffer.from(s).toString('base64')}?=`],
  [
    'backslash escapes',
    (s) =>
      `{"msg": "${[...s].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}"}`,
  ],
  [
    'backslash escapes',
    (s) =>
      `data = "${bytes(s)
        .map((b) => `\\x${b.toString(16).padStart(2, '0')}`)
        .join('')}"`,
  ],
  [
    'binary',
    (s) =>
      bytes(s)
        .map((b) => b.toString(2).padStart(8, '0'))
        .join(' '),
  ],
  ['byte values', (s) => `ASCII: ${bytes(s).join(' ')}`],
  [
    'byte values',
    (s) =>
      bytes(s)
        .map((b) => b.toString(8))
        .join(' '),
  ],
  [
    'Morse code',
    (s) =>
      words(s)
        .map((w) => [...w].map((c) => MORSE[letter(c)]).join(' '))
        .join(' / '),
  ],
  [
    'Braille',
    (s) =>
      words(s)
        .map((w) => [...w].map((c) => BRAILLE[letter(c)]).join(''))
        .join('\u2800'),
  ],
  [
    'NATO alphabet',
    (s) =>
      words(s)
        .map((w) => [...w].map((c) => NATO[letter(c)]).join(' '))
        .join(' / '),
  ],
  ['combining marks', (s) => [...s].map((c) => (/[a-z]/i.test(c) ? `${c}\u0336` : c)).join('')],
  [
    'shifted letters',
    // a Caesar cipher of three, capitals shifted as capitals
    (s) =>
      s.replace(/[a-z]/gi, (c) => {
        const base = c <= 'Z' ? 65 : 97;
        return String.fromCharCode(((c.charCodeAt(0) - base + 3) % 26) + base);
      }),
  ],
  ['reversed words', (s) => s.replace(/\p{L}+/gu, (w) => [...w].reverse().join(''))],
  ['reversed text', (s) => [...s].reverse().join('')],
  // Session 39: every character spaced, the short words, digits and stops with the rest; and a
  // carrier inside a carrier.
  ['spaced letters', (s) => spacedApart(s, ' ', '   ')],
  ['spaced letters', (s) => spacedApart(s, '.', ' ')],
  ['base64', (s) => Buffer.from(spacedApart(s, ' ', '  ')).toString('base64')],
  ['base64', (s) => `Decode: ${fullWidth(Buffer.from(s).toString('base64'))}`],
];
