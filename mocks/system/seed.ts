import { encryptCustomerServicePath } from '../../contracts/shared/wire-crypto';
import { fakerFor } from '../engine/fake';
import { avatarUrl } from '../member/seed';
import { AVATAR_ICONS, COUNTRIES, CUSTOMER_SERVICE, GAMING_VENUES, HELP_SECTIONS, RESOURCES, SEEDED_FEEDBACK } from './data';
import {
  avatarIcons, countries, customerServices, dropMenuEntries, feedback, helpArticles, nationalities, registrationFields, resources,
} from './collections';
import { NATIONALITIES } from './nationalities';
import { REGISTRATION_DEFAULTS, REGISTRATION_FIELDS, validationRule } from './validation';

/** Seeds the system domain's catalogue: back-office configuration, no randomness. */
export async function seed(): Promise<void> {
  for (const [sort, country] of COUNTRIES.entries()) await countries.create({ ...country, sort });
  // WIRE.md §3 mock rule: each path is Base64(DES(url, key8)) + key8, with a random key8 per item
  // (drawn from the seeded faker, so every start answers the same paths).
  const faker = fakerFor('system.customerService');
  for (const [sort, entry] of CUSTOMER_SERVICE.entries()) {
    const path = encryptCustomerServicePath(entry.url, faker.string.alphanumeric(8));
    await customerServices.create({ ...entry, labelIds: [...entry.labelIds], path, sort });
  }
  for (const [sort, entry] of RESOURCES.entries()) await resources.create({ ...entry, sort });
  for (const [sort, field] of REGISTRATION_FIELDS.entries()) {
    const defaults = REGISTRATION_DEFAULTS[field];
    const rule = validationRule(defaults.patternId);
    if (!rule) throw new Error(`Registration field ${field} names an unknown pattern ${defaults.patternId}`);
    await registrationFields.create({ field, ...defaults, acceptedPattern: rule.pattern, sort });
  }
  let articleId = 0;
  for (const [sectionSort, section] of HELP_SECTIONS.entries()) {
    for (const [sort, article] of section.articles.entries()) {
      articleId += 1;
      await helpArticles.create({
        id: articleId, title: article.title, content: article.content,
        sectionCode: section.code, sectionTitle: section.title, sectionSort, sort,
      });
    }
  }
  for (const [sort, venue] of GAMING_VENUES.entries()) await dropMenuEntries.create({ menuGroup: 'gamingvenue', ...venue, sort });
  for (const [sort, icon] of AVATAR_ICONS.entries()) await avatarIcons.create({ ...icon, url: avatarUrl(icon.iconId), sort });
  for (const [sort, entry] of NATIONALITIES.entries()) await nationalities.create({ ...entry, sort });
  for (const [index, entry] of SEEDED_FEEDBACK.entries()) await feedback.create({ feedbackId: index + 1, ...entry, images: [] });
}
