import { describe, expect, it } from 'vitest';
import type { VendorCard } from '../../src/features/lobby/api';
import { COCKFIGHT_VENDORS, ESPORTS_VENDORS, splitSports } from '../../src/features/lobby/nav/sportsSplit';

const card = (vassalage: string, gameType = 'SPORTS'): VendorCard => ({
  key: vassalage, vassalage, displayName: vassalage, lagerIcon: '', gameType, gameCount: 1, freeTrial: false, newWindow: false,
});
const codes = (cards: VendorCard[]) => cards.map((item) => item.vassalage);

describe('sports split (SPEC §2 Lobby, §3 vendor codes)', () => {
  it('names the SPEC e-sports and cockfight vendors', () => {
    expect(ESPORTS_VENDORS).toEqual(['AV', 'IMES', 'IA', 'AI', 'TF']);
    expect(COCKFIGHT_VENDORS).toEqual(['SV3', 'DS88', 'DIG', 'WGB', 'WS168']);
  });

  it('moves e-sports and cockfight vendors out of SPORTS into their own categories right after it', () => {
    const result = splitSports([
      { gameCategory: 'LIVE', cards: [card('AG', 'LIVE')] },
      { gameCategory: 'SPORTS', cards: [card('IBC'), card('AV'), card('SV3'), card('UG'), card('TF'), card('WS168')] },
      { gameCategory: 'LOTT', cards: [card('TCG_SEA', 'LOTT')] },
    ]);
    expect(result.map((category) => category.gameCategory)).toEqual(['LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT']);
    expect(codes(result[1]!.cards)).toEqual(['IBC', 'UG']);
    expect(codes(result[2]!.cards)).toEqual(['AV', 'TF']);
    expect(codes(result[3]!.cards)).toEqual(['SV3', 'WS168']);
  });

  it('merges with categories the backend already lists, without duplicates, and places them after sports', () => {
    const result = splitSports([
      { gameCategory: 'COCKFIGHT', cards: [card('DIG', 'COCKFIGHT')] },
      { gameCategory: 'SPORTS', cards: [card('IBC'), card('DIG'), card('DS88')] },
    ]);
    expect(result.map((category) => category.gameCategory)).toEqual(['SPORTS', 'COCKFIGHT']);
    expect(codes(result[1]!.cards)).toEqual(['DIG', 'DS88']);
  });

  it('drops categories left without vendors (a category shows only if it has vendors)', () => {
    const result = splitSports([{ gameCategory: 'SPORTS', cards: [card('AV'), card('IA')] }, { gameCategory: 'FISH', cards: [] }]);
    expect(result.map((category) => category.gameCategory)).toEqual(['ESPORTS']);
  });

  it('leaves the list alone when there is no SPORTS category', () => {
    const input = [
      { gameCategory: 'RNG', cards: [card('PT', 'RNG')] },
      { gameCategory: 'ESPORTS', cards: [card('AV', 'ESPORTS')] },
    ];
    expect(splitSports(input).map((category) => category.gameCategory)).toEqual(['RNG', 'ESPORTS']);
  });
});
