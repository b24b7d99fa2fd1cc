import { contract } from '../../contracts';
import type { RgStatus } from '../../contracts/responsibleGaming';
import { ERROR_CODES } from '../../contracts/shared/errors';
import {
  RG_LIMIT_KINDS,
  RG_LIMIT_PERIODS,
  RG_TIMEOUT_MS,
  exclusionEnd,
  periodWindow,
  requestLimitChange,
  settleLimit,
} from '../../contracts/shared/responsible-gaming';
import { requireRealMember } from '../engine/auth';
import { clockRate, isoNow, now } from '../engine/clock';
import { implement } from '../engine/implement';
import { exclusive, operationKey } from '../engine/lock';
import { ok, refuse } from '../engine/refusal';
import type { MemberRecord, SessionRecord } from '../member/collections';
import { checkLoginPassword } from '../member/payment-password';
import { endSessionsOf } from '../session/sessions';
import { activityOf } from './activity';
import { doorKey } from './doors';
import { rgSettings, type RgSettings } from './collections';
import { blockOf, emptySettings, limitKey, limitOf, playSince, sessionMinutesOf, settingsOf, usedIn } from './state';

const iso = (at: number) => new Date(at).toISOString();

export function statusOf(account: string, session: SessionRecord | null): RgStatus {
  const at = now();
  const settings = settingsOf(account) ?? emptySettings(account);
  const loginAt = session ? Date.parse(session.createdAt) : at;
  const sessionMinutes = sessionMinutesOf(settings, at);
  const block = blockOf(account, at);
  return {
    limits: RG_LIMIT_KINDS.flatMap((kind) =>
      RG_LIMIT_PERIODS.map((period) => ({
        kind,
        period,
        ...limitOf(settings, kind, period, at),
        used: usedIn(account, kind, period, at),
        resetsAt: iso(periodWindow(period, at).end),
      })),
    ),
    sessionLimit: (({ amount, pending }) => ({ minutes: amount, pending }))(settleLimit(settings.sessionLimit, at)),
    realityCheck: { intervalMinutes: settings.realityCheckMinutes },
    session: {
      loginAt: iso(loginAt),
      serverTime: iso(at),
      clockRate: clockRate(),
      lastCheckAt: session && settings.lastCheckToken === session.token ? settings.lastCheckAt : null,
      ...playSince(account, loginAt),
      endsAt: sessionMinutes === null ? null : iso(loginAt + sessionMinutes * 60_000),
    },
    block:
      block.kind === 'NONE'
        ? { kind: 'NONE', since: null, until: null }
        : { kind: block.kind, since: block.kind === 'SELF_EXCLUSION' ? iso(block.since) : null, until: iso(block.until) },
  };
}

/** One member's settings change at a time, and never beside a deposit or bet that reads them. */
async function change(member: MemberRecord, edit: (draft: RgSettings) => void, check?: () => void): Promise<void> {
  await exclusive([operationKey(member.account)], async () => {
    check?.();
    if (!settingsOf(member.account)) await rgSettings.create(emptySettings(member.account));
    await rgSettings.update((q) => q.where({ account: member.account }), { data: edit });
  });
}

/** A block's start (time-out, self-exclusion): one change under the member's door key, then its `op:` key. */
function blocking(member: MemberRecord, edit: (draft: RgSettings) => void, check?: () => void): Promise<void> {
  return exclusive([doorKey(member.account)], () => change(member, edit, check));
}

/**
 * The login password, under the account's one count of wrong passwords (mocks/member/payment-password.ts).
 * What would refuse the act is judged first, so a right password is always followed by it.
 */
async function requirePassword(member: MemberRecord, password: string): Promise<void> {
  requireNoExclusion(member);
  await checkLoginPassword(member, password, 'password');
}

function requireNoExclusion(member: MemberRecord): void {
  const block = blockOf(member.account, now());
  if (block.kind === 'SELF_EXCLUSION') {
    throw refuse(ERROR_CODES.RG_SELF_EXCLUDED, 'You are already self-excluded; the exclusion cannot be changed during its term', 409, { until: iso(block.until) });
  }
}

export const responsibleGamingImpl = implement(contract.responsibleGaming, {
  status: (_input, ctx) => {
    const member = requireRealMember(ctx);
    return ok(statusOf(member.account, ctx.session));
  },

  setLimit: async ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    await change(member, (draft) => {
      const key = limitKey(body.kind, body.period);
      draft.limits = { ...draft.limits, [key]: requestLimitChange(draft.limits[key] ?? { amount: null, pending: null }, body.amount, now()) };
    });
    return ok(statusOf(member.account, ctx.session));
  },

  setSessionLimit: async ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    await change(member, (draft) => {
      draft.sessionLimit = requestLimitChange(draft.sessionLimit, body.minutes, now());
    });
    return ok(statusOf(member.account, ctx.session));
  },

  setRealityCheck: async ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    await change(member, (draft) => {
      draft.realityCheckMinutes = body.intervalMinutes;
    });
    return ok(statusOf(member.account, ctx.session));
  },

  acknowledgeRealityCheck: async (_input, ctx) => {
    const member = requireRealMember(ctx);
    const token = ctx.session?.token ?? null;
    await change(member, (draft) => {
      draft.lastCheckToken = token;
      draft.lastCheckAt = isoNow();
    });
    return ok(statusOf(member.account, ctx.session));
  },

  timeOut: async ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    await requirePassword(member, body.password);
    // Under the door key (doors.ts): no money request of the member passes the guard before the block and acts after it.
    await blocking(member, (draft) => {
      const until = now() + RG_TIMEOUT_MS[body.period];
      // A time-out never shortens one already running.
      draft.timeoutUntil = iso(Math.max(until, draft.timeoutUntil ? Date.parse(draft.timeoutUntil) : 0));
    }, () => requireNoExclusion(member));
    endSessionsOf(member.account);
    return ok(null, 'Your time-out has started');
  },

  selfExclude: async ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    await requirePassword(member, body.password);
    await blocking(member, (draft) => {
      const since = now();
      draft.exclusion = { since: iso(since), until: iso(exclusionEnd(since, body.term)) };
    }, () => requireNoExclusion(member));
    return ok(statusOf(member.account, ctx.session));
  },

  activity: ({ query }, ctx) => {
    const member = requireRealMember(ctx);
    return ok(activityOf(member.account, query));
  },
});
