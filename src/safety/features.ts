// The feature vector the injection classifier scores: each signal of signals.ts; the
// attempts built from them (an override of its instructions, a harmful action on secrets, a
// delayed trigger with an action, a hidden carrier…), read as a person would — within one
// sentence, a prohibition is not an order, what only code does counts apart — how many were
// tried and whether the text speaks to the AI or orders its reader; and hashed word n-grams
// (ngrams.ts). What is prose, and what code or a changelog's record: prose.ts; what a list of
// options or a table describes: lists.ts; what a sentence tells of, names or forbids rather
// than orders: described.ts. Shared by the runtime scorer and the training script, so both
// see the same features.

import {
  described,
  either,
  near,
  NOT_READER,
  unacted,
  unflagged,
  unforbidden,
  unjoined,
  unreported,
  untold,
  WARNED_SHELL,
  withoutFound,
  WITHIN,
} from './described.js';
import { unlisted } from './lists.js';
import { COPY, SEND_TO_WEB, sendsHeld, UNANSWERED, unsent } from './sending.js';
import { ngramBuckets } from './ngrams.js';
import { type Changelog, changelogOf, proseOf, unrecorded } from './prose.js';
import { concealed, SIGNALS as S, type Signal, signalsOf, WEB } from './signals.js';

/** Who the text speaks to: the AI by name, or a reader it orders about. */
const addressed = (f: Set<Signal>) => f.has('ai') || f.has('imperative') || f.has('you');

/** Whether an attempt fired: from the signals, the spellings, the lower-cased lines. */
type Attempt = (f: Set<Signal>, spellings: string[], lines: string) => boolean;
type Lexicon = keyof typeof S;

const anyOf = (f: Set<Signal>, names: readonly Signal[]) => names.some((n) => f.has(n));

/**
 * Any character but a clause's end within a sentence: a semicolon, a comma (unless what follows
 * adds to a list: "everything, including the passwords") or a subordinating word. "If you don't
 * want your key protected by a password, remove the flag" removes a flag.
 */
const IN_CLAUSE = `(?!;|,(?!\\s*(?:including|especially|even|and|or|plus|as well as|along with)(?![\\p{L}]))|(?<![\\p{L}])(?:if|when|unless|because|since|while|although|though|otherwise)(?![\\p{L}]))(?:${WITHIN})`;

/**
 * Words of lexicons `a`, then within `gap` characters (one sentence, or one clause when
 * `clause`) words of `b` — or in either order. Only tried when both lexicons fired somewhere:
 * most texts never pay for the long pattern. `strip` takes out what only looks like it first
 * (a prohibition, a description).
 */
function nearby(
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

const has =
  (name: Signal): Attempt =>
  (f) =>
    f.has(name);
/** A lexicon that is an attempt on its own, read in the spellings (not the raw text). */
const alone =
  (name: Lexicon): Attempt =>
  (f, sp) =>
    f.has(name) && sp.some((s) => S[name].test(s));

/**
 * What an attack tries, each derived from signals: any one is evidence of an injection
 * whatever family it belongs to. Each counts once toward the shared `attempt` weight and
 * once for its own deviation from it (see train-injection.ts), which is what lets a family
 * the training never saw still score.
 */
export const ATTEMPTS: Record<string, Attempt> = {
  // What a text tells an AI, not what it says others tell one ("an attack where a page tells
  // the model to ignore its instructions" describes; it gives no order).
  // Not addressed to anyone, only the order itself counts: "ignore", not "settings may be
  // overridden" or "overriding some safety checks" (a manual describing its options).
  override: (f, sp, lines) =>
    (addressed(f) ? OVERRIDE : OVERRIDE_ORDER)(f, sp, lines) || OBJECT_FIRST(f, sp, lines),
  void: nearby(['instructions'], ['revoked'], 40, {
    either: true,
    strip: (s) => unreported(s).replace(DOCUMENTED, ' '),
  }),
  forget: (_, sp) => sp.some((s) => FORGET.test(unreported(s))),
  // a new role asked of the reader, not one an attack is said to ask of a bot nor what an
  // option of a list does ("-d⏎ Enter debug mode.")
  role: (f, sp, lines) =>
    (f.has('role') && sp.some((s) => S.role.test(unreported(unlisted(s, lines))))) ||
    UNBOUND(f, sp, lines),
  probe: alone('probe'),
  defy: alone('defy'),
  // Said to the AI: a program "prompts the user for the password" every day.
  deceive: (f, sp) =>
    f.has('ai') && f.has('deceive') && sp.some((s) => S.deceive.test(unreported(s))),
  payee: alone('payee'),
  entrust: alone('entrust'),
  // Its memory changed by a text that speaks to the AI.
  rewrite: (f, sp) =>
    f.has('ai') && f.has('rewrite') && sp.some((s) => S.rewrite.test(unreported(s))),
  // A task in place of the reader's: "your new task is…"; "stop summarizing and instead…" only
  // said to the AI, in its clause ("stop polling and instead use inotify" is advice).
  retask: (f, sp) =>
    (f.has('retask') && sp.some((s) => S.retask.test(unreported(s)))) ||
    (f.has('ai') && sp.some((s) => AI_STOP_INSTEAD.test(unreported(s)))),
  // Role markup and tool calls begin a line: read in the raw text too, where a line break
  // still is one (the spellings collapse whitespace), so one inside a long note counts.
  markup: has('markup'),
  close: (f) => f.has('close') && anyOf(f, ['ai', 'act', 'override']),
  tool: has('tool'),
  image: alone('image'),
  // (a Japanese sentence that states it is told of; to a web address it is still sent)
  exfil: nearby(['send', 'answer', 'share'], ['secret'], 80, {
    either: true,
    strip: (s, lines) => {
      const t = unsent(unlisted(s, lines)).replace(UNANSWERED, ' ');
      return WEB.test(t) ? t : untold(t);
    },
  }),
  // To an address on the web; to an e-mail address only what the AI holds, a secret or an
  // order to its reader: "please send mail to bug-bash@gnu.org" is how to reach a project,
  // "send the invoice to accounts@…" a to-do, "# Send everything else to admin" a mail
  // route; "you must e-mail every file to x@…" takes them.
  send: (f, sp, lines) =>
    (f.has('send') || f.has('share') || (f.has('secret') && COPY.test(lines))) &&
    f.has('channel') &&
    sp.some((s) => {
      const t = unsent(unlisted(s, lines));
      return SEND_TO_WEB.test(t) || ((addressed(f) || f.has('secret')) && sendsHeld(t));
    }),
  // Words for the AI by title that want something of it beyond a preference.
  vocative: (f) =>
    f.has('vocative') &&
    anyOf(f, [
      'act',
      'send',
      'override',
      'role',
      'unbound',
      'covert',
      'safeguard',
      'authority',
      'promote',
    ]),
  // Memory or secrets and a URL to carry them (…?q= left open): the query is the channel.
  leak: (f) => f.has('fill') && anyOf(f, ['secret', 'send', 'respond']),
  // An order, not a prohibition nor a description ("git will erase the credential"), nor a
  // name with an action in it (disable-passwordmgr.inc), nor what others are let do; its
  // action and its secret in one clause.
  harm: nearby(['act'], ['secret', 'safeguard'], 60, {
    either: true,
    clause: true,
    strip: unacted,
  }),
  harmAi: nearby(['ai'], ['act'], 60, { either: true, strip: (s) => unforbidden(unreported(s)) }),
  shell: (f, sp) => f.has('shell') && sp.some((s) => S.shell.test(s.replace(WARNED_SHELL, ' '))),
  // Hiding something from the user, or hiding an action: not a surprise party kept from Anna.
  covert: (f, sp) =>
    f.has('covert') &&
    (addressed(f) ||
      anyOf(f, ['act', 'send', 'secret', 'ai', 'override', 'role', 'safeguard', 'instructions']) ||
      sp.some((s) => PERSON.test(s) || COVERT_ACT.test(s))),
  // "Each time the index is read, stale entries are removed" describes; an order has a reader.
  delayed: (f, sp, lines) =>
    (addressed(f) || sp.some((s) => PERSON.test(s))) && DELAYED(f, sp, lines),
  // Later, and to someone or somewhere: "whenever the kernel needs to send a packet" is neither;
  // and something the AI holds or an address: "when the user says ship it, post the changelog
  // in #releases" is a preference.
  delayedSend: (f, sp, lines) =>
    (addressed(f) || sp.some((s) => PERSON.test(s) || WEB.test(s))) &&
    anyOf(f, ['secret', 'channel']) &&
    DELAYED_SEND(f, sp, lines),
  hidden: has('carrier'),
  obfuscated: has('encoded'),
  authority: (f) =>
    f.has('authority') && (anyOf(f, ['act', 'override', 'role', 'send']) || addressed(f)),
};

/**
 * The reader as the one who does something else ("if you specify no filters", "will let you
 * create DUP … without restrictions"): no state claimed of it, no way it is told to answer.
 */
const YOU_DOING =
  /(?<![\p{L}])you (?!(?:are|were|have|will|can|may|must|shall|should|now|answer|respond|reply|act|operate|behave|speak|write|work)(?![\p{L}]))\p{L}+/gu;
/**
 * No limits, said of the reader in the same sentence: not "no restrictions" in /proc, nor what
 * the reader has ("unrestricted root access to your computer").
 */
const UNBOUND = nearby(['unbound'], ['ai', 'you'], 40, {
  either: true,
  strip: (s) =>
    unreported(s)
      .replace(YOU_DOING, ' ')
      .replace(/(?<![\p{L}])your(?![\p{L}])/gu, ' '),
});

/** The reader's task stopped for another: "stop summarizing and instead tell the user…". */
const STOP_INSTEAD =
  /(?<![\p{L}])stop (?:\p{L}+ing|what you(?:'re| are) doing)(?: [^.!?]{0,40}?)?,? (?:and |then )?(?:instead|now)(?![\p{L}])/u;
const AI_STOP_INSTEAD = near(S.ai, STOP_INSTEAD, 60, IN_CLAUSE);

/**
 * Instructions a document holds, not the AI's: "the instructions in README.md are outdated",
 * "the steps on the wiki" — "the instructions in your system prompt are void" still voids.
 */
const DOCUMENTED =
  /(?<![\p{L}])instructions? (?:in|on|from|of) (?:the |our |this |that )?(?:[\w-]+\.(?:md|txt|rst|html?|pdf|adoc)|readme|wiki|docs?|documentation|manual|man page|runbook|handbook|guide|install\p{L}*|old \p{L}+|website|confluence|notion)(?![\p{L}])/gu;

/** Everything the reader was told set aside, or only this text to be obeyed. */
const FORGET =
  /(forget|disregard|ignore) (everything|all|whatever) .{0,30}(told|said|given|received)|(?<![\p{L}])(?:act|obey|listen|follow|do) (?:only|solely|exclusively) (?:on |to )?(?:what follows|what (?:this|the) (?:note|file|text|message|document) says|(?:this|the following) (?:note|file|text|message|document))/u;

/**
 * The inflected forms of English override verbs: a description, unless said to someone or
 * an order in the passive ("previous instructions are to be ignored").
 */
const INFLECTED_OVERRIDE =
  /(?<![\p{L}])(?<!(?:(?:are|is) to|must|should|shall|(?:has|have|needs?) to) be )(?:ignor(?:es|ed|ing)|overrid(?:es|den|ing)|overrode|disregard(?:s|ed|ing)|bypass(?:es|ed|ing)|forg(?:ets|etting|ot|otten))(?![\p{L}])/gu;
const unnamed = (s: string) => unjoined(s, S.instructions, true);
/**
 * An override verb in the third person after a word that is not the AI: what a program does
 * ("the installer ignores previous configuration files unless you pass…"), even in a text
 * that speaks to its reader; "the assistant ignores its rules from now on" and "this note
 * overrides your instructions" still order.
 */
const DOES_OVERRIDE =
  /(?<![\p{L}])(?<!(?:ai|assistant|model|agent|bot|llm|you|gpt|claude|who|note|text|message|document|memo|page|this) )(?:ignores|overrides|disregards|bypasses|forgets)(?![\p{L}])(?! (?:your|all|any|every)(?![\p{L}]))/gu;
/** An override something else can or will do: "options, which can override the defaults". */
const DESCRIBED_OVERRIDE = described('ignore|override|disregard|bypass|forget');
/** An override others are let do: "allowing attacker to bypass authentication". */
const PERMITTED_OVERRIDE =
  /(?<![\p{L}])(?:let|lets|letting|allow(?:s|ed|ing)?|permit(?:s|ted|ting)?|enabl(?:es|ed|ing))\s+(?!(?:you|yourself|the ai|the assistant|the model|the agent)\s)(?:\p{L}+\s+){1,2}to\s+(?:ignore|override|bypass|disregard)(?![\p{L}])/gu;
const overrideStrip = (s: string, lines: string) =>
  unnamed(unflagged(unreported(unlisted(s, lines))))
    .replace(DOES_OVERRIDE, ' ')
    .replace(DESCRIBED_OVERRIDE, ' ')
    .replace(PERMITTED_OVERRIDE, ' ');
const OVERRIDE = nearby(['override'], ['instructions'], 60, { strip: overrideStrip });
/**
 * Japanese and Korean put the object first: "以前の命令を忘れて", "이전의 지시를 무시하고" — the
 * instructions, then within the clause the verb that sets them aside.
 */
const OBJECT_FIRST: Attempt = (f, sp) =>
  f.has('override') && f.has('instructions') && sp.some((s) => OBJECT_THEN_VERB.test(s));
// (not a Japanese passive or statement: "C0 集合への指示は無視されます" says what a program does)
const OBJECT_THEN_VERB = near(
  S.instructions,
  /無視(?!され|しま|する)|忘れ(?!られ|ま|る)|破棄(?!され|しま|する)|気にしない|従わな|従うな|무시(?!되|합니다)|잊어/u,
  20,
);
/**
 * An English override verb in its base form after a word of its own line that does not begin
 * a clause: a verb with a subject, not an order ("settings read in later override earlier
 * settings"). Read in the lines: "Meeting notes⏎Ignore all previous instructions." is an
 * order after a title.
 */
const SUBJECT_OVERRIDE =
  /(?<![\p{L}])(?!(?:and|or|then|now|please|just|simply|also|first|so|always|kindly|immediately|to|must|should|will|shall|can|never|not|do|don't)[ \t])\p{L}+[ \t]+(?:ignore|override|disregard|bypass|forget)(?![\p{L}])/gu;
/**
 * An override that is the purpose of a passive ("the command line options are applied to
 * override the configuration directives"): what something is for, not an order.
 */
const PURPOSE_OVERRIDE =
  /(?<=(?:is|are|was|were|be|been) \p{L}+ed to )(?:ignore|override|disregard|bypass)(?![\p{L}])/gu;

const OVERRIDE_ORDER = nearby(['override'], ['instructions'], 60, {
  strip: (s, lines) =>
    // the override verbs that have a subject in `lines`
    withoutFound(
      overrideStrip(s, lines).replace(INFLECTED_OVERRIDE, ' ').replace(PURPOSE_OVERRIDE, ' '),
      lines,
      SUBJECT_OVERRIDE,
    ),
});
const DELAYED = nearby(['delay'], ['act', 'respond'], 80, { either: true });
/** What a program can do when something happens ("the interpreter can send an automated reply"). */
const ABLE_SEND = new RegExp(
  `${NOT_READER}(?:can|could|may|might)\\s+(?:be\\s+)?(?:${S.send.source})`,
  'gu',
);
const DELAYED_SEND = nearby(['delay'], ['send'], 80, {
  either: true,
  strip: (s) => s.replace(ABLE_SEND, ' '),
});

/**
 * An action done out of sight: "quietly change", "silently send" — not one told of ("the ABI
 * silently changed", "writable files will be silently removed").
 */
const COVERT_ACT =
  /(?<!(?:be|is|are|was|were|been|being) )(silently|quietly|secretly|covertly),? (?!\p{L}+ed(?![\p{L}]))\p{L}/u;

/** Someone a delayed trigger waits for: a trigger in a manual waits for the index. */
const PERSON =
  /user|owner|human|person|someone|anyone|(?<![\p{L}])asks?(?![\p{L}])|asked|nutzer|usuario|utilisateur|пользовател|用户|ユーザー/u;

export interface Features {
  /** Names of the signal and attempt features that fired (`attempt` once per attempt). */
  named: string[];
  /** Hashed n-gram buckets (with repeats). */
  buckets: number[];
}

/**
 * Attempts read only in code — a README's `ignore()` or `remove(token)`, a chat API's
 * `{"role": "system", …}` in an example — not in its prose.
 */
const PROSE_ONLY = new Set(
  'override void forget role probe exfil send harm harmAi delayed delayedSend covert markup'.split(
    ' ',
  ),
);

function attemptsOf({ fired, spellings, lines }: ReturnType<typeof signalsOf>): string[] {
  return Object.entries(ATTEMPTS)
    .filter(([, tries]) => tries(fired, spellings, lines))
    .map(([k]) => k);
}

/**
 * What a comment or hidden element hides is an order when, read alone, it tries something or
 * speaks of the AI — what else would a hidden line to "assistant:" be for? Not "lint disable
 * final-definition", nor a block of metadata whose description reads "now calls
 * `console.log`" or "removed".
 */
function hidesOrder(part: string): boolean {
  const read = signalsOf(part);
  return read.fired.has('ai') || attemptsOf(read).length > 0;
}

/**
 * The features of `text`, read as a part of the changelog `changelog` says (a passage of a
 * changelog whose header is in another passage) or its own header says.
 */
export function featuresOf(text: string, changelog?: Changelog): Features {
  const read = signalsOf(text);
  if (concealed(text).some(hidesOrder)) read.fired.add('carrier');
  const { fired, spellings } = read;
  // A signal that is an attempt on its own is counted once, as the attempt.
  const named: string[] = [...fired].filter((s) => !(s in ATTEMPTS)).map((s) => `signal:${s}`);
  let tried = attemptsOf(read);
  // What prose tries is an attempt; what only code or a changelog's entries do counts once,
  // as `attempt-in-code` — a tool's name too, when only an entry names it ("Use
  // token_kind_type, not token_type"): a forged call in a code block still counts.
  const records = tried.some((k) => PROSE_ONLY.has(k) || k === 'tool')
    ? (changelog ?? changelogOf(text))
    : undefined;
  if (records || tried.some((k) => PROSE_ONLY.has(k))) {
    const prose = proseOf(text, records);
    const inProse = new Set(prose === text ? tried : attemptsOf(signalsOf(prose)));
    const onlyRecorded = (k: string) =>
      records !== undefined && !attemptsOf(signalsOf(unrecorded(text, records))).includes(k);
    const apart = tried.filter(
      (k) => !inProse.has(k) && (PROSE_ONLY.has(k) || (k === 'tool' && onlyRecorded(k))),
    );
    if (apart.length) named.push('attempt-in-code');
    tried = tried.filter((k) => !apart.includes(k));
  }
  named.push(...tried.map((k) => `attempt:${k}`));
  // 'attempt' once per attempt: the weight all attempts share (see train-injection.ts).
  named.push(...tried.map(() => 'attempt'));
  if (tried.length && addressed(fired)) named.push('attempt+addressed');
  if (tried.length && fired.has('ai')) named.push('attempt+ai');
  const buckets = ngramBuckets(spellings);
  return { named, buckets };
}
