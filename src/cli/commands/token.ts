// `mnemofs token create|list|revoke`: bearer tokens for MCP over HTTP (`serve --http`).

import { MemError } from '../../errors/mem-error.js';
import { storeDir } from '../config.js';
import type { Verb } from '../verb.js';
import { openOrInitStore } from '../open-store.js';
import { loadPrincipals, principalFor } from '../principal.js';
import { TokenStore } from '../tokens.js';

const USAGE =
  'mnemofs token create --as PRINCIPAL [--label L] | list | revoke ID  [--store DIR] [--json]';

export const tokenCommand: Verb = {
  summary: 'bearer tokens for MCP over HTTP: create --as P, list, revoke ID',
  usage: USAGE,
  args: [
    ['create --as P', 'a new token for principal P (owner, agent:<id>, team:<id>); printed once'],
    ['--label L', 'a note to recognise it by (default: none)'],
    ['list', 'the tokens: id, principal, created, revoked'],
    ['revoke ID', 'the token stops working at once'],
    ['--json', 'print the result as JSON'],
  ],
  examples: [
    'mnemofs token create --as agent:coder --label laptop',
    'mnemofs token list',
    'mnemofs token revoke 1a2b3c4d',
  ],
  options: { as: { type: 'string' }, label: { type: 'string' } },
  async run(values, [action, id]) {
    const dir = storeDir(values.store as string | undefined);
    const store = openOrInitStore(dir);
    const tokens = new TokenStore(store.files);
    const out = (json: object, text: string) =>
      console.log(values.json ? JSON.stringify(json) : text);
    try {
      switch (action) {
        case 'create': {
          if (!values.as)
            throw new MemError('MEM_INVALID_ARG', `say whom the token acts for: ${USAGE}`);
          const principal = principalFor(values.as as string, loadPrincipals(dir));
          const t = tokens.create(principal.id, (values.label as string | undefined) ?? '');
          out(
            { ...t, principal: principal.id },
            `${t.token}\n(token ${t.id} for ${principal.id}; shown once — store it now)`,
          );
          return 0;
        }
        case 'list': {
          const list = tokens.list().map(({ sha256: _hidden, ...r }) => r);
          out(
            { tokens: list },
            list
              .map(
                (r) =>
                  `${r.id}  ${r.principal}  ${r.created_at}${r.revoked_at ? `  revoked ${r.revoked_at}` : ''}  ${r.label}`,
              )
              .join('\n') || 'no tokens',
          );
          return 0;
        }
        case 'revoke': {
          if (!id) throw new MemError('MEM_INVALID_ARG', `give a token id: ${USAGE}`);
          const r = tokens.revoke(id);
          out({ id: r.id, revoked_at: r.revoked_at }, `revoked ${r.id} (${r.principal})`);
          return 0;
        }
        default:
          throw new MemError('MEM_INVALID_ARG', `unknown token action "${action ?? ''}"; ${USAGE}`);
      }
    } finally {
      await store.close();
    }
  },
};
