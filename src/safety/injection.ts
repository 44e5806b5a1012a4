// Recognises text that looks like a prompt injection: instructions aimed at the model that
// will read it, smuggled inside data. Used to flag search hits, to refuse candidates on
// their way into memory (observe, consolidation, sampling answers) and to withhold recall.
//
// Text is matched in several spellings, so obfuscation does not hide it: folded (NFKC,
// zero-width and bidi characters removed, look-alike letters mapped), with `_`/`-` read
// as spaces, with letters spaced apart joined ("i g n o r e"), with leetspeak digits read
// as letters ("1gn0re"), and with base64 runs decoded. The patterns are families, each
// named in the reason: the eight classic ones (override, role reassignment, prompt probe,
// role tags, tool calls, exfiltration by image and by request, hidden characters) and
// covert behaviour, destructive tool instructions, pipe-to-shell, script URLs, and
// overrides in German, French and Spanish.

import { foldLookalikes, INVISIBLE } from './fold.js';

const HIDDEN = new RegExp(INVISIBLE.source, 'g');
const AGENT = '(ai|llm|agents?|assistants?|models?|chatbots?|bots?)';

const PATTERNS: [reason: string, re: RegExp][] = [
  [
    'instruction override',
    /\b(ignore|disregard|forget|override|discard|bypass)\b.{0,40}\b(previous|prior|above|earlier|all|your|the|any|preceding)\b.{0,30}\b(instructions?|prompts?|rules|directions|guidelines|context|guardrails)\b/,
  ],
  [
    'instruction override',
    /\b(forget|disregard|ignore)\b.{0,15}\b(everything|all)\b.{0,40}\b(told|said|given|above|before)\b|\b(prior|previous|earlier|old)\s+(instructions?|rules|guidelines)\b.{0,30}\b(outdated|obsolete|void|invalid|cancelled|no longer apply)\b|\bsystem override\b/,
  ],
  [
    'instruction override (other language)',
    /\bignorier\w*\b.{0,30}\b(vorherigen|bisherigen|obigen)\b.{0,20}\banweisungen\b|\bignore[zr]?\b.{0,30}\binstructions\b.{0,20}\bpr[eé]c[eé]dentes\b|\bignora\w*\b.{0,30}\binstrucciones\b.{0,20}\banteriores\b/,
  ],
  [
    'role reassignment',
    /\byou are now (an? |in )?([\w-]+ ){0,2}(ai|assistant|model|bot|chatbot|dan|unrestricted|jailbroken|free|evil|developer|admin\w*|root|mode)\b|\bact as (an? )?(unrestricted|jailbroken|different|evil)\b|\bnew (system )?instructions?:|\bpretend (to be|you are)\b|\bjailbr(oken|eak)\b|\bdeveloper mode\b|\bdo anything now\b|\bfrom now on,? you\b/,
  ],
  [
    'role reassignment',
    /\bnew instructions?\b.{0,40}\b(from|by)\b.{0,30}\b(system|admin\w*|developer|owner|operator)\b/,
  ],
  [
    'system prompt probe',
    /\b(reveal|print|show|repeat|output|leak|dump)\b.{0,30}\b(system prompt|hidden instructions|your instructions|initial instructions|original instructions)\b|\b(initial|original|hidden|secret)\s+(instructions|prompt)\b.{0,40}\b(repeat|reveal|print|show|tell)\b/,
  ],
  [
    'role tag',
    /<\/?\s*(system|assistant|im_start|im_end|developer)\s*>|<\/\s*user\s*>|\[\/?(inst|system)\]|<\|(im_start|im_end|system|endoftext)\|>|^\s*#{1,6}\s*(system|assistant|developer)\s*:?\s*$|^\s*(assistant|system)\s*:\s*(sure|certainly|of course|ok(ay)?|i will|understood)\b/m,
  ],
  ['tool call', /<\s*(tool_call|function_call|tool_use)\b|"(tool_calls?|function_call)"\s*:/],
  [
    'destructive tool instruction',
    /\b(call|use|invoke|run|execute)\b.{0,15}\b(mem_remove|memory_forget|mem_snapshot_restore|mem_revert|mem_move|mem_write|mem_edit)\b.{0,60}\b(every|all|silently|recursive\w*)\b/,
  ],
  ['exfiltration image', /!\[[^\]]*\]\(\s*https?:\/\/[^)\s]*[?&][^)\s]*=/],
  [
    'exfiltration request',
    /\b(send|post|upload|forward|exfiltrate|email|leak)\b.{0,60}\b(to|at)\b.{0,20}(https?:\/\/|\b[\w-]+\.(com|net|io|xyz|ru|cn|tk)\b|\b\d{1,3}(\.\d{1,3}){3}\b)|\bexfiltrat\w*\b|\bdocument\.cookie\b/,
  ],
  ['pipe to shell', /\b(curl|wget)\b[^|\n]{0,200}\|\s*(sudo\s+)?(ba|z)?sh\b/],
  ['script url', /\]\(\s*(javascript|data|vbscript):/],
  [
    'covert behaviour',
    /\b(do not|don't|never)\s+(tell|inform|mention|alert|notify)\b.{0,20}\b(the )?(user|owner|human)\b|\bwithout (telling|mentioning|informing|alerting)\b|\bnote to (the )?(assistant|ai|agent|model|llm)\b/,
  ],
  [
    'covert behaviour',
    new RegExp(
      `\\bwhen (an? |the |any )?${AGENT}\\b.{0,40}\\b(reads?|sees?|processes|loads?)\\b.{0,60}\\b(must|should|will|needs? to)\\b|\\b${AGENT}\\b.{0,15}\\b(reading|that reads?|processing) (this|these)\\b.{0,40}\\b(must|should)\\b`,
    ),
  ],
  [
    'persistent behaviour',
    /\b(always|from now on)\b.{0,40}\b(include|append|add|insert|mention)\b.{0,60}\b(every|each|all)\s+(answer|response|reply|message|output)s?\b/,
  ],
];

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

/** The spellings of `text` the patterns are tried on. */
function spellings(text: string): string[] {
  const folded = foldLookalikes(text.replace(HIDDEN, ''));
  const spaced = folded.replace(/[_-]+/g, ' ');
  const joined = spaced.replace(/\b(?:\w ){3,}\w\b/g, (run) => run.replace(/ /g, ''));
  const unleet = joined.replace(/[a-z0-9@$]*[0-9@$][a-z0-9@$]*/g, (w) =>
    /[a-z]/.test(w) ? [...w].map((c) => LEET[c] ?? c).join('') : w,
  );
  const decoded = [...text.matchAll(/[A-Za-z0-9+/]{16,}={0,2}/g)].flatMap((m) => {
    const plain = Buffer.from(m[0], 'base64').toString('utf8');
    return /^[\x20-\x7e\s]+$/.test(plain) ? [foldLookalikes(plain)] : [];
  });
  return [folded, spaced, joined, unleet, ...decoded].map((s) => s.replace(/[ \t]+/g, ' '));
}

/** Overrides spelled with the spaces taken out: "i g n o r e p r e v i o u s …". */
const COMPACT =
  /(ignore|disregard|forget|override)(all|any|the|your)*(previous|prior|above|earlier)(instructions?|rules|prompts?|guidelines)/;

/** The reason `text` looks like a prompt injection, or undefined. */
export function injectionReason(text: string): string | undefined {
  HIDDEN.lastIndex = 0;
  if (HIDDEN.test(text)) {
    HIDDEN.lastIndex = 0;
    // Invisible characters inside words, or direction overrides, are how instructions
    // hide from a person's eyes.
    if (
      /[\p{L}][\u200b-\u200f\u2060-\u2064\ufeff][\p{L}]/u.test(text) ||
      /[\u202a-\u202e\u2066-\u2069]/.test(text)
    ) {
      const inner = injectionReason(text.replace(HIDDEN, ''));
      return `hidden characters${inner ? ` + ${inner}` : ''}`;
    }
  }
  const all = spellings(text);
  for (const spelling of new Set(all))
    for (const [reason, re] of PATTERNS) if (re.test(spelling)) return reason;
  if (all.some((s) => COMPACT.test(s.replace(/[^a-z]/g, '')))) return 'instruction override';
  return undefined;
}
