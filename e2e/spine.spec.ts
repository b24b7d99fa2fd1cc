import { expect, test, type Page } from '@playwright/test';
import { savedDemoWorld } from './support/fixtures';

/**
 * The simulated backend in a real browser: the same handlers as in Node,
 * served by a service worker under /demo/, with the demo's data in IndexedDB.
 */
async function ready(page: Page, path = '') {
  await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** A raw call as the platform's client sends it (WIRE.md §1.1): the base headers, the raw token when given. */
async function api(page: Page, path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  return page.evaluate(async ({ path, init }) => {
    const response = await fetch(path, {
      method: init.method ?? 'GET',
      headers: {
        'Content-Type': 'application/json', Merchant: 'rjc', Device: 'web', Language: 'EN', 'X-Gateway-Version': '3',
        ...(init.token ? { Authorization: init.token } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return { status: response.status, body: await response.json() };
  }, { path, init });
}

test('the service worker answers contract routes and serves generated images', async ({ page }) => {
  await ready(page);
  const status = await api(page, '/wps/system/status?url=localhost');
  expect(status.status).toBe(200);
  expect(status.body).toMatchObject({ success: true, value: { maintenance: false, regionRestriction: false } });
  const image = await page.evaluate(async () => {
    const response = await fetch('/mock-assets/game/42.svg?label=Dragon');
    return { type: response.headers.get('content-type'), text: await response.text() };
  });
  expect(image.type).toBe('image/svg+xml');
  expect(image.text).toContain('Dragon');
});

test('a plaintext body on an encrypted route is refused in the browser too', async ({ page }) => {
  await ready(page);
  const answer = await api(page, '/wps/session/login', { method: 'POST', body: { username: 'player01', password: 'Player@123', type: 'username' } });
  expect(answer.status).toBe(400);
  expect(answer.body).toMatchObject({ success: false, errorCode: 'request_body_required' });
});

test('what a user changes survives a reload (IndexedDB)', async ({ page }) => {
  await ready(page);
  const saved = await savedDemoWorld(page);
  const trial = await api(page, '/wps/session/login/freeplay', { method: 'POST', body: { os: 'Linux', platform: 'W' } });
  const token = trial.body.value.token as string;
  const before = await api(page, '/wps/member/info', { token });
  expect(Number(before.body.value.type)).toBe(4);
  // The write is saved once the request is over: wait until the saved world holds the new account.
  await expect.poll(() => savedDemoWorld(page)).not.toBe(saved);
  expect(await savedDemoWorld(page)).toContain(before.body.value.account as string);
  await ready(page);
  const after = await api(page, '/wps/member/info', { token });
  expect(after.status).toBe(200);
  expect(after.body.value.account).toBe(before.body.value.account);
});

test('a URL scenario switches the backend: maintenance', async ({ page }) => {
  await ready(page, '?scenario=maintenance');
  const status = await api(page, '/wps/system/status?url=localhost');
  expect(status.body.value).toMatchObject({ maintenance: true, regionRestriction: false });
  const refused = await api(page, '/wps/captcha');
  expect(refused.status).toBe(503);
});
