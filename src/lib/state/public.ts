import { proxy } from 'valtio';
import type { PermissionValue } from '../../../contracts/system';
import { DEFAULT_CURRENCY_SYMBOL } from '../../../contracts/shared/constants';

/** SPEC §3 public state: what the permission call and the lobby calls tell every visitor. */
export interface PublicState {
  permission: PermissionValue | null;
  currencySymbol: string;
  balance: number | null;
  hasVip: boolean;
  vipLabelName: string;
  vipRankLevel: number;
  availablePromoCount: number;
  unreadMessage: number;
}

export const publicState = proxy<PublicState>({
  permission: null,
  currencySymbol: DEFAULT_CURRENCY_SYMBOL,
  balance: null,
  hasVip: false,
  vipLabelName: '',
  vipRankLevel: 0,
  availablePromoCount: 0,
  unreadMessage: 0,
});

export function setPermission(permission: PermissionValue): void {
  publicState.permission = permission;
  publicState.currencySymbol = permission.currencySymbol || DEFAULT_CURRENCY_SYMBOL;
}
