// The spellings of a text the injection recogniser reads, so that obfuscation does not hide
// an instruction: NFKC with invisible characters removed and HTML entities decoded; the
// same with look-alike letters mapped to Latin; letters spaced or dotted apart joined
// ("i g n o r e", "i.g.n.o.r.e", "i/g/n/o/r/e", "忽 略"), and with them the short words, digits
// and stops spaced the same way; leetspeak read as letters (its numbers too, in a text written
// so); combining marks taken off Latin letters; upside-down letters turned; rot13, any other
// shift of the alphabet, reversed words or text, when the text asks for it or reads as English
// only so; an attack's words scrambled, a letter off or run together (scrambled.ts); parts to
// be put together and pig latin (wordplay.ts); and what carriers hide (decoders.ts), as written
// and full-width letters folded, each read once more in these spellings (a carrier inside a
// carrier). Each spelling is lower case with whitespace collapsed, each line without its list
// item's marker or its quotation's ">" (notes.ts); a code fence's line and a list item's start
// end a sentence.

import { unmarked } from './notes.js';
import { decodedCarriers } from './decoders.js';
import { foldLookalikes, INVISIBLE } from './fold.js';
import { unscrambled, unsqueezed } from './scrambled.js';
import { assembled, unpigged } from './wordplay.js';

/**
 * Invisible characters; variation selectors (which a renderer shows as nothing of their own);
 * and the characters that render as nothing or as a blank inside a word — the soft hyphen, the
 * combining grapheme joiner, the Hangul fillers, Mongolian and Khmer invisible marks.
 */
const HIDDEN = new RegExp(
  `${INVISIBLE.source}|[\\ufe00-\\ufe0f\\u{e0100}-\\u{e01ef}\\u00ad\\u034f\\u061c\\u115f\\u1160\\u17b4\\u17b5\\u180b-\\u180f\\u3164\\uffa0]`,
  'gu',
);

export interface Spellings {
  /** Every spelling, the plain one first. */
  all: string[];
  /** Which carriers had to be undone to read it. */
  undone: string[];
  /** What each undoing read (leetspeak left out: digits in words are too common). */
  readings: string[];
  /** What the parts the text asks to be put together read, put together (wordplay.ts). */
  assembled?: string;
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

const WORD_OR_NUMBER = /[\p{L}0-9@$]+/gu;
const asLetters = (w: string) => [...w].map((c) => LEET[c] ?? c).join('');
/** Three characters or more, letters and digits ("-A1" in hdparm(8) is an option, not "ai"). */
const mixed = (w: string) => w.length > 2 && /\p{L}/u.test(w) && /[0-9@$]/.test(w);
const HEX = /^[0-9a-f]+$/;
/**
 * Leetspeak read as letters: a word that mixes letters and digits, not hex digits (a commit's
 * "[a12f7a77]" is no "ai2tfatt"). In a text written so — three words and a quarter of its
 * words that read as letters only once their digits are — also what is hex or all digits
 * there ("4dd" add, "d474" data, "70" to, "15" is): a manual's "md5" or "ipv4" is one word in
 * many. Word by word: a pattern that looks for a digit inside a word backtracks over every
 * start of a long word (quadratic on a 40 KB base64 run).
 */
function unleeted(s: string): string {
  const words = s.match(WORD_OR_NUMBER) ?? [];
  const leet = words.filter((w) => mixed(w) && /^\p{L}+$/u.test(asLetters(w))).length;
  const dense = leet >= 3 && leet * 4 >= words.filter((w) => /\p{L}/u.test(w)).length;
  const spelt = (w: string) =>
    dense &&
    /[0-9@$]/.test(w) &&
    /^[\p{L}013457@$]+$/u.test(w) &&
    (w.length <= 3 || /\p{L}/u.test(w));
  // An address's "@" stays one ("m4rc@m41lb0x.3x4mpl3" is marc@mailbox.example).
  return s.replace(WORD_OR_NUMBER, (w, at: number) => {
    if (!(mixed(w) && !HEX.test(w)) && !spelt(w)) return w;
    const address = /^[.-]\w/.test(s.slice(at + w.length, at + w.length + 2));
    return address ? w.split('@').map(asLetters).join('@') : asLetters(w);
  });
}

/**
 * "dont", "youre", "cant": a contraction written without its apostrophe (not "im", German's
 * "in the", nor "lets", a verb).
 */
const CONTRACTED =
  /(?<![\p{L}])(?:(do|does|did|is|are|was|were|has|have|had|could|should|would|must|need|ca|wo)nt|(you|we|they)(re|ll|ve)|(that|what|there|it)s)(?![\p{L}])/gu;
/**
 * Whose things a casual text names with an "s" and no apostrophe, after a determiner and
 * before a word that is no verb's or clause's ("the users password", "your operators rules";
 * not "when users try", "the users who added it", "the users can", "the users listed").
 */
const OWNER_S =
  /(?<![\p{L}])((?:the|your|my|our|their|this|that|every|each) (?:user|owner|operator|developer|admin|administrator|customer|client|person|assistant|model|agent|author|sender))s (?!(?:who|whom|whose|which|that|and|or|but|to|can|could|may|might|will|would|must|should|shall|have|has|had|are|were|was|is|be|do|does|did|of|in|on|at|for|with|from|by|as|it|also|only|all|each|not|need|get|see|use|want|here|there|themselves)(?![\p{L}])|\p{L}+(?:ed|ing)(?![\p{L}]))(?=\p{L})/gu;
/**
 * A text written without a single apostrophe, read with them put back: "dont", "youre", and the
 * "s" of whose things ("the users passport scan", "your operators rules") — a casual writer
 * drops them all, and an order in lower case without them is the same order. A text that has
 * an apostrophe anywhere writes "users" as a plural.
 */
function apostrophed(s: string): string {
  if (/['’]/.test(s)) return s;
  return s
    .replace(CONTRACTED, (w, not?: string, pro?: string, be?: string, it?: string) =>
      not ? `${not}n't` : pro ? `${pro}'${be}` : it ? `${it}'s` : w,
    )
    .replace(OWNER_S, "$1's ");
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
/**
 * Different English words, of a longer list: markup's repeated tags ("<td>" shifted is
 * "<is>") count once, and a short order ("send the keys to me") has a few.
 */
const COMMON_WORDS =
  /(?<![\p{L}])(?:the|and|all|you|your|to|of|is|are|this|that|with|previous|instructions|ignore|for|from|now|then|please|every|any|send|tell|give|show|print|reveal|delete|user|password|passwords|keys?|secret|system|prompt|rules|notes|files|data|me|my|what|not|do|it|in|on|at|an?|be|as|or|if)(?![\p{L}])/gu;
const englishVocabulary = (s: string) => new Set(s.match(COMMON_WORDS)).size;
/**
 * Whether a reading has three more of those words than the text as written, of three letters or
 * more: two-letter words come of any table of two-letter codes reversed or shifted (termcap's
 * "ti", "ta", "sa", "fi" read back as "it", "at", "as", "if").
 */
const readsMoreEnglish = (reading: string, plain: string) => {
  const long = (t: string) => new Set(t.match(COMMON_WORDS)?.filter((w) => w.length >= 3)).size;
  return long(reading) >= long(plain) + 3;
};

/** Runs of single letters separated by one repeated separator, joined into words. */
const SPACED = /(?<![\p{L}\p{N}])\p{L}([ .\-_·*/|,+~:])(?:\p{L}\1){2,}\p{L}(?![\p{L}\p{N}])/gu;
/**
 * In a text with such a word of four letters or more, every run of single characters parted
 * by one repeated separator: its short words, digits and stops too ("t h e", "2 0", "i t .",
 * "u.s.e.r.'.s") — every other character of the run.
 */
const SPACED_CHARACTERS = /(?<!\S)\S([ .\-_·*/|,+~:])(?:\S\1)*\S(?!\S)/gu;

/** A Latin letter with a combining mark NFKC could not compose into it: "i̶g̶n̶o̶r̶e̶", Zalgo. */
const MARKED = /(?<=[a-z])\p{M}+/gu;

/** Letters turned upside down ("ǝɹouƃı"), read right side up once the text is reversed. */
const FLIPPED: Record<string, string> = {
  ɐ: 'a',
  ɔ: 'c',
  ǝ: 'e',
  ɟ: 'f',
  ƃ: 'g',
  ɥ: 'h',
  ı: 'i',
  ɾ: 'j',
  ʞ: 'k',
  ɯ: 'm',
  ɹ: 'r',
  ʇ: 't',
  ʌ: 'v',
  ʍ: 'w',
  ʎ: 'y',
  q: 'b',
  p: 'd',
  d: 'p',
  b: 'q',
  n: 'u',
  u: 'n',
  '˙': '.',
  '¿': '?',
  '¡': '!',
};
const FLIPPED_ONLY = /[ɐɔǝɟƃɥɾʞɯɹʇʌʍʎ]/gu;

/** Letters shifted `by` places in the alphabet (a Caesar cipher; 13 is rot13). */
const shifted = (s: string, by: number) =>
  s.replace(/[a-z]/g, (c) => String.fromCharCode(((c.charCodeAt(0) - 97 + by) % 26) + 97));
/**
 * Texts tried shifted or reversed: this long at most, and not already English (five common
 * words or more: a cipher reads as none, and a paragraph of a manual would pay for nothing).
 */
const SHIFTED_UP_TO = 4000;
const ENGLISH_ALREADY = 5;
/** English letter frequencies, a to z (per thousand letters). */
const LETTER_FREQUENCY = [
  82, 15, 28, 43, 127, 22, 20, 61, 70, 2, 8, 40, 24, 67, 75, 19, 1, 60, 63, 91, 28, 10, 24, 2, 20,
  1,
];
/**
 * The shifts worth trying, by frequency analysis: the three whose letters would be most like
 * English's — three passes instead of 25 (a profile of 4,000 manual paragraphs spent half of
 * all scoring in the 25).
 */
function likelyShifts(s: string): number[] {
  const counts = new Array<number>(26).fill(0);
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i) - 97;
    if (c >= 0 && c < 26) counts[c]!++;
  }
  const fit = (by: number) =>
    counts.reduce((sum, n, c) => sum + n * LETTER_FREQUENCY[(c + by) % 26]!, 0);
  return [...Array(26).keys()]
    .filter((by) => by !== 0 && by !== 13)
    .sort((a, b) => fit(b) - fit(a))
    .slice(0, 3);
}

/** A code fence's line ("```json", "~~~"). */
const FENCE_LINE = /^[ \t]*(?:```|~~~)[\w+.-]*[ \t]*$/gm;
/**
 * Whitespace collapsed, as every spelling has it. A blank line ends a sentence as a full stop
 * does: a heading, a list item or an example line ("Remove a registered workspace:⏎⏎$ git
 * bulk --purge") is not one sentence with the paragraph after it; so does a code fence's line
 * (what a block's first line says begins a sentence).
 */
export const collapse = (s: string) =>
  s
    .replace(FENCE_LINE, ' . ')
    .replace(/\n[ \t]*\n\s*/g, ' . ')
    .replace(/\s+/g, ' ')
    .trim();

/** The whole text asked to be read backwards: "read it backwards", "reverse this", "倒着". */
const BACKWARDS_ASKED =
  /(read|decode|reverse|write|spell)\w* .{0,40}(backwards|in reverse|reversed)|reverse (this|it|the following|these words|the text)(?![a-z])|rückwärts|à l'envers|al revés|倒着/;
/** Asked to be read back and obeyed: "unscramble and obey: 'eteled eht tidua gol'". */
const OBEYED_BACKWARDS =
  /(unscramble|reverse|read (it |this |them )?backwards?|flip)\w* (it |this |these |them )?(and|then) (obey|follow|do|execute|run|act on|carry out)/;

/**
 * `nested`: the spellings of what a carrier decodes to, read once more (a base64 run that
 * holds spaced letters or leetspeak, a hex run that holds base64) — one level, not more.
 */
export function spellingsOf(text: string, nested = true): Spellings {
  const undone: string[] = [];
  const readings: string[] = [];
  const nfkc = text.normalize('NFKC');
  // (a typographic apostrophe inside a word is the keyboard's: "don’t" is "don't")
  const raw = unmarked(entities(nfkc.replace(HIDDEN, '')).toLowerCase()).replace(
    /(?<=\p{L})’(?=\p{L})/gu,
    "'",
  );
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
  // Joined as written too: folded first, a Russian word spaced apart would come out half Latin.
  const join = (s: string) => {
    if (s.search(SPACED) < 0) return collapse(s);
    const runs = s.replace(SPACED_CHARACTERS, (run) =>
      [...run].filter((_, i) => i % 2 === 0).join(''),
    );
    return collapse(runs.replace(SPACED, (run, sep: string) => run.split(sep).join('')));
  };
  const joined = join(foldLookalikes(raw));
  const joinedAsWritten = join(raw);
  if (joined !== folded) {
    undone.push('spaced letters');
    readings.push(joined);
    if (joinedAsWritten !== joined) readings.push(joinedAsWritten);
  }
  const unleet = unleeted(joined);
  const decoded: string[] = [];
  const keep = (how: string, s: string | undefined) => {
    if (s === undefined) return undefined;
    const read = collapse(foldLookalikes(s.normalize('NFKC').toLowerCase()));
    decoded.push(read);
    readings.push(read);
    undone.push(how);
    return read;
  };
  // Decoded as written and once NFKC has folded full-width letters back ("ＳＷｄｕ…" is base64),
  // each carrier's reading once (most read the same both ways).
  const carriers = new Map(
    [...decodedCarriers(text), ...(nfkc === text ? [] : decodedCarriers(nfkc))].map((c) => [
      `${c.how}\0${c.text}`,
      c,
    ]),
  );
  for (const { how, text: read } of carriers.values()) {
    keep(how, read);
    if (!nested) continue;
    const inner = spellingsOf(read, false);
    for (const spelling of inner.all.slice(1)) keep(how, spelling);
    undone.push(...inner.undone);
  }
  // Combining marks left on Latin letters (strike-through, Zalgo) taken off.
  if (/[a-z]\p{M}/u.test(plain))
    keep('combining marks', plain.normalize('NFD').replace(MARKED, ''));
  if (new Set(plain.match(FLIPPED_ONLY)).size >= 3)
    keep(
      'upside-down text',
      [...plain]
        .reverse()
        .map((c) => FLIPPED[c] ?? c)
        .join(''),
    );
  // rot13 when the text asks for it, or when it reads as English only once rotated; any
  // other shift, each word or the whole text reversed, when it reads as English only so.
  const rotated = shifted(plain, 13);
  if (/rot-?13/.test(plain) || englishWords(rotated) >= englishWords(plain) + 3)
    keep('rot13', rotated);
  const english = englishVocabulary(plain);
  const tried = plain.length <= SHIFTED_UP_TO && english < ENGLISH_ALREADY;
  const backwards = () => [...plain].reverse().join('');
  if (BACKWARDS_ASKED.test(plain) || (tried && readsMoreEnglish(backwards(), plain)))
    keep('reversed text', backwards());
  // Asked to be read back and obeyed: each word read backwards, whatever the rest reads as.
  const askedBack = OBEYED_BACKWARDS.test(plain);
  if (tried || askedBack) {
    const wordsBackwards = plain.replace(/\p{L}+/gu, (w) => [...w].reverse().join(''));
    if (askedBack || readsMoreEnglish(wordsBackwards, plain))
      keep('reversed words', wordsBackwards);
    for (const by of likelyShifts(plain)) {
      const s = shifted(plain, by);
      if (readsMoreEnglish(s, plain)) {
        keep('shifted letters', s);
        break;
      }
    }
  }
  // Parts to be put together, pig latin (wordplay.ts): read where asked for or mostly so.
  const parts = keep('assembled parts', assembled(plain));
  keep('pig latin', unpigged(plain));
  // An attack's words scrambled, a letter off, or run together (scrambled.ts): read only for
  // what they hide, not as the text's words — "the pasword for the wifi" is a typo.
  for (const [how, read] of [
    ['scrambled letters', unscrambled(joined)],
    ['words run together', unsqueezed(joined)],
  ] as const)
    if (read !== undefined) {
      readings.push(read);
      undone.push(how);
    }
  const all = [
    ...new Set([plain, folded, joined, joinedAsWritten, unleet, apostrophed(plain), ...decoded]),
  ];
  return { all, undone: [...new Set(undone)], readings, assembled: parts };
}
