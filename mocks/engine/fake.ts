import { Faker, en } from '@faker-js/faker';
import { REFERENCE_DATE, SEED } from './clock';

function hash(text: string): number {
  let value = 2166136261;
  for (let i = 0; i < text.length; i += 1) value = Math.imul(value ^ text.charCodeAt(i), 16777619);
  return value >>> 0;
}

/**
 * A faker of its own per domain, seeded from the world seed and the domain
 * name: adding data to one domain never reshuffles another.
 */
export function fakerFor(domain: string): Faker {
  const faker = new Faker({ locale: [en] });
  faker.seed(SEED ^ hash(domain));
  faker.setDefaultRefDate(REFERENCE_DATE);
  return faker;
}

/** A deterministic ISO time `days` before the reference date (fractions allowed). */
export function daysAgo(days: number): string {
  return new Date(REFERENCE_DATE.getTime() - days * 86_400_000).toISOString();
}
