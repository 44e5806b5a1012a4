// The principals the scope tests use (config.toml [[agents]]) and the secrets planted in
// agent B's namespace that agent A must never see.

import fs from 'node:fs';
import path from 'node:path';

export const CANARY = 'CANARY-7f3a9c';

export const SCOPES = `
[[agents]]
id = "a"
user = "read"

[[agents]]
id = "b"
user = "write"
teams = ["core"]

[[agents]]
id = "reader"
user = "read"
tools = "reader"
`;

/** Writes the principals' config and B's secrets (a note, a fact, a file named with the canary). */
export function plant(dir: string): void {
  fs.writeFileSync(path.join(dir, '.mnemofs', 'config.toml'), SCOPES);
  const b = path.join(dir, 'agents', 'b');
  fs.mkdirSync(path.join(b, 'facts'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'agents', 'a'), { recursive: true });
  fs.writeFileSync(path.join(b, 'secret.md'), `# B's notes\n\nThe launch code is ${CANARY}.\n`);
  fs.writeFileSync(path.join(b, `${CANARY}.md`), 'named with the canary\n');
  fs.writeFileSync(
    path.join(b, 'facts', 'f-00000000000000aa.md'),
    `---\nid: f-00000000000000aa\ntitle: ${CANARY}\ntrust: trusted\nfingerprint: x\nns: agents/b\nvalid_from: 2026-01-01T00:00:00Z\nrecorded_at: 2026-01-01T00:00:00Z\n---\nsecret ${CANARY}\n`,
  );
  fs.writeFileSync(
    path.join(dir, 'user', 'shared.md'),
    'The owner’s shared note about launches.\n',
  );
}
