import { loadDeposit, loadTransferFund, loadTransferUpline, loadWithdraw } from '../../features/cashier';
import { loadScreen, MemberCentre, type MemberCentreScreens } from '../../features/centre';
import { loadSecurityCenter } from '../../features/account';
import { TrialRefusal, useMemberCentreBadges, useReferralOffered } from '../../features/member';
import { loadBettingRecord, loadBonusDetails, loadPersonalProfit, loadTransactionDetails, loadTransactionHistory } from '../../features/records';
import { loadMessages } from '../../features/messages';
import { loadManualRebate, loadMemberPromotions, loadRedEnvelope } from '../../features/promotions';
import { loadRewardCenter, loadRewards } from '../../features/rewards';
import { loadMissionLeaderboard } from '../../features/missions';
import { loadReferral } from '../../features/referral';
import { loadResponsibleGaming } from '../../features/responsibleGaming';
import { useLoginState } from '../../features/session';
import { CENTRE_PAGE_PARAM, resolveMemberPage } from '../../lib/centrePages';
import { RouteLoading } from '../pages/RouteLoading';

/**
 * Every member-centre page of SPEC §2, by its name: its screen's lazy entry point, a chunk of its own
 * (`member.<page>`), so opening Deposit downloads the centre's shell and Deposit, not the whole centre.
 */
export const SCREENS: MemberCentreScreens = {
  transactionHistory: loadTransactionHistory,
  personalHistoryCopy: loadBettingRecord,
  transactionDetails: loadTransactionDetails,
  personalProfit: loadPersonalProfit,
  bonusDetails: loadBonusDetails,
  messageV2: loadMessages,
  rewards: loadRewards,
  rewardCenter: loadRewardCenter,
  promotions: loadMemberPromotions,
  manualRebate: loadManualRebate,
  redEnvelope: loadRedEnvelope,
  referral: loadReferral,
  missionLeaderboard: loadMissionLeaderboard,
  securityCenter: loadSecurityCenter,
  transferFund: loadTransferFund,
  depositv2: loadDeposit,
  withdraw: loadWithdraw,
  transferUpline: loadTransferUpline,
  responsibleGaming: loadResponsibleGaming,
};

/** The route's loader waits for the page's screen beside the shell, so a page opens painted, without a loading frame. */
export function preparePage(search: URLSearchParams): Promise<unknown> {
  return loadScreen(SCREENS[resolveMemberPage(search.get(CENTRE_PAGE_PARAM))]);
}

/**
 * The MemberCenter screen group (SPEC §4 chunk loading), loaded lazily: the centre's shell, each page's
 * screen loading on its own. Trial accounts are refused the member centre (SPEC §6); until member info
 * says which kind of account holds the token, nothing of the page shows.
 */
export function Component() {
  const { isLogin, isTrial } = useLoginState();
  const referralOffered = useReferralOffered();
  const badges = useMemberCentreBadges();
  if (!isLogin) return <RouteLoading />;
  if (isTrial) return <TrialRefusal />;
  return <MemberCentre screens={SCREENS} badges={badges} hiddenPages={referralOffered ? [] : ['referral']} />;
}
