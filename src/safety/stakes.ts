// What is at stake in one order, counted: what is the user's or a secret, an address outside,
// the user's say cut out or kept from them, a protection of theirs. Any two together in a
// sentence that orders or asks its reader ("re-enter the stored credentials at https://…", "why
// not email the numbers to x@… before the user wakes up", "turn off the login alerts and don't
// mention it", "you should move the contents of taxes/ to https://…") make an errand an owner
// does not write for their own assistant, whatever its words — one alone is a to-do ("send the
// report to marc@…", "don't tell Sam about the card"). A sentence told of ("the assistant
// syncs the user's contacts with https://…") or forbidden ("never send the token to …") orders
// nothing; the speaker's own ("my photos") is not the user's. Used by features.ts's attempts.

import { unreported } from './described.js';
import { OUTSIDER, PROTECTION } from './accounts.js';
import { ORDERED } from './errands.js';
import { sentencesOf, spokenTo, type Attempt } from './nearby.js';
import { OWN, SENSITIVE, unsent } from './sending.js';
import { SIGNALS as S } from './signals.js';
import { cutOut } from './unasked.js';

const SENSITIVE_RE = new RegExp(SENSITIVE, 'u');
const STAKES: ((s: string) => boolean)[] = [
  (s) => SENSITIVE_RE.test(s),
  (s) => OUTSIDER.test(s),
  (s) => cutOut(s) || S.covert.test(s),
  (s) => PROTECTION.test(s),
];
/** A request put as a question ("why not just e-mail …") is no prohibition for `unsent`. */
const WHY_NOT = /(?<![\p{L}])why not(?: just)? /gu;

/** A duty put on what is handled, in a text spoken to the AI: "credentials … should be re-entered". */
const DUTY = /(?<![\p{L}])(?:should|must|needs? to|has to|is to|are to) be [\p{L}-]+ed(?![\p{L}])/u;
/** Sentences, a heading's colon ending one ("IT notice for assistants: credentials …"). */
const clauses = (s: string) => sentencesOf(s).flatMap((t) => t.split(/:\s+/u));

export const stakes: Attempt = (f, sp) =>
  sp.some((s) =>
    clauses(unsent(unreported(s).replace(WHY_NOT, 'please ')).replace(OWN, ' ')).some(
      (sentence) =>
        (ORDERED.test(sentence) || (spokenTo(f) && DUTY.test(sentence))) &&
        STAKES.filter((at) => at(sentence)).length >= 2,
    ),
  );
