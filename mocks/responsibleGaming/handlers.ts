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
  type RgExclusionTerm,
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
import {
  coolingOffEnd,
  requestShortening,
  shorteningRefusal,
  shorteningState,
} from '../../contracts/shared/jurisdictions';
import { currentProfile, depositPromptAnswered, hasDeposited, isVerified, netDepositsOf } from './jurisdiction';
import { blockOf, emptySettings, limitKey, limitOf, playSince, sessionMinutesOf, settingsOf, usedIn } from './state';

const iso = (at: number) => new Date(at).toISOString();

export function statusOf(account: string, session: SessionRecord | null): RgStatus {
  const at = now();
  const profile = currentProfile();
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
        : block.kind === 'TIMEOUT'
          ? { kind: block.kind, since: null, until: iso(block.until) }
          : { kind: block.kind, since: iso(block.since), until: iso(block.until), ...exclusionDetails(settings, at) },
    regulation: {
      jurisdiction: profile.id,
      messageAcknowledged: Boolean(settings.messageAcknowledgedAt),
      depositPromptAnswered: depositPromptAnswered(account),
      hasDeposited: hasDeposited(account),
      verified: isVerified(account),
      netDeposits: profile.deposits.showNetDeposits ? netDepositsOf(account) : null,
    },
  };
}

/** MGA's parts of a self-exclusion: all brands, and a request to shorten it with its decision and cooling-off. */
function exclusionDetails(settings: RgSettings, at: number) {
  const profile = currentProfile();
  const shortening = settings.exclusion?.shortening;
  return {
    allBrands: settings.exclusion?.allBrands ?? false,
    shortening: shortening
      ? {
          until: shortening.until,
          reason: shortening.reason,
          decideBy: shortening.decideBy,
          coolingOffEndsAt: iso(coolingOffEnd(profile, shortening)),
          state: shorteningState(profile, shortening, at),
        }
      : null,
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

const SHORTENING_WORDS = {
  NOT_ALLOWED: 'allow no change to a self-exclusion during its term',
  PENDING: 'allow one request at a time: the last one is still waiting',
  REASON: 'need a reason of at least {n} characters',
  NOT_SHORTER: 'need an end earlier than the present one',
} as const;

/** MGA: a self-exclusion in force, a reason, an earlier end and none waiting; every other regulator refuses. */
function requireShortenable(member: MemberRecord, term: RgExclusionTerm, reason: string): void {
  const profile = currentProfile();
  const at = now();
  const exclusion = settingsOf(member.account)?.exclusion;
  if (!exclusion || blockOf(member.account, at).kind !== 'SELF_EXCLUSION') {
    throw refuse(ERROR_CODES.INVALID_STATE, 'There is no self-exclusion in force to shorten', 409);
  }
  const refusal = shorteningRefusal(profile, exclusion, term, reason, at);
  if (!refusal) return;
  const words = SHORTENING_WORDS[refusal].replace('{n}', String(profile.selfExclusion.shortening?.reasonMinChars ?? 0));
  const status = refusal === 'REASON' || refusal === 'NOT_SHORTER' ? 400 : 409;
  throw refuse(ERROR_CODES.RG_EXCLUSION_CHANGE_REFUSED, `${profile.regulator} rules ${words}`, status, { reason: refusal });
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
      draft.limits = { ...draft.limits, [key]: requestLimitChange(draft.limits[key] ?? { amount: null, pending: null }, body.amount, now(), currentProfile().limits.increaseDelayMs) };
      // UKGC's deposit-limit prompt is answered by any deposit limit set, or none chosen (null).
      if (body.kind === 'DEPOSIT') draft.depositPromptAnsweredAt ??= isoNow();
    });
    return ok(statusOf(member.account, ctx.session));
  },

  setSessionLimit: async ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    await change(member, (draft) => {
      draft.sessionLimit = requestLimitChange(draft.sessionLimit, body.minutes, now(), currentProfile().limits.increaseDelayMs);
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
    const profile = currentProfile();
    if (body.allBrands && !profile.selfExclusion.allBrands) {
      throw refuse(ERROR_CODES.VALIDATION, `body.allBrands: ${profile.regulator} rules offer no all-brands exclusion here`, 400, { field: 'allBrands' });
    }
    await requirePassword(member, body.password);
    await blocking(member, (draft) => {
      const since = now();
      draft.exclusion = { since: iso(since), until: iso(exclusionEnd(since, body.term)), allBrands: body.allBrands ?? false, shortening: null };
    }, () => requireNoExclusion(member));
    return ok(statusOf(member.account, ctx.session));
  },

  acknowledgeMessage: async (_input, ctx) => {
    const member = requireRealMember(ctx);
    await change(member, (draft) => {
      draft.messageAcknowledgedAt ??= isoNow();
    });
    return ok(statusOf(member.account, ctx.session));
  },

  shortenExclusion: async ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    await change(
      member,
      (draft) => {
        draft.exclusion = { ...draft.exclusion!, shortening: requestShortening(currentProfile(), draft.exclusion!, body.term, body.reason, now()) };
      },
      () => requireShortenable(member, body.term, body.reason),
    );
    return ok(statusOf(member.account, ctx.session));
  },

  activity: ({ query }, ctx) => {
    const member = requireRealMember(ctx);
    return ok(activityOf(member.account, query));
  },
});
