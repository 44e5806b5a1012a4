// The remotes a store syncs with, in `.mnemofs/remotes.json` (mode 0600, outside history):
// a name, an http(s) URL, and either the whole store or one namespace (`teams/core`), each
// namespace on its own branch (`mnemofs/teams/core`; the whole store on `main`), so a team
// shares its namespace and nothing of `user/`. Credentials are never here: a URL with a
// user or password in it is refused, and a token is named by the environment variable that
// holds it (`token_env`), else asked of git's credential helper when the server wants one.

import { MemError } from '../errors/mem-error.js';
import { META_DIR } from '../store/layout.js';
import { namespaceOf } from '../store/namespace.js';
import type { StoreFiles } from '../store/store-files.js';

const FILE = `${META_DIR}/remotes.json`;
const NAME = /^[a-z0-9][a-z0-9_-]{0,62}$/;
const ENV = /^[A-Za-z_][A-Za-z0-9_]*$/;

export interface Remote {
  name: string;
  url: string;
  /** The one namespace synced (`teams/core`), or undefined for the whole store. */
  ns?: string;
  /** The environment variable holding the token for the server. */
  token_env?: string;
  /** The user name sent with the token (servers differ: x-access-token, oauth2 …). */
  user?: string;
}

/** The branch a remote's content lives on at the server. */
export function branchOf(remote: Remote): string {
  return remote.ns ? `mnemofs/${remote.ns}` : 'main';
}

export function checkRemote(r: Remote): Remote {
  if (!NAME.test(r.name))
    throw new MemError(
      'MEM_INVALID_ARG',
      `remote name "${r.name}" must be 1–63 lower-case letters, digits, "-" or "_"`,
    );
  let url: URL;
  try {
    url = new URL(r.url);
  } catch {
    throw new MemError('MEM_INVALID_ARG', `"${r.url}" is not a URL; give http(s)://host/repo.git`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new MemError(
      'MEM_INVALID_ARG',
      `${url.protocol} remotes are not supported; give an http(s):// URL of a git server (smart HTTP)`,
    );
  if (url.username || url.password)
    throw new MemError(
      'MEM_INVALID_ARG',
      'the URL holds credentials, which would then be stored in the store; remove them and pass --token-env VAR (the variable holding the token) or use git’s credential helper',
    );
  if (r.ns !== undefined && namespaceOf(r.ns) !== r.ns)
    throw new MemError(
      'MEM_INVALID_ARG',
      `--ns "${r.ns}" is not a namespace; give user, agents/<id> or teams/<id>`,
    );
  if (r.token_env !== undefined && !ENV.test(r.token_env))
    throw new MemError(
      'MEM_INVALID_ARG',
      `--token-env "${r.token_env}" is not an environment variable name; give the variable’s name, not the token`,
    );
  return r;
}

export class Remotes {
  constructor(private readonly files: StoreFiles) {}

  list(): Remote[] {
    if (!this.files.stat(FILE)) return [];
    return JSON.parse(this.files.read(FILE).toString('utf8')) as Remote[];
  }

  get(name: string): Remote {
    const r = this.list().find((x) => x.name === name);
    if (!r)
      throw new MemError(
        'MEM_NOT_FOUND',
        `no remote "${name}"; \`mnemofs remote list\` shows them, \`mnemofs remote add NAME URL\` adds one`,
      );
    return r;
  }

  add(remote: Remote): Remote {
    const all = this.list();
    if (all.some((r) => r.name === remote.name))
      throw new MemError(
        'MEM_EXISTS',
        `remote "${remote.name}" exists; \`mnemofs remote remove ${remote.name}\` first`,
      );
    this.save([...all, checkRemote(remote)]);
    return remote;
  }

  remove(name: string): Remote {
    const r = this.get(name);
    this.save(this.list().filter((x) => x.name !== name));
    return r;
  }

  private save(all: Remote[]): void {
    this.files.write(FILE, Buffer.from(`${JSON.stringify(all, null, 2)}\n`), { mode: 0o600 });
  }
}
