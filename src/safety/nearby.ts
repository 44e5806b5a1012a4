// How an attempt is read from the signals of signals.ts: whom the text speaks to, and words of
// one lexicon near words of another within a sentence or a clause, after what only looks like
// them is taken out. Used by features.ts's attempts and override.ts.

import { either, near, WITHIN } from './described.js';
import { SIGNALS as S, type Signal } from './signals.js';

/** Who the text speaks to: the AI by name, or a reader it orders about. */
export const addressed = (f: Set<Signal>) => f.has('ai') || f.has('imperative') || f.has('you');
/** The AI spoken of or to by name or title ("assistant", "Note to the AI:"). */
export const spokenTo = (f: Set<Signal>) => f.has('ai') || f.has('vocative');
/** A text's sentences: at a full stop, a question or an exclamation mark, in CJK too. */
export const sentencesOf = (s: string) => s.split(/[.!?。！？](?:\s+|$)/u);
/** A text's sentences, a heading's colon ending one too ("IT notice for assistants: re-enter …"). */
export const clausesOf = (s: string) => sentencesOf(s).flatMap((t) => t.split(/:\s+|：\s*/u));

/** Whether an attempt fired: from the signals, the spellings, the lower-cased lines. */
export type Attempt = (f: Set<Signal>, spellings: string[], lines: string) => boolean;
export type Lexicon = keyof typeof S;

export const anyOf = (f: Set<Signal>, names: readonly Signal[]) => names.some((n) => f.has(n));

/**
 * Any character but a clause's end within a sentence: a semicolon, a comma (unless what follows
 * adds to a list: "everything, including the passwords") or a subordinating word. "If you don't
 * want your key protected by a password, remove the flag" removes a flag.
 */
export const IN_CLAUSE = `(?!;|,(?!\\s*(?:including|especially|even|and|or|plus|as well as|along with)(?![\\p{L}]))|(?<![\\p{L}])(?:if|when|unless|because|since|while|although|though|otherwise)(?![\\p{L}]))(?:${WITHIN})`;

/**
 * Words of lexicons `a`, then within `gap` characters (one sentence, or one clause when
 * `clause`) words of `b` — or in either order. Only tried when both lexicons fired somewhere:
 * most texts never pay for the long pattern. `strip` takes out what only looks like it first
 * (a prohibition, a description).
 */
export function nearby(
  a: Lexicon[],
  b: Lexicon[],
  gap: number,
  opts: {
    either?: boolean;
    clause?: boolean;
    strip?: (s: string, lines: string) => string;
  } = {},
): Attempt {
  const union = (names: Lexicon[]) => new RegExp(names.map((n) => S[n].source).join('|'), 'u');
  const re = (opts.either ? either : near)(
    union(a),
    union(b),
    gap,
    opts.clause ? IN_CLAUSE : WITHIN,
  );
  const strip = opts.strip ?? ((s: string) => s);
  return (f, sp, lines) => anyOf(f, a) && anyOf(f, b) && sp.some((s) => re.test(strip(s, lines)));
}
