import {
  NO_LIMIT,
  periodWindow,
  settleLimit,
  sessionLimitReached,
  type RgLimitKind,
  type RgLimitPeriod,
  type RgLimitSetting,
} from '../../contracts/shared/responsible-gaming';
import { exclusionEndAt, profileOf } from '../../contracts/shared/jurisdictions';
import { getScenario } from '../engine/scenario';
import { deposits, ledger } from '../wallet/collections';
import { round2 } from '../engine/helpers';
import { isGameReturn } from '../wallet/ledger';
import { rgSettings, type RgSettings } from './collections';

/**
 * What the responsible-gaming settings say at a moment: read by the route
 * guards of other domains (deposit, launch, bet, login, session expiry), so
 * it imports nothing that imports them.
 */

export const limitKey = (kind: RgLimitKind, period: RgLimitPeriod) => `${kind}:${period}`;

export function settingsOf(account: string): RgSettings | undefined {
  return rgSettings.findFirst((q) => q.where({ account }));
}

export function emptySettings(account: string): RgSettings {
  return {
    account, limits: {}, sessionLimit: { ...NO_LIMIT }, realityCheckMinutes: null,
    lastCheckToken: null, lastCheckAt: null, timeoutUntil: null, exclusion: null,
  };
}

export function limitOf(settings: RgSettings | undefined, kind: RgLimitKind, period: RgLimitPeriod, at: number): RgLimitSetting {
  return settleLimit(settings?.limits[limitKey(kind, period)] ?? NO_LIMIT, at);
}

export function sessionMinutesOf(settings: RgSettings | undefined, at: number): number | null {
  return settleLimit(settings?.sessionLimit ?? NO_LIMIT, at).amount;
}

export type RgBlock = { kind: 'NONE' } | { kind: 'TIMEOUT'; until: number } | { kind: 'SELF_EXCLUSION'; since: number; until: number };

/** A time-out or self-exclusion in force at `at`; both lift on their own at their end. */
export function blockOf(account: string, at: number): RgBlock {
  const settings = settingsOf(account);
  // An exclusion ends at its own end, or earlier once a shortening (MGA) is decided and cooled off.
  const exclusionUntil = settings?.exclusion ? exclusionEndAt(profileOf(getScenario().jurisdiction), settings.exclusion, at) : 0;
  if (settings?.exclusion && exclusionUntil > at) {
    return { kind: 'SELF_EXCLUSION', since: Date.parse(settings.exclusion.since), until: exclusionUntil };
  }
  if (settings?.timeoutUntil && Date.parse(settings.timeoutUntil) > at) return { kind: 'TIMEOUT', until: Date.parse(settings.timeoutUntil) };
  return { kind: 'NONE' };
}

/** Sessions a time-out ends at once, and those the session-length limit ends at the limit. */
export function rgEndsSession(account: string, loginAt: number, at: number): boolean {
  if (blockOf(account, at).kind === 'TIMEOUT') return true;
  return sessionLimitReached(loginAt, sessionMinutesOf(settingsOf(account), at), at);
}

const COUNTED_DEPOSITS = new Set(['PENDING', 'APPROVED']);

/**
 * How much of a limit the window holding `at` has used: deposits asked for, stakes, or net losses
 * (stakes less game returns only: isGameReturn, mocks/wallet/ledger.ts).
 */
export function usedIn(account: string, kind: RgLimitKind, period: RgLimitPeriod, at: number): number {
  const { start, end } = periodWindow(period, at);
  const inWindow = (iso: string) => {
    const time = Date.parse(iso);
    return time >= start && time < end;
  };
  if (kind === 'DEPOSIT') {
    return round2(
      deposits
        .findMany((q) => q.where({ account }))
        .filter((row) => COUNTED_DEPOSITS.has(row.status) && inWindow(row.createTime))
        .reduce((sum, row) => sum + row.amount, 0),
    );
  }
  const rows = ledger.findMany((q) => q.where({ account })).filter((row) => inWindow(row.createTime));
  const staked = -rows.filter((row) => row.kind === 'BET').reduce((sum, row) => sum + row.amount, 0);
  if (kind === 'WAGER') return round2(staked);
  // Stakes less what the games paid back: a refunded withdrawal or mall item is no game return.
  const returned = rows.filter(isGameReturn).reduce((sum, row) => sum + row.amount, 0);
  return round2(Math.max(0, staked - returned));
}

/** Stakes and results of the ledger since `since` (this login): what the reality check shows. */
export function playSince(account: string, since: number): { wagered: number; profitLoss: number } {
  const rows = ledger.findMany((q) => q.where({ account })).filter((row) => Date.parse(row.createTime) >= since);
  const staked = -rows.filter((row) => row.kind === 'BET').reduce((total, row) => total + row.amount, 0);
  const returned = rows.filter(isGameReturn).reduce((total, row) => total + row.amount, 0);
  return { wagered: round2(staked), profitLoss: round2(returned - staked) };
}
