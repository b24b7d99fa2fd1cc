import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  DEFAULT_LANGUAGE, FEEDBACK_MAX_CHARS, GAME_TYPES, MAX_UPLOAD_IMAGES, PLATFORM_WEB, RESOURCE_TYPES,
  SUPPORT_QUESTION_TYPES, SUPPORTED_LANGUAGES,
} from './shared/constants';
import {
  countrySchema, customerServiceSchema, isoDateTime, registrationFieldConfigSchema, resourceSchema,
  whitelabelFlagsSchema,
} from './shared/entities';
import { respond } from './shared/envelope';
import { meta } from './shared/meta';
import { imageDataUrl, tokenText, urlText } from './shared/limits';
import { pagedList, pageQuery } from './shared/paging';

const c = initContract();

/** SPEC §4 system status: 0 normal, 1 maintenance (takes precedence), 2 region restriction. */
export const systemStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export const statusValueSchema = z.object({
  status: systemStatusSchema,
  /** When maintenance ends (ISO), shown on the maintenance page; null outside maintenance. */
  maintenanceEnd: isoDateTime.nullable(),
});

export const domainRouteSchema = z.object({
  domainList: z.array(z.string()),
  mainDomain: z.string(),
});

export const customerServiceValueSchema = z.object({
  customerService: z.array(customerServiceSchema),
  /** Social and app links keyed by resourceType (FACEBOOK, TELEGRAM, YOUTUBE, INSTAGRAM, Android, iOS). */
  resources: z.array(resourceSchema.extend({ resourceType: z.enum(RESOURCE_TYPES) })),
});

/** Login and feature switches the app reads at startup (SPEC §3 login state, §6 feature flags). */
export const loginConfigSchema = z.object({
  /** Password policy: an expired password forces a change. */
  pwdEnabled: z.boolean(),
  hasFreePlay: z.boolean(),
  /** The SMS-code login tab. */
  showVerCodeLogin: z.boolean(),
  socialLogin: z.object({ enabled: z.boolean(), providers: z.array(z.enum(['google', 'facebook'])) }),
  /** SMS codes are sent and verified through firebase. */
  firebase: z.boolean(),
  forgotPassword: z.object({ email: z.boolean(), mobile: z.boolean() }),
});

export const featureConfigSchema = z.object({
  /** Agent consolidated data loads for non-trial users only when this is on (AGENTPOLICY3). */
  agentPolicy: z.boolean(),
  /** Dividend records (the "bonus" feature). */
  dividend: z.boolean(),
  dailySalary: z.boolean(),
  hourlySalary: z.boolean(),
  realtimeSalary: z.boolean(),
  /** SPEC §1/§2 regional variant: the disclaimer must be accepted once per session. */
  disclaimer: z.boolean(),
});

export const permissionValueSchema = statusValueSchema.extend({
  maintenance: z.object({ enabled: z.boolean(), endTime: isoDateTime.nullable() }),
  regionRestriction: z.object({ enabled: z.boolean(), ip: z.string().nullable() }),
  location: z.object({ ip: z.string(), countryCode: z.string() }),
  customerService: z.array(customerServiceSchema),
  resources: customerServiceValueSchema.shape.resources,
  domainRoute: domainRouteSchema,
  mainDomain: z.string(),
  whitelabel: whitelabelFlagsSchema,
  register: z.array(registrationFieldConfigSchema),
  analytics: z.object({ googleAnalyticsId: z.string().nullable(), facebookPixelId: z.string().nullable() }),
  login: loginConfigSchema,
  features: featureConfigSchema,
  /** SPEC §3 public state availablePromo: programmes offered to members (REFERRAL with enabled). */
  availablePromo: z.array(z.object({ type: z.enum(['REFERRAL']), enabled: z.boolean() })),
  merchantCode: z.string(),
  defaultLanguage: z.enum(SUPPORTED_LANGUAGES),
  supportedLanguages: z.array(z.enum(SUPPORTED_LANGUAGES)),
  currencySymbol: z.string(),
});
export type PermissionValue = z.infer<typeof permissionValueSchema>;

/**
 * SPEC §5 full name: first and last name separated by a space. One source for
 * the server's FULL_NAME rule and the profile form, so neither accepts more.
 */
export const FULL_NAME_PATTERN = "^[A-Za-z][A-Za-z.'-]*( [A-Za-z][A-Za-z.'-]*)+$";

/** One validation pattern of SPEC §5: a regex source ("*" = any) and the message it shows. */
export const validationRuleSchema = z.object({
  patternId: z.string(),
  pattern: z.string(),
  /** i18n key of the pattern message. */
  messageKey: z.string(),
  /** English message; "(min)" and "(max)" are replaced by the field's lengths. */
  message: z.string(),
});
export type ValidationRule = z.infer<typeof validationRuleSchema>;

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

export const menuVendorSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  iconUrl: z.string(),
});
export const MENU_TYPES = ['HOME', 'PROMO', ...GAME_TYPES] as const;
export const menuItemSchema = z.object({
  menuType: z.enum(MENU_TYPES),
  title: z.string(),
  sort: z.number().int(),
  /** Vendors of the type; HOME and PROMO have none (no drop-down). */
  vendors: z.array(menuVendorSchema),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const FORM_MENU_GROUPS = ['gamingvenue'] as const;
export const dropMenuEntrySchema = z.object({ code: z.string(), name: z.string(), sort: z.number().int() });

export const routerEntrySchema = z.object({
  name: z.string(),
  path: z.string(),
  enabled: z.boolean(),
  requiresAuth: z.boolean(),
  hideSideMenu: z.boolean(),
  hideFooter: z.boolean(),
});

export const nationalitySchema = z.object({ key: z.string(), name: z.string() });

const appLinkSchema = z.object({ url: z.string(), version: z.string(), qrCodeUrl: z.string() });
export const appDownloadValueSchema = z.object({
  /** The download page, built from the site origin, language and token. */
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

export const systemContract = c.router({
  permission: {
    method: 'GET',
    path: '/wps/system/permission',
    responses: respond(permissionValueSchema),
    metadata: meta({ source: 'ours' }),
    summary: 'Startup permission: status, maintenance, region restriction, customer service, register and login config',
  },
  whitelabel: {
    method: 'GET',
    path: '/wps/system/whitelabel',
    responses: respond(whitelabelFlagsSchema),
    metadata: meta({ source: 'spec' }),
    summary: 'The seven whitelabel flags (registration modes, agent policy, password change checks)',
  },
  registerSettings: {
    method: 'GET',
    path: '/wps/system/setting/register',
    responses: respond(z.array(registrationFieldConfigSchema)),
    metadata: meta({ source: 'spec' }),
    summary: 'Registration field rules: enabled, required, pattern and lengths per field',
  },
  status: {
    method: 'GET',
    path: '/wps/system/status',
    responses: respond(statusValueSchema),
    metadata: meta({ source: 'spec' }),
    summary: 'System status 0 normal / 1 maintenance / 2 region restriction, with the maintenance end',
  },
  domainRoute: {
    method: 'GET',
    path: '/wps/system/domainRoute',
    responses: respond(domainRouteSchema),
    metadata: meta({ source: 'spec' }),
    summary: 'Alternative domains and the main domain',
  },
  helpCenter: {
    method: 'GET',
    path: '/wps/system/helpCenter',
    query: z.object({
      lang: z.enum(SUPPORTED_LANGUAGES).default(DEFAULT_LANGUAGE),
      device: z.literal(PLATFORM_WEB).default(PLATFORM_WEB),
    }),
    responses: respond(z.object({ lang: z.enum(SUPPORTED_LANGUAGES), sections: z.array(helpSectionSchema) })),
    metadata: meta({ source: 'spec' }),
    summary: 'Help centre sections (terms, responsible gaming, FAQ ...) with HTML articles',
  },
  feedback: {
    method: 'PUT',
    path: '/wps/feedback',
    body: z.object({
      questionType: z.enum(SUPPORT_QUESTION_TYPES),
      content: z.string().trim().min(1).max(FEEDBACK_MAX_CHARS),
      images: z.array(imageDataUrl).max(MAX_UPLOAD_IMAGES).default([]),
    }),
    responses: respond(z.object({ feedbackId: z.number().int(), createTime: isoDateTime })),
    metadata: meta({ token: true, source: 'spec' }),
    summary: 'Send feedback (at most 140 characters, up to 3 jpg/png images); trial accounts are refused',
  },
  licences: {
    method: 'GET',
    path: '/wps/system/licences',
    responses: respond(licencesValueSchema),
    metadata: meta({ source: 'ours' }),
    summary: 'The regulator, its statement and the licences the site operates under',
  },
  feedbackSettings: {
    method: 'GET',
    path: '/wps/feedback/settings',
    responses: respond(feedbackSettingsSchema),
    metadata: meta({ source: 'ours' }),
    summary: 'Feedback limits: content characters, support-content word bounds, images and their size',
  },
  feedbackHistory: {
    method: 'GET',
    path: '/wps/feedback/history',
    query: z.object(pageQuery),
    responses: respond(pagedList(feedbackEntrySchema)),
    metadata: meta({ token: true, source: 'ours' }),
    summary: "The member's feedback, newest first, with customer service's replies (trial accounts are refused)",
  },
  validationRules: {
    method: 'GET',
    path: '/wps/system/validationRules',
    responses: respond(z.array(validationRuleSchema)),
    metadata: meta({ source: 'ours' }),
    summary: 'Registration validation patterns by patternId, with their messages',
  },
  icons: {
    method: 'GET',
    path: '/wps/system/icons',
    responses: respond(z.array(avatarIconSchema)),
    metadata: meta({ source: 'ours' }),
    summary: 'Avatar icons a member may choose',
  },
  menu: {
    method: 'GET',
    path: '/wps/system/menu',
    responses: respond(z.array(menuItemSchema)),
    metadata: meta({ source: 'ours' }),
    summary: 'Navigation menu: nav types with their vendors',
  },
  formDropMenu: {
    method: 'GET',
    path: '/wps/system/formDropMenu',
    query: z.object({ menuGroup: z.enum(FORM_MENU_GROUPS) }),
    responses: respond(z.object({ menuGroup: z.enum(FORM_MENU_GROUPS), list: z.array(dropMenuEntrySchema) })),
    metadata: meta({ source: 'ours' }),
    summary: 'Form drop-down entries of a menu group (gamingvenue: the gaming venue picker)',
  },
  countries: {
    method: 'GET',
    path: '/wps/system/countries',
    responses: respond(z.array(countrySchema)),
    metadata: meta({ source: 'ours' }),
    summary: 'Country dialling codes (the Philippines first)',
  },
  routers: {
    method: 'GET',
    path: '/wps/system/routers',
    responses: respond(z.array(routerEntrySchema)),
    metadata: meta({ source: 'ours' }),
    summary: 'Site routes the back office enables, with their auth and layout needs',
  },
  customerService: {
    method: 'GET',
    path: '/wps/system/customerService',
    responses: respond(customerServiceValueSchema),
    metadata: meta({ source: 'ours' }),
    summary: 'Customer service channels and social/app resources (answers in maintenance too)',
  },
  nationalities: {
    method: 'GET',
    path: '/wps/system/nationalities',
    responses: respond(z.array(nationalitySchema)),
    metadata: meta({ source: 'ours' }),
    summary: 'Nationality keys and English names for the KYC form',
  },
  appDownload: {
    method: 'GET',
    path: '/wps/system/appDownload',
    query: z.object({
      origin: urlText.url(),
      language: z.enum(SUPPORTED_LANGUAGES).default(DEFAULT_LANGUAGE),
      token: tokenText.optional(),
    }),
    responses: respond(appDownloadValueSchema),
    metadata: meta({ source: 'ours' }),
    summary: 'App download links (iOS, Android, lite) built from the site origin, language and token',
  },
});
