import type { Faker } from '@faker-js/faker';
import { VENDORS_BY_CATEGORY, type GameType } from '../../contracts/shared/constants';
import { daysAgo, fakerFor } from '../engine/fake';
import {
  ADJECTIVES, ARCADE_NAMES, COCKFIGHT_ARENAS, FISH_NAMES, GAMES_PER_VENDOR, LIVE_TABLES, NOUNS, POKER_NAMES,
  POKER_VARIANTS, PVP_GAMES, PVP_ROOMS, RNG_CLASSIFY_SHARES, RNG_VENDOR_WEIGHTS, SEA_LOTTO, SUFFIXES, TABLE_NAMES,
  TABLE_VARIANTS, TOTAL_GAMES, VENDOR_NAMES, VN_LOTTO, rngGameCount,
} from './catalogue-data';
import type { GameRecord } from './collections';

/**
 * The game catalogue: read-only, and generated from the fixed seed, so it
 * lives in a plain array rather than an @msw/data collection. Creating
 * 10,000 validated collection records was most of the demo's start-up (and of
 * every test file's world seed); the array is built once per size, on first
 * use, and kept across world resets since the same seed gives the same games.
 */

const FIRST_NODE_ID = 10_001;

/** Vendors whose live and fishing games also run on flash (WIRE.md §6.4 launch details). */
const FLASH_TOO = new Set(['PT', 'DG']);

const CLASSIFY_CODES: Record<string, string> = {
  SLOT: 'SL', JACKPOT: 'JP', TABLE: 'TB', SCRATCH: 'SC', VIDEO_POKER: 'VP', ARCADE: 'AR', BINGO: 'BG',
};

/** Slot-style names from the word lists, each combination used once, in a seeded order. */
function nameStream(faker: Faker): () => { adjective: string; noun: string; suffix: string } {
  const combos: Array<[number, number, number]> = [];
  ADJECTIVES.forEach((adjective, a) =>
    NOUNS.forEach((noun, n) => {
      if (adjective === noun) return;
      SUFFIXES.forEach((_, s) => combos.push([a, n, s]));
    }),
  );
  const order = faker.helpers.shuffle(combos);
  let next = 0;
  return () => {
    const [a, n, s] = order[next % order.length]!;
    next += 1;
    return { adjective: ADJECTIVES[a]!, noun: NOUNS[n]!, suffix: SUFFIXES[s]! };
  };
}

function rngName(classify: string, faker: Faker, words: ReturnType<typeof nameStream>): string {
  const { adjective, noun, suffix } = words();
  switch (classify) {
    case 'JACKPOT':
      return `${adjective} ${noun} ${faker.helpers.arrayElement(['Jackpots', 'Mega Jackpot', 'Grand Jackpot', 'Progressive'])}`;
    case 'SCRATCH':
      return `${adjective} ${noun} Scratch`;
    case 'BINGO':
      return `${faker.helpers.arrayElement([adjective, noun])} Bingo ${faker.helpers.arrayElement(['', '75', '90', 'Blast', 'Party'])}`.trim();
    case 'TABLE':
      return `${faker.helpers.arrayElement(TABLE_NAMES)} ${faker.helpers.arrayElement(TABLE_VARIANTS)}`;
    case 'VIDEO_POKER':
      return `${faker.helpers.arrayElement(POKER_NAMES)} ${faker.helpers.arrayElement(POKER_VARIANTS)}`.trim();
    case 'ARCADE':
      return `${faker.helpers.arrayElement(ARCADE_NAMES)} ${faker.helpers.arrayElement(['X', 'Pro', 'Turbo', 'Mini', 'Max', 'Gold', 'Neon', adjective])}`;
    default:
      return suffix ? `${adjective} ${noun} ${suffix}` : `${adjective} ${noun}`;
  }
}

interface Draft {
  gameType: GameType;
  vassalage: string;
  gameClassify: string;
  gameName: string;
  isGame: 0 | 1;
}

/** Lists the games of every vendor, RNG by vendor weight, the rest by a fixed count. */
function drafts(faker: Faker, total: number): Draft[] {
  const list: Draft[] = [];
  const words = nameStream(faker);
  const rngTotal = rngGameCount(total);
  const weightSum = RNG_VENDOR_WEIGHTS.reduce((sum, weight) => sum + weight, 0);
  const rngVendors = VENDORS_BY_CATEGORY.RNG;
  let rngLeft = rngTotal;
  rngVendors.forEach((vassalage, v) => {
    const count = v === rngVendors.length - 1 ? rngLeft : Math.round((rngTotal * (RNG_VENDOR_WEIGHTS[v] ?? 1)) / weightSum);
    rngLeft -= count;
    for (let i = 0; i < count; i += 1) {
      const gameClassify = faker.helpers.weightedArrayElement(RNG_CLASSIFY_SHARES.map(([value, weight]) => ({ value, weight })));
      list.push({ gameType: 'RNG', vassalage, gameClassify, gameName: rngName(gameClassify, faker, words), isGame: 1 });
    }
  });
  const named = (gameType: GameType, isGame: 0 | 1, name: (vassalage: string, i: number) => string) => {
    for (const vassalage of VENDORS_BY_CATEGORY[gameType]) {
      for (let i = 0; i < GAMES_PER_VENDOR[gameType as Exclude<GameType, 'RNG'>]; i += 1) {
        list.push({ gameType, vassalage, gameClassify: gameType, gameName: name(vassalage, i), isGame });
      }
    }
  };
  const round = (base: string, i: number, size: number, variants: string[]) =>
    i < size ? base : `${base} ${variants[Math.floor(i / size) - 1] ?? Math.floor(i / size) + 1}`;
  named('FISH', 1, (_, i) => round(FISH_NAMES[i % FISH_NAMES.length]!, i, FISH_NAMES.length, ['Deluxe', 'Plus']));
  named('LIVE', 1, (_, i) => `${LIVE_TABLES[i % LIVE_TABLES.length]} ${Math.floor(i / LIVE_TABLES.length) + 1}`);
  named('PVP', 1, (_, i) => `${PVP_GAMES[i % PVP_GAMES.length]} (${PVP_ROOMS[Math.floor(i / PVP_GAMES.length) % PVP_ROOMS.length]})`);
  named('SPORTS', 0, (vassalage) => VENDOR_NAMES[vassalage] ?? vassalage);
  named('ESPORTS', 0, (vassalage) => VENDOR_NAMES[vassalage] ?? vassalage);
  named('COCKFIGHT', 0, (vassalage, i) => `${VENDOR_NAMES[vassalage] ?? vassalage} ${COCKFIGHT_ARENAS[i % COCKFIGHT_ARENAS.length]}`);
  const lottoNames = (vassalage: string) => (vassalage === 'TCG_SEA' ? SEA_LOTTO : VN_LOTTO);
  const lottoVariants = ['Express', 'Turbo', 'Plus'];
  named('LOTT', 1, (vassalage, i) => {
    const names = lottoNames(vassalage);
    return round(names[i % names.length]!, i, names.length, lottoVariants);
  });
  named('ELOTT', 1, (vassalage, i) => {
    const names = vassalage === 'LOTT' ? SEA_LOTTO : VN_LOTTO;
    return `${round(names[i % names.length]!, i, names.length, lottoVariants)} E-Lotto`;
  });
  return list;
}

const SHARES: Record<GameType, { hot: number; trial: number }> = {
  RNG: { hot: 0.012, trial: 0.65 },
  FISH: { hot: 0.15, trial: 0.5 },
  LIVE: { hot: 0.1, trial: 0 },
  PVP: { hot: 0.08, trial: 0.25 },
  SPORTS: { hot: 0, trial: 0 },
  ESPORTS: { hot: 0, trial: 0 },
  COCKFIGHT: { hot: 0, trial: 0 },
  LOTT: { hot: 0.05, trial: 0 },
  ELOTT: { hot: 0.05, trial: 0 },
};

function stakes(draft: Draft, faker: Faker): { minBet: number; maxBet: number; lineNum: number } {
  if (draft.gameClassify === 'SLOT') {
    return {
      minBet: faker.helpers.arrayElement([0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.5, 1]),
      maxBet: faker.helpers.arrayElement([50, 100, 200, 500, 1000]),
      lineNum: faker.helpers.arrayElement([5, 9, 10, 15, 20, 25, 30, 40, 50, 243, 1024, 4096]),
    };
  }
  if (draft.gameClassify === 'JACKPOT') {
    return { minBet: faker.helpers.arrayElement([0.2, 0.5, 1]), maxBet: faker.helpers.arrayElement([100, 250, 500]), lineNum: faker.helpers.arrayElement([20, 25, 50]) };
  }
  if (draft.gameType === 'LIVE') {
    return { minBet: faker.helpers.arrayElement([1, 5, 10, 20, 50]), maxBet: faker.helpers.arrayElement([5000, 10000, 50000]), lineNum: 1 };
  }
  if (draft.gameType === 'RNG' || draft.gameType === 'FISH') {
    return { minBet: faker.helpers.arrayElement([0.1, 0.2, 0.5, 1]), maxBet: faker.helpers.arrayElement([100, 500, 1000]), lineNum: 1 };
  }
  return { minBet: faker.helpers.arrayElement([1, 2, 5, 10]), maxBet: faker.helpers.arrayElement([1000, 5000, 20000]), lineNum: 1 };
}

/** The whole catalogue for `total` games: the same list for the same size, every time. */
export function buildCatalogue(total: number = TOTAL_GAMES): GameRecord[] {
  const faker = fakerFor('games');
  const codes = new Map<string, number>();
  const namesByVendor = new Map<string, Set<string>>();
  return drafts(faker, total).map((draft, i) => {
    const nodeId = FIRST_NODE_ID + i;
    const share = SHARES[draft.gameType];
    const names = namesByVendor.get(draft.vassalage) ?? new Set<string>();
    namesByVendor.set(draft.vassalage, names);
    let gameName = draft.gameName;
    for (let n = 2; names.has(gameName); n += 1) gameName = `${draft.gameName} ${n}`;
    names.add(gameName);
    const codeKey = `${draft.vassalage}-${draft.gameType}`;
    const seq = (codes.get(codeKey) ?? 0) + 1;
    codes.set(codeKey, seq);
    const isHot = faker.datatype.boolean(share.hot) ? 1 : 0;
    const isNew = draft.isGame === 1 && faker.datatype.boolean(0.03);
    const gameCode = `${draft.vassalage}-${CLASSIFY_CODES[draft.gameClassify] ?? draft.gameType.slice(0, 2)}-${String(seq).padStart(4, '0')}`;
    return {
      nodeId,
      gameName,
      nodeName: `${draft.vassalage}_${draft.isGame === 0 ? `${gameName} Lobby` : gameName}`,
      gameType: draft.gameType,
      vassalage: draft.vassalage,
      gameClassify: draft.gameClassify,
      gameCode,
      gameId: gameCode,
      // The generated picture says the game's name.
      iconUrl: `/mock-assets/game/${nodeId}.svg?label=${encodeURIComponent(gameName)}`,
      isHot,
      supportPlay: faker.datatype.boolean(share.trial) ? 0 : 1,
      platform: FLASH_TOO.has(draft.vassalage) && (draft.gameType === 'LIVE' || draft.gameType === 'FISH') ? 'flash,html5-desktop' : 'html5-desktop',
      createdAt: isNew
        ? daysAgo(faker.number.float({ min: 0.5, max: 29, fractionDigits: 2 }))
        : daysAgo(faker.number.int({ min: 31, max: 1500 })),
      ...stakes(draft, faker),
      vendorName: VENDOR_NAMES[draft.vassalage] ?? draft.vassalage,
      popularity: faker.number.int({ min: 0, max: 1000 }) + (isHot ? 5000 : 0),
    } satisfies GameRecord;
  });
}

/** Catalogue sizes the seed accepts: the default, and up to 50,000 for the scale bench and QA. */
export const MIN_CATALOGUE_SIZE = 1_000;
export const MAX_CATALOGUE_SIZE = 50_000;

let size = TOTAL_GAMES;
let built: { size: number; games: readonly GameRecord[] } | null = null;

/** A size the seed accepts: whole, within bounds; anything else gives the default. */
export function normalizeCatalogueSize(value: unknown): number {
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number)) return TOTAL_GAMES;
  return number >= MIN_CATALOGUE_SIZE && number <= MAX_CATALOGUE_SIZE ? number : TOTAL_GAMES;
}

/** Picks the catalogue size of the world (the next use of the catalogue builds it if it changed). */
export function setCatalogueSize(value: number): void {
  size = normalizeCatalogueSize(value);
}

export function catalogueSize(): number {
  return size;
}

/** Every game of the current catalogue, in node-id order. Never mutate. */
export function catalogueGames(): readonly GameRecord[] {
  if (built?.size !== size) built = { size, games: Object.freeze(buildCatalogue(size)) };
  return built.games;
}
