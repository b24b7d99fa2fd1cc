import { contract } from '../../contracts';
import {
  DEFAULT_CURRENCY_SYMBOL, DEFAULT_LANGUAGE, GAME_TYPES, SUPPORTED_LANGUAGES, VENDORS_BY_CATEGORY, WHITELABEL_FLAGS,
} from '../../contracts/shared/constants';
import type { RegistrationFieldConfig, WhitelabelFlags } from '../../contracts/shared/entities';
import type { MenuItem, PermissionValue } from '../../contracts/system';
import { requireRealMember } from '../engine/auth';
import { isoNow } from '../engine/clock';
import { implement, type MockContext } from '../engine/implement';
import { ok, refuse } from '../engine/refusal';
import { paginate } from '../engine/paginate';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { FEEDBACK_MAX_CHARS, MAX_UPLOAD_BYTES, MAX_UPLOAD_IMAGES } from '../../contracts/shared/constants';
import { countWords } from '../../contracts/shared/words';
import type { FeatureFlags, Scenario } from '../engine/scenario';
import { checkUploadImage } from '../kyc/images';
import {
  avatarIcons, countries, customerServices, dropMenuEntries, feedback, helpArticles, nationalities, registrationFields,
  resources,
} from './collections';
import {
  APP_VERSIONS, DOMAIN_LIST, FEEDBACK_WORDS, LICENCES, LOCATION_COUNTRY, MAIN_DOMAIN, MENU_TITLES, MERCHANT_CODE, ROUTERS, VENDOR_NAMES,
} from './data';
import { statusValue, systemStatusOf } from './status';
import { applyRegistrationFlags, VALIDATION_RULES } from './validation';

const bySort = { orderBy: { sort: 'asc' } } as const;

export function whitelabelOf(flags: FeatureFlags): WhitelabelFlags {
  return Object.fromEntries(WHITELABEL_FLAGS.map((flag) => [flag, flags[flag]])) as WhitelabelFlags;
}

/** The registration field rules the backend enforces now (stored rules + whitelabel flags). */
export function registrationConfig(flags: FeatureFlags): RegistrationFieldConfig[] {
  return registrationFields
    .findMany(undefined, bySort)
    .map(({ field, enabled, required, patternId, acceptedPattern, minLength, maxLength }) =>
      applyRegistrationFlags({ field, enabled, required, patternId, acceptedPattern, minLength, maxLength }, flags),
    );
}

function customerServiceValue() {
  return {
    customerService: customerServices.findMany(undefined, bySort).map(({ csType, title, path }) => ({ csType, title, path })),
    resources: resources.findMany(undefined, bySort).map(({ resourceType, url }) => ({ resourceType, url })),
  };
}

function domainRoute() {
  return { domainList: [...DOMAIN_LIST], mainDomain: MAIN_DOMAIN };
}

function permission(scenario: Scenario, ctx: MockContext): PermissionValue {
  const { flags } = scenario;
  const status = systemStatusOf(scenario);
  const { customerService, resources: links } = customerServiceValue();
  return {
    ...statusValue(scenario),
    maintenance: { enabled: status === 1, endTime: status === 1 ? scenario.maintenanceEnd : null },
    regionRestriction: { enabled: scenario.status === 'region-blocked', ip: scenario.status === 'region-blocked' ? ctx.ip : null },
    location: { ip: ctx.ip, countryCode: LOCATION_COUNTRY },
    customerService,
    resources: links,
    domainRoute: domainRoute(),
    mainDomain: MAIN_DOMAIN,
    whitelabel: whitelabelOf(flags),
    register: registrationConfig(flags),
    analytics: { googleAnalyticsId: 'G-LUCKY88MOCK', facebookPixelId: null },
    login: {
      pwdEnabled: true,
      hasFreePlay: flags.freePlay,
      showVerCodeLogin: flags.smsLogin,
      socialLogin: { enabled: flags.socialLogin, providers: flags.socialLogin ? ['google', 'facebook'] : [] },
      firebase: flags.firebaseSms,
      forgotPassword: { email: flags.passwordResetEmail, mobile: flags.passwordResetMobile },
    },
    features: {
      agentPolicy: flags.AGENTPOLICY3,
      dividend: flags.bonus,
      dailySalary: flags.dailyWage,
      hourlySalary: flags.hourlySalary,
      realtimeSalary: flags.realtimeSalary,
      disclaimer: flags.disclaimer,
    },
    availablePromo: [{ type: 'REFERRAL' as const, enabled: flags.referral }],
    merchantCode: MERCHANT_CODE,
    defaultLanguage: DEFAULT_LANGUAGE,
    supportedLanguages: [...SUPPORTED_LANGUAGES],
    currencySymbol: DEFAULT_CURRENCY_SYMBOL,
  };
}

function vendorIcon(code: string): string {
  return `/mock-assets/vendor/${code.toLowerCase()}.svg`;
}

function menu(): MenuItem[] {
  const items: MenuItem[] = [
    { menuType: 'HOME', title: MENU_TITLES.HOME, sort: 0, vendors: [] },
    { menuType: 'PROMO', title: MENU_TITLES.PROMO, sort: GAME_TYPES.length + 1, vendors: [] },
  ];
  GAME_TYPES.forEach((gameType, index) => {
    items.push({
      menuType: gameType,
      title: MENU_TITLES[gameType],
      sort: index + 1,
      vendors: VENDORS_BY_CATEGORY[gameType].map((vassalage) => ({
        vassalage,
        displayName: VENDOR_NAMES[vassalage] ?? vassalage,
        iconUrl: vendorIcon(vassalage),
      })),
    });
  });
  // Nav categories appear only if they have vendors.
  return items.filter((item) => item.menuType === 'HOME' || item.menuType === 'PROMO' || item.vendors.length > 0)
    .sort((a, b) => a.sort - b.sort);
}

function downloadLink(origin: string, path: string, language: string, token?: string): string {
  const url = new URL(path, origin);
  url.searchParams.set('language', language);
  if (token) url.searchParams.set('token', token);
  return url.toString();
}

let lastFeedbackId = 0;
function nextFeedbackId(): number {
  lastFeedbackId = Math.max(lastFeedbackId, ...feedback.all().map((record) => record.feedbackId), 0) + 1;
  return lastFeedbackId;
}

export const systemImpl = implement(contract.system, {
  permission: (_input, ctx) => ok(permission(ctx.scenario, ctx)),
  whitelabel: (_input, ctx) => ok(whitelabelOf(ctx.scenario.flags)),
  registerSettings: (_input, ctx) => ok(registrationConfig(ctx.scenario.flags)),
  status: (_input, ctx) => ok(statusValue(ctx.scenario)),
  domainRoute: () => ok(domainRoute()),
  helpCenter: ({ query }) => {
    const articles = helpArticles.findMany(undefined, { orderBy: [{ sectionSort: 'asc' }, { sort: 'asc' }] });
    const sections = new Map<string, { code: string; title: string; sort: number; articles: Array<{ id: number; title: string; content: string }> }>();
    for (const article of articles) {
      const section = sections.get(article.sectionCode) ?? {
        code: article.sectionCode, title: article.sectionTitle, sort: article.sectionSort, articles: [],
      };
      section.articles.push({ id: article.id, title: article.title, content: article.content });
      sections.set(article.sectionCode, section);
    }
    return ok({ lang: query.lang, sections: [...sections.values()] });
  },
  licences: () => ok({ ...LICENCES, regulator: { ...LICENCES.regulator }, licences: LICENCES.licences.map((licence) => ({ ...licence })) }),
  feedbackSettings: () =>
    ok({ contentMaxChars: FEEDBACK_MAX_CHARS, contentWords: { ...FEEDBACK_WORDS }, maxImages: MAX_UPLOAD_IMAGES, maxImageBytes: MAX_UPLOAD_BYTES }),
  feedbackHistory: ({ query }, ctx) => {
    const member = requireRealMember(ctx);
    const rows = feedback
      .findMany((q) => q.where({ account: member.account }))
      .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.feedbackId - a.feedbackId)
      .map((record) => ({
        feedbackId: record.feedbackId,
        questionType: record.questionType,
        content: record.content,
        imageCount: record.images.length,
        createTime: record.createTime,
        status: record.reply === null ? ('PENDING' as const) : ('REPLIED' as const),
        reply: record.reply,
        replyTime: record.replyTime,
      }));
    return ok(paginate(rows, query.pageNo, query.pageSize));
  },
  feedback: async ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    const words = countWords(body.content);
    if (words < FEEDBACK_WORDS.min || words > FEEDBACK_WORDS.max) {
      throw refuse(ERROR_CODES.VALIDATION, `Support content must be between ${FEEDBACK_WORDS.min} and ${FEEDBACK_WORDS.max} words`, 400);
    }
    const images = body.images.map((image, index) => checkUploadImage(image, `images.${index}`));
    const record = await feedback.create({
      feedbackId: nextFeedbackId(),
      account: member.account,
      questionType: body.questionType,
      content: body.content,
      images,
      createTime: isoNow(),
      reply: null,
      replyTime: null,
    });
    return ok({ feedbackId: record.feedbackId, createTime: record.createTime });
  },
  validationRules: () => ok(VALIDATION_RULES.map((rule) => ({ ...rule }))),
  icons: () => ok(avatarIcons.findMany(undefined, bySort).map(({ iconId, name, url }) => ({ iconId, name, url }))),
  menu: () => ok(menu()),
  formDropMenu: ({ query }) =>
    ok({
      menuGroup: query.menuGroup,
      list: dropMenuEntries
        .findMany((q) => q.where({ menuGroup: query.menuGroup }), bySort)
        .map(({ code, name, sort }) => ({ code, name, sort })),
    }),
  countries: () =>
    ok(countries.findMany(undefined, bySort).map(({ countryCode, countryDialingCode, name }) => ({ countryCode, countryDialingCode, name }))),
  // QA: the back office can switch the blog off (flag blogDisabled), to show a disabled route as unavailable.
  routers: (_input, ctx) => ok(ROUTERS.map((router) => ({ ...router, enabled: !(ctx.scenario.flags.blogDisabled && router.path === '/blog') }))),
  customerService: () => ok(customerServiceValue()),
  nationalities: () => ok(nationalities.findMany(undefined, bySort).map(({ key, name }) => ({ key, name }))),
  appDownload: ({ query }) => {
    const { origin, language, token } = query;
    return ok({
      downloadPageUrl: downloadLink(origin, '/download', language, token),
      ios: {
        url: downloadLink(origin, '/download/ios', language, token),
        version: APP_VERSIONS.ios,
        qrCodeUrl: '/mock-assets/qr/ios.svg',
      },
      android: {
        url: downloadLink(origin, '/download/android', language, token),
        version: APP_VERSIONS.android,
        qrCodeUrl: '/mock-assets/qr/android.svg',
      },
      lite: {
        url: downloadLink(origin, '/lite', language, token),
        version: APP_VERSIONS.lite,
        qrCodeUrl: '/mock-assets/qr/lite.svg',
      },
      installGuides: {
        ios: '<ol><li>Open the link in Safari.</li><li>Tap <strong>Install</strong> and allow the profile in Settings.</li><li>Trust the developer under Settings &gt; General &gt; VPN &amp; Device Management.</li></ol>',
        android: '<ol><li>Download the APK.</li><li>Allow installs from unknown sources when asked.</li><li>Open the file and tap <strong>Install</strong>.</li></ol>',
      },
    });
  },
});
