// A long text read as a document: which of its paragraphs speak of what the rest of it
// speaks of. A manual that tells its reader "prune: Remove all notes…" talks about notes on
// every page; an order slipped into a page talks about something the page never mentions
// (the memory store, the audit log, a token, a URL) — or in another language. The
// classifier reads a reader-directed passage of a document by this (classifier.ts).

/** Passages from which a text is a document (a page of ~800-character passages). */
export const DOCUMENT_PASSAGES = 4;
/**
 * The share of a paragraph's words (of four letters or more) that must occur in another
 * paragraph of the document for it to be on the document's topic. Chosen on the man pages
 * that may be read and on the training corpus's attacks placed inside such pages
 * (docs/benchmarks.md, session 14).
 */
const ON_TOPIC = 0.4;

const PARAGRAPH = /\n\s*\n/;
const wordsOf = (text: string) => new Set(text.toLowerCase().match(/\p{L}{4,}/gu) ?? []);

export class DocumentContext {
  /** In how many paragraphs each word occurs. */
  private readonly paragraphsWith = new Map<string, number>();

  private constructor(text: string) {
    for (const para of text.split(PARAGRAPH))
      for (const w of wordsOf(para))
        this.paragraphsWith.set(w, (this.paragraphsWith.get(w) ?? 0) + 1);
  }

  /** The context of `text`, or undefined when its `passages` are too few for a document. */
  static of(text: string, passages: number): DocumentContext | undefined {
    return passages >= DOCUMENT_PASSAGES ? new DocumentContext(text) : undefined;
  }

  /** Whether every paragraph of `passage` shares enough of its words with the others. */
  onTopic(passage: string): boolean {
    return passage.split(PARAGRAPH).every((para) => {
      const own = wordsOf(para);
      let shared = 0;
      for (const w of own) if ((this.paragraphsWith.get(w) ?? 0) > 1) shared++;
      return shared >= ON_TOPIC * own.size;
    });
  }
}
