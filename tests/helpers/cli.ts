// Runs the built CLI (`node dist/src/cli/main.js`), as a user would after `npm ci`.

import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';

export const BIN = path.join(import.meta.dirname, '../../dist/src/cli/main.js');

export function runCli(args: string[], env: NodeJS.ProcessEnv = {}) {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Why tests that read the store with the real `git` CLI cannot run here, if they cannot. */
export function gitUnavailable(): string | undefined {
  const r = spawnSync('git', ['--version'], { stdio: 'ignore' });
  return r.status === 0 ? undefined : 'the git CLI is not installed (apt-get install git)';
}

/** runCli without blocking this process (a server the test runs must keep answering). */
export function runCliAsync(
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}
