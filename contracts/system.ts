import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  DEFAULT_LANGUAGE, FEEDBACK_MAX_CHARS, MAX_UPLOAD_IMAGES, PLATFORM_WEB, SUPPORT_QUESTION_TYPES, SUPPORTED_LANGUAGES,
} from './shared/constants';
import { isoDateTime } from './shared/entities';
import { respond } from './shared/envelope';
import { meta, observed, ours } from './shared/meta';
import { imageDataUrl, UPLOAD_BODY_LIMIT, urlText } from './shared/limits';
import { pagedList, pageQuery } from './shared/paging';
import type { WhitelabelNode } from './shared/whitelabel';

const c = initContract();

/*
 * WIRE.md §6.2 answers, read leniently (§8: lenient in what we read): unknown fields pass, a field
 * the platform may omit is optional, flags may come as booleans, numbers or "1"/"0", numbers may
 * come as strings. The feature's select (src/features/system) turns them into the screen's shape.
 */
const flag = z.union([z.boolean(), z.number(), z.string()]).nullable().optional();
const numberish = z.union([z.number(), z.string()]).nullable().optional();
const text = z.string().nullable().optional();

/** WIRE.md §6.2 Y2: `{modId, enabled: "1" | "0", childrenNodes}`, recursively. */
export const whitelabelNodeSchema: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    enabled: flag,
    childrenNodes: z.array(whitelabelNodeSchema).nullable().optional(),
  }),
);
/** One root node or a list of top-level nodes: WIRE.md does not record which, so both are read. */
export const whitelabelTreeSchema = z.union([whitelabelNodeSchema, z.array(whitelabelNodeSchema)]);

/** WIRE.md §3 and §6.2: one customer-service entry; `path` is encrypted (Base64(DES(url, key8)) + key8). */
export const customerServiceItemSchema = z.object({
  /** Seen: AICAN, MIDUOKE, LIVECHAT, COMM100, COMM100VIP; SPEC adds FACEBOOK, TELEGRAM, WHATSAPP. Any string. */
  csType: text,
  csPosition: numberish,
  title: text,
  path: text,
  /** Empty or absent: shown to everyone; otherwise only to members whose clubLabel.labelId is listed. */
  labelIds: z.array(z.union([z.string(), z.number()])).nullable().optional(),
  /** In the old member centre, type "3" is the pop-up chat. */
  type: numberish,
});
export type CustomerServiceItem = z.infer<typeof customerServiceItemSchema>;

/** WIRE.md §6.2: a resource, keyed by type (seen IOS, A = Android, H5, WLG_DOMAIN, SKYPE, QQ, ZALO; SPEC adds socials). */
export const resourceItemSchema = z.object({
  resourceType: z.string(),
  url: text,
  qrCodeUrl: text,
  labelNameEn: text,
});
export type ResourceItem = z.infer<typeof resourceItemSchema>;

/** WIRE.md §6.2 Y3: one registration field's rule. `patternId` n selects the message reg_pattern_<n>. */
export const registerFieldRuleSchema = z.object({
  enabled: flag,
  required: flag,
  /** A regular expression source; "*" means any. */
  acceptedPattern: text,
  patternId: numberish,
  minLength: numberish,
  maxLength: numberish,
  message: text,
  updateRequired: flag,
});
export type RegisterFieldRule = z.infer<typeof registerFieldRuleSchema>;
/** WIRE.md §6.2 Y3: field name → rule. Keys seen: username, password, mobileNum, paymentPassword, captcha, … */
export const registerRulesSchema = z.record(z.string(), registerFieldRuleSchema.nullable());
export type RegisterRules = z.infer<typeof registerRulesSchema>;

/**
 * WIRE.md §6.2 Y7 and Y1 `info.domainRoute`: "a route table", shape not recorded. Our design, read
 * with every field optional: the site's domains (SPEC §3 domainList) and the routes the back office
 * switches (SPEC §7 "routers"). Anything else the platform puts there is ignored.
 */
export const domainRouteSchema = z.object({
  domainList: z.array(z.string()).nullable().optional(),
  routers: z
    .array(
      z.object({
        path: z.string(),
        enabled: flag,
        name: text,
        requiresAuth: flag,
        hideSideMenu: flag,
        hideFooter: flag,
      }),
    )
    .nullable()
    .optional(),
});
export type DomainRoute = z.infer<typeof domainRouteSchema>;

/** WIRE.md §6.2: Y1's `info` (Y8 carries the same shapes). */
export const statusInfoSchema = z.object({
  customerService: z.array(customerServiceItemSchema).nullable().optional(),
  resources: z.array(resourceItemSchema).nullable().optional(),
  whitelabel: whitelabelTreeSchema.nullable().optional(),
  register: registerRulesSchema.nullable().optional(),
  /** e.g. `.firebase`: SMS codes go through Firebase. */
  sms: z.object({ firebase: flag }).nullable().optional(),
  imageCDNs: z.array(z.string()).nullable().optional(),
  launchGameCDNs: z.array(z.string()).nullable().optional(),
  gw: z.object({ GEETEST_ID: text, GEETEST_VERSION: text, PROFILE_ICON_COUNT: numberish }).nullable().optional(),
  mobileTemplate: z.object({ web_logo: flag }).nullable().optional(),
  /** "A route table" whose shape WIRE.md does not record: anything is accepted, and the select reads our design of it. */
  domainRoute: z.unknown().optional(),
  mainDomain: text,
  analytics: z.object({ gtagId: text }).nullable().optional(),
  /** Ours (issue 35): the regulator whose rules this backend enforces (PH, UK, MT); the platform sends none, and the brand's holds. */
  jurisdiction: z.string().nullable().optional(),
});

/** WIRE.md §6.2 Y1 `value`: maintenance (truthy → 1) wins over regionRestriction (truthy → 2). */
export const statusValueSchema = z.object({
  maintenance: flag,
  regionRestriction: flag,
  /** "A time", shown on the maintenance page: an ISO or platform date string, or epoch ms. */
  maintenanceEnd: numberish,
  /** Switches the Geetest logic. */
  test: flag,
  location: z.object({ ip: text }).nullable().optional(),
  info: statusInfoSchema.nullable().optional(),
});
export type StatusValue = z.infer<typeof statusValueSchema>;

/** WIRE.md §6.2 Y4: the default country and currency, and the dialling codes. */
export const countryValueSchema = z.object({
  countryCode: text,
  countryDialingCode: numberish,
  currency: text,
  currencySymbol: text,
  countries: z.array(z.object({ countryCode: z.string(), countryDialingCode: z.union([z.string(), z.number()]) })).nullable().optional(),
});
export type CountryValue = z.infer<typeof countryValueSchema>;

/**
 * SPEC §5 full name: first and last name separated by a space. One source for
 * the server's FULL_NAME rule and the profile form, so neither accepts more.
 */
export const FULL_NAME_PATTERN = "^[A-Za-z][A-Za-z.'-]*( [A-Za-z][A-Za-z.'-]*)+$";

/**
 * One SPEC §5 pattern message: a regex source ("*" = any) and its message. Not a wire shape: the
 * registration form's fallback for a patternId we do not know (src/features/system builds them from
 * Y3's field messages), and the simulated backend's table (mocks/system/validation.ts).
 */
export interface ValidationRule {
  patternId: string;
  pattern: string;
  /** i18n key of the pattern message. */
  messageKey: string;
  /** English message; "(min)" and "(max)" are replaced by the field's lengths. */
  message: string;
}

export const helpArticleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Server HTML: the app sanitizes it before rendering. */
  content: z.string(),
});
export const helpSectionSchema = z.object({
  /** Stable code, also the page anchor (#term for the terms). */
  code: z.string(),
  title: z.string(),
  sort: z.number().int(),
  articles: z.array(helpArticleSchema),
});
export type HelpSection = z.infer<typeof helpSectionSchema>;

/** iconId is what POST /wps/member/info/icon takes. */
export const avatarIconSchema = z.object({ iconId: z.string(), name: z.string(), url: z.string() });

export const FORM_MENU_GROUPS = ['gamingvenue'] as const;
export const dropMenuEntrySchema = z.object({ code: z.string(), name: z.string(), sort: z.number().int() });

export const nationalitySchema = z.object({ key: z.string(), name: z.string() });

const appLinkSchema = z.object({ url: z.string(), version: z.string(), qrCodeUrl: z.string() });
export const appDownloadValueSchema = z.object({
  /** The download page, built from the site origin and language (never a token: a shared or scanned link carries no login). */
  downloadPageUrl: z.string(),
  ios: appLinkSchema,
  android: appLinkSchema,
  lite: appLinkSchema,
  installGuides: z.object({ ios: z.string(), android: z.string() }),
});

/** What the feedback form needs to know before sending (SPEC §5, §9): its limits, from the server. */
export const feedbackSettingsSchema = z.object({
  contentMaxChars: z.number().int(),
  /** SPEC §5 "Support content must be between {0} and {1} words": the bounds, or null when the back office sets none. */
  contentWords: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  maxImages: z.number().int(),
  maxImageBytes: z.number().int(),
});
export type FeedbackSettings = z.infer<typeof feedbackSettingsSchema>;

/** SPEC §1 regional variant: the regulator and the licences the /legal page and the licence modal show. */
export const licenceSchema = z.object({
  licenceNo: z.string(),
  /** What the licence covers (e.g. "Offshore gaming", "Remote gaming"). */
  scope: z.string(),
  issuer: z.string(),
  jurisdiction: z.string(),
  validFrom: isoDateTime,
  validUntil: isoDateTime,
  /** The regulator's public register entry. */
  verifyUrl: z.string(),
});
export const licencesValueSchema = z.object({
  regulator: z.object({ name: z.string(), shortName: z.string(), url: z.string() }),
  /** The regulator statement, server HTML (sanitized before rendering). */
  statement: z.string(),
  minimumAge: z.number().int(),
  licences: z.array(licenceSchema),
});
export type LicencesValue = z.infer<typeof licencesValueSchema>;

export const FEEDBACK_STATUSES = ['PENDING', 'REPLIED'] as const;
/** One sent feedback with customer service's reply, if any. */
export const feedbackEntrySchema = z.object({
  feedbackId: z.number().int(),
  questionType: z.enum(SUPPORT_QUESTION_TYPES),
  content: z.string(),
  imageCount: z.number().int(),
  createTime: isoDateTime,
  status: z.enum(FEEDBACK_STATUSES),
  reply: z.string().nullable(),
  replyTime: isoDateTime.nullable(),
});
export type FeedbackEntry = z.infer<typeof feedbackEntrySchema>;


/** The client adds `url=<location.host>` itself (contracts/shared/spec-calls.ts `context('host')`). */
const hostQuery = z.string().trim().min(1).max(253);
const language = z.enum(SUPPORTED_LANGUAGES).default(DEFAULT_LANGUAGE);

export const systemContract = c.router({
  status: {
    method: 'GET',
    path: '/wps/system/status',
    query: z.object({ url: hostQuery.optional() }),
    responses: respond(statusValueSchema),
    metadata: observed('Y1', { module: 'COMM3' }),
    summary: 'Start-up status: maintenance, region restriction, location, and info (customer service, resources, module tree, register rules, CDNs, domain route)',
  },
  whitelabel: {
    method: 'GET',
    path: '/wps/system/whitelabel',
    responses: respond(whitelabelTreeSchema),
    metadata: observed('Y2', {
      module: 'COMM3',
      notCalled: 'the start-up status (Y1 info.whitelabel) carries the same module tree, and the gate already holds it',
    }),
    summary: 'The whitelabel module tree {modId, enabled "1"/"0", childrenNodes}: which features the site offers',
  },
  registerSettings: {
    method: 'GET',
    path: '/wps/system/setting/register',
    responses: respond(registerRulesSchema),
    metadata: observed('Y3', { module: 'REG3' }),
    summary: 'Registration field rules by field name: enabled, required, acceptedPattern, patternId and lengths',
  },
  countries: {
    method: 'GET',
    path: '/wps/system/country',
    responses: respond(countryValueSchema),
    metadata: observed('Y4', { module: 'COMM3' }),
    summary: 'The default country, currency and currency symbol, and the country dialling codes',
  },
  domainRoute: {
    method: 'GET',
    path: '/wps/system/domainRoute',
    responses: respond(domainRouteSchema),
    metadata: observed('Y7', {
      module: 'COMM3',
      notCalled: 'the start-up status (Y1 info.domainRoute and info.mainDomain) carries the same table, and the gate already holds it',
    }),
    summary: "The route table: the site's domains and the routes the back office switches on or off",
  },
  helpCenter: {
    method: 'GET',
    path: '/wps/system/helpCenter',
    query: z.object({ lang: language, device: z.literal(PLATFORM_WEB).default(PLATFORM_WEB) }),
    responses: respond(z.array(helpSectionSchema)),
    metadata: observed('Y11', { module: 'COMM3' }),
    summary: 'Help centre sections (terms, responsible gaming, FAQ ...) with HTML articles, in the asked language',
  },
  feedback: {
    method: 'PUT',
    path: '/wps/feedback',
    // WIRE.md Y12 records no field names: these are ours. Not a token route on the platform, but a
    // member's feedback needs a member: the simulated backend refuses guests and trial accounts itself.
    body: z.object({
      questionType: z.enum(SUPPORT_QUESTION_TYPES),
      content: z.string().trim().min(1).max(FEEDBACK_MAX_CHARS),
      images: z.array(imageDataUrl).max(MAX_UPLOAD_IMAGES).default([]),
    }),
    responses: respond(z.object({ feedbackId: z.number().int(), createTime: isoDateTime })),
    metadata: observed('Y12', { module: 'FEEDBACK3', bodyLimit: UPLOAD_BODY_LIMIT }),
    summary: 'Send feedback (at most 140 characters, up to 3 jpg/png images); guests and trial accounts are refused',
  },
  feedbackSettings: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getFeedbackSettings',
    responses: respond(feedbackSettingsSchema),
    metadata: ours({ module: 'FEEDBACK3' }),
    summary: 'Feedback limits: content characters, support-content word bounds, images and their size',
  },
  feedbackHistory: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getFeedbackHistory',
    query: z.object(pageQuery),
    responses: respond(pagedList(feedbackEntrySchema)),
    metadata: ours({ token: true, module: 'FEEDBACK3' }),
    summary: "The member's feedback, newest first, with customer service's replies (trial accounts are refused)",
  },
  licences: {
    method: 'GET',
    path: '/wps/relay/WPSCORE_getLicences',
    responses: respond(licencesValueSchema),
    metadata: ours(),
    summary: 'The regulator, its statement and the licences the site operates under',
  },
  icons: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getAvatarIcons',
    responses: respond(z.array(avatarIconSchema)),
    metadata: ours({ module: 'PROFPIC3' }),
    summary: 'Avatar icons a member may choose',
  },
  formDropMenu: {
    method: 'GET',
    path: '/wps/relay/WPSCORE_getFormDropMenu',
    query: z.object({ menuGroup: z.enum(FORM_MENU_GROUPS) }),
    responses: respond(z.object({ menuGroup: z.enum(FORM_MENU_GROUPS), list: z.array(dropMenuEntrySchema) })),
    metadata: meta({ source: 'spec' }),
    summary: 'Form drop-down entries of a menu group (gamingvenue: the gaming venue picker)',
  },
  nationalities: {
    method: 'GET',
    path: '/wps/relay/WPSCORE_getNationalities',
    responses: respond(z.array(nationalitySchema)),
    metadata: ours(),
    summary: 'Nationality keys and English names for the KYC form',
  },
  appDownload: {
    method: 'GET',
    path: '/wps/relay/WPSCORE_getAppDownload',
    // SPEC §7 builds the link from the origin, language and token; the token is left out on purpose.
    query: z.object({ origin: urlText.url(), language }),
    responses: respond(appDownloadValueSchema),
    metadata: meta({ source: 'spec' }),
    summary: 'App download links (iOS, Android, lite) built from the site origin and language, never a token',
  },
});
