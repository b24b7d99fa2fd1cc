import type { VipLevel } from '../../contracts/rewards';
import { vipLabel } from '../member/seed';

/** VIP levels 0..5 (labels as the member seed names them) and their perks. */
export const VIP_LEVELS: readonly VipLevel[] = [
  { level: 0, requiredValidBet: 0, upgradeBonus: 0, birthdayBonus: 0, weeklyBonus: 0, rebateBoost: 1, dailyWithdrawLimit: 50_000, pointsMultiplier: 1 },
  { level: 1, requiredValidBet: 10_000, upgradeBonus: 18, birthdayBonus: 28, weeklyBonus: 8, rebateBoost: 1.1, dailyWithdrawLimit: 100_000, pointsMultiplier: 1.1 },
  { level: 2, requiredValidBet: 50_000, upgradeBonus: 88, birthdayBonus: 88, weeklyBonus: 28, rebateBoost: 1.2, dailyWithdrawLimit: 150_000, pointsMultiplier: 1.2 },
  { level: 3, requiredValidBet: 200_000, upgradeBonus: 388, birthdayBonus: 188, weeklyBonus: 58, rebateBoost: 1.3, dailyWithdrawLimit: 200_000, pointsMultiplier: 1.3 },
  { level: 4, requiredValidBet: 800_000, upgradeBonus: 1_288, birthdayBonus: 588, weeklyBonus: 188, rebateBoost: 1.5, dailyWithdrawLimit: 500_000, pointsMultiplier: 1.5 },
  { level: 5, requiredValidBet: 3_000_000, upgradeBonus: 5_888, birthdayBonus: 1_888, weeklyBonus: 588, rebateBoost: 2, dailyWithdrawLimit: 1_000_000, pointsMultiplier: 2 },
].map((level) => ({ ...level, label: vipLabel(level.level) }));

export function vipLevel(level: number): VipLevel {
  const clamped = Math.min(Math.max(level, 0), VIP_LEVELS.length - 1);
  return VIP_LEVELS[clamped] as VipLevel;
}
