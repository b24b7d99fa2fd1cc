import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { ERROR_BEHAVIOURS, errorBehaviour, launchScreenOf, PIPELINE_BEHAVIOURS, type ErrorBehaviour } from '../../src/lib/api/errorBehaviour';

const facts = (errorCode: string, status = 400, more: { silent?: boolean; withToken?: boolean } = {}) =>
  errorBehaviour({ errorCode, status, silent: more.silent ?? false, withToken: more.withToken ?? true });

/** WIRE.md §4.4, row by row: the code, the status it may come with, and what the app does. */
const ROWS: Array<[string, number, ErrorBehaviour]> = [
  [ERROR_CODES.TOKEN_IP_DIFFERENT, 401, 'forceLogout'],
  [ERROR_CODES.TOKEN_INVALID, 401, 'forceLogout'],
  [ERROR_CODES.NOT_LOGGED_IN, 401, 'forceLogout'],
  [ERROR_CODES.CUSTOMER_NOT_LOGIN, 400, 'forceLogout'],
  ['any_code_at_all', 401, 'forceLogout'],
  [ERROR_CODES.LOGIN_VERIFICATION_REQUIRED, 400, 'loginVerification'],
  [ERROR_CODES.BIND_CUSTOMER_REQUIRED, 400, 'bindCustomer'],
  [ERROR_CODES.TOO_MANY_REQUEST, 429, 'rateLimited'],
  [ERROR_CODES.TOO_MANY_REQUESTS, 429, 'rateLimited'],
  [ERROR_CODES.MERCHANT_SETUP, 400, 'log'],
  [ERROR_CODES.VENDOR_MAINTENANCE, 400, 'vendorMaintenance'],
  [ERROR_CODES.LAUNCH_BALANCE_NOT_ENOUGH, 400, 'depositOffer'],
  [ERROR_CODES.DOMAIN_NOT_AVAILABLE, 400, 'domainCheck'],
  [ERROR_CODES.PREVIOUS_GAME_NOT_FINISHED, 400, 'dialog'],
  [ERROR_CODES.SYSTEM_BUSY, 500, 'dialog'],
  [ERROR_CODES.FEATURE_DISABLED, 400, 'dialog'],
  [ERROR_CODES.METHOD_NOT_SUPPORTED, 405, 'dialog'],
  [ERROR_CODES.ENCRYPTION_REQUIRED, 400, 'dialog'],
  [ERROR_CODES.VALIDATION, 400, 'inline'],
  [ERROR_CODES.HUMAN_CHECK_FAILED, 400, 'humanCheck'],
  ['register.geetest.fail', 400, 'humanCheck'],
  ['#1066', 400, 'humanCheck'],
  [ERROR_CODES.WITHDRAW_TURNOVER_NOT_ENOUGH, 400, 'withdrawTurnover'],
  [ERROR_CODES.WITHDRAW_DEPOSIT_NOT_REACHED, 400, 'withdrawDeposit'],
  [ERROR_CODES.PROMOTION_TURNOVER_NOT_ENOUGH, 400, 'dialog'],
  [ERROR_CODES.MEMBER_INFORMATION_INCOMPLETE, 400, 'memberInfoIncomplete'],
  [ERROR_CODES.WRONG_PAYMENT_PASSWORD, 400, 'paymentPasswordField'],
  [ERROR_CODES.PAYMENT_PASSWORD_NOT_SET, 400, 'setPaymentPassword'],
  [ERROR_CODES.WITHDRAW_NOT_SUPPORTED, 400, 'silent'],
  [ERROR_CODES.PROMOTION_REQUIREMENT, 400, 'promotionRequirement'],
  ['prom.claim.req.field', 400, 'promotionRequirement'],
  [ERROR_CODES.NO_MISSION_CLAIM, 400, 'dialog'],
  ['http_502', 502, 'log'],
  ['http_504', 504, 'timeout'],
  ['TIMEOUT', 0, 'timeout'],
  ['NO_RSA_KEY', 0, 'timeout'],
  ['NETWORK', 0, 'network'],
  ['something_else', 400, 'inline'],
];

describe('the failure table (WIRE.md §4.4)', () => {
  it.each(ROWS)('%s (HTTP %i) → %s', (code, status, behaviour) => {
    expect(facts(code, status)).toBe(behaviour);
  });

  it('names every code of the table it acts on', () => {
    for (const [code] of ROWS.filter(([code]) => !code.startsWith('http_') && !['TIMEOUT', 'NO_RSA_KEY', 'NETWORK', 'any_code_at_all', 'something_else', 'register.geetest.fail', '#1066'].includes(code))) {
      expect(ERROR_BEHAVIOURS, code).toHaveProperty([code]);
    }
  });

  it('a silent call shows nothing, not even on a 401 (§4.5)', () => {
    expect(facts(ERROR_CODES.NOT_LOGGED_IN, 401, { silent: true })).toBe('silent');
    expect(facts(ERROR_CODES.VENDOR_MAINTENANCE, 400, { silent: true })).toBe('silent');
    expect(facts('TIMEOUT', 0, { silent: true })).toBe('silent');
  });

  it('a guest who meets a 401 or a force-logout code learns it must log in; there is no session to end', () => {
    expect(facts(ERROR_CODES.NOT_LOGGED_IN, 401, { withToken: false })).toBe('inline');
    expect(facts(ERROR_CODES.TOKEN_IP_DIFFERENT, 400, { withToken: false })).toBe('inline');
  });

  it('a launch route\'s rows are the game frame\'s screens (issue 35); the same codes elsewhere keep their row', () => {
    const launch = (code: string, route: string, status = 400) => errorBehaviour({ errorCode: code, status, silent: false, withToken: true, route });
    for (const route of ['games.launch', 'games.trialLaunch']) {
      expect(launch(ERROR_CODES.PREVIOUS_GAME_NOT_FINISHED, route)).toBe('gameFrame');
      expect(launch(ERROR_CODES.VENDOR_MAINTENANCE, route)).toBe('gameFrame');
      expect(launch(ERROR_CODES.LAUNCH_BALANCE_NOT_ENOUGH, route)).toBe('gameFrame');
      expect(launch(ERROR_CODES.SYSTEM_BUSY, route, 500)).toBe('gameFrame');
      // Not a launch row: the table as before (a bug's dialog, a session's end).
      expect(launch(ERROR_CODES.METHOD_NOT_SUPPORTED, route, 405)).toBe('dialog');
      expect(launch(ERROR_CODES.TOKEN_INVALID, route, 401)).toBe('forceLogout');
    }
    expect(launch(ERROR_CODES.VENDOR_MAINTENANCE, 'games.vendorLanes')).toBe('vendorMaintenance');
    expect(launch(ERROR_CODES.SYSTEM_BUSY, 'wallet.getBalance', 500)).toBe('dialog');
    expect(PIPELINE_BEHAVIOURS.has('gameFrame')).toBe(false);
    expect(launchScreenOf(ERROR_CODES.PREVIOUS_GAME_NOT_FINISHED)).toBe('previousGame');
    expect(launchScreenOf(ERROR_CODES.VALIDATION)).toBeNull();
  });

  it('the pipeline carries out the modal, dialog, logout and log behaviours; the callers the rest', () => {
    expect([...PIPELINE_BEHAVIOURS].sort()).toEqual(['depositOffer', 'dialog', 'domainCheck', 'forceLogout', 'log', 'vendorMaintenance']);
  });
});
