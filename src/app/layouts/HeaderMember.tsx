import { ContractOfferButton, useContractRequests } from '@/features/agentContracts';
import { WithdrawableSummary } from '../../features/cashier';
import { MemberInfo } from '../../features/member';

/**
 * The header's member panel, composed here: the member feature's balance, avatar and menu, with the
 * agent feature's contract badge and the cashier's withdrawable figures in its slots.
 */
export function HeaderMember() {
  const contracts = useContractRequests();
  return (
    <MemberInfo
      contractBadge={<ContractOfferButton />}
      contracts={{ hasAny: contracts.hasAny, waiting: contracts.requests.length, open: contracts.open }}
      withdrawable={(close) => <WithdrawableSummary onPick={close} />}
    />
  );
}
