import type { DownlineMember } from '../../contracts/agent';
import { contract } from '../../contracts';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { isAgent, requireAgent } from '../engine/auth';
import { isoNow } from '../engine/clock';
import type { RouterImpl } from '../engine/implement';
import { ok, refuse } from '../engine/refusal';
import { members, sessions, type MemberRecord } from '../member/collections';
import { checkPaymentPassword } from '../member/payment-password';
import { creatingAccount } from '../member/registration';
import { buildMember } from '../member/seed';
import { bets as betRecords, ledger } from '../wallet/collections';
import { once } from '../wallet/idempotency';
import { balanceOf, credit, debit, openWallet } from '../wallet/ledger';
import { contracts } from './collections';
import { betsOf, bettors, firstTime, lastTime } from './reports';
import { directDownline, isDirectDownline, PLATFORM_UPLINE, requireTeamMember, resolveRange, teamOf, type DateRange } from './team';
import { reportPageOf } from '../engine/helpers';

/** The agent's direct downline: the list, registering a member into it, and transfers to one. */

function downlineRow(agent: string, member: MemberRecord, activeWindow: DateRange): DownlineMember {
  const active = bettors(betsOf(new Set([member.account]), activeWindow)).size > 0;
  const given = contracts
    .all()
    .filter((row) => row.upline === agent && row.account === member.account && row.status === 'ACTIVE')
    .map((row) => row.contractType);
  return {
    id: member.id,
    account: member.account,
    nickname: member.nickname,
    type: member.type,
    isAgent: isAgent(member),
    balance: balanceOf(member.account),
    status: active ? 'ACTIVE' : 'INACTIVE',
    online: Boolean(sessions.findFirst((q) => q.where({ account: member.account }))),
    registerTime: member.createdAt,
    lastLoginTime: member.lastLoginAt,
    teamSize: teamOf(member.account).length,
    contractTypes: [...new Set(given)],
    firstDepositTime: firstTime(ledger.all().filter((row) => row.account === member.account && row.kind === 'DEPOSIT').map((row) => row.createTime)),
    lastBetTime: lastTime(betRecords.all().filter((bet) => bet.account === member.account && bet.status !== 'CANCELLED').map((bet) => bet.betTime)),
  };
}

const RESERVED_USERNAMES = new Set([PLATFORM_UPLINE, 'admin', 'system']);

export const teamRoutes = {
  registerDownline: async ({ body }, ctx) => {
    const agent = requireAgent(ctx);
    const wanted = body.username.toLowerCase();
    const created = await creatingAccount(body.username, undefined, async () => {
      if (RESERVED_USERNAMES.has(wanted) || members.all().some((member) => member.account.toLowerCase() === wanted)) {
        throw refuse(ERROR_CODES.USERNAME_TAKEN, `The username ${body.username} is already taken`, 409);
      }
      const at = isoNow();
      const member = await members.create(
        await buildMember(
          { account: body.username, nickname: body.nickname ?? body.username, upline: agent.account, registerMethod: 'AGENT', createdAt: at },
          body.password,
        ),
      );
      await openWallet(member.account, 0);
      return member;
    });
    return ok(downlineRow(agent.account, created, resolveRange({})));
  },

  downline: async ({ query }, ctx) => {
    const agent = requireAgent(ctx);
    const window = resolveRange({});
    const needle = query.subordinateName?.toLowerCase();
    // Drilling in reads a sub-agent's direct downline; only inside the caller's own team.
    const upline = query.upline && query.upline !== agent.account ? requireTeamMember(agent.account, query.upline).member.account : agent.account;
    const rows = directDownline(upline)
      .filter((member) => !needle || member.account.toLowerCase().includes(needle))
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || a.account.localeCompare(b.account))
      .map((member) => downlineRow(upline, member, window))
      .filter((row) => !query.status || row.status === query.status);
    return ok(reportPageOf(rows, query.page, query.size));
  },

  transferToDownline: async ({ body }, ctx) => {
    const agent = requireAgent(ctx);
    const target = isDirectDownline(agent.account, body.subordinateName);
    if (!target) throw refuse(ERROR_CODES.NOT_DOWNLINE, `${body.subordinateName} is not in your direct downline`, 403);
    await checkPaymentPassword(agent, body.password, 400);
    const answer = await once(agent.account, body.requestId, 'agent.transferToDownline', body, async () => {
      const reference = `TD-${body.requestId}`;
      const remark = body.remark ? ` (${body.remark})` : '';
      const out = await debit(agent.account, 'TRANSFER_OUT', body.transferAmount, reference, `Transfer to downline ${target.account}${remark}`);
      await credit(target.account, 'TRANSFER_IN', body.transferAmount, reference, `Transfer from upline ${agent.account}${remark}`);
      return { reference, account: target.account, amount: body.transferAmount, balance: out.balanceAfter, createTime: out.createTime };
    });
    return ok(answer);
  },
} satisfies Partial<RouterImpl<typeof contract.agent>>;
