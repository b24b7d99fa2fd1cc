import { isoNow } from '../engine/clock';
import { members, sessions, type MemberRecord, type SessionRecord } from '../member/collections';

/** Opens a session for a member and stamps the login. */
export async function openSession(member: MemberRecord, loginType: SessionRecord['loginType']): Promise<string> {
  const token = crypto.randomUUID().replace(/-/g, '');
  await sessions.create({ token, account: member.account, loginType, createdAt: isoNow() });
  await members.update((q) => q.where({ account: member.account }), {
    data(draft) {
      draft.lastLoginAt = isoNow();
      draft.failedLogins = 0;
      draft.captchaRequired = false;
    },
  });
  return token;
}

/** Finds a member by username, or by mobile number (mobile accounts log in with it). */
export function findMemberByLogin(login: string): MemberRecord | undefined {
  const wanted = login.trim().toLowerCase();
  return (
    members.findFirst((q) => q.where({ account: (account) => account.toLowerCase() === wanted })) ??
    members.findFirst((q) => q.where({ mobileNum: (mobile) => mobile === login.trim() }))
  );
}
