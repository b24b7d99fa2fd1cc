import { LOGIN_HISTORY_SIZE, type LoginRecord } from '../../contracts/member';
import { isoNow } from '../engine/clock';
import { onSecurityReset } from '../engine/client';
import { loginHistory } from './collections';

/** Ids count on from the highest stored; a reseed starts them over, so the same seed gives the same ids. */
let nextId = 1;
onSecurityReset(() => {
  nextId = 1;
});

/** Appends one login of a member: where from, how, and how an unregistered IP was verified. */
export async function recordLogin(account: string, ip: string, loginType: string, verifiedBy: string | null = null, at = isoNow()): Promise<void> {
  const highest = loginHistory.all().reduce((max, row) => Math.max(max, row.id), 0);
  nextId = Math.max(nextId, highest + 1);
  await loginHistory.create({ id: nextId, account, ip, loginTime: at, loginType, verifiedBy });
  nextId += 1;
}

/** The member's last logins, newest first. */
export function loginHistoryOf(account: string): LoginRecord[] {
  return loginHistory
    .findMany((q) => q.where({ account }))
    .sort((a, b) => b.loginTime.localeCompare(a.loginTime) || b.id - a.id)
    .slice(0, LOGIN_HISTORY_SIZE)
    .map(({ id, ip, loginTime, loginType, verifiedBy }) => ({ id, ip, loginTime, loginType, verifiedBy }));
}
