import { appReady, expect, expectAccessible, saveShot, test, visit } from './support/fixtures';

test('chaos from the QA toolbar: the games group fails while the page around it renders, the tab keeps it across a load, and it stops', async ({ page }) => {
  await visit(page);
  await page.keyboard.press('Alt+Shift+KeyQ');
  const toolbar = page.getByRole('region', { name: 'QA toolbar' });
  const chaos = toolbar.getByRole('group', { name: 'Chaos' });
  await chaos.getByLabel('Games: share of calls that fail, in per cent').fill('100');
  await chaos.getByLabel('Seed').fill('9');
  await chaos.getByRole('button', { name: 'Apply chaos' }).click();
  await expect(chaos.getByRole('status')).toContainText('seed 9');
  await expectAccessible(page, 'with the chaos panel set');

  // The tab keeps its scenario across a load: the live casino's game calls fail, the shell around it answers.
  await visit(page, 'live');
  await page.keyboard.press('Alt+Shift+KeyQ');
  await expect(toolbar.getByRole('table')).toContainText(/games\.\w+ \(chaos: /);
  await expect(page.getByTestId('game-tile')).toHaveCount(0);
  await expect(page.getByTestId('game-list-page')).toBeVisible();

  // A failure may have opened the app's notice dialog, whose backdrop covers the page (the toolbar too): close it first.
  const notice = page.getByRole('dialog');
  if (await notice.count()) {
    await expectAccessible(page, 'with a failure notice chaos caused');
    await page.keyboard.press('Escape');
    await expect(notice).toHaveCount(0);
  }
  await toolbar.getByRole('group', { name: 'Chaos' }).getByRole('button', { name: 'Stop chaos' }).click();
  await page.reload();
  await appReady(page);
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
});

test('a recording loaded in the QA toolbar answers in place of the seeded world', async ({ page }) => {
  await visit(page, 'live');
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  // The page's own game-list call, as `npm run record -- --har` would keep it, with its first game renamed.
  const recorded = await page.evaluate(async () => {
    const entry = performance.getEntriesByType('resource').map((item) => item.name).find((name) => name.includes('/wps/relay/GCSGAME_gameList'))!;
    const url = new URL(entry);
    const headers = { Merchant: 'rjc', Language: 'EN', 'X-Gateway-Version': '3', 'Content-Type': 'application/json' };
    const body = await (await fetch(entry, { headers })).json();
    body.value.games[0].gameName = 'Recorded Royal Baccarat';
    body.value.games[0].nodeName = 'Recorded Royal Baccarat';
    return { url: entry, answer: { route: 'games.list', method: 'GET', path: url.pathname.replace(/^\/demo/, ''), query: Object.fromEntries(url.searchParams), status: 200, body } };
  });
  await page.keyboard.press('Alt+Shift+KeyQ');
  const recordings = page.getByRole('region', { name: 'QA toolbar' }).getByRole('group', { name: 'Recordings' });
  const recording = { format: 1, name: 'live-lobby', source: 'https://staging.example', recordedAt: '2026-11-27T10:00:00.000Z', answers: [recorded.answer] };
  await recordings.getByLabel('Load a recording').setInputFiles({ name: 'live-lobby.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(recording)) });
  await expect(recordings).toContainText('1 answer from https://staging.example');
  await expectAccessible(page, 'with a recording loaded');

  // The same call now gets the recorded answer, and the request log says so.
  const name = await page.evaluate(async (url) => {
    const headers = { Merchant: 'rjc', Language: 'EN', 'X-Gateway-Version': '3', 'Content-Type': 'application/json' };
    return (await (await fetch(url, { headers })).json()).value.games[0].gameName as string;
  }, recorded.url);
  expect(name).toBe('Recorded Royal Baccarat');
  await expect(page.getByRole('region', { name: 'QA toolbar' }).getByRole('table')).toContainText('games.list (recorded)');
});

test('the virtual clock from the QA toolbar: paused, the agent’s countdown stands; a jump moves the page to the next window at once; the URL keeps it', async ({ page }) => {
  await visit(page, 'agentHome?page=agentRealtimeSalary&persona=agent-realtime&clock=paused');
  const window = page.getByTestId('rt-window');
  const countdown = page.getByRole('timer', { name: 'Next settlement' });
  await expect(window).toBeVisible();
  const shownWindow = await window.textContent();
  const shownCountdown = await countdown.textContent();
  // Paused: a second and a half of wall time later, the same countdown.
  await page.waitForTimeout(1_500);
  await expect(countdown).toHaveText(shownCountdown!);

  await page.keyboard.press('Alt+Shift+KeyQ');
  const toolbar = page.getByRole('region', { name: 'QA toolbar' });
  const clock = toolbar.getByRole('group', { name: 'Simulated clock' });
  await expect(clock.getByRole('button', { name: 'Paused' })).toHaveAttribute('aria-pressed', 'true');
  const simulatedBefore = Date.parse((await clock.locator('time').first().getAttribute('datetime'))!);
  // The agent header's clock is the simulated one too.
  const header = Date.parse((await page.getByTestId('agent-clock').locator('time').getAttribute('datetime'))!);
  expect(Math.abs(header - simulatedBefore)).toBeLessThan(2_000);

  await clock.getByRole('button', { name: '+5 min' }).click();
  await expect(clock.getByRole('status')).toContainText('Jumped to');
  // The page reads its answers again on the jump: the next 5-minute window, without a reload or a poll.
  await expect(window).not.toHaveText(shownWindow!);
  await expect.poll(async () => Date.parse((await page.getByTestId('agent-clock').locator('time').getAttribute('datetime'))!)).toBeGreaterThanOrEqual(simulatedBefore + 5 * 60_000);

  await clock.getByRole('button', { name: 'Jump to the next event' }).click();
  await expect(clock.getByRole('status')).toContainText('Jumped past:');
  await expectAccessible(page, 'with the clock panel after a jump');
  await saveShot(page, 'qa-clock-panel.png');

  // Paused, simulated time stands while the wall clock runs on, so how far ahead it is shrinks each second: the URL
  // must carry the lead at the moment of the copy, between the wall times read before and after it.
  const simulatedAfter = Date.parse((await clock.locator('time').first().getAttribute('datetime'))!);
  const wallBefore = await page.evaluate(() => Date.now());
  await toolbar.getByRole('button', { name: 'Copy URL of this state' }).click();
  // The click resolves before the page handles it: wait for the address bar to take the state.
  await expect.poll(() => new URL(page.url()).searchParams.get('clockAhead')).not.toBeNull();
  const wallAfter = await page.evaluate(() => Date.now());
  const url = new URL(page.url());
  expect(url.searchParams.get('clock')).toBe('paused');
  const ahead = Number(url.searchParams.get('clockAhead'));
  expect(ahead).toBeGreaterThanOrEqual(simulatedAfter - wallAfter - 1_000);
  expect(ahead).toBeLessThanOrEqual(simulatedAfter - wallBefore + 1_000);
  expect(simulatedAfter).toBeGreaterThanOrEqual(simulatedBefore + 5 * 60_000);
});
