import { Deposit, TransferFund, TransferUpline, Withdraw } from '../../features/cashier';
import { MemberCentre, type MemberCentreScreens } from '../../features/centre';
import { TrialRefusal } from '../../features/member';
import { TransactionHistory } from '../../features/records';
import { useLoginState } from '../../features/session';
import { RouteLoading } from '../pages/RouteLoading';

/** The member-centre pages built so far; the others show the centre's coming-soon panel. */
const SCREENS: MemberCentreScreens = {
  transactionHistory: TransactionHistory,
  transferFund: TransferFund,
  depositv2: Deposit,
  withdraw: Withdraw,
  transferUpline: TransferUpline,
};

/**
 * The MemberCenter screen group (SPEC §4 chunk loading), loaded lazily.
 * Trial accounts are refused the member centre (SPEC §6); until member info
 * says which kind of account holds the token, nothing of the page shows.
 */
export function Component() {
  const { isLogin, isTrial } = useLoginState();
  if (!isLogin) return <RouteLoading />;
  if (isTrial) return <TrialRefusal />;
  return <MemberCentre screens={SCREENS} />;
}
