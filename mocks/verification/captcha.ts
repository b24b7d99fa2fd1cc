import { onSecurityReset } from '../engine/client';
import { pngBase64 } from './png';

/** 3×5 digit glyphs, one row of bits per line. */
const DIGITS: Record<string, number[]> = {
  '0': [7, 5, 5, 5, 7], '1': [2, 6, 2, 2, 7], '2': [7, 1, 7, 4, 7], '3': [7, 1, 7, 1, 7], '4': [5, 5, 7, 1, 1],
  '5': [7, 4, 7, 1, 7], '6': [7, 4, 7, 5, 7], '7': [7, 1, 2, 2, 2], '8': [7, 5, 7, 5, 7], '9': [7, 5, 7, 1, 7],
};

const WIDTH = 100;
const HEIGHT = 36;
const SCALE = 5;

/**
 * The one code each caller may answer: the one in the last image it was
 * issued. A new image replaces it, an answer (right or wrong) uses it up, so
 * fetching many images or guessing blindly gets nowhere.
 */
const issued = new Map<string, string>();
let lastIssued = '';

function draw(code: string): string {
  const rgb = new Uint8Array(WIDTH * HEIGHT * 3);
  for (let i = 0; i < WIDTH * HEIGHT; i += 1) rgb.set([32 + (i % 7) * 3, 24, 48 + (i % 11) * 2], i * 3);
  const plot = (x: number, y: number, color: number[]) => {
    if (x >= 0 && x < WIDTH && y >= 0 && y < HEIGHT) rgb.set(color, (y * WIDTH + x) * 3);
  };
  [...code].forEach((digit, index) => {
    const rows = DIGITS[digit] ?? [];
    const left = 10 + index * 22;
    const top = 5 + (index % 2) * 3;
    rows.forEach((bits, row) => {
      for (let col = 0; col < 3; col += 1) {
        if (!(bits & (4 >> col))) continue;
        for (let dy = 0; dy < SCALE; dy += 1) for (let dx = 0; dx < SCALE; dx += 1) plot(left + col * SCALE + dx, top + row * SCALE + dy, [250, 204, 21]);
      }
    });
  });
  // Noise lines, so the image is not trivially machine-read.
  for (let x = 0; x < WIDTH; x += 1) plot(x, Math.round(18 + 10 * Math.sin(x / 9 + code.length)), [168, 85, 247]);
  return pngBase64(WIDTH, HEIGHT, rgb);
}

export function issueCaptcha(client: string): string {
  const code = String(Math.floor(1000 + Math.random() * 9000));
  issued.set(client, code);
  lastIssued = code;
  return draw(code);
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
