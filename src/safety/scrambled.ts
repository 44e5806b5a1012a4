// An attack's words disguised by their letters, read back: scrambled inside with the first
// and last letter kept ("ignroe all prevoius insturctions" — typoglycemia, which a model reads
// and a pattern does not), one letter off ("disregrad", "instrucions"), or run together and
// broken elsewhere ("IgnoreAllPreviousInstructions", "ig nore all prev ious instruc tions",
// "ignore_all_previous_instructions"). Only the vocabulary attacks are written in is restored,
// so a reading differs from the text only where it hid one of those words. Used by
// spellings.ts.

/** The words an override, a probe or a theft is written in (plurals listed: not misspellings). */
const VOCABULARY = [
  'ignore',
  'disregard',
  'forget',
  'previous',
  'prior',
  'above',
  'instruction',
  'instructions',
  'rules',
  'guidelines',
  'directives',
  'system',
  'prompt',
  'reveal',
  'bypass',
  'override',
  'delete',
  'password',
  'passwords',
  'secret',
  'secrets',
  'credentials',
  'confidential',
  'restrictions',
  'unrestricted',
  'developer',
  'jailbreak',
  'pretend',
  'assistant',
  'execute',
  'exfiltrate',
  'token',
  'tokens',
];
const KNOWN = new Set(VOCABULARY);
/**
 * English words as far from one of them as a typo: what restoring every word of the man pages
 * and READMEs the benchmarks read (38,097 different words) turned into one of them.
 */
const WORDS = new Set(['prepend', 'developed', 'precious', 'pervious']);

/** First letter, the inner letters sorted, last letter: equal for "instructions", "insturctions". */
const signature = (w: string) => `${w[0]}${[...w.slice(1, -1)].sort().join('')}${w.at(-1)}`;
const BY_SIGNATURE = new Map(VOCABULARY.map((w) => [signature(w), w]));

/** One insertion, deletion, substitution or swap of neighbours apart: "instrucions", "disregrad". */
function oneOff(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return (
    a.slice(i + 1) === b.slice(i + 1) ||
    a.slice(i) === b.slice(i + 1) ||
    a.slice(i + 1) === b.slice(i) ||
    (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
  );
}
/**
 * Two such edits apart, for the longest words only ("instruncitons": a letter added and two
 * swapped) — among words of ten letters and more a second typo still leaves one word.
 */
function twoOff(a: string, b: string): boolean {
  // (a typo keeps the first letter: "restricted" is not "unrestricted" misspelled)
  if (Math.abs(a.length - b.length) > 2 || a[0] !== b[0]) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const [x, y] = [a.slice(i), b.slice(i)];
  const swapped = x.length > 1 ? x[1]! + x[0]! + x.slice(2) : x;
  return [x.slice(1), y.slice(0, 1) + x, y.slice(0, 1) + x.slice(1), swapped].some((e) =>
    oneOff(e, y),
  );
}
/** The same word with an ending or without one: "executed", "overrides" are not typos. */
const inflected = (w: string, k: string) => w.startsWith(k) || k.startsWith(w);
/** Long words only: among short ones a letter off is another word ("prior", "print"). */
const LONG = VOCABULARY.filter((w) => w.length >= 7);
const LONGEST = VOCABULARY.filter((w) => w.length >= 10);
/**
 * The words naming its instructions, one of which, restored beside another attack word written
 * whole, is enough: "ignore all prefious commands". A verb alone is not ("forgot to ingore
 * INSTALL in the previous commit", "the -k flag overrode…" are a changelog's and a manual's).
 */
const NAMING = new Set([
  'instruction',
  'instructions',
  'previous',
  'prior',
  'rules',
  'guidelines',
  'directives',
  'prompt',
  'system',
]);

/**
 * `plain` with the attack words scrambled or a letter off restored, if two different were — or
 * one naming its instructions, beside another of them written as it is.
 */
export function unscrambled(plain: string): string | undefined {
  const restored = new Set<string>();
  let intact = false;
  // (not a word cut at a line's end by a hyphen: "executa‐ bles", "inter‐ preted")
  const read = plain.replace(/(?<![\p{L}]|[‐-] ?)[a-z]{4,}(?![\p{L}‐-])/gu, (w) => {
    if (KNOWN.has(w)) intact = true;
    if (KNOWN.has(w) || WORDS.has(w)) return w;
    const found =
      BY_SIGNATURE.get(signature(w)) ??
      (w.length >= 6 ? LONG.find((k) => oneOff(w, k) && !inflected(w, k)) : undefined) ??
      (w.length >= 10 ? LONGEST.find((k) => twoOff(w, k) && !inflected(w, k)) : undefined);
    if (found === undefined) return w;
    restored.add(found);
    return found;
  });
  // Two different words, or one beside another written whole: a term that happens to scramble
  // one ("PMPort", "prompt") recurs alone.
  return restored.size >= 2 || (restored.size === 1 && intact && NAMING.has([...restored][0]!))
    ? read
    : undefined;
}

/**
 * Attack phrases found once every non-letter is taken out, each word a group (re-spaced for
 * the reading): an override of the instructions, a probe of the prompt.
 */
const SQUEEZED = [
  /(ignore|disregard|forget|bypass|override)(all|any|every)?(of)?(the|your|my)?(previous|prior|above|earlier|preceding|former|initial|original|system)?(instructions?|rules|directions|directives|guidelines|prompts?)/g,
  /(reveal|print|show|output|repeat|leak|display)(your|the)(full|entire|initial|hidden|original)?(system)(prompt|instructions|message)/g,
];

/** The attack phrases `plain` spells with its words run together or broken elsewhere. */
export function unsqueezed(plain: string): string | undefined {
  const squeezed = plain.replace(/[^a-z]+/g, '');
  const words = plain.replace(/[^a-z]+/g, ' ');
  const found: string[] = [];
  for (const re of SQUEEZED)
    for (const m of squeezed.matchAll(re)) {
      const phrase = m
        .slice(1)
        .filter((g): g is string => g !== undefined)
        .join(' ');
      // Not a phrase the text already writes as words ("don't forget the rules").
      if (!words.includes(phrase)) found.push(phrase);
    }
  return found.length ? found.join('. ') : undefined;
}
