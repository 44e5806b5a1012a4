// Principals from config: the owner (always, granted every namespace), and the agents and
// teams of `[[agents]]` / `[[teams]]` in config.toml:
//
//   [[agents]]
//   id = "coder"          # namespace agents/coder/, read and write
//   user = "read"         # user/: "none" (default), "read" or "write"
//   teams = ["core"]      # teams/core/, read and write
//   tools = "writer"      # a profile (reader, writer, full — the default) or a list of tools
//
//   [[teams]]
//   id = "core"           # `--as team:core` acts for the team: teams/core/ only
//
// `--as` names one: `owner`, `agent:<id>`, `team:<id>`.

import { MemError } from '../errors/mem-error.js';
import { OWNER, type Principal } from '../store/context.js';
import { profileTools } from '../../mcp/profiles.js';
import { readConfigTables } from './config.js';

const ID = /^[a-z0-9][a-z0-9_-]{0,62}$/;

function checkId(id: unknown, where: string): string {
  if (typeof id !== 'string' || !ID.test(id)) {
    throw new MemError(
      'MEM_INVALID_ARG',
      `${where}: id ${JSON.stringify(id)} must be 1–63 lower-case letters, digits, "-" or "_"`,
    );
  }
  return id;
}

/** Every principal the store's config defines, by id. */
export function loadPrincipals(store: string, env = process.env): Map<string, Principal> {
  const out = new Map<string, Principal>([[OWNER.id, OWNER]]);
  const tables = readConfigTables(store, ['agents', 'teams'], env);
  const agents = tables.agents ?? [];
  const teams = tables.teams ?? [];
  for (const t of teams) {
    const id = checkId(t.id, '[[teams]]');
    out.set(`team:${id}`, { id: `team:${id}`, grants: [`teams/${id}`] });
  }
  for (const a of agents) {
    const id = checkId(a.id, '[[agents]]');
    const where = `[[agents]] ${id}`;
    const user = a.user ?? 'none';
    if (user !== 'none' && user !== 'read' && user !== 'write')
      throw new MemError('MEM_INVALID_ARG', `${where}: user must be "none", "read" or "write"`);
    const teamIds = Array.isArray(a.teams) ? a.teams.map((t) => checkId(t, `${where} teams`)) : [];
    const grants = [`agents/${id}`, ...teamIds.map((t) => `teams/${t}`)];
    if (user === 'write') grants.push('user');
    out.set(`agent:${id}`, {
      id: `agent:${id}`,
      grants,
      reads: user === 'read' ? ['user'] : [],
      tools: profileTools(a.tools ?? 'full', where),
    });
  }
  return out;
}

export function principalFor(
  flag: string | undefined,
  principals: Map<string, Principal>,
): Principal {
  const principal = principals.get(flag ?? 'owner');
  if (principal) return principal;
  throw new MemError(
    'MEM_INVALID_ARG',
    `unknown principal "${flag}"; this store knows: ${[...principals.keys()].join(', ')} — agents and teams are defined with [[agents]] / [[teams]] in .mnemofs/config.toml`,
  );
}
