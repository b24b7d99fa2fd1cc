import { Deposit, TransferFund, TransferUpline, Withdraw } from '../../features/cashier';
import { MemberCentre, type MemberCentreScreens } from '../../features/centre';
import { SecurityCenter } from '../../features/account';
import { TrialRefusal, useReferralOffered } from '../../features/member';
import { BettingRecord, BonusDetails, PersonalProfit, TransactionDetails, TransactionHistory } from '../../features/records';
import { Messages } from '../../features/messages';
import { ManualRebate, MemberPromotions, RedEnvelope } from '../../features/promotions';
import { RewardCenter, Rewards } from '../../features/rewards';
import { MissionLeaderboard } from '../../features/missions';
import { Referral } from '../../features/referral';
import { ResponsibleGaming } from '../../features/responsibleGaming';
import { useLoginState } from '../../features/session';
import { RouteLoading } from '../pages/RouteLoading';

/** Every member-centre page of SPEC §2, by its name. */
const SCREENS: MemberCentreScreens = {
  transactionHistory: TransactionHistory,
  personalHistoryCopy: BettingRecord,
  transactionDetails: TransactionDetails,
  personalProfit: PersonalProfit,
  bonusDetails: BonusDetails,
  messageV2: Messages,
  rewards: Rewards,
  rewardCenter: RewardCenter,
  promotions: MemberPromotions,
  manualRebate: ManualRebate,
  redEnvelope: RedEnvelope,
  referral: Referral,
  missionLeaderboard: MissionLeaderboard,
  securityCenter: SecurityCenter,
  transferFund: TransferFund,
  depositv2: Deposit,
  withdraw: Withdraw,
  transferUpline: TransferUpline,
  responsibleGaming: ResponsibleGaming,
};

/**
 * The MemberCenter screen group (SPEC §4 chunk loading), loaded lazily.
 * Trial accounts are refused the member centre (SPEC §6); until member info
 * says which kind of account holds the token, nothing of the page shows.
 */
export function Component() {
  const { isLogin, isTrial } = useLoginState();
  const referralOffered = useReferralOffered();
  if (!isLogin) return <RouteLoading />;
  if (isTrial) return <TrialRefusal />;
  return <MemberCentre screens={SCREENS} hiddenPages={referralOffered ? [] : ['referral']} />;
}
