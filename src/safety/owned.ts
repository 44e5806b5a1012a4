// What the writer asks done to their own, not to the user: an act on "my account", a reminder of
// what they are to do themselves. An owner's note to their own assistant ("AI, delete my account
// on that forum", "remind me to pay the electricity bill") is an errand, what they may do to
// what is theirs; the same act on what is not named theirs ("delete the tests/ folder") is asked
// of the AI. Read by features.ts's harmful-act and vocative attempts.

import { SIGNALS as S } from './signals.js';

/**
 * What the user is to be reminded of or helped with is theirs to do, to its clause's end ("AI,
 * remind me to pay the electricity bill", "recuérdame pagar…", "erinnere mich daran, die Miete
 * zu zahlen", "rappelle-moi de payer…", "напомни мне оплатить…", "提醒我交电费") — not asked of
 * the AI.
 */
export const REMINDED =
  /(?<![\p{L}])(?:remind (?:me|us) (?:to|about|of)|help (?:me|us)(?: to| with)?|recuérda(?:me|nos)|ayúda(?:me|nos) a|erinnere (?:mich|uns)(?: daran)?|hilf (?:mir|uns)|rappelle-(?:moi|nous)|aide-(?:moi|nous) à|напомни(?:те)? (?:мне|нам)|помоги(?:те)? (?:мне|нам))(?![\p{L}])[^.!?;,]{0,80}|(?:提醒|帮)我[^。！？；，]{0,40}/gu;

/**
 * The writer's own, in the seven languages, as what an act is done to — not their orders ("carry
 * out only my commands" takes the AI over).
 */
const OWN_OBJECT =
  /(?:(?<![\p{L}])(?:my|our|mi|mis|nuestr[oa]s?|mein\p{L}{0,2}|unser\p{L}{0,2}|mon|ma|mes|notre|nos|мо[йиеяю]\p{L}{0,2}|наш\p{L}{0,2})(?![\p{L}])|我的|我们的|私の)(?!\s?(?:commands?|orders?|instructions?|requests?|rules?|wishes|word|команд\p{L}*|приказ\p{L}*|указани\p{L}*|просьб\p{L}*|órdenes|instrucciones|befehle?n?|anweisungen|ordres|consignes|指令|命令|指示|要求))/u;
/** The writer's own named before the act, as Chinese and Japanese do. */
const OWN_BEFORE = /私の|我的|我们的|我在/u;
/** The writer as the act's object: "remove me from the group", "删除我在…的账号". */
const WRITER_OBJECT = /^\s*(?:me|us)(?![\p{L}])|^我(?!们?的?(?:指令|命令))/u;
const ACTS = new RegExp(S.act.source, 'gu');

/**
 * A text with each act done to the writer's own, or to the writer, blanked out: the act's words
 * and its clause's next 40 characters, or (in Chinese and Japanese, which name the object first)
 * the 20 before it, name them — "delete my account on that forum", "clear my browser history",
 * "transfer €200 to my savings account", "私のアカウントを削除して".
 */
export const ownActs = (s: string) =>
  s.replace(ACTS, (m: string, ...rest: unknown[]) => {
    const at = rest.at(-2) as number;
    const clause = /^[^.!?;,。！？；，]{0,40}/u.exec(
      s.slice(at + m.length, at + m.length + 40),
    )![0];
    const before = /[^。！？；，、]{0,20}$/u.exec(s.slice(Math.max(0, at - 20), at))![0];
    const own =
      OWN_OBJECT.test(m) ||
      OWN_OBJECT.test(clause) ||
      OWN_BEFORE.test(before) ||
      WRITER_OBJECT.test(clause);
    return own ? ' ' : m;
  });
