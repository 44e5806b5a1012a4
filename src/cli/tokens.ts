// Bearer tokens for MCP over HTTP, one per principal use: `.mnemofs/tokens.json` holds
// only each token's sha256 (the token itself is shown once, at creation), the principal it
// acts for, and when it was created or revoked. Read on every request, so a token created
// or revoked with the CLI takes effect in a running serve at once.

import crypto from 'node:crypto';
import { MemError } from '../errors/mem-error.js';
import type { StoreFiles } from '../store/store-files.js';
import { META_DIR } from '../store/layout.js';

const FILE = `${META_DIR}/tokens.json`;

export interface TokenRecord {
  id: string;
  principal: string;
  label: string;
  sha256: string;
  created_at: string;
  revoked_at?: string;
}

const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export class TokenStore {
  constructor(private readonly files: StoreFiles) {}

  list(): TokenRecord[] {
    if (!this.files.stat(FILE)) return [];
    return JSON.parse(this.files.read(FILE).toString('utf8')) as TokenRecord[];
  }

  private save(records: TokenRecord[]): void {
    this.files.write(FILE, Buffer.from(JSON.stringify(records, null, 2) + '\n'), { mode: 0o600 });
  }

  /** A new token for `principal`; the only time its secret is seen. */
  create(principal: string, label = ''): { id: string; token: string } {
    const id = crypto.randomBytes(4).toString('hex');
    const token = `mnemofs_${id}_${crypto.randomBytes(24).toString('base64url')}`;
    this.save([
      ...this.list(),
      { id, principal, label, sha256: hash(token), created_at: new Date().toISOString() },
    ]);
    return { id, token };
  }

  revoke(id: string): TokenRecord {
    const records = this.list();
    const record = records.find((r) => r.id === id);
    if (!record)
      throw new MemError('MEM_NOT_FOUND', `no token "${id}"; \`mnemofs token list\` shows them`);
    record.revoked_at ??= new Date().toISOString();
    this.save(records);
    return record;
  }

  /** The principal id a presented token acts for, or undefined (unknown or revoked). */
  verify(token: string): string | undefined {
    return this.lookup(token)?.principal;
  }

  /** The record of a presented token while it is active, else undefined. */
  lookup(token: string): TokenRecord | undefined {
    const presented = Buffer.from(hash(token), 'hex');
    for (const r of this.list()) {
      const known = Buffer.from(r.sha256, 'hex');
      if (known.length === presented.length && crypto.timingSafeEqual(known, presented))
        return r.revoked_at ? undefined : r;
    }
    return undefined;
  }

  /** Whether the token with this id exists and is not revoked (a web session's check). */
  isActive(id: string): boolean {
    return this.list().some((r) => r.id === id && !r.revoked_at);
  }

  hasActive(): boolean {
    return this.list().some((r) => !r.revoked_at);
  }
}
