import { describe, expect, it } from 'vitest';
import { areaOfPage, lobbyPrizeMode, VN_PRIZE_MODES } from '../../src/features/lottery';

describe('lottery prize mode (SPEC §4)', () => {
  it('is ELOTT when the lottery data contains the card TCG_LOTTO_VN or LOTT', () => {
    expect(lobbyPrizeMode('VN', ['TCG_SEA', 'TCG_LOTTO_VN'])).toBe('ELOTT');
    expect(lobbyPrizeMode('VN', [{ vassalage: 'LOTT' }])).toBe('ELOTT');
    expect(lobbyPrizeMode('VN', [{ vassalage: 'TCG_SEA' }, { vassalage: 'LOTT' }])).toBe('ELOTT');
  });

  it('is LOTT otherwise, including with no lottery data at all', () => {
    expect(lobbyPrizeMode('VN', ['TCG_SEA'])).toBe('LOTT');
    expect(lobbyPrizeMode('VN', [{ vassalage: 'SOME_LOTTO' }])).toBe('LOTT');
    expect(lobbyPrizeMode('VN', [])).toBe('LOTT');
  });

  it('has the other modes ZY (picked by the player on Vietnam) and SEA (South-East Asia)', () => {
    expect(lobbyPrizeMode('SEA', ['TCG_LOTTO_VN', 'LOTT'])).toBe('SEA');
    expect(VN_PRIZE_MODES).toEqual(['LOTT', 'ELOTT', 'ZY']);
  });

  it('maps each lottery page to its area: /seaLottery is South-East Asia, the rest Vietnam', () => {
    expect(areaOfPage('seaLottery')).toBe('SEA');
    expect(areaOfPage('vnLottery')).toBe('VN');
    expect(areaOfPage('lottery')).toBe('VN');
  });
});
