import { isoNow, now } from '../engine/clock';
import { members, sessions, type MemberRecord, type SessionRecord } from '../member/collections';
import { recordLogin } from '../member/login-history';
import { rgEndsSession } from '../responsibleGaming/state';

/** A session ends after this long without a request (README "Sessions"). */
export const SESSION_IDLE_MS = 30 * 60_000;
/** ...and this long after login, however busy. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;

/** Where a login came from, for the login history and the known IPs (SPEC §4 login from an unregistered IP). */
export interface LoginOrigin {
  ip: string;
  /** How an unregistered IP was verified (or 'REGISTER'); the IP is registered to the member from now on. */
  verifiedBy?: string;
}

/** Opens a session for a member and stamps the login (with its origin, when the caller is known). */
export async function openSession(member: MemberRecord, loginType: SessionRecord['loginType'], origin?: LoginOrigin): Promise<string> {
  const token = crypto.randomUUID().replace(/-/g, '');
  const at = isoNow();
  await sessions.create({ token, account: member.account, loginType, createdAt: at, lastSeenAt: at });
  await members.update((q) => q.where({ account: member.account }), {
    data(draft) {
      draft.lastLoginAt = at;
      // An IP becomes registered by passing a verification from it (or at registration), not by any login.
      if (origin?.verifiedBy && !(draft.knownIps ?? []).includes(origin.ip)) draft.knownIps = [...(draft.knownIps ?? []), origin.ip];
    },
  });
  if (origin) await recordLogin(member.account, origin.ip, loginType, origin.verifiedBy ?? null, at);
  return token;
}

function expired(session: SessionRecord, at: number): boolean {
  const lastSeen = Date.parse(session.lastSeenAt ?? session.createdAt);
  if (at - lastSeen > SESSION_IDLE_MS || at - Date.parse(session.createdAt) > SESSION_ABSOLUTE_MS) return true;
  // Responsible gaming: a time-out ends every session at once, a session-length limit ends it at the limit.
  return rgEndsSession(session.account, Date.parse(session.createdAt), at);
}

/**
 * The live session behind a token, touched as used; an expired one is
 * deleted and treated as no session at all (401 NOT_LOGGED_IN on token routes).
 */
export function liveSession(token: string | null): SessionRecord | null {
  if (!token) return null;
  const session = sessions.findFirst((q) => q.where({ token }));
  if (!session) return null;
  const at = now();
  if (expired(session, at)) {
    sessions.delete((q) => q.where({ token }));
    return null;
  }
  // Not awaited: the request goes on with the session it found; the stamp only moves the idle clock, and a
  // session ended meanwhile (logout in a parallel request) has nothing left to stamp.
  sessions.update((q) => q.where({ token }), { data(draft) { draft.lastSeenAt = new Date(at).toISOString(); } }).catch(() => undefined);
  return session;
}

/** The member a session belongs to (the pipeline's caller, with liveSession: configureEngine in mocks/handlers.ts). */
export function memberOfSession(session: SessionRecord): MemberRecord | null {
  return members.findFirst((q) => q.where({ account: session.account })) ?? null;
}

/** Ends every session of a member but the one named (password change, reset). */
export function endSessionsOf(account: string, keepToken?: string): void {
  sessions.deleteMany((q) => q.where({ account }).and((session) => session.token !== keepToken));
}

/** Finds a member by username, or by mobile number (mobile accounts log in with it). */
export function findMemberByLogin(login: string): MemberRecord | undefined {
  const wanted = login.trim().toLowerCase();
  return (
    members.findFirst((q) => q.where({ account: (account) => account.toLowerCase() === wanted })) ??
    members.findFirst((q) => q.where({ mobileNum: (mobile) => mobile === login.trim() }))
  );
}

/** The member whose full international number this is (SMS login, reset by mobile). */
export function findMemberByPhone(dial: string, mobile: string): MemberRecord | undefined {
  const normal = (value: string | undefined) => `+${(value ?? '').trim().replace(/^\+/, '')}`;
  return members.findFirst((q) => q.where({ mobileNum: mobile }).and((member) => normal(member.countryDialingCode) === normal(dial)));
}
