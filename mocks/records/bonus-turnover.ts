import { BONUS_TURNOVER_MULTIPLE } from '../wallet/limits';
import { round2 } from '../engine/helpers';

/** A rebate pays back play already made: it asks for no further turnover (as the withdraw turnover counts it). */
export const REBATE_TURNOVER_MULTIPLE = 0;

export interface BonusCredit {
  id: number;
  kind: 'BONUS' | 'REBATE';
  amount: number;
  createTime: string;
}

export interface PlayedBet {
  validBet: number;
  betTime: string;
}

export interface BonusTurnover {
  turnoverMultiple: number;
  turnoverRequired: number;
  turnoverCompleted: number;
}

/**
 * The turnover of each bonus: its amount times its multiple, met by the valid
 * bet of settled bets placed after it was credited. A bet counts once: it goes
 * to the oldest bonus still open when it was placed, and any rest to the next.
 */
export function bonusTurnovers(credits: readonly BonusCredit[], played: readonly PlayedBet[]): Map<number, BonusTurnover> {
  const byTime = <T,>(time: (item: T) => string) => (a: T, b: T) => Date.parse(time(a)) - Date.parse(time(b));
  const open = [...credits]
    .sort(byTime<BonusCredit>((credit) => credit.createTime))
    .map((credit) => {
      const turnoverMultiple = credit.kind === 'BONUS' ? BONUS_TURNOVER_MULTIPLE : REBATE_TURNOVER_MULTIPLE;
      return { credit, turnoverMultiple, turnoverRequired: round2(credit.amount * turnoverMultiple), turnoverCompleted: 0 };
    });
  for (const bet of [...played].sort(byTime<PlayedBet>((item) => item.betTime))) {
    let rest = bet.validBet;
    for (const item of open) {
      if (rest <= 0) break;
      if (Date.parse(item.credit.createTime) > Date.parse(bet.betTime)) break;
      const missing = round2(item.turnoverRequired - item.turnoverCompleted);
      if (missing <= 0) continue;
      const taken = Math.min(missing, rest);
      item.turnoverCompleted = round2(item.turnoverCompleted + taken);
      rest = round2(rest - taken);
    }
  }
  return new Map(open.map(({ credit, ...turnover }) => [credit.id, turnover]));
}
