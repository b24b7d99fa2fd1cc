import { launchCdnList } from '../games/demo';
import { contract } from '../../contracts';
import { FEEDBACK_MAX_CHARS, MAX_UPLOAD_BYTES, MAX_UPLOAD_IMAGES } from '../../contracts/shared/constants';
import type { RegistrationFieldConfig } from '../../contracts/shared/entities';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { registerPatternNumber } from '../../contracts/shared/register-patterns';
import { countWords } from '../../contracts/shared/words';
import type { DomainRoute, RegisterRules, StatusValue } from '../../contracts/system';
import { requireRealMember } from '../engine/auth';
import { isoNow } from '../engine/clock';
import { implement, type MockContext } from '../engine/implement';
import { paginate } from '../engine/paginate';
import { ok, refuse } from '../engine/refusal';
import type { FeatureFlags, Scenario } from '../engine/scenario';
import { checkUploadImage, imageInfo } from '../kyc/images';
import {
  avatarIcons, countries, customerServices, dropMenuEntries, feedback, helpArticles, nationalities, registrationFields,
  resources,
} from './collections';
import {
  ANALYTICS, APP_VERSIONS, DEFAULT_COUNTRY, DOMAIN_LIST, FEEDBACK_WORDS, GATEWAY_SETTINGS, LICENCES, MAIN_DOMAIN, ROUTERS,
} from './data';
import { moduleTree } from './modules';
import { statusFlags } from './status';
import { applyRegistrationFlags } from './validation';

const bySort = { orderBy: { sort: 'asc' } } as const;

/** The registration field rules the backend enforces now (stored rules + whitelabel flags), in our own form. */
export function registrationConfig(flags: FeatureFlags): RegistrationFieldConfig[] {
  return registrationFields
    .findMany(undefined, bySort)
    .map(({ field, enabled, required, patternId, acceptedPattern, minLength, maxLength }) =>
      applyRegistrationFlags({ field, enabled, required, patternId, acceptedPattern, minLength, maxLength }, flags),
    );
}

/**
 * WIRE.md §6.2 Y3 (and Y1 info.register): field name → rule, the pattern as its number. The
 * confirm-password rule is not sent: the client derives it from `password`, as the platform's does.
 */
export function registerRules(flags: FeatureFlags): RegisterRules {
  return Object.fromEntries(
    registrationConfig(flags)
      .filter((config) => config.field !== 'confirmPassword')
      .map(({ field, enabled, required, acceptedPattern, patternId, minLength, maxLength }) => [
        field,
        { enabled, required, acceptedPattern, patternId: registerPatternNumber(patternId), minLength, maxLength },
      ]),
  );
}

/** Our design of the route table (Y7, Y1 info.domainRoute): the domains and the routes the back office switches. */
function domainRoute(scenario: Scenario): DomainRoute {
  return {
    domainList: [...DOMAIN_LIST],
    // QA: the back office can switch the blog off (flag blogDisabled), to show a disabled route as unavailable.
    routers: ROUTERS.map((router) => ({ ...router, enabled: !(scenario.flags.blogDisabled && router.path === '/blog') })),
  };
}

/** WIRE.md §6.2 Y1 `value`: answered in maintenance and region block too (the gate lets it through). */
function statusValue(ctx: MockContext): StatusValue {
  const { scenario } = ctx;
  return {
    ...statusFlags(scenario, ctx.ip),
    test: false,
    info: {
      customerService: customerServices
        .findMany(undefined, bySort)
        .map(({ csType, csPosition, title, path, labelIds, type }) => ({ csType, csPosition, title, path, labelIds: [...labelIds], type })),
      resources: resources
        .findMany(undefined, bySort)
        .map(({ resourceType, url, qrCodeUrl, labelNameEn }) => ({ resourceType, url, qrCodeUrl, labelNameEn })),
      whitelabel: moduleTree(scenario),
      register: registerRules(scenario.flags),
      sms: { firebase: scenario.flags.firebaseSms },
      // No image hosts of its own (the client falls back to the brand's list); the launch hosts are the ones it issues launches on.
      imageCDNs: [],
      launchGameCDNs: [...launchCdnList()],
      gw: { ...GATEWAY_SETTINGS },
      mobileTemplate: { web_logo: true },
      domainRoute: domainRoute(scenario),
      mainDomain: MAIN_DOMAIN,
      analytics: { ...ANALYTICS },
      jurisdiction: scenario.jurisdiction,
    },
  };
}

function downloadLink(origin: string, path: string, language: string): string {
  const url = new URL(path, origin);
  url.searchParams.set('language', language);
  return url.toString();
}

let lastFeedbackId = 0;
function nextFeedbackId(): number {
  lastFeedbackId = Math.max(lastFeedbackId, ...feedback.all().map((record) => record.feedbackId), 0) + 1;
  return lastFeedbackId;
}

export const systemImpl = implement(contract.system, {
  status: (_input, ctx) => ok(statusValue(ctx)),
  whitelabel: (_input, ctx) => ok(moduleTree(ctx.scenario)),
  registerSettings: (_input, ctx) => ok(registerRules(ctx.scenario.flags)),
  countries: () =>
    ok({
      ...DEFAULT_COUNTRY,
      countries: countries.findMany(undefined, bySort).map(({ countryCode, countryDialingCode }) => ({ countryCode, countryDialingCode })),
    }),
  domainRoute: (_input, ctx) => ok(domainRoute(ctx.scenario)),
  // The seed holds one text per article for every language.
  helpCenter: () => {
    const articles = helpArticles.findMany(undefined, { orderBy: [{ sectionSort: 'asc' }, { sort: 'asc' }] });
    const sections = new Map<string, { code: string; title: string; sort: number; articles: Array<{ id: number; title: string; content: string }> }>();
    for (const article of articles) {
      const section = sections.get(article.sectionCode) ?? {
        code: article.sectionCode, title: article.sectionTitle, sort: article.sectionSort, articles: [],
      };
      section.articles.push({ id: article.id, title: article.title, content: article.content });
      sections.set(article.sectionCode, section);
    }
    return ok([...sections.values()]);
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
    const images = body.images.map((image, index) => imageInfo(checkUploadImage(image, `images.${index}`)));
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
  icons: () => ok(avatarIcons.findMany(undefined, bySort).map(({ iconId, name, url }) => ({ iconId, name, url }))),
  formDropMenu: ({ query }) =>
    ok({
      menuGroup: query.menuGroup,
      list: dropMenuEntries
        .findMany((q) => q.where({ menuGroup: query.menuGroup }), bySort)
        .map(({ code, name, sort }) => ({ code, name, sort })),
    }),
  nationalities: () => ok(nationalities.findMany(undefined, bySort).map(({ key, name }) => ({ key, name }))),
  appDownload: ({ query }) => {
    const { origin, language } = query;
    return ok({
      downloadPageUrl: downloadLink(origin, '/download', language),
      ios: {
        url: downloadLink(origin, '/download/ios', language),
        version: APP_VERSIONS.ios,
        qrCodeUrl: '/mock-assets/qr/ios.svg',
      },
      android: {
        url: downloadLink(origin, '/download/android', language),
        version: APP_VERSIONS.android,
        qrCodeUrl: '/mock-assets/qr/android.svg',
      },
      lite: {
        url: downloadLink(origin, '/lite', language),
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
