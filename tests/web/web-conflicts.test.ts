// A sync conflict on the owner's page: the review queue shows it with the base, this
// store's and the remote's versions side by side; taking the remote's writes it through the
// store (origin web), ends the conflict, and the next sync carries the choice to the remote.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openOrInitStore } from '../../src/cli/open-store.js';
import { startServices, type Services } from '../../src/cli/services.js';
import { listenHttp } from '../../src/cli/http-server.js';
import { TokenStore } from '../../src/cli/tokens.js';
import { loadPrincipals } from '../../src/cli/principal.js';
import { context, OWNER } from '../../src/store/context.js';
import { browserUnavailable, launchBrowser } from '../helpers/browser.js';
import { gitServerUnavailable, startGitServer } from '../helpers/git-server.js';

const NS = 'teams/core';

test(
  'a sync conflict is resolved on the page, three-way',
  { skip: browserUnavailable() ?? gitServerUnavailable() },
  async () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemofs-web-conflict-'));
    fs.mkdirSync(path.join(base, 'server'));
    const server = await startGitServer(path.join(base, 'server'));
    const bare = server.bare('team.git');
    const stores: Services[] = [];
    for (const name of ['a', 'b']) {
      const s = await startServices(openOrInitStore(path.join(base, name)), { watch: false });
      s.sync.remotes.add({ name: 'hub', url: server.url('team.git'), ns: NS });
      stores.push(s);
    }
    const [a, b] = stores as [Services, Services];
    const ctx = context(OWNER, 'cli');
    const note = `${NS}/plan.md`;
    await a.store.write(ctx, note, 'ship on friday\n');
    await a.sync.sync(ctx, 'hub');
    await b.sync.sync(ctx, 'hub');
    await a.store.write(ctx, note, 'ship on monday\n', { overwrite: true });
    await b.store.write(ctx, note, 'ship on tuesday\n', { overwrite: true });
    await a.sync.sync(ctx, 'hub');
    assert.deepEqual((await b.sync.sync(ctx, 'hub')).conflicts, [note]);

    const dir = path.join(base, 'b');
    const token = new TokenStore(b.store.files).create('owner').token;
    const web = await listenHttp(b, '127.0.0.1:0', new TokenStore(b.store.files), () =>
      loadPrincipals(dir),
    );
    const site = web.url.replace(/\/mcp$/, '');
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(`${site}/`);
      await page.fill('input[name=token]', token);
      await Promise.all([
        page.waitForURL(`${site}/review`),
        page.click('form[action="/signin"] button'),
      ]);
      const card = page.locator('article.conflict');
      assert.equal(await card.count(), 1);
      const sides = await card.locator('.side').allTextContents();
      assert.equal(sides.length, 3);
      assert.match(sides[0] as string, /friday/);
      assert.match(sides[1] as string, /tuesday/);
      assert.match(sides[2] as string, /monday/);
      await Promise.all([
        page.waitForURL(`${site}/review`),
        card.locator('button:has-text("Take hub")').click(),
      ]);
      assert.match((await page.textContent('.flash')) ?? '', /remote version is kept/);
      assert.equal(await page.locator('article.conflict').count(), 0);
      assert.equal(fs.readFileSync(path.join(dir, note), 'utf8'), 'ship on monday\n');
      const resolved = fs
        .readFileSync(path.join(dir, '.mnemofs', 'audit.jsonl'), 'utf8')
        .split('\n')
        .filter((l) => l.includes('"review.resolve"'))
        .map((l) => JSON.parse(l) as { origin: string; ok: boolean });
      assert.ok(resolved.some((e) => e.origin === 'web' && e.ok));
      // The next syncs agree on it.
      await b.sync.sync(ctx, 'hub');
      await a.sync.sync(ctx, 'hub');
      assert.equal(
        execFileSync('git', ['-C', bare, 'show', `mnemofs/${NS}:${note}`], { encoding: 'utf8' }),
        'ship on monday\n',
      );
    } finally {
      await browser.close();
      await web.close();
      for (const s of stores) await s.close();
      await server.close();
      fs.rmSync(base, { recursive: true, force: true });
    }
  },
);
