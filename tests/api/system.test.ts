import { describe, expect, it } from 'vitest';
import { SUPPORT_QUESTION_TYPES } from '../../contracts/shared/constants';
import { checkUrl, parseAllowedHosts, SIMULATED_BACKEND_HOSTS } from '../../contracts/shared/safe-url';
import { flattenModules } from '../../contracts/shared/whitelabel';
import { decryptCustomerServicePath } from '../../contracts/shared/wire-crypto';
import { FEATURE_FLAGS, setScenario } from '../../mocks/engine/scenario';
import { feedback } from '../../mocks/system/collections';
import { CUSTOMER_SERVICE } from '../../mocks/system/data';
import { moduleOn } from '../../mocks/system/modules';
import { checkFieldValue } from '../../mocks/system/validation';
import { selectPublicState, selectRegister } from '../../src/features/system/rules/publicState';
import { callRoute, contract } from '../../src/lib/api';
import { brand } from '../../src/lib/brand';
import { loginAs, useSimulatedBackend, useToken } from '../support/backend';
import { refusal } from '../support/refusal';
import { wireHeaders } from '../support/wire';

useSimulatedBackend();

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const DEFAULT_FLAGS = { ...FEATURE_FLAGS };
const status = () => callRoute(contract.system.status, { query: {} });

describe('system.status (WIRE.md Y1) and the maintenance / region gate', () => {
  it('answers normal operation with the start-up info the client reads', async () => {
    const value = await status();
    expect(value.maintenance).toBe(false);
    expect(value.regionRestriction).toBe(false);
    expect(value.maintenanceEnd).toBeNull();
    expect(value.location).toEqual({ ip: '198.51.100.7' });
    const info = value.info!;
    expect(info.mainDomain).toBe('www.lucky88.example');
    expect((info.domainRoute as { domainList?: string[] }).domainList).toContain(info.mainDomain);
    // WIRE.md §3: every path is Base64(DES(url, key8)) + key8, each with its own key, and decrypts to the entry's URL.
    const paths = info.customerService!.map((entry) => entry.path!);
    expect(paths.map((path) => decryptCustomerServicePath(path))).toEqual(CUSTOMER_SERVICE.map((entry) => entry.url));
    expect(paths.every((path) => !path.startsWith('http'))).toBe(true);
    expect(new Set(paths.map((path) => path.slice(-8))).size).toBe(paths.length);
    expect(info.customerService!.find((entry) => entry.title === 'VIP Live Chat')?.labelIds).toEqual(['6']);
    // Resource types as the platform sends them: A is Android.
    expect(info.resources!.map((resource) => resource.resourceType)).toEqual(['FACEBOOK', 'TELEGRAM', 'YOUTUBE', 'INSTAGRAM', 'A', 'IOS']);
    expect(info.register?.username).toMatchObject({ enabled: true, required: true, patternId: 1, minLength: 6, maxLength: 16 });
    expect(info.gw).toEqual({ GEETEST_ID: 'mock-geetest-0001', GEETEST_VERSION: 'v4', PROFILE_ICON_COUNT: '9' });
    const state = selectPublicState(value, brand);
    expect(state.systemStatus).toBe(0);
    expect(state.login).toEqual({
      pwdEnabled: true,
      hasFreePlay: true,
      showVerCodeLogin: true,
      socialLogin: { enabled: false, providers: [] },
      firebase: false,
      forgotPassword: { email: true, mobile: true },
    });
    expect(state.features).toEqual({ agentPolicy: true, dividend: true, dailySalary: true, hourlySalary: true, realtimeSalary: true, disclaimer: false });
    expect(state.supportedLanguages).toEqual(['EN', 'TY']);
  });

  it('answers maintenance with its end while every other route refuses 503 system_under_maintenance', async () => {
    setScenario({ status: 'maintenance', maintenanceEnd: '2026-11-02T06:00:00.000Z' });
    const value = await status();
    expect(value.maintenance).toBe(true);
    expect(value.maintenanceEnd).toBe('2026-11-02T06:00:00.000Z');
    // The maintenance page still has its customer-service button.
    expect(value.info?.customerService?.length).toBeGreaterThan(0);
    expect(selectPublicState(value, brand)).toMatchObject({ systemStatus: 1, maintenance: { enabled: true, endTime: '2026-11-02T06:00:00.000Z' } });
    const refused = await refusal(callRoute(contract.system.whitelabel));
    expect(refused.status).toBe(503);
    expect(refused.errorCode).toBe('system_under_maintenance');
    expect(refused.messageKey).toBe('errors.maintenance');
    const notices = await refusal(callRoute(contract.notices.notice, { query: { execution: 'B' } }));
    expect(notices.errorCode).toBe('system_under_maintenance');
  });

  it('answers the region restriction with the blocked IP', async () => {
    setScenario({ status: 'region-blocked', blockedIp: '203.0.113.99' });
    const value = await status();
    expect(value).toMatchObject({ maintenance: false, regionRestriction: true, maintenanceEnd: null, location: { ip: '203.0.113.99' } });
    expect(selectPublicState(value, brand)).toMatchObject({ systemStatus: 2, regionRestriction: { enabled: true, ip: '203.0.113.99' } });
    const refused = await refusal(callRoute(contract.system.countries));
    expect(refused.status).toBe(400);
    expect(refused.errorCode).toBe('ip_restricted');
  });

  it('builds the module tree from the scenario flags, and the public state from the modules', async () => {
    setScenario({
      flags: {
        smsLogin: false, socialLogin: true, firebaseSms: true, CHNGPASSMAIL3: false, freePlay: false,
        AGENTPOLICY3: false, bonus: false, realtimeSalary: false,
      },
    });
    const value = await status();
    const modules = flattenModules(value.info?.whitelabel);
    expect(modules).toMatchObject({
      MOBILELOGIN3: false, MOBILEVERCODELOGIN3: false, SOCIALLOGIN3: true, FIREBASECREATEACC3: true, CHNGPASSMAIL3: false,
      CHNGPASSVERIF3: true, FREEPLAY3: false, AGENTPOLICY3: false, SIGNCONDIV3: false, RTSALARY3: false, DAILYSALCONT3: true,
      // No flag switches these: on.
      COMM3: true, PWDEXPFORCECHANGE3: true, FEEDBACK3: true,
    });
    expect(value.info?.sms).toEqual({ firebase: true });
    const state = selectPublicState(value, brand);
    expect(state.login.showVerCodeLogin).toBe(false);
    expect(state.login.hasFreePlay).toBe(false);
    expect(state.login.socialLogin).toEqual({ enabled: true, providers: ['google', 'facebook'] });
    expect(state.login.firebase).toBe(true);
    expect(state.login.forgotPassword).toEqual({ email: false, mobile: true });
    expect(state.features).toMatchObject({ agentPolicy: false, dividend: false, realtimeSalary: false, dailySalary: true });
    expect(state.whitelabel.AGENTPOLICY3).toBe(false);
  });

  it('refuses a call without url=<host>, which the client always adds', async () => {
    const response = await fetch(new URL(contract.system.status.path, 'http://localhost'), { headers: wireHeaders() });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
    const sent = await fetch(new URL(`${contract.system.status.path}?url=www.lucky88.example`, 'http://localhost'), { headers: wireHeaders() });
    expect(sent.status).toBe(200);
  });

  it('is refused on a fault scenario like any route', async () => {
    setScenario({ faults: { 'system.status': '500' } });
    const refused = await refusal(status());
    expect(refused.status).toBe(500);
    expect(refused.errorCode).toBe('unknown_error');
  });

  it('fails like the network when the scenario says so', async () => {
    setScenario({ faults: { 'system.status': 'network' } });
    expect((await refusal(status())).kind).toBe('network');
  });
});

describe('the module gate (WIRE.md §6.2)', () => {
  it('switches each module by its flag, and leaves a module no flag names on', () => {
    const flags = (patch: Record<string, boolean>) => ({ flags: { ...DEFAULT_FLAGS, ...patch } });
    expect(moduleOn('FREEPLAY3', flags({ freePlay: false }))).toBe(false);
    expect(moduleOn('MOBILEVERCODELOGIN3', flags({ smsLogin: false }))).toBe(false);
    expect(moduleOn('SIGNCONDIV3', flags({ bonus: false }))).toBe(false);
    expect(moduleOn('CHNGPASSVERIF3', flags({ CHNGPASSVERIF3: false }))).toBe(false);
    expect(moduleOn('LOGINIPVERF3', flags({}))).toBe(false);
    expect(moduleOn('FEEDBACK3', flags({}))).toBe(true);
    expect(moduleOn('SOMENEWMODULE3', flags({}))).toBe(true);
  });
});

describe('system.whitelabel (WIRE.md Y2)', () => {
  it('answers the module tree: HOMEPAGE holds PWDEXPFORCECHANGE3 and MOBILELOGIN3, and every gated module is in it', async () => {
    const tree = await callRoute(contract.system.whitelabel);
    expect(Array.isArray(tree)).toBe(false);
    const root = tree as Exclude<typeof tree, unknown[]>;
    const homepage = root.childrenNodes?.find((node) => node.modId === 'HOMEPAGE');
    expect(homepage?.childrenNodes?.map((node) => node.modId)).toEqual(expect.arrayContaining(['PWDEXPFORCECHANGE3', 'MOBILELOGIN3']));
    expect(flattenModules(tree)).toEqual(flattenModules((await status()).info?.whitelabel));
    const modules = Object.keys(flattenModules(tree));
    for (const route of Object.values(contract.system)) {
      const module = (route.metadata as { module?: string }).module;
      if (module) expect(modules).toContain(module);
    }
    setScenario({ flags: { MOBILENUMREG3: false } });
    const changed = flattenModules(await callRoute(contract.system.whitelabel));
    expect(changed.MOBILENUMREG3).toBe(false);
    expect(changed.USERNAMEREG3).toBe(true);
  });

  it('is refused during maintenance', async () => {
    setScenario({ status: 'maintenance' });
    expect((await refusal(callRoute(contract.system.whitelabel))).errorCode).toBe('system_under_maintenance');
  });
});

describe('system.registerSettings (WIRE.md Y3)', () => {
  it('maps each registration field to its rule, the pattern by number; the client derives confirm password', async () => {
    const rules = await callRoute(contract.system.registerSettings);
    expect(Object.keys(rules)).toEqual([
      'username', 'password', 'mobileNum', 'verificationCode', 'payeeName', 'paymentPassword',
      'qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'email', 'recommenderId', 'affiliateCode',
      'captcha', 'gamingVenue',
    ]);
    const { fields } = selectRegister(rules);
    const username = fields.find((field) => field.field === 'username')!;
    expect(username).toMatchObject({ enabled: true, required: true, patternId: 'LETTER_DIGIT_LEADING_LETTER', minLength: 6, maxLength: 16 });
    expect(fields.find((field) => field.field === 'confirmPassword')).toMatchObject({ ...fields.find((field) => field.field === 'password'), field: 'confirmPassword' });
    expect(fields.find((field) => field.field === 'phone')).toMatchObject({ patternId: 'DIGIT' });
    expect(checkFieldValue(username, 'player99')).toBeNull();
    expect(checkFieldValue(username, '9player')).toBe('validation.pattern.letterDigitLeadingLetter');
    expect(checkFieldValue(username, 'abc')).toBe('validation.pattern.letterDigitLeadingLetter');
    expect(checkFieldValue(username, '')).toBe('validation.required');
    for (const field of fields) {
      if (field.acceptedPattern !== '*') expect(() => new RegExp(field.acceptedPattern, 'u'), field.field).not.toThrow();
      expect(field.minLength).toBeLessThanOrEqual(field.maxLength);
    }
  });

  it('turns the mobile fields off with MOBILENUMREG3 and the SMS code off with REGMOBVERF3', async () => {
    setScenario({ flags: { REGMOBVERF3: false } });
    let rules = await callRoute(contract.system.registerSettings);
    expect(rules.mobileNum).toMatchObject({ enabled: true, required: true });
    expect(rules.verificationCode).toMatchObject({ enabled: false, required: false });
    setScenario({ flags: { MOBILENUMREG3: false, REGMOBVERF3: true } });
    rules = await callRoute(contract.system.registerSettings);
    expect(rules.mobileNum).toMatchObject({ enabled: false, required: false });
    expect(rules.verificationCode?.enabled).toBe(false);
  });

  it('is refused in a region block', async () => {
    setScenario({ status: 'region-blocked' });
    expect((await refusal(callRoute(contract.system.registerSettings))).errorCode).toBe('ip_restricted');
  });
});

describe('system.countries (WIRE.md Y4)', () => {
  it('gives the default country and currency, and the dialling codes with the Philippines first', async () => {
    const value = await callRoute(contract.system.countries);
    expect(value).toMatchObject({ countryCode: 'PH', countryDialingCode: '+63', currency: 'USD', currencySymbol: '$' });
    expect(value.countries?.[0]).toEqual({ countryCode: 'PH', countryDialingCode: '+63' });
    expect(value.countries!.length).toBeGreaterThanOrEqual(30);
    expect(new Set(value.countries!.map((country) => country.countryCode)).size).toBe(value.countries!.length);
  });

  it('is refused during maintenance', async () => {
    setScenario({ status: 'maintenance' });
    expect((await refusal(callRoute(contract.system.countries))).errorCode).toBe('system_under_maintenance');
  });
});

describe('system.domainRoute (WIRE.md Y7)', () => {
  it('lists the domains and the routes, and switches /blog off when the back office does (QA flag blogDisabled)', async () => {
    const value = await callRoute(contract.system.domainRoute);
    expect(value.domainList).toContain('www.lucky88.example');
    expect(value.domainList?.length).toBe(4);
    expect(value.routers?.find((router) => router.path === '/member')).toMatchObject({ requiresAuth: true, enabled: true });
    expect(value.routers?.filter((router) => ['/feedback', '/download', '/winners', '/blog', '/news'].includes(router.path)).every((router) => router.enabled)).toBe(true);
    setScenario({ flags: { blogDisabled: true } });
    const off = await callRoute(contract.system.domainRoute);
    expect(off.routers?.filter((router) => !router.enabled).map((router) => router.path)).toEqual(['/blog']);
    // The status carries the same table.
    expect((await status()).info?.domainRoute).toEqual(off);
  });

  it('is refused during maintenance', async () => {
    setScenario({ status: 'maintenance' });
    expect((await refusal(callRoute(contract.system.domainRoute))).status).toBe(503);
  });
});

describe('system.helpCenter (WIRE.md Y11)', () => {
  it('answers a list of HTML sections with the terms first (the #term anchor)', async () => {
    const sections = await callRoute(contract.system.helpCenter, { query: { lang: 'EN', device: 'WEB' } });
    expect(sections[0]?.code).toBe('term');
    expect(sections.map((section) => section.code)).toEqual(expect.arrayContaining(['term', 'responsibleGaming', 'faq']));
    const terms = sections[0]!.articles.map((article) => article.content).join('');
    expect(terms).toContain('21 years old');
    expect(terms).toMatch(/<p>/);
    const ids = sections.flatMap((section) => section.articles.map((article) => article.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses an unsupported language', async () => {
    const error = await refusal(callRoute(contract.system.helpCenter, { query: { lang: 'XX' as 'EN' } }));
    expect(error.status).toBe(400);
    expect(error.errorCode).toBe('request_param_err');
    expect(error.message).toContain('query.lang');
  });
});

describe('system.feedback (WIRE.md Y12)', () => {
  it('stores a member\'s feedback with its images', async () => {
    await loginAs('player01', 'Player@123');
    const value = await callRoute(contract.system.feedback, {
      body: { questionType: 'DEPOSIT', content: '  My GCash deposit has not arrived yet  ', images: [PNG] },
    });
    // Two seeded feedbacks of player01 come first (one answered).
    expect(value.feedbackId).toBe(3);
    const stored = feedback.findFirst((q) => q.where({ feedbackId: value.feedbackId }));
    expect(stored).toMatchObject({ account: 'player01', questionType: 'DEPOSIT', content: 'My GCash deposit has not arrived yet' });
    expect(stored?.images).toEqual([{ mimeType: 'image/png', bytes: 70 }]);
    const second = await callRoute(contract.system.feedback, { body: { questionType: 'OTHER', content: 'Thanks for the quick help!' } });
    expect(second.feedbackId).toBe(4);
  });

  it('refuses more than 140 characters, an unknown type, a gif and a guest', async () => {
    const guest = await refusal(callRoute(contract.system.feedback, { body: { questionType: 'GAME', content: 'the game froze today' } }));
    expect(guest.status).toBe(401);
    expect(guest.errorCode).toBe('login.not.session');
    await loginAs('player01', 'Player@123');
    const words140 = 'slow game '.repeat(14);
    const long = await refusal(callRoute(contract.system.feedback, { body: { questionType: 'GAME', content: `${words140}x` } }));
    expect(long.errorCode).toBe('request_param_err');
    expect(long.message).toContain('body.content');
    await callRoute(contract.system.feedback, { body: { questionType: 'GAME', content: words140.slice(0, 140) } });
    const type = await refusal(callRoute(contract.system.feedback, { body: { questionType: 'BONUS' as (typeof SUPPORT_QUESTION_TYPES)[number], content: 'the game froze today' } }));
    expect(type.errorCode).toBe('request_param_err');
    const gif = await refusal(callRoute(contract.system.feedback, { body: { questionType: 'GAME', content: 'the game froze today', images: ['data:image/gif;base64,R0lGODlhAQABAAAAACw='] } }));
    expect(gif.errorCode).toBe('activity_apply_remark_limit2');
    const four = await refusal(callRoute(contract.system.feedback, { body: { questionType: 'GAME', content: 'the game froze today', images: [PNG, PNG, PNG, PNG] } }));
    expect(four.errorCode).toBe('request_param_err');
  });

  it('refuses a trial account', async () => {
    const trial = await callRoute(contract.session.freePlay, { body: { os: 'Linux', platform: 'W' } });
    useToken(trial.token);
    const error = await refusal(callRoute(contract.system.feedback, { body: { questionType: 'GAME', content: 'the game froze today' } }));
    expect(error.status).toBe(400);
    expect(error.errorCode).toBe('in_need_true_account');
    const history = await refusal(callRoute(contract.system.feedbackHistory, { query: { pageNo: 1, pageSize: 5 } }));
    expect(history.errorCode).toBe('in_need_true_account');
  });

  it('checks SPEC §5 support content against the word bounds it announces', async () => {
    const settings = await callRoute(contract.system.feedbackSettings);
    expect(settings).toEqual({ contentMaxChars: 140, contentWords: { min: 3, max: 40 }, maxImages: 3, maxImageBytes: 5_242_880 });
    await loginAs('player01', 'Player@123');
    const { min, max } = settings.contentWords!;
    const tooFew = await refusal(callRoute(contract.system.feedback, { body: { questionType: 'GAME', content: 'a '.repeat(min - 1).trim() } }));
    expect(tooFew.errorCode).toBe('request_param_err');
    expect(tooFew.message).toBe(`Support content must be between ${min} and ${max} words`);
    const tooMany = await refusal(callRoute(contract.system.feedback, { body: { questionType: 'GAME', content: 'a '.repeat(max + 1).trim() } }));
    expect(tooMany.errorCode).toBe('request_param_err');
    // A lone dash is not a word; the bounds themselves are allowed.
    await refusal(callRoute(contract.system.feedback, { body: { questionType: 'GAME', content: 'hi - there' } }));
    await callRoute(contract.system.feedback, { body: { questionType: 'GAME', content: 'a '.repeat(min).trim() } });
    await callRoute(contract.system.feedback, { body: { questionType: 'GAME', content: 'a '.repeat(max).trim() } });
  });

  it("lists the member's own feedback newest first, with customer service's replies", async () => {
    await loginAs('player01', 'Player@123');
    const before = await callRoute(contract.system.feedbackHistory, { query: { pageNo: 1, pageSize: 10 } });
    expect(before.list.map((entry) => entry.status)).toEqual(['PENDING', 'REPLIED']);
    expect(before.list[1]?.reply).toContain('GCash');
    const sent = await callRoute(contract.system.feedback, { body: { questionType: 'WITHDRAWAL', content: 'Where is my withdrawal?', images: [PNG, PNG] } });
    const after = await callRoute(contract.system.feedbackHistory, { query: { pageNo: 1, pageSize: 1 } });
    expect(after.totalCount).toBe(3);
    expect(after.totalPages).toBe(3);
    expect(after.list[0]).toMatchObject({ feedbackId: sent.feedbackId, imageCount: 2, status: 'PENDING', reply: null });
    // Nobody else's feedback shows.
    await loginAs('newbie01', '123456');
    const other = await callRoute(contract.system.feedbackHistory, { query: { pageNo: 1, pageSize: 10 } });
    expect(other.list).toEqual([]);
  });
});

describe('system.licences', () => {
  it('names the regulator, the 21+ rule and licences whose links pass the URL check', async () => {
    const value = await callRoute(contract.system.licences);
    expect(value.regulator.shortName).toBe('PAGCOR');
    expect(value.minimumAge).toBe(21);
    expect(value.licences.length).toBeGreaterThan(0);
    const allowedHosts = parseAllowedHosts(SIMULATED_BACKEND_HOSTS);
    expect(checkUrl(value.regulator.url, { base: 'https://www.lucky88.example/', allowedHosts })).not.toBeNull();
    for (const licence of value.licences) {
      expect(Date.parse(licence.validUntil)).toBeGreaterThan(Date.parse(licence.validFrom));
      expect(checkUrl(licence.verifyUrl, { base: 'https://www.lucky88.example/', allowedHosts })).not.toBeNull();
    }
  });
});

describe('system.icons', () => {
  it('lists 12 local avatar icons that member info accepts', async () => {
    const icons = await callRoute(contract.system.icons);
    expect(icons.length).toBe(12);
    expect(icons[0]).toEqual({ iconId: 'dragon', name: 'Dragon', url: '/mock-assets/avatar/dragon.svg' });
    expect(icons.every((icon) => icon.url.startsWith('/mock-assets/avatar/'))).toBe(true);
    await loginAs('player01', 'Player@123');
    await callRoute(contract.member.setIcon, { body: { avatar: icons[1]!.url } });
    expect((await callRoute(contract.member.getAvatar)).avatar).toBe(icons[1]!.url);
  });

  it('is refused in a region block', async () => {
    setScenario({ status: 'region-blocked' });
    expect((await refusal(callRoute(contract.system.icons))).status).toBe(400);
  });
});

describe('system.formDropMenu', () => {
  it('lists the gaming venues', async () => {
    const value = await callRoute(contract.system.formDropMenu, { query: { menuGroup: 'gamingvenue' } });
    expect(value.menuGroup).toBe('gamingvenue');
    expect(value.list.length).toBe(10);
    expect(value.list[0]).toEqual({ code: 'OKADA', name: 'Okada Manila', sort: 0 });
  });

  it('refuses an unknown menu group', async () => {
    const error = await refusal(callRoute(contract.system.formDropMenu, { query: { menuGroup: 'banks' as 'gamingvenue' } }));
    expect(error.errorCode).toBe('request_param_err');
    expect(error.message).toContain('query.menuGroup');
  });
});

describe('system.nationalities', () => {
  it('lists about 190 nationalities with unique keys', async () => {
    const list = await callRoute(contract.system.nationalities);
    expect(list.length).toBeGreaterThanOrEqual(190);
    expect(new Set(list.map((entry) => entry.key)).size).toBe(list.length);
    expect(list).toContainEqual({ key: 'PHILIPPINES', name: 'Philippines' });
  });

  it('is refused during maintenance', async () => {
    setScenario({ status: 'maintenance' });
    expect((await refusal(callRoute(contract.system.nationalities))).errorCode).toBe('system_under_maintenance');
  });
});

describe('system.appDownload', () => {
  it('builds the links from the origin and language, and never puts a token in them', async () => {
    await loginAs('player01', 'Player@123');
    const value = await callRoute(contract.system.appDownload, { query: { origin: 'https://www.lucky88.example', language: 'TY' } });
    expect(value.downloadPageUrl).toBe('https://www.lucky88.example/download?language=TY');
    expect(value.ios.url).toBe('https://www.lucky88.example/download/ios?language=TY');
    expect(value.android.version).toBe('3.8.2');
    expect(value.lite.url.startsWith('https://www.lucky88.example/lite?')).toBe(true);
    const guest = await callRoute(contract.system.appDownload, { query: { origin: 'https://m.lucky88.example' } });
    expect(guest.downloadPageUrl).toBe('https://m.lucky88.example/download?language=EN');
    // A token sent anyway (an old client) is not echoed into any link.
    const query = new URLSearchParams({ origin: 'https://www.lucky88.example', language: 'EN', token: 'abc123' });
    const raw = await fetch(new URL(`${contract.system.appDownload.path}?${query}`, 'http://localhost'), { headers: wireHeaders() });
    expect(await raw.text()).not.toContain('abc123');
  });

  it('refuses a missing or invalid origin', async () => {
    const error = await refusal(callRoute(contract.system.appDownload, { query: { origin: 'not a url' } }));
    expect(error.errorCode).toBe('request_param_err');
    expect(error.message).toContain('query.origin');
  });
});
