import { GAME_TYPES, VENDORS_BY_CATEGORY, type GameType } from '../../contracts/shared/constants';

/** Display names of the SPEC §3 vendor codes. */
export const VENDOR_NAMES: Record<string, string> = {
  AG: 'Asia Gaming', BBIN: 'BBIN', CQ9: 'CQ9 Gaming', GG: 'GG Gaming', PT: 'Playtech', RTG: 'Realtime Gaming',
  BG: 'Big Gaming', DG: 'Dream Gaming', EA: 'Entwine Asia', LOTUS: 'Lotus Live', OG: 'Oriental Game', TGP: 'TGP Live',
  KX: 'KX Cards', KY: 'KY Chess', TH: 'TH Cards', WS: 'WS Poker', XY: 'XY Cards',
  AE: 'AE Slots', ISB: 'iSoftBet', MG: 'MicroGaming', MGS: 'MG Slots', PNG: "Play'n GO", TTG: 'Top Trend Gaming', WD: 'WD Slots',
  IBC: 'IBC Sports', SBT: 'SBTech', UG: 'UG Sports',
  AV: 'AV E-sports', IMES: 'IM E-sports', IA: 'IA E-sports', AI: 'AI E-sports', TF: 'TF Gaming',
  SV3: 'SV388', DS88: 'DS88 Sabong', DIG: 'DIG Cockfight', WGB: 'WGB Sabong', WS168: 'WS168',
  TCG_SEA: 'TCG SEA Lottery', TCG_LOTTO_VN: 'TCG Vietnam Lotto', LOTT: 'Lott Lottery',
};

export const CATEGORY_NAMES: Record<GameType, string> = {
  LIVE: 'Live Casino', RNG: 'Slots', FISH: 'Fishing', PVP: 'Card Games', SPORTS: 'Sports', ESPORTS: 'E-sports',
  COCKFIGHT: 'Cockfight', LOTT: 'Lottery', ELOTT: 'E-Lottery',
};

/** Games per vendor outside RNG; RNG fills the rest up to TOTAL_GAMES. */
export const GAMES_PER_VENDOR: Record<Exclude<GameType, 'RNG'>, number> = {
  FISH: 24, LIVE: 36, PVP: 48, SPORTS: 1, ESPORTS: 1, COCKFIGHT: 2, LOTT: 30, ELOTT: 20,
};
export const TOTAL_GAMES = 10_000;
/** Relative share of each RNG vendor (same order as VENDORS_BY_CATEGORY.RNG). */
export const RNG_VENDOR_WEIGHTS = [7, 10, 9, 6, 8, 12, 9, 10, 11, 7, 6, 5];

export function rngGameCount(total: number = TOTAL_GAMES): number {
  const others = (GAME_TYPES.filter((type) => type !== 'RNG') as Array<Exclude<GameType, 'RNG'>>).reduce(
    (sum, type) => sum + VENDORS_BY_CATEGORY[type].length * GAMES_PER_VENDOR[type],
    0,
  );
  return total - others;
}

/** RNG sub-categories and their share (per mille). */
export const RNG_CLASSIFY_SHARES = [
  ['SLOT', 700], ['JACKPOT', 80], ['TABLE', 60], ['SCRATCH', 50], ['VIDEO_POKER', 50], ['ARCADE', 40], ['BINGO', 20],
] as const;

export const ADJECTIVES = [
  'Golden', 'Lucky', 'Wild', 'Mighty', 'Royal', 'Mystic', 'Blazing', 'Crystal', 'Jade', 'Thunder', 'Dancing', 'Fiery',
  'Emerald', 'Silver', 'Sacred', 'Magic', 'Ancient', 'Super', 'Mega', 'Dragon', 'Neon', 'Frozen', 'Savage', 'Sweet',
  'Shining', 'Secret', 'Hidden', 'Epic', 'Great', 'Fortune', 'Cosmic', 'Ruby', 'Imperial', 'Happy', 'Starry', 'Burning',
  'Lunar', 'Solar', 'Diamond', 'Tiki',
];
export const NOUNS = [
  'Dragon', 'Tiger', 'Panda', 'Phoenix', 'Koi', 'Pharaoh', 'Buffalo', 'Wolf', 'Lion', 'Gems', 'Treasure', 'Temple',
  'Empress', 'Samurai', 'Ninja', 'Viking', 'Pirate', 'Fruits', 'Sevens', 'Bells', 'Cherries', 'Lotus', 'Monkey', 'Rooster',
  'Horse', 'Goddess', 'Warrior', 'Kingdom', 'Jungle', 'Ocean', 'Volcano', 'Carnival', 'Fortune', 'Wizard', 'Knight',
  'Mermaid', 'Genie', 'Safari', 'Candy', 'Rabbit', 'Eagle', 'Heist', 'Rush', 'Riches', 'Coins', 'Pearls',
];
export const SUFFIXES = ['', 'Deluxe', 'Megaways', 'Hold & Win', 'Link', 'Gold', 'Rising', 'Quest', 'Bonanza', 'Max', 'Ways', 'Legend'];

export const TABLE_NAMES = [
  'European Roulette', 'American Roulette', 'French Roulette', 'Blackjack', 'Baccarat', 'Punto Banco', 'Sic Bo',
  'Dragon Tiger', 'Casino Hold\u2019em', 'Three Card Poker', 'Red Dog', 'Pai Gow', 'Fan Tan', 'Craps', 'Andar Bahar',
];
export const TABLE_VARIANTS = ['Classic', 'Pro', 'VIP', 'Multi-hand', 'Gold', 'Lightning', 'Premium', 'Mini', 'Speed', 'Zero'];
export const POKER_NAMES = ['Jacks or Better', 'Deuces Wild', 'Joker Poker', 'Aces and Faces', 'Double Bonus Poker', 'Bonus Deuces', 'Tens or Better', 'All American'];
export const POKER_VARIANTS = ['', '3 Hand', '5 Hand', '10 Hand', '25 Hand', '50 Hand', 'Classic', 'Gold', 'Turbo', 'Pro'];
export const ARCADE_NAMES = ['Plinko', 'Crash', 'Mines', 'Hi-Lo', 'Keno', 'Dice', 'Wheel', 'Tower', 'Limbo', 'Coin Flip', 'Goal', 'Rocket'];

export const LIVE_TABLES = ['Baccarat', 'Speed Baccarat', 'Squeeze Baccarat', 'Roulette', 'Auto Roulette', 'Blackjack', 'Sic Bo', 'Dragon Tiger', 'Niu Niu', 'Fan Tan', 'Bull Bull', 'Lightning Dice'];
export const PVP_GAMES = ["Texas Hold'em", 'Niu Niu', 'Zha Jin Hua', 'Landlord', 'Rummy', 'Mahjong', 'Pai Gow', 'Blackjack Duel', 'Tongits', 'Pusoy', 'Sam Gong', 'Teen Patti'];
export const PVP_ROOMS = ['Novice Room', 'Regular Room', 'Expert Room', 'VIP Room'];
export const FISH_NAMES = ['Ocean King', 'Fishing War', 'Dragon Fishing', 'Golden Toad', 'Deep Sea Hunter', 'Mermaid Fishing', 'Shark Bounty', 'Jackpot Fishing', 'Fish Catch', 'Happy Fishing', 'Lucky Fishing', 'Monster Awaken'];
export const COCKFIGHT_ARENAS = ['Main Arena', 'Derby Arena'];
export const SEA_LOTTO = ['Thai Lottery', 'Lao Lottery', 'Magnum 4D', 'Singapore 4D', 'Toto 6/55', 'Da Ma Cai 1+3D', 'Sabah 88', 'Sandakan 4D', 'Cash Sweep', 'Keno Fast', 'Pick 3', 'Lotto 6/42', 'Grand Lotto 6/55', 'Mega Lotto 6/45', 'Super Lotto 6/49'];
export const VN_LOTTO = ['Mien Bac', 'Mien Trung', 'Mien Nam', 'Ha Noi', 'Quang Ninh', 'Bac Ninh', 'Hai Phong', 'Nam Dinh', 'Thai Binh', 'Da Nang', 'Khanh Hoa', 'Binh Dinh', 'TP. Ho Chi Minh', 'Dong Thap', 'Ca Mau', 'Ben Tre', 'Vung Tau', 'Bac Lieu', 'Can Tho', 'Soc Trang'];
