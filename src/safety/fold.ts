// Folding that makes look-alike text compare equal, shared by the reserved-name checks of
// store paths and the prompt-injection patterns: NFKC (fullwidth and compatibility forms),
// lower case, and Cyrillic/Greek/Armenian letters, small capitals and regional indicators
// that look like Latin ones mapped to them.
// Invisible and direction-changing characters (zero-width, bidi overrides and isolates,
// BOM) are what hides a difference from a person's eyes.

export const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;

const LOOKALIKE: Record<string, string> = {
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ɡ: 'g',
  т: 't',
  м: 'm',
  ο: 'o',
  ι: 'i',
  τ: 't',
  ѵ: 'v',
  ք: 'q',
  ո: 'n',
  ı: 'i',
  // small capitals and IPA letters: "ɪɢɴᴏʀᴇ"
  ᴀ: 'a',
  ʙ: 'b',
  ᴄ: 'c',
  ᴅ: 'd',
  ᴇ: 'e',
  ꜰ: 'f',
  ɢ: 'g',
  ʜ: 'h',
  ɪ: 'i',
  ᴊ: 'j',
  ᴋ: 'k',
  ʟ: 'l',
  ᴍ: 'm',
  ɴ: 'n',
  ᴏ: 'o',
  ᴘ: 'p',
  ʀ: 'r',
  ꜱ: 's',
  ᴛ: 't',
  ᴜ: 'u',
  ᴠ: 'v',
  ᴡ: 'w',
  ʏ: 'y',
  ᴢ: 'z',
  ɑ: 'a',
  ɩ: 'i',
  // regional indicator letters (two of them make a flag): 🇦 … 🇿
  ...Object.fromEntries(
    [...'abcdefghijklmnopqrstuvwxyz'].map((c, i) => [String.fromCodePoint(0x1f1e6 + i), c]),
  ),
};

/** NFKC, lower case, look-alike letters mapped to Latin (invisible characters are kept). */
export function foldLookalikes(text: string): string {
  return [...text.normalize('NFKC').toLowerCase()].map((c) => LOOKALIKE[c] ?? c).join('');
}
