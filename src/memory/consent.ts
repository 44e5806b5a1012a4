// The owner's consent to learning, kept in `.mnemofs/consent.json` and enforced where the
// learning happens. Two scopes, both enforced (the original enforced one): `capture` —
// memory_observe and the rule extractor that reads what sessions wrote — and
// `consolidation` — mining the audit log at all (mem_consolidate, scheduled or called). A
// session that ran while consolidation was off is never learned from later: the cursor
// moves past it. Only the owner changes consent; anyone may ask what it is.

import { MemError } from '../errors/mem-error.js';
import { META_DIR } from '../store/layout.js';
import type { StoreFiles } from '../store/store-files.js';
import { isOwner, type OpContext } from '../store/context.js';
import type { Store } from '../store/store.js';

export const CONSENT_SCOPES = ['capture', 'consolidation'] as const;
export type ConsentScope = (typeof CONSENT_SCOPES)[number];

export interface ConsentState {
  capture: boolean;
  consolidation: boolean;
  /** When and by whom it last changed (absent while it never has). */
  updated?: string;
  by?: string;
}

const FILE = `${META_DIR}/consent.json`;

export class Consent {
  constructor(
    private readonly store: Store,
    private readonly files: StoreFiles,
  ) {}

  /**
   * memory_consent: `query` tells the state; `allow` and `deny` (the owner's alone) change
   * one scope or both (`all`). Audited either way, the action and scope as its path.
   */
  answer(
    ctx: OpContext,
    args: { action?: 'query' | 'allow' | 'deny'; scope?: 'all' | ConsentScope },
  ) {
    const action = args.action ?? 'query';
    const scope = args.scope ?? 'all';
    return this.store.audited(ctx, 'memory_consent', undefined, (d) => {
      d.path = `${action} ${scope}`;
      if (action === 'query') return { consent: this.state(), changed: false };
      if (!isOwner(ctx.principal))
        throw new MemError(
          'MEM_FORBIDDEN',
          `only the owner gives or withholds consent; ${ctx.principal.id} may query it`,
        );
      const scopes = scope === 'all' ? CONSENT_SCOPES : [scope];
      return { consent: this.set(scopes, action === 'allow', ctx.principal.id), changed: true };
    });
  }

  state(): ConsentState {
    if (!this.files.stat(FILE)) return { capture: true, consolidation: true };
    let raw: unknown;
    try {
      raw = JSON.parse(this.files.read(FILE).toString('utf8'));
    } catch {
      // Unreadable consent is no consent: learning stops until the owner says again.
      return { capture: false, consolidation: false };
    }
    const r = (raw ?? {}) as Record<string, unknown>;
    return {
      capture: r.capture !== false,
      consolidation: r.consolidation !== false,
      ...(typeof r.updated === 'string' ? { updated: r.updated } : {}),
      ...(typeof r.by === 'string' ? { by: r.by } : {}),
    };
  }

  allows(scope: ConsentScope): boolean {
    return this.state()[scope];
  }

  /** Sets the scopes to `allow`; returns the new state. */
  private set(scopes: readonly ConsentScope[], allow: boolean, by: string): ConsentState {
    const next: ConsentState = { ...this.state(), updated: new Date().toISOString(), by };
    for (const s of scopes) next[s] = allow;
    this.files.write(FILE, Buffer.from(`${JSON.stringify(next, null, 2)}\n`));
    return next;
  }

  /** Throws the refusal for `what` when `scope` is off. */
  require(scope: ConsentScope, what: string): void {
    if (this.allows(scope)) return;
    throw new MemError(
      'MEM_FORBIDDEN',
      `${what} is off: the owner withheld consent to ${scope} (memory_consent {action: "allow", scope: "${scope}"} turns it back on)`,
    );
  }
}
