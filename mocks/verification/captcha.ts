import { onSecurityReset } from '../engine/client';
import { pngBase64 } from './png';

/** 3×5 digit glyphs, one row of bits per line. */
const DIGITS: Record<string, number[]> = {
  '0': [7, 5, 5, 5, 7], '1': [2, 6, 2, 2, 7], '2': [7, 1, 7, 4, 7], '3': [7, 1, 7, 1, 7], '4': [5, 5, 7, 1, 1],
  '5': [7, 4, 7, 1, 7], '6': [7, 4, 7, 5, 7], '7': [7, 1, 2, 2, 2], '8': [7, 5, 7, 5, 7], '9': [7, 5, 7, 1, 7],
};

const WIDTH = 100;
const HEIGHT = 36;
/** Each glyph's cell size (px), turn (radians either way) and how far it strays from its slot (px). */
const SCALE_MIN = 3.8;
const SCALE_MAX = 5;
const TURN_MAX = 0.45;
const STRAY_X = 3;
const STRAY_Y = 4;
/** The share of pixels that are bright specks, and how many lines cross the image. */
const SPECKLE_SHARE = 0.06;
const NOISE_LINES = 3;

/**
 * The one code each caller may answer: the one in the last image it was
 * issued. A new image replaces it, an answer (right or wrong) uses it up, so
 * fetching many images or guessing blindly gets nowhere.
 */
const issued = new Map<string, string>();
let lastIssued = '';

const INKS = [[250, 204, 21], [244, 114, 182], [96, 165, 250], [74, 222, 128], [251, 146, 60], [240, 240, 240]];

/**
 * Draws the code so that no fixed template reads it (issue 31): every glyph at its own scale, turned,
 * and moved from its slot, in its own colour, over bright specks and lines of the glyphs' colours. A
 * person reads four tilted digits; a script that samples fixed places reads noise
 * (tests/api/captcha-reader.test.ts). It is still no match for real OCR: in production the captcha
 * is the platform's (WIRE.md Y5).
 */
export function drawCaptcha(code: string, random: () => number = Math.random): string {
  const rgb = new Uint8Array(WIDTH * HEIGHT * 3);
  const between = (low: number, high: number) => low + random() * (high - low);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  for (let i = 0; i < WIDTH * HEIGHT; i += 1) rgb.set([28 + Math.floor(random() * 18), 22 + Math.floor(random() * 10), 44 + Math.floor(random() * 22)], i * 3);
  const plot = (x: number, y: number, color: readonly number[]) => {
    const px = Math.round(x);
    const py = Math.round(y);
    if (px >= 0 && px < WIDTH && py >= 0 && py < HEIGHT) rgb.set(color, (py * WIDTH + px) * 3);
  };
  const line = (color: readonly number[]) => {
    const [x0, y0, x1, y1] = [between(0, WIDTH * 0.3), between(0, HEIGHT), between(WIDTH * 0.7, WIDTH), between(0, HEIGHT)];
    const steps = Math.ceil(Math.hypot(x1 - x0, y1 - y0));
    for (let step = 0; step <= steps; step += 1) plot(x0 + ((x1 - x0) * step) / steps, y0 + ((y1 - y0) * step) / steps, color);
  };
  for (let i = 0; i < WIDTH * HEIGHT * SPECKLE_SHARE; i += 1) plot(between(0, WIDTH), between(0, HEIGHT), pick(INKS));
  let previous: readonly number[] | null = null;
  [...code].forEach((digit, index) => {
    const rows = DIGITS[digit] ?? [];
    const scale = between(SCALE_MIN, SCALE_MAX);
    const turn = between(-TURN_MAX, TURN_MAX);
    const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
    const centreX = 14 + index * 24 + between(-STRAY_X, STRAY_X);
    const centreY = HEIGHT / 2 + between(-STRAY_Y, STRAY_Y);
    // Neighbours never share a colour, so two close glyphs still read as two.
    const color = pick(INKS.filter((ink) => ink !== previous));
    previous = color;
    const reach = Math.ceil(Math.hypot(1.5 * scale, 2.5 * scale)) + 1;
    // Each pixel near the centre is turned back into the glyph's own grid: ink where that cell is set.
    for (let y = Math.floor(centreY - reach); y <= centreY + reach; y += 1) {
      for (let x = Math.floor(centreX - reach); x <= centreX + reach; x += 1) {
        const [dx, dy] = [x - centreX, y - centreY];
        const col = Math.floor((dx * cos + dy * sin) / scale + 1.5);
        const row = Math.floor((-dx * sin + dy * cos) / scale + 2.5);
        if (row >= 0 && row < 5 && col >= 0 && col < 3 && (rows[row]! & (4 >> col))) plot(x, y, color);
      }
    }
  });
  for (let i = 0; i < NOISE_LINES; i += 1) line(pick(INKS));
  return pngBase64(WIDTH, HEIGHT, rgb);
}

export function issueCaptcha(client: string): string {
  // The code from the crypto generator: Math.random's state can be recovered from enough of its outputs.
  const code = String(1000 + (crypto.getRandomValues(new Uint32Array(1))[0]! % 9000));
  issued.set(client, code);
  lastIssued = code;
  return drawCaptcha(code);
}

/** True when the answer is the code of the caller's last image; that image is spent either way. */
export function consumeCaptcha(client: string, answer: string | undefined): boolean {
  const expected = issued.get(client);
  if (!answer?.trim()) return false;
  issued.delete(client);
  return expected !== undefined && expected === answer.trim();
}

/** For tests and the QA toolbar: the code in the last image. */
export function lastCaptchaCode(): string {
  return lastIssued;
}

onSecurityReset(() => {
  issued.clear();
  lastIssued = '';
});
