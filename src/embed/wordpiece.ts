// BERT's WordPiece tokenizer, which the common local sentence-embedding models (MiniLM,
// BGE, E5, GTE…) use: text lower-cased and stripped of accents (for an uncased vocabulary),
// split at whitespace and punctuation, each CJK character its own word; each word then cut
// greedily into the longest pieces the vocabulary has ("embeddings" → "em", "##bed",
// "##ding", "##s"), or [UNK]. Ids are framed by [CLS] … [SEP] and cut to `maxTokens`.

export class WordPiece {
  private readonly ids = new Map<string, number>();
  readonly pad: number;
  private readonly unk: number;
  private readonly cls: number;
  private readonly sep: number;

  /** `vocab`: one token per line (vocab.txt), or the token → id map of tokenizer.json. */
  constructor(
    vocab: string[] | Record<string, number>,
    private readonly lowercase = true,
  ) {
    if (Array.isArray(vocab)) vocab.forEach((t, i) => this.ids.set(t, i));
    else for (const [t, i] of Object.entries(vocab)) this.ids.set(t, i);
    const special = (t: string) => {
      const id = this.ids.get(t);
      if (id === undefined) throw new Error(`the vocabulary has no ${t} token`);
      return id;
    };
    [this.pad, this.unk, this.cls, this.sep] = ['[PAD]', '[UNK]', '[CLS]', '[SEP]'].map(
      special,
    ) as [number, number, number, number];
  }

  private words(text: string): string[] {
    let t = text.normalize('NFC');
    if (this.lowercase)
      t = t
        .toLowerCase()
        .normalize('NFD')
        .replace(/\p{Mn}/gu, '');
    return (
      t
        .replace(/[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/gu, ' $& ')
        .match(/[\p{L}\p{N}\p{M}]+|[^\s\p{L}\p{N}\p{M}]/gu) ?? []
    );
  }

  private pieces(word: string, out: number[]): void {
    if (word.length > 100) {
      out.push(this.unk);
      return;
    }
    const found: number[] = [];
    for (let start = 0; start < word.length;) {
      let end = word.length;
      let id: number | undefined;
      for (; end > start; end--) {
        id = this.ids.get((start ? '##' : '') + word.slice(start, end));
        if (id !== undefined) break;
      }
      if (id === undefined) {
        out.push(this.unk);
        return;
      }
      found.push(id);
      start = end;
    }
    out.push(...found);
  }

  /** [CLS] pieces… [SEP], at most `maxTokens` ids. */
  encode(text: string, maxTokens: number): number[] {
    const ids = [this.cls];
    for (const w of this.words(text)) {
      this.pieces(w, ids);
      if (ids.length >= maxTokens - 1) break;
    }
    ids.length = Math.min(ids.length, maxTokens - 1);
    ids.push(this.sep);
    return ids;
  }
}
