// Recognises text that looks like a prompt injection: instructions aimed at the model that
// will read it, smuggled inside data. Used to flag search hits (and, with consolidation,
// to refuse candidates). Text is folded first — NFKC, zero-width and bidi characters
// removed, look-alike letters mapped — so obfuscated spellings match the same patterns.

import { foldLookalikes, INVISIBLE } from './fold.js';

const HIDDEN = new RegExp(INVISIBLE.source, 'g');

const PATTERNS: [reason: string, re: RegExp][] = [
  [
    'instruction override',
    /\b(ignore|disregard|forget|override)\b.{0,40}\b(previous|prior|above|earlier|all|your|the)\b.{0,30}\b(instructions?|prompts?|rules|directions|guidelines|context)\b/,
  ],
  [
    'role reassignment',
    /\byou are now\b|\bact as (an? )?(unrestricted|jailbroken|different)\b|\bnew (system )?instructions?:/,
  ],
  [
    'system prompt probe',
    /\b(reveal|print|show|repeat|output)\b.{0,30}\b(system prompt|hidden instructions|your instructions)\b/,
  ],
  [
    'role tag',
    /<\/?\s*(system|assistant|user|im_start|im_end|developer)\s*>|\[\/?(inst|system)\]|<\|(im_start|im_end|system|endoftext)\|>/,
  ],
  ['tool call', /<\s*(tool_call|function_call|tool_use)\b|"(tool_calls?|function_call)"\s*:/],
  ['exfiltration image', /!\[[^\]]*\]\(\s*https?:\/\/[^)\s]*[?&][^)\s]*=/],
  [
    'exfiltration request',
    /\b(send|post|upload|forward|exfiltrate)\b.{0,40}\b(to|at)\b.{0,20}(https?:\/\/|\b[\w-]+\.(com|net|io|xyz)\b)/,
  ],
];

function foldForMatching(text: string): string {
  return foldLookalikes(text.replace(HIDDEN, ''));
}

/** The reason `text` looks like a prompt injection, or undefined. */
export function injectionReason(text: string): string | undefined {
  if (HIDDEN.test(text)) {
    HIDDEN.lastIndex = 0;
    const visible = text.replace(HIDDEN, '');
    // Invisible characters inside words are how instructions hide from a person's eyes.
    if (
      /[\p{L}][\u200b-\u200f\u2060-\u2064\ufeff][\p{L}]/u.test(text) ||
      /[\u202a-\u202e\u2066-\u2069]/.test(text)
    ) {
      return `hidden characters${injectionReason(visible) ? ` + ${injectionReason(visible)}` : ''}`;
    }
  }
  const folded = foldForMatching(text).replace(/\s+/g, ' ');
  for (const [reason, re] of PATTERNS) if (re.test(folded)) return reason;
  return undefined;
}
