import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRIAL_ACCOUNT_TYPE } from '../../contracts/shared/constants';
import { members } from '../../mocks/member/collections';
import { TRIAL_ACCOUNTS_PER_CALLER, TRIAL_ACCOUNTS_PER_IP, TRIAL_WINDOW_MS } from '../../mocks/session/trial-limit';
import { apiSettings, callRoute, configureApi, contract } from '../../src/lib/api';
import { useSimulatedBackend } from '../support/backend';
import { burst } from '../support/burst';
import { refusal } from '../support/refusal';
import { asCookie } from '../support/wire';

/**
 * Issue 31 point 8: "200 free-play accounts can be created at once by one caller". Free play is now
 * 5 accounts per caller (its cookie) in any 10 minutes, and 20 per IP, whatever cookies it shows.
 */
useSimulatedBackend();

const home = apiSettings().cookie;
afterEach(() => {
  configureApi({ cookie: home });
  vi.useRealTimers();
});

const freePlay = () => callRoute(contract.session.freePlay, { body: { os: 'Linux', platform: 'W' } });
const trialCount = () => members.findMany((q) => q.where({ type: TRIAL_ACCOUNT_TYPE })).length;

describe('free-play accounts are rate-limited per caller', () => {
  it('a burst of 20 from one caller makes 5 accounts; the rest answer 429 with when to retry', async () => {
    expect(TRIAL_ACCOUNTS_PER_CALLER).toBe(5);
    expect(TRIAL_WINDOW_MS).toBe(10 * 60_000);
    const before = trialCount();
    const { ok, refused } = await burst(() => freePlay());
    expect(ok).toHaveLength(TRIAL_ACCOUNTS_PER_CALLER);
    expect(refused).toHaveLength(20 - TRIAL_ACCOUNTS_PER_CALLER);
    for (const error of refused) {
      expect(error).toMatchObject({ status: 429, errorCode: 'TOO_MANY_REQUESTS' });
      expect((error.value as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(590);
    }
    expect(trialCount() - before).toBe(TRIAL_ACCOUNTS_PER_CALLER);
  });

  it('the window slides: ten minutes after the first, that caller may make one again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await freePlay();
    vi.setSystemTime(Date.now() + 60_000);
    for (let index = 1; index < TRIAL_ACCOUNTS_PER_CALLER; index += 1) await freePlay();
    expect((await refusal(freePlay())).value).toEqual({ retryAfterSeconds: 540 });
    vi.setSystemTime(Date.now() + 9 * 60_000);
    await expect(freePlay()).resolves.toHaveProperty('token');
    expect((await refusal(freePlay())).status).toBe(429);
  });

  it('another browser has its own allowance, but fresh cookies from one IP stop at 20', async () => {
    for (let index = 0; index < TRIAL_ACCOUNTS_PER_CALLER; index += 1) await freePlay();
    expect((await refusal(freePlay())).status).toBe(429);
    configureApi({ cookie: asCookie('another-browser') });
    await expect(freePlay()).resolves.toHaveProperty('token');
    // A script that shows a new cookie on every call.
    const answers: Array<'ok' | number> = [];
    for (let index = 0; index < 30; index += 1) {
      configureApi({ cookie: asCookie(`rotating-${index}`) });
      answers.push(await freePlay().then(() => 'ok' as const, (error: { status: number }) => error.status));
    }
    expect(answers.filter((answer) => answer === 'ok')).toHaveLength(TRIAL_ACCOUNTS_PER_IP - TRIAL_ACCOUNTS_PER_CALLER - 1);
    expect(new Set(answers.filter((answer) => answer !== 'ok'))).toEqual(new Set([429]));
  });
});
