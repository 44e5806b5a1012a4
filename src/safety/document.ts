// A long text read as a document: which of its paragraphs speak of what the rest of it
// speaks of. A manual that tells its reader "prune: Remove all notes…" talks about notes on
// every page; an order slipped into a page talks about something the page never mentions
// (the memory store, the audit log, a token, a URL) — or in another language. The
// classifier reads a reader-directed passage of a document by this (classifier.ts).

/** Passages from which a text is a document (a page of ~800-character passages). */
export const DOCUMENT_PASSAGES = 4;
/**
 * The share of a paragraph's words (of four letters or more) that must occur in the
 * document's passages that try nothing for it to be on the document's topic. Chosen on the
 * man pages that may be read and on the training corpus's attacks placed inside such pages
 * (docs/benchmarks.md, session 14).
 */
const ON_TOPIC = 0.4;

const PARAGRAPH = /\n\s*\n/;
const wordsOf = (text: string) => new Set(text.toLowerCase().match(/\p{L}{4,}/gu) ?? []);

export class DocumentContext {
  /** The words of the passages that try nothing. */
  private readonly words = new Set<string>();

  private constructor(passages: string[]) {
    for (const p of passages) for (const w of wordsOf(p)) this.words.add(w);
  }

  /**
   * The context a document's `passages` (those that try nothing) give, or undefined when
   * the document's passages, `count` in all, are too few for a document.
   */
  static of(passages: string[], count: number): DocumentContext | undefined {
    return count >= DOCUMENT_PASSAGES ? new DocumentContext(passages) : undefined;
  }

  /** Whether every paragraph of `passage` shares enough of its words with the context's. */
  onTopic(passage: string): boolean {
    return passage.split(PARAGRAPH).every((para) => {
      const own = wordsOf(para);
      let shared = 0;
      for (const w of own) if (this.words.has(w)) shared++;
      return shared >= ON_TOPIC * own.size;
    });
  }
}
