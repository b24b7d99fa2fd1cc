import { Collection } from '@msw/data';
import { z } from 'zod';
import { SUPPORT_QUESTION_TYPES } from '../../contracts/shared/constants';
import { countrySchema, isoDateTime, registrationFieldConfigSchema } from '../../contracts/shared/entities';
import { avatarIconSchema, dropMenuEntrySchema, FORM_MENU_GROUPS, helpArticleSchema, nationalitySchema } from '../../contracts/system';

const sorted = { sort: z.number().int() };

export const countries = new Collection({ schema: countrySchema.extend(sorted) });
/** WIRE.md §3: `url` in the clear, `path` as the status call answers it (Base64(DES(url, key8)) + key8). */
export const customerServices = new Collection({
  schema: z.object({
    csType: z.string(),
    csPosition: z.number().int(),
    title: z.string(),
    url: z.string(),
    path: z.string(),
    labelIds: z.array(z.string()),
    type: z.string(),
    ...sorted,
  }),
});
export const resources = new Collection({
  schema: z.object({ resourceType: z.string(), url: z.string(), qrCodeUrl: z.string().nullable(), labelNameEn: z.string(), ...sorted }),
});
/** Back-office registration rules; the whitelabel flags are applied on top when answering. */
export const registrationFields = new Collection({ schema: registrationFieldConfigSchema.extend(sorted) });
export const helpArticles = new Collection({
  schema: helpArticleSchema.extend({ sectionCode: z.string(), sectionTitle: z.string(), sectionSort: z.number().int(), ...sorted }),
});
export const dropMenuEntries = new Collection({ schema: dropMenuEntrySchema.extend({ menuGroup: z.enum(FORM_MENU_GROUPS) }) });
export const avatarIcons = new Collection({ schema: avatarIconSchema.extend(sorted) });
export const nationalities = new Collection({ schema: nationalitySchema.extend(sorted) });

export const feedbackRecordSchema = z.object({
  feedbackId: z.number().int(),
  account: z.string(),
  questionType: z.enum(SUPPORT_QUESTION_TYPES),
  content: z.string(),
  /** Only what the images were, not their bytes: the demo store stays small. */
  images: z.array(z.object({ mimeType: z.string(), bytes: z.number().int() })),
  createTime: isoDateTime,
  reply: z.string().nullable().default(null),
  replyTime: isoDateTime.nullable().default(null),
});
export type FeedbackRecord = z.infer<typeof feedbackRecordSchema>;
export const feedback = new Collection({ schema: feedbackRecordSchema });

/** Collections whose records users change: persisted in the demo. */
export const persistent = { feedback };
/** Collections regenerated from the seed on every start, never stored. */
export const catalogue = {
  countries, customerServices, resources, registrationFields, helpArticles, dropMenuEntries, avatarIcons, nationalities,
};
