import { afterEach, describe, expect, it, vi } from 'vitest';
import { DAY_MS } from '../../contracts/shared/jurisdictions';
import { RG_COOLING_OFF_MS } from '../../contracts/shared/responsible-gaming';
import { DEFAULT_SCENARIO, resetScenario, scenarioFromQuery, scenarioToQuery, setScenario } from '../../mocks/engine/scenario';
import { gamesOf } from '../../mocks/games/query';
import { kycRecords } from '../../mocks/kyc/collections';
import { callRoute, contract } from '../../src/lib/api';
import { asTrial, loginAs, useSimulatedBackend } from '../support/backend';
import { humanCheck } from '../support/human';
import { deposit as depositVia, firstCard, withdraw } from '../support/money';
import { refusal } from '../support/refusal';
import { slotLaunchQuery, slotTrialQuery } from './examples/games';

/**
 * Issue 35: the simulated backend enforces the jurisdiction profile the scenario names (PH by
 * default, UK, MT), whatever the client shows. Each rule of the README's jurisdiction table that
 * the backend enforces has its test here.
 */
useSimulatedBackend();
afterEach(() => vi.useRealTimers());

const rg = contract.responsibleGaming;
let counter = 0;
const rid = () => `juris-${Date.now()}-${(counter += 1)}`;
const base = { domain: 'demo.casino.local', login: true as const, registerUrl: 'https://demo.casino.local/register', registerMethod: 'WEB' as const };
const register = async (username: string, declaration?: 'NONE' | 'STUDENT' | 'OFFICIAL' | 'AFP_PNP') =>
  callRoute(contract.member.register, { body: { ...base, ...(await humanCheck()), username, password: 'Secret@1', confirmPassword: 'Secret@1', declaration } });
const USDT = { bankCode: 'USDT', bankType: 'CRYPTO' as const, mcsBankCode: 'USDT_TRC20' };
const cryptoDeposit = (username = 'player01') =>
  callRoute(contract.wallet.depositVirtualWallet, { body: { targetUsername: username, amount: 1_000, vendorId: 5, ...USDT, requestId: rid() } });
/** GCash: approved at once. */
const gcash = (amount: number, username = 'player01') => depositVia(1, amount, rid(), username);
const slot = () => {
  const game = gamesOf('RNG').find((candidate) => candidate.gameClassify === 'SLOT' && candidate.minBet <= 1)!;
  return { gameId: game.gameId, nodeId: game.nodeId, accountType: 1, confirmTrans: 0, vassalage: game.vassalage, launchMode: 'GLS' as const, platform: 'html5-desktop', clientType: 3 };
};
/** KYC approved, as the back office does it. */
async function verify(account: string): Promise<void> {
  await kycRecords.delete((q) => q.where({ account }));
  await kycRecords.create({ account, enabled: true, status: 'Y', personalInfo: null, images: null, submittedAt: null, updateTime: new Date().toISOString() });
}

describe('the profile in the scenario, the URL and the start-up status', () => {
  it('is the brand\'s (PH) by default, read from and written to `jurisdiction=`, unknown values ignored', () => {
    expect(DEFAULT_SCENARIO.jurisdiction).toBe('PH');
    expect(scenarioToQuery(resetScenario()).has('jurisdiction')).toBe(false);
    expect(scenarioFromQuery(new URLSearchParams('jurisdiction=MT&persona=player'))).toEqual({ jurisdiction: 'MT', persona: 'player' });
    expect(scenarioFromQuery(new URLSearchParams('jurisdiction=XX'))).toEqual({});
    const scenario = setScenario({ jurisdiction: 'UK' });
    expect(scenarioToQuery(scenario).get('jurisdiction')).toBe('UK');
    expect(scenarioFromQuery(scenarioToQuery(scenario))).toEqual({ jurisdiction: 'UK' });
  });

  it('is named in the start-up status, so the app follows the scenario', async () => {
    expect((await callRoute(contract.system.status, { query: {} })).info?.jurisdiction).toBe('PH');
    setScenario({ jurisdiction: 'MT' });
    expect((await callRoute(contract.system.status, { query: {} })).info?.jurisdiction).toBe('MT');
  });
});

describe('PH (PAGCOR, the default)', () => {
  it('refuses a registration declaring a barred category (student, official, AFP/PNP) and takes one declaring none', async () => {
    for (const [index, category] of (['STUDENT', 'OFFICIAL', 'AFP_PNP'] as const).entries()) {
      const refused = await refusal(register(`barred${index}x`, category));
      expect(refused.errorCode).toBe('register_barred_category');
      expect(refused.value).toEqual({ category });
    }
    expect((await register('declared1', 'NONE')).token).toBeTruthy();
    // UKGC bars none of these categories.
    setScenario({ jurisdiction: 'UK' });
    expect((await register('student1uk', 'STUDENT')).token).toBeTruthy();
  });

  it('lists crypto as unavailable and refuses a crypto deposit; MGA takes it', async () => {
    await loginAs('player01', 'Player@123');
    const channels = (await callRoute(contract.wallet.depositChannels)).channels!;
    expect(channels.find((channel) => channel.bankType === 'CRYPTO')).toMatchObject({ enabled: false });
    expect(channels.filter((channel) => channel.bankType !== 'CRYPTO' && channel.vendorId !== 6).every((channel) => channel.enabled)).toBe(true);
    const refused = await refusal(cryptoDeposit());
    expect(refused.errorCode).toBe('deposit_channel_barred');
    expect(refused.value).toEqual({ kind: 'CRYPTO' });
    setScenario({ jurisdiction: 'MT' });
    expect((await cryptoDeposit()).status).toBe('PENDING');
  });

  it('keeps a self-exclusion irrevocable: no shortening, no all-brands choice', async () => {
    await loginAs('player01', 'Player@123');
    expect((await refusal(callRoute(rg.selfExclude, { body: { term: '1Y', password: 'Player@123', allBrands: true } }))).errorCode).toBe('request_param_err');
    await callRoute(rg.selfExclude, { body: { term: '1Y', password: 'Player@123' } });
    const refused = await refusal(callRoute(rg.shortenExclusion, { body: { term: '6M', reason: 'I would like to play again sooner than planned' } }));
    expect(refused.errorCode).toBe('rg_exclusion_change_refused');
    expect(refused.value).toEqual({ reason: 'NOT_ALLOWED' });
  });

  it('asks nothing of UKGC or MGA: deposits before any prompt, plays with no message, shows no net deposits', async () => {
    await loginAs('player01', 'Player@123');
    const status = await callRoute(rg.status);
    expect(status.regulation).toMatchObject({ jurisdiction: 'PH', netDeposits: null });
    expect((await gcash(500)).status).toBe('APPROVED');
    expect(await callRoute(contract.games.launch, { query: slot() })).toBeTruthy();
    expect((await asTrial())).toBeTruthy();
    expect(await callRoute(contract.games.trialLaunch, { query: slotTrialQuery() })).toBeTruthy();
  });
});

describe('UK (UKGC)', () => {
  it('refuses a deposit and free play before age and identity are verified', async () => {
    setScenario({ jurisdiction: 'UK' });
    await loginAs('newbie01', '123456');
    const refused = await refusal(gcash(500, 'newbie01'));
    expect(refused.errorCode).toBe('kyc_verification_required');
    expect(refused.value).toEqual({ reason: 'DEPOSIT' });
    const trial = await refusal(asTrial());
    expect(trial.errorCode).toBe('kyc_verification_required');
    expect(trial.value).toEqual({ reason: 'FREE_PLAY' });
  });

  it('refuses a free trial of a game to a guest and to an unverified member, and gives it to a verified one', async () => {
    setScenario({ jurisdiction: 'UK' });
    const guest = await refusal(callRoute(contract.games.trialLaunch, { query: slotTrialQuery() }));
    expect([guest.errorCode, guest.value]).toEqual(['kyc_verification_required', { reason: 'FREE_PLAY' }]);
    await loginAs('newbie01', '123456');
    expect((await refusal(callRoute(contract.games.launch, { query: slotLaunchQuery(0) }))).errorCode).toBe('kyc_verification_required');
    await loginAs('player01', 'Player@123');
    expect(await callRoute(contract.games.launch, { query: slotLaunchQuery(0) })).toBeTruthy();
  });

  it('refuses the first deposit until the deposit-limit prompt is answered, by a limit or by none', async () => {
    setScenario({ jurisdiction: 'UK' });
    await verify('newbie01');
    await loginAs('newbie01', '123456');
    expect((await callRoute(rg.status)).regulation).toMatchObject({ depositPromptAnswered: false, hasDeposited: false });
    expect((await refusal(gcash(500, 'newbie01'))).errorCode).toBe('deposit_limit_prompt_required');
    // "No limit for now" answers it too.
    const answered = await callRoute(rg.setLimit, { body: { kind: 'DEPOSIT', period: 'DAILY', amount: null } });
    expect(answered.regulation?.depositPromptAnswered).toBe(true);
    expect((await gcash(500, 'newbie01')).status).toBe('APPROVED');
  });

  it('counts a deposit limit already set as the prompt answered', async () => {
    setScenario({ jurisdiction: 'UK' });
    // safeplay01: verified, no deposit yet, a weekly deposit limit of its own.
    await loginAs('safeplay01', 'Safe@1234');
    expect((await callRoute(rg.status)).regulation).toMatchObject({ depositPromptAnswered: true, hasDeposited: false, verified: true });
    expect((await gcash(500, 'safeplay01')).status).toBe('APPROVED');
  });

  it('asks no prompt of a member who has deposited before', async () => {
    setScenario({ jurisdiction: 'UK' });
    await loginAs('player01', 'Player@123');
    expect((await gcash(500)).status).toBe('APPROVED');
  });

  it('delays a limit increase 24 hours and applies a decrease at once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    setScenario({ jurisdiction: 'UK' });
    await loginAs('player01', 'Player@123');
    await callRoute(rg.setLimit, { body: { kind: 'DEPOSIT', period: 'DAILY', amount: 2_000 } });
    const raised = await callRoute(rg.setLimit, { body: { kind: 'DEPOSIT', period: 'DAILY', amount: 9_000 } });
    const daily = raised.limits.find((row) => row.kind === 'DEPOSIT' && row.period === 'DAILY')!;
    expect(daily).toMatchObject({ amount: 2_000, pending: { amount: 9_000 } });
    expect(Date.parse(daily.pending!.effectiveAt) - Date.parse(raised.session.serverTime)).toBe(RG_COOLING_OFF_MS);
    const lowered = await callRoute(rg.setLimit, { body: { kind: 'DEPOSIT', period: 'DAILY', amount: 1_000 } });
    expect(lowered.limits.find((row) => row.kind === 'DEPOSIT' && row.period === 'DAILY')).toMatchObject({ amount: 1_000, pending: null });
  });

  it('answers net deposits: approved deposits less paid withdrawals', async () => {
    setScenario({ jurisdiction: 'UK' });
    await loginAs('player01', 'Player@123');
    const before = (await callRoute(rg.status)).regulation!.netDeposits!;
    expect(before.net).toBe(Math.round((before.deposited - before.withdrawn) * 100) / 100);
    await gcash(700);
    const after = (await callRoute(rg.status)).regulation!.netDeposits!;
    expect(after.deposited - before.deposited).toBe(700);
    expect(after.net - before.net).toBe(700);
  });
});

describe('MT (MGA)', () => {
  it('refuses a launch until the responsible-gaming message is acknowledged, then plays', async () => {
    setScenario({ jurisdiction: 'MT' });
    await loginAs('player01', 'Player@123');
    expect((await callRoute(rg.status)).regulation?.messageAcknowledged).toBe(false);
    const refused = await refusal(callRoute(contract.games.launch, { query: slot() }));
    expect(refused.errorCode).toBe('rg_message_required');
    expect((await callRoute(rg.acknowledgeMessage)).regulation?.messageAcknowledged).toBe(true);
    expect(await callRoute(contract.games.launch, { query: slot() })).toBeTruthy();
  });

  it('owes the message to a member who just registered', async () => {
    setScenario({ jurisdiction: 'MT' });
    await register('maltese1');
    await loginAs('maltese1', 'Secret@1');
    expect((await callRoute(rg.status)).regulation?.messageAcknowledged).toBe(false);
  });

  it('self-excludes from all brands, and the excluded player can still withdraw', async () => {
    setScenario({ jurisdiction: 'MT' });
    await loginAs('player01', 'Player@123');
    const status = await callRoute(rg.selfExclude, { body: { term: '1Y', password: 'Player@123', allBrands: true } });
    expect(status.block).toMatchObject({ kind: 'SELF_EXCLUSION', allBrands: true, shortening: null });
    expect((await refusal(gcash(500))).errorCode).toBe('rg_self_excluded');
    expect((await withdraw(await firstCard(), 100, rid())).status).toBe('PENDING');
  });

  it('shortens an exclusion only with a reason, decided within 7 days, applied after 24 hours of cooling-off', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    setScenario({ jurisdiction: 'MT' });
    await loginAs('player01', 'Player@123');
    const start = Date.now();
    await callRoute(rg.selfExclude, { body: { term: '5Y', password: 'Player@123' } });
    const short = await refusal(callRoute(rg.shortenExclusion, { body: { term: '1Y', reason: 'want back' } }));
    expect([short.errorCode, short.value]).toEqual(['rg_exclusion_change_refused', { reason: 'REASON' }]);
    const reason = 'My circumstances changed and I have had support';
    const same = await refusal(callRoute(rg.shortenExclusion, { body: { term: '5Y', reason } }));
    expect(same.value).toEqual({ reason: 'NOT_SHORTER' });
    const asked = await callRoute(rg.shortenExclusion, { body: { term: '6M', reason } });
    expect(asked.block.shortening).toMatchObject({ reason, state: 'AWAITING_DECISION' });
    expect(Date.parse(asked.block.shortening!.decideBy) - start).toBeLessThanOrEqual(7 * DAY_MS + 1_000);
    expect(Date.parse(asked.block.shortening!.coolingOffEndsAt) - Date.parse(asked.block.shortening!.decideBy)).toBe(DAY_MS);
    expect((await refusal(callRoute(rg.shortenExclusion, { body: { term: '1Y', reason } }))).value).toEqual({ reason: 'PENDING' });
    // Decided, in its cooling-off: still excluded at the old end.
    vi.setSystemTime(start + 7 * DAY_MS + 60_000);
    await loginAs('player01', 'Player@123');
    const cooling = await callRoute(rg.status);
    expect(cooling.block).toMatchObject({ kind: 'SELF_EXCLUSION', shortening: { state: 'COOLING_OFF' } });
    // After the cooling-off, the exclusion ends at the later of the 6-month end and the cooling-off's end.
    vi.setSystemTime(start + 8 * DAY_MS + 120_000);
    await loginAs('player01', 'Player@123');
    const applied = await callRoute(rg.status);
    expect(applied.block.kind).toBe('SELF_EXCLUSION');
    expect(Date.parse(applied.block.until!) - start).toBeLessThan(190 * DAY_MS);
    vi.setSystemTime(start + 190 * DAY_MS);
    await loginAs('player01', 'Player@123');
    expect((await callRoute(rg.status)).block.kind).toBe('NONE');
  });
});
