import type { AccountDetails } from '../../contracts/agent';
import { contract } from '../../contracts';
import { isAgent, requireAgent } from '../engine/auth';
import type { RouterImpl } from '../engine/implement';
import { ok } from '../engine/refusal';
import { balanceOf } from '../wallet/ledger';
import { agentAnnouncements, contracts } from './collections';
import { plain } from './reports';
import { settleDue } from './settlement';
import { byTimeDesc, teamOf } from './team';
import { reportPageOf } from '../engine/helpers';

/** The agent's own account: its details, and the platform's announcements to agents. */
export const accountRoutes = {
  announcements: async ({ query }, ctx) => {
    requireAgent(ctx);
    const rows = [...agentAnnouncements.all()].sort((a, b) => Number(b.pinned) - Number(a.pinned) || byTimeDesc<{ id: number; createTime: string }>((row) => row.createTime)(a, b));
    return ok(reportPageOf(plain(rows), query.page, query.size));
  },

  accountDetails: async (_input, ctx) => {
    const agent = requireAgent(ctx);
    // The balance shown includes the pay of every window settled by now.
    await settleDue(agent.account);
    const team = teamOf(agent.account);
    const direct = team.filter((entry) => entry.level === 1);
    const details: AccountDetails = {
      id: agent.id,
      account: agent.account,
      nickname: agent.nickname,
      type: agent.type,
      vipLabelName: agent.vipLabelName,
      currencySymbol: agent.currencySymbol,
      email: agent.email ?? null,
      mobileNum: agent.mobileNum ?? null,
      registerTime: agent.createdAt,
      lastLoginTime: agent.lastLoginAt,
      balance: balanceOf(agent.account),
      contractTypes: [...agent.contractTypes],
      affiliateCode: agent.affiliateCode,
      referralLink: agent.affiliateCode ? `/register?referralCode=${encodeURIComponent(agent.affiliateCode)}` : null,
      upline: agent.upline,
      activeContracts: plain(
        contracts.all().filter((row) => row.account === agent.account && row.status === 'ACTIVE').sort(byTimeDesc((row) => row.updateTime)),
      ),
      team: {
        directMembers: direct.length,
        directAgents: direct.filter((entry) => isAgent(entry.member)).length,
        teamSize: team.length,
      },
    };
    return ok(details);
  },
} satisfies Partial<RouterImpl<typeof contract.agent>>;
