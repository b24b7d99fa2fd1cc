import { daysAgo, fakerFor } from '../engine/fake';

export interface SeededLogin {
  ip: string;
  at: string;
}

const DAY_SECONDS = 86_400;

/**
 * Two weeks of logins of one seeded account, older first: most days one or
 * two, some none, each at its own hour, minute and second, from the home IP
 * or, now and then, the mobile one. A faker of the account's own keeps it
 * the same on every seed without reshuffling any other domain.
 */
export function seededLogins(username: string, home: string, mobile: string): SeededLogin[] {
  const faker = fakerFor(`member.loginHistory:${username}`);
  const logins: Array<{ ip: string; daysBack: number }> = [];
  for (let day = 14; day >= 1; day -= 1) {
    // Always the last day, so the history reaches up to yesterday.
    const count = day === 1 ? 1 : faker.helpers.weightedArrayElement([
      { weight: 3, value: 0 },
      { weight: 5, value: 1 },
      { weight: 2, value: 2 },
    ]);
    const seconds = Array.from({ length: count }, () => faker.number.int({ min: 7 * 3600, max: DAY_SECONDS - 60 })).sort((a, b) => a - b);
    for (const second of seconds) {
      const ip = faker.number.int({ min: 1, max: 4 }) === 1 ? mobile : home;
      // `day` whole days back, then forward into that day: still before the reference date.
      logins.push({ ip, daysBack: day - second / DAY_SECONDS });
    }
  }
  return logins.map(({ ip, daysBack }) => ({ ip, at: daysAgo(daysBack) }));
}
