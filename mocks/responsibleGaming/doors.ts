import type { Contract } from '../../contracts';
import { ERROR_CODES } from '../../contracts/shared/errors';
import type { RouteKey } from '../../contracts/shared/routes';
import { now } from '../engine/clock';
import type { MockContext } from '../engine/implement';
import { exclusive } from '../engine/lock';
import { refuse } from '../engine/refusal';
import { members } from '../member/collections';
import { isTrial } from '../engine/auth';
import { utcText } from './guard';
import { assertMessageAcknowledged } from './jurisdiction';
import { blockOf } from './state';

/**
 * Self-exclusion and time-out close every door but withdrawal (issue 31 point 4). Every route of the
 * contract is classified here, beside the rule: a route that moves money in, redeems value, launches
 * real play or receives a transfer is a closed door; every other route is open, with the reason.
 * tests/api/self-exclusion-doors.test.ts walks every route of the contract and fails when one is not
 * classified, and `Record<RouteKey<Contract>, Door>` makes a missing route a type error too.
 *
 * The pipeline (mocks/engine/handle.ts, handed it by configureEngine in mocks/handlers.ts) applies the
 * one guard, guardDoor, to every request before the route's own code runs: no route carries its own copy
 * of the check.
 */
/** A route's parsed input, as the guard sees it. */
export interface DoorInput {
  query?: unknown;
  body?: unknown;
}

type Closed =
  /** Money into the caller's wallet: deposits, claims of bonuses, rebates and rewards; `when` narrows it to some inputs. */
  | { door: 'money-in'; what: string; when?: (input: DoorInput) => boolean }
  /** Value the caller redeems: points into cash, mall and bonus items. */
  | { door: 'redeem'; what: string }
  /** Real play: a launch, a round, a lottery ticket, a live room. */
  | { door: 'play'; what: string }
  /** A transfer another member sends: `receiver` names who takes it in (null: the route refuses it itself). */
  | { door: 'receive'; what: string; receiver: (input: DoorInput, ctx: MockContext) => string | null };
/** Open: no money moves in, no value is redeemed, nothing is played; `withdrawal` is the door a block leaves open on purpose. */
export type Door = Closed | { door: 'open'; why: string } | { door: 'withdrawal' };

const read = { door: 'open', why: 'reads' } as const;
const account = { door: 'open', why: 'the account itself: no money moves' } as const;
const guest = { door: 'open', why: 'no member: before login, or a guest trial' } as const;
const withdrawal = { door: 'withdrawal' } as const;
const deposit = { door: 'money-in', what: 'depositing' } as const;
const claim = { door: 'money-in', what: 'claiming rewards' } as const;
const play = { door: 'play', what: 'playing' } as const;

const field = (part: unknown, name: string): string => String((part as Record<string, unknown> | undefined)?.[name] ?? '');
/** An agent contract's processing: accepting it (A) is money in to come; refusing or ending it stays open. */
const accepting = {
  door: 'money-in',
  what: 'accepting agent contracts',
  when: (input: DoorInput) => field(input.body, 'status') === 'A' || field(input.query, 'status') === 'A',
} as const;

export const DOORS: Record<RouteKey<Contract>, Door> = {
  'session.rsaKey': guest,
  'session.login': { door: 'open', why: 'login (a time-out refuses it itself; a self-excluded member logs in to withdraw)' },
  'session.loginVerify': guest,
  'session.freePlay': guest,
  'session.logout': account,
  'session.socialConsent': guest,
  'session.socialLogin': guest,
  'verification.smsNoLogin': guest,
  'verification.smsRegister': guest,
  'verification.smsMember': account,
  'verification.firebaseVerify': guest,
  'verification.humanCheck': guest,
  'verification.humanCheckAnswer': guest,
  'verification.captcha': guest,
  'member.register': guest,
  'member.registerMobile': guest,
  'member.getInfo': read,
  'member.setInfo': account,
  'member.getIcon': read,
  'member.getAvatar': read,
  'member.setIcon': account,
  'member.changePassword': account,
  'member.resetPasswordByEmail': guest,
  'member.resetPasswordByMobile': guest,
  'member.consolidated': read,
  'member.checkAffiliate': guest,
  'member.setPaymentPassword': { door: 'open', why: 'the payment password: withdrawal needs it' },
  'member.changePaymentPassword': { door: 'open', why: 'the payment password: withdrawal needs it' },
  'member.resetPaymentPassword': { door: 'open', why: 'the payment password: withdrawal needs it' },
  'member.bindMobile': account,
  'member.loginHistory': read,
  'member.updateLanguage': account,
  'system.status': read,
  'system.whitelabel': read,
  'system.registerSettings': read,
  'system.countries': read,
  'system.domainRoute': read,
  'system.helpCenter': read,
  'system.feedback': { door: 'open', why: 'feedback to support' },
  'system.feedbackSettings': read,
  'system.feedbackHistory': read,
  'system.licences': read,
  'system.icons': read,
  'system.formDropMenu': read,
  'system.nationalities': read,
  'system.appDownload': read,
  'wallet.getBalance': read,
  'wallet.merchantWallet': read,
  'wallet.transfer': { door: 'open', why: "between the member's own wallets: the safe box back to main is the way to withdraw it" },
  'wallet.transfers': read,
  'wallet.depositChannels': read,
  'wallet.depositByQrImage': deposit,
  'wallet.depositVirtualWallet': deposit,
  'wallet.manualTransfer': deposit,
  'wallet.depositOrder': read,
  'wallet.markDepositPaid': deposit,
  'wallet.depositRecords': read,
  'wallet.withdrawInfo': withdrawal,
  'wallet.addBankAccount': withdrawal,
  'wallet.setDefaultBankAccount': withdrawal,
  'wallet.removeBankAccount': withdrawal,
  'wallet.withdraw': withdrawal,
  'wallet.withdrawRecords': withdrawal,
  'wallet.cancelWithdraw': withdrawal,
  'wallet.confirmWithdraw': withdrawal,
  'wallet.uplineTransferInfo': read,
  'wallet.transferToUpline': {
    door: 'receive',
    what: 'receiving transfers',
    // Money out of the sender (as a withdrawal is); the upline takes it in.
    receiver: (_body, ctx) => ctx.member?.upline ?? null,
  },
  'records.bets': read,
  'records.transactions': read,
  'records.profit': read,
  'records.bonus': read,
  'records.transactionDetail': read,
  'promotions.memberList': read,
  'promotions.available': read,
  'promotions.categories': read,
  'promotions.apply': { door: 'money-in', what: 'claiming promotions' },
  'promotions.claim': { door: 'money-in', what: 'claiming promotions' },
  'promotions.raffle': read,
  'promotions.claimRaffle': { door: 'money-in', what: 'claiming promotions' },
  'promotions.rebateSettings': read,
  'promotions.manualRebate': read,
  'promotions.claimRebate': { door: 'money-in', what: 'claiming promotions' },
  'promotions.rebateHistory': read,
  'promotions.referral': read,
  'rewards.overview': read,
  'rewards.rankProgress': read,
  'rewards.list': read,
  'rewards.claim': claim,
  'rewards.claimAll': claim,
  'points.balance': read,
  'points.summary': read,
  'points.config': read,
  'points.rules': read,
  'points.exchangeRates': read,
  'points.mall': read,
  'points.redeem': { door: 'redeem', what: 'redeeming points' },
  'points.redeemList': read,
  'points.convert': { door: 'redeem', what: 'converting points to cash' },
  'missions.summary': read,
  'missions.leaderboard': read,
  'missions.claim': claim,
  'messages.list': read,
  'messages.detail': read,
  'messages.markRead': account,
  'messages.remove': account,
  'messages.unreadCount': read,
  'notices.notice': read,
  'kyc.securityConfig': read,
  'kyc.savePersonalInfo': { door: 'open', why: 'identity checks: a withdrawal may need them' },
  'kyc.uploadIdImage': { door: 'open', why: 'identity checks: a withdrawal may need them' },
  'games.list': read,
  'games.hot': read,
  'games.hotMobile': read,
  'games.recent': read,
  // Every launch, the lottery's (launchMode LOTT) and a free trial on a member's session included.
  'games.launch': play,
  'games.trialLaunch': guest,
  'games.trialSession': guest,
  'games.trialBet': guest,
  'games.demoSession': read,
  'games.demoBet': play,
  // Closing a game ends play: never a door to close.
  'games.closeGame': read,
  'games.vendorLanes': read,
  'games.vendorGameTypes': read,
  'games.winnerBoard': read,
  'favourites.list': read,
  'favourites.ids': read,
  'favourites.add': account,
  'favourites.remove': account,
  'lottery.menus': read,
  'lottery.vnMenu': read,
  'lottery.vnRecent': read,
  'lottery.vnOpened': read,
  'lottery.openedNumero': read,
  'lottery.draws': read,
  'live.models': read,
  'live.launchChat': play,
  'live.rooms': read,
  'agent.announcements': read,
  'agent.teamOverview': read,
  'agent.registerDownline': { door: 'open', why: 'a new downline account: no money moves' },
  'agent.downline': read,
  'agent.teamActivity': read,
  'agent.teamBets': read,
  'agent.teamLoss': read,
  'agent.revenue': read,
  'agent.downlineTransactions': read,
  'agent.dividendRecords': read,
  'agent.dailySalary': read,
  'agent.hourlySalary': read,
  'agent.realtimeSalary': read,
  'agent.contracts': read,
  'agent.offerContract': { door: 'open', why: 'terms for a downline: pays the downline, never the agent' },
  'agent.requestTermination': { door: 'open', why: 'ends a contract: no money moves' },
  'agent.processDividend': accepting,
  'agent.processDividendByQuery': accepting,
  'agent.processDailySalary': accepting,
  'agent.processDailySalaryByQuery': accepting,
  'agent.processHourlySalary': accepting,
  'agent.processRealtimeSalary': accepting,
  'agent.transferToDownline': {
    door: 'receive',
    what: 'receiving transfers',
    // Only a direct downline: for anyone else the route answers NOT_DOWNLINE and nothing is told.
    receiver: (input, ctx) => {
      const name = field(input.body, 'subordinateName');
      return members.findFirst((q) => q.where({ account: name }))?.upline === ctx.member?.account ? name : null;
    },
  },
  'agent.accountDetails': read,
  'content.articles': read,
  'content.article': read,
  'responsibleGaming.status': read,
  'responsibleGaming.setLimit': account,
  'responsibleGaming.setSessionLimit': account,
  'responsibleGaming.setRealityCheck': account,
  'responsibleGaming.acknowledgeRealityCheck': account,
  'responsibleGaming.timeOut': account,
  'responsibleGaming.selfExclude': account,
  'responsibleGaming.activity': read,
  'responsibleGaming.acknowledgeMessage': account,
  'responsibleGaming.shortenExclusion': { door: 'open', why: 'asking to end a self-exclusion earlier: the regulator\'s own way out' },
};

/**
 * The key a closed door and a block's start share (mocks/engine/lock.ts): a money request and a
 * self-exclusion of one member run one after the other, so none passes the guard before the block
 * and acts after it. Taken before any `op:` key, never while holding one.
 */
export const doorKey = (account: string) => `rg-door:${account}`;

/** Refuses a closed door to an account under a block: `caller` says whose request it is. */
function assertOpenFor(account: string, door: Closed, caller: boolean): void {
  const block = blockOf(account, now());
  if (block.kind === 'NONE') return;
  if (!caller) {
    // The sender learns no date: whose block it is stays the receiver's.
    throw refuse(ERROR_CODES.RG_RECEIVER_BLOCKED, 'This account cannot receive transfers now (responsible gaming)', 403, { reason: 'RECEIVER_BLOCKED' });
  }
  if (block.kind === 'TIMEOUT') {
    throw refuse(ERROR_CODES.RG_TIME_OUT, `Your account is on a time-out until ${utcText(block.until)}: ${door.what} is closed`, 403, { until: utcText(block.until) });
  }
  throw refuse(
    ERROR_CODES.RG_SELF_EXCLUDED,
    `You are self-excluded until ${utcText(block.until)}: ${door.what} is closed, you can still withdraw your balance`,
    403,
    { until: utcText(block.until) },
  );
}

/**
 * The one guard, applied by the pipeline to every request once its input is parsed: on a closed
 * door, the caller (or for a transfer, the receiver) under a self-exclusion or time-out is refused;
 * the route runs holding that account's door key.
 */
export async function guardDoor<T>(key: string, input: DoorInput, ctx: MockContext, run: () => Promise<T>): Promise<T> {
  const door = (DOORS as Record<string, Door | undefined>)[key];
  if (!door) throw new Error(`${key} is not classified in mocks/responsibleGaming/doors.ts`);
  if (door.door === 'open' || door.door === 'withdrawal') return run();
  if (door.door === 'money-in' && door.when && !door.when(input)) return run();
  const caller = door.door !== 'receive';
  const account = caller ? ctx.member?.account ?? null : door.receiver(input, ctx);
  if (!account) return run();
  return exclusive([doorKey(account)], async () => {
    assertOpenFor(account, door, caller);
    // MGA (issue 35): the responsible-gaming message is owed before the first bet; trial play is no bet.
    if (door.door === 'play' && ctx.member && !isTrial(ctx.member)) assertMessageAcknowledged(account);
    return run();
  });
}
