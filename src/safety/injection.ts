// Recognises text that looks like a prompt injection: instructions aimed at the model that
// will read it, smuggled inside data. Used to flag search hits, to refuse candidates on
// their way into memory (observe, consolidation, sampling answers) and to withhold recall.
//
// The score is the trained classifier's (classifier.ts over the signals of signals.ts, read
// in every spelling of spellings.ts); the threshold and the borderline band come with the
// model, set on a validation split. The reason names what carried the score.

import { MODEL } from './injection-model.js';
import { scoreText } from './classifier.js';
import type { ATTEMPTS } from './features.js';
import { SIGNAL_NAMES, type Signal } from './signals.js';

export interface Verdict {
  score: number;
  /** At or above the model's threshold: refused, flagged, withheld. */
  injection: boolean;
  /** Below the threshold but in the band where a second opinion may refuse it. */
  borderline: boolean;
  /** What carried the score, e.g. "instruction override + addressed to the AI". */
  reason: string;
}

/** The attempts named otherwise than the signal of the same name (the others: SIGNAL_NAMES). */
export const ATTEMPT_NAMES: Partial<Record<keyof typeof ATTEMPTS, string>> = {
  void: 'declares its instructions void',
  forget: 'instruction override',
  close: 'breaks out of its data',
  exfil: 'exfiltration request',
  send: 'exfiltration request',
  carriedOff: "points the user's things at an address outside",
  orderedOut: "hands the user's things to an address outside",
  leak: 'exfiltration request',
  harm: 'harmful action on memory or secrets',
  harmAi: 'orders the AI to act',
  disclose: 'asks to reveal a secret',
  readOut: 'reads a file of secrets out into its answer',
  unrefusing: 'takes away its refusals',
  bait: 'leaves it an answer to complete',
  delayed: 'delayed trigger',
  delayedSend: 'delayed trigger',
  hidden: 'hidden carrier',
  obfuscated: 'obfuscated text',
  unguard: "turns the user's protection off",
  admit: "lets an outsider into the user's account",
  against: "acts on the user's things",
  errand: "runs an errand with the user's money, home or papers",
  plant: 'plants a rule in its memory',
  amend: 'rewrites its rules',
  pretend: 'asks for what it holds inside a story',
  prefix: 'sets its answer to give in',
  dictated: 'dictates its whole answer',
  ownSummary: 'sets what its own summary says',
  vouchedLink: 'passes its link off as the source',
  swappedLinks: 'points the links of its answer at an address',
  fixedAnswer: 'fixes its answer to every question',
  lure: 'sends the user to its page under a scare',
  proof: 'asks for an act as proof it read the text',
  retired: 'declares its safety checks retired',
  switchedOff: 'writes its safety checks switched off',
  impersonate: "claims the user's voice",
  throughOwner: "directs the user's AI from outside",
  askedSecret: 'asks for a secret it keeps',
  demanded: 'demands data it keeps for others',
  dataSetAside: 'sets its data aside and dictates a finding',
  spawn: 'orders code run that starts programs',
  fetchedRun: 'orders a program from the web run',
  typosquat: 'passes off a lookalike package as the real one',
  inserted: 'puts its own markup or noise into the answer',
  granted: 'tells it to grant access',
  reruled: 'changes what it answers from now on',
  lawless: 'hands it a part without rules',
  unasked: "cuts the user's say out",
  stakes: 'an errand against the user',
  given: "gives the user's things to whoever asks",
  misled: 'tells the user what is not so',
  forMachines: 'speaks to the machine behind the people’s back',
  selfVerdict: 'dictates a verdict on itself',
  hailed: 'hails the AI and sends it on an errand against the user',
};

function nameOf(feature: string): string | undefined {
  const [kind, what] = feature.split(':') as [string, string | undefined];
  if (kind === 'attempt' && what)
    return ATTEMPT_NAMES[what as keyof typeof ATTEMPTS] ?? SIGNAL_NAMES[what as Signal];
  if (kind === 'signal' && what) return SIGNAL_NAMES[what as Signal];
  if (feature === 'attempt+ai') return SIGNAL_NAMES.ai;
  return undefined;
}

export function injectionVerdict(text: string): Verdict {
  const { score, top } = scoreText(text);
  // Attempts first (what the text tries), then the signals that weighed most.
  const ordered = [
    ...top.filter((f) => f.startsWith('attempt:')),
    ...top.filter((f) => !f.startsWith('attempt:')),
  ];
  const names = [...new Set(ordered.map(nameOf).filter((n): n is string => !!n))].slice(0, 2);
  return {
    score,
    injection: score >= MODEL.threshold,
    borderline: score >= MODEL.borderline && score < MODEL.threshold,
    reason: names.join(' + ') || 'suspicious wording',
  };
}

/** The reason `text` looks like a prompt injection, or undefined. */
export function injectionReason(text: string): string | undefined {
  const v = injectionVerdict(text);
  return v.injection ? v.reason : undefined;
}
