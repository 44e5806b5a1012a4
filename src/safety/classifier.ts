// Logistic regression over the features of features.ts, with weights trained by
// `npm run train:injection` (scripts/train-injection.ts) and shipped in injection-model.ts.
// A passage in which no attempt fired scores below the threshold at most.
// A text is scored in passages (paragraphs joined up to ~800 characters), and its score is
// the highest passage's: an instruction hidden in a long note is as loud as a short one,
// and words far apart in a long page do not add up to an attack. Inside a document
// (document.ts) a passage that only tells its reader to do something (TO_READER), on the
// page's own topic and without speaking to the AI, is borderline at most: that is what
// manuals do on every page ("prune: Remove all notes…", "silently run git update-index"),
// and an AI reads it as the page's content. An order about something the page never
// mentions, or one that addresses the AI or its instructions (override, role, markup, tool
// call, image, authority …), is scored as it would be alone; so are the same words alone.

import { featuresOf, type Features } from './features.js';
import { MODEL } from './injection-model.js';
import { DocumentContext } from './document.js';

export interface Model {
  bias: number;
  named: Record<string, number>;
  ngrams: Record<string, number>;
  /** Scores at or above this are refused (set on the validation split). */
  threshold: number;
  /** Scores from here up to the threshold are borderline: a second opinion may refuse. */
  borderline: number;
}

export interface Score {
  /** Probability-like score in [0, 1]. */
  score: number;
  /** The named features that raised the score most, strongest first. */
  top: string[];
}

const PASSAGE = 800;
/** What a page may tell its human reader: harmful alone, the page's own content inside one. */
const TO_READER = new Set(
  ['harm', 'shell', 'covert', 'send', 'exfil', 'obfuscated'].map((a) => `attempt:${a}`),
);

/** Paragraphs joined up to PASSAGE characters (a longer paragraph stands alone). */
export function passages(text: string): string[] {
  const out: string[] = [];
  let cur = '';
  for (const para of text.split(/\n\s*\n/)) {
    if (cur && cur.length + para.length > PASSAGE) {
      out.push(cur);
      cur = '';
    }
    cur = cur ? `${cur}\n\n${para}` : para;
  }
  if (cur.trim() || !out.length) out.push(cur);
  return out;
}

/** The model's linear score of one feature vector (before the sigmoid). */
export function logit(model: Model, f: Features): number {
  const scale = 1 / Math.sqrt(Math.max(1, f.buckets.length));
  let z = model.bias;
  for (const n of f.named) z += model.named[n] ?? 0;
  for (const b of f.buckets) z += (model.ngrams[b] ?? 0) * scale;
  return z;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/**
 * The score of one passage; `doc`: the document it is part of, where what it only tells its
 * reader about the document's own topic is borderline at most (see the header).
 */
export function scorePassage(model: Model, text: string, doc?: DocumentContext): Score {
  const f = featuresOf(text);
  const shared = model.named.attempt ?? 0;
  const top = f.named
    .map((n) => [n, (model.named[n] ?? 0) + (n.startsWith('attempt:') ? shared : 0)] as const)
    .filter(([, w]) => w > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([n]) => n);
  // An injection tries something (features.ts's attempts); signals alone — a secret, a "you",
  // an order — are suspicious wording at most: borderline, never refused on their own.
  const raw = sigmoid(logit(model, f));
  const tried = f.named.includes('attempt');
  const toReader =
    doc !== undefined &&
    !f.named.includes('signal:ai') &&
    !f.named.includes('signal:vocative') &&
    f.named.every((n) => !n.startsWith('attempt:') || TO_READER.has(n)) &&
    doc.onTopic(text);
  return { score: tried && !toReader ? raw : Math.min(raw, model.threshold - 1e-6), top };
}

/** The score of the text's loudest passage. */
export function scoreText(text: string, model: Model = MODEL): Score {
  let best: Score = { score: 0, top: [] };
  const parts = passages(text);
  const doc = DocumentContext.of(text, parts.length);
  for (const p of parts) {
    const s = scorePassage(model, p, doc);
    if (s.score > best.score) best = s;
  }
  return best;
}
