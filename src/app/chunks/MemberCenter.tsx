import { TrialRefusal } from '../../features/member';
import { useLoginState } from '../../features/session';
import { RouteLoading } from '../pages/RouteLoading';
import { PageByRoute } from './PageByRoute';

/**
 * The MemberCenter screen group (SPEC §4 chunk loading), loaded lazily.
 * Trial accounts are refused the member centre (SPEC §6); until member info
 * says which kind of account holds the token, nothing of the page shows.
 */
export function Component() {
  const { isLogin, isTrial } = useLoginState();
  if (!isLogin) return <RouteLoading />;
  if (isTrial) return <TrialRefusal />;
  return <PageByRoute />;
}
