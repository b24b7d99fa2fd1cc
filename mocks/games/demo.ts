import { LOTTO_NUMBER_MAX, LOTTO_PICK_COUNT, type DEMO_GAME_KINDS } from '../../contracts/games';
import { LOTTO_PAYS, SLOT_THREE_OF_A_KIND, SLOT_TWO_CHERRIES, TABLE_PLAYER_WIN, lottoMatches } from '../../src/demo-games/rules';
import type { GameRecord } from './collections';
import { HttpResponse } from 'msw';
import { MatchHandler } from '../engine/match-handler';
import { getScenario } from '../engine/scenario';

type DemoKind = (typeof DEMO_GAME_KINDS)[number];

/** How long a launch ticket stays valid; each demo round extends it by as much. */
export const TICKET_TTL_MS = 30 * 60 * 1000;
/** Play money on a free-trial ticket. */
export const FREE_TRIAL_CREDITS = 2000;

/**
 * Launch CDNs the launch URL is built from, one picked at random per launch
 * (SPEC §9: "launch CDN hosts are chosen randomly from lists"). '' means the
 * page's own origin, where the built-in demo game pages are served.
 */
let launchCdns: string[] = [''];

export function configureLaunchCdns(list: string[]): void {
  launchCdns = list.length ? [...list] : [''];
}

/**
 * A launch host that never answers (`.invalid` never resolves, and the simulated backend fails any
 * request to it): with the QA flag launchHostDown it heads the status answer's list and every
 * launch is issued on it, so the client's fallback to the next host shows.
 */
export const DOWN_LAUNCH_CDN = 'https://launch-down.invalid';

/** The hosts the status answer lists as launchGameCDNs (WIRE.md §6.2); '' (the page's own origin) is not a host. */
export function launchCdnList(): readonly string[] {
  const hosts = launchCdns.filter((host) => host !== '');
  return getScenario().flags.launchHostDown ? [DOWN_LAUNCH_CDN, ...hosts] : hosts;
}

export function pickLaunchCdn(): string {
  if (getScenario().flags.launchHostDown) return DOWN_LAUNCH_CDN;
  return launchCdns[Math.floor(Math.random() * launchCdns.length)] ?? '';
}

/** Lottery games play on the lottery ticket page, card tables on the table page, everything else on the slot machine. */
export function demoKindOf(game: Pick<GameRecord, 'gameType' | 'gameClassify'>): DemoKind {
  if (game.gameType === 'LOTT' || game.gameType === 'ELOTT') return 'lottery';
  if (['LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT'].includes(game.gameType)) return 'table';
  return game.gameClassify === 'TABLE' || game.gameClassify === 'VIDEO_POKER' ? 'table' : 'slot';
}

export function launchUrl(cdn: string, kind: DemoKind, params: Record<string, string>): string {
  return `${cdn}/demo-games/${kind}.html?${new URLSearchParams(params).toString()}`;
}

/** `player01` -> `pl***01`: the winner board never shows a whole username. */
export function maskName(account: string): string {
  if (account.length <= 4) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-2)}`;
}

function hash(text: string): number {
  let value = 2166136261;
  for (let i = 0; i < text.length; i += 1) value = Math.imul(value ^ text.charCodeAt(i), 16777619);
  return value >>> 0;
}

/** mulberry32: a small PRNG, seeded per round so that a round's outcome is reproducible. */
function rng(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface DemoOutcome {
  outcome: 'WIN' | 'LOSE' | 'PUSH';
  /** Total return as a multiple of the stake (0 on a loss, 1 on a push). */
  multiplier: number;
  symbols: string[];
}

const REEL: Array<[string, number]> = [
  ['CHERRY', 7], ['LEMON', 7], ['BELL', 5], ['STAR', 4], ['BAR', 3], ['SEVEN', 1],
];
const THREE_OF_A_KIND: Record<string, number> = SLOT_THREE_OF_A_KIND;
const REEL_WEIGHT = REEL.reduce((sum, [, weight]) => sum + weight, 0);

function spin(next: () => number): string {
  let roll = next() * REEL_WEIGHT;
  for (const [symbol, weight] of REEL) {
    roll -= weight;
    if (roll < 0) return symbol;
  }
  return REEL[0]![0];
}

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['S', 'H', 'D', 'C'];
const cardValue = (card: string) => {
  const rank = card.slice(0, -1);
  const index = RANKS.indexOf(rank);
  return index >= 9 ? 0 : index + 1;
};

/** LOTTO_PICK_COUNT different numbers from 1 to LOTTO_NUMBER_MAX, in draw order (a partial shuffle). */
function drawNumbers(next: () => number): number[] {
  const pool = Array.from({ length: LOTTO_NUMBER_MAX }, (_, i) => i + 1);
  for (let i = 0; i < LOTTO_PICK_COUNT; i += 1) {
    const j = i + Math.floor(next() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, LOTTO_PICK_COUNT);
}

/**
 * The outcome of one demo round, from the ticket and the request id: the
 * same round always plays out the same way (a repeat is also idempotent).
 * Slot: three reels; three of a kind pays, two cherries return double.
 * Table: a two-card baccarat-style hand, betting on the player (wins pay 2x, ties push).
 * Lottery: a draw of LOTTO_PICK_COUNT numbers (independent of the picks, as
 * a real draw is); the picks drawn pay LOTTO_PAYS.
 */
export function demoOutcome(kind: DemoKind, ticket: string, requestId: string, picks: readonly number[] = []): DemoOutcome {
  const next = rng(hash(`${ticket}:${requestId}`));
  if (kind === 'lottery') {
    const drawn = drawNumbers(next);
    const multiplier = LOTTO_PAYS[lottoMatches(picks, drawn).length] ?? 0;
    return { outcome: multiplier > 0 ? 'WIN' : 'LOSE', multiplier, symbols: drawn.map(String) };
  }
  if (kind === 'slot') {
    const symbols = [spin(next), spin(next), spin(next)];
    const [a, b, c] = symbols;
    if (a === b && b === c) return { outcome: 'WIN', multiplier: THREE_OF_A_KIND[a!] ?? 2, symbols };
    if (symbols.filter((symbol) => symbol === 'CHERRY').length === 2) return { outcome: 'WIN', multiplier: SLOT_TWO_CHERRIES, symbols };
    return { outcome: 'LOSE', multiplier: 0, symbols };
  }
  const deal = () => `${RANKS[Math.floor(next() * RANKS.length)]}${SUITS[Math.floor(next() * SUITS.length)]}`;
  const cards = [deal(), deal(), deal(), deal()];
  const player = (cardValue(cards[0]!) + cardValue(cards[1]!)) % 10;
  const banker = (cardValue(cards[2]!) + cardValue(cards[3]!)) % 10;
  if (player === banker) return { outcome: 'PUSH', multiplier: 1, symbols: cards };
  return player > banker ? { outcome: 'WIN', multiplier: TABLE_PLAYER_WIN, symbols: cards } : { outcome: 'LOSE', multiplier: 0, symbols: cards };
}

/** The launch host that is down (QA flag launchHostDown): every request to it fails as a dead host's would. */
const downHost = new URL(DOWN_LAUNCH_CDN).host;
export const downLaunchHostHandler = new MatchHandler('the launch host that is down', (request) => (new URL(request.url).host === downHost ? true : null), () => HttpResponse.error());
