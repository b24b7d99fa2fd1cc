import { describe, expect, it } from 'vitest';
import { SUPPORT_QUESTION_TYPES, WHITELABEL_FLAGS } from '../../contracts/shared/constants';
import { checkUrl, parseAllowedHosts, SIMULATED_BACKEND_HOSTS } from '../../contracts/shared/safe-url';
import { setScenario } from '../../mocks/engine/scenario';
import { feedback } from '../../mocks/system/collections';
import { checkFieldValue } from '../../mocks/system/validation';
import { callRoute, contract } from '../../src/lib/api';
import { loginAs, useSimulatedBackend, useToken } from '../support/backend';
import { refusal } from '../support/refusal';

useSimulatedBackend();

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('system.permission and the maintenance / region gate', () => {
  it('answers status 0 with the startup configuration in normal operation', async () => {
    const value = await callRoute(contract.system.permission);
    expect(value.status).toBe(0);
    expect(value.maintenanceEnd).toBeNull();
    expect(value.maintenance).toEqual({ enabled: false, endTime: null });
    expect(value.regionRestriction).toEqual({ enabled: false, ip: null });
    expect(value.location).toEqual({ ip: '198.51.100.7', countryCode: 'PH' });
    expect(value.mainDomain).toBe(value.domainRoute.mainDomain);
    expect(value.customerService.map((cs) => cs.csType)).toContain('LIVECHAT');
    expect(value.resources.map((r) => r.resourceType)).toEqual(['FACEBOOK', 'TELEGRAM', 'YOUTUBE', 'INSTAGRAM', 'Android', 'iOS']);
    expect(value.register.find((field) => field.field === 'username')).toMatchObject({ enabled: true, required: true });
    expect(value.login).toEqual({
      pwdEnabled: true,
      hasFreePlay: true,
      showVerCodeLogin: true,
      socialLogin: { enabled: false, providers: [] },
      firebase: false,
      forgotPassword: { email: true, mobile: true },
    });
    expect(value.features).toEqual({ agentPolicy: true, dividend: true, dailySalary: true, hourlySalary: true, realtimeSalary: true, disclaimer: false });
    expect(value.supportedLanguages).toEqual(['EN', 'TY']);
  });

  it('answers status 1 with the maintenance end while every other route refuses 503 MAINTENANCE', async () => {
    setScenario({ status: 'maintenance', maintenanceEnd: '2026-11-02T06:00:00.000Z' });
    const value = await callRoute(contract.system.permission);
    expect(value.status).toBe(1);
    expect(value.maintenanceEnd).toBe('2026-11-02T06:00:00.000Z');
    expect(value.maintenance).toEqual({ enabled: true, endTime: '2026-11-02T06:00:00.000Z' });
    // The maintenance page still has its customer-service button.
    expect(value.customerService.length).toBeGreaterThan(0);
    expect(await callRoute(contract.system.status)).toEqual({ status: 1, maintenanceEnd: '2026-11-02T06:00:00.000Z' });
    expect((await callRoute(contract.system.customerService)).customerService.length).toBeGreaterThan(0);
    const refused = await refusal(callRoute(contract.system.whitelabel));
    expect(refused.status).toBe(503);
    expect(refused.errorCode).toBe('system_under_maintenance');
    expect(refused.messageKey).toBe('errors.maintenance');
    const notices = await refusal(callRoute(contract.notices.announcements, { query: {} }));
    expect(notices.errorCode).toBe('system_under_maintenance');
  });

  it('answers status 2 with the blocked IP when the region is restricted', async () => {
    setScenario({ status: 'region-blocked', blockedIp: '203.0.113.99' });
    const value = await callRoute(contract.system.permission);
    expect(value.status).toBe(2);
    expect(value.maintenanceEnd).toBeNull();
    expect(value.regionRestriction).toEqual({ enabled: true, ip: '203.0.113.99' });
    expect(value.location.ip).toBe('203.0.113.99');
    expect((await callRoute(contract.system.status)).status).toBe(2);
    const refused = await refusal(callRoute(contract.system.countries));
    expect(refused.status).toBe(400);
    expect(refused.errorCode).toBe('ip_restricted');
  });

  it('reflects the feature flags of the scenario', async () => {
    setScenario({
      flags: {
        smsLogin: false, socialLogin: true, firebaseSms: true, passwordResetEmail: false, freePlay: false,
        AGENTPOLICY3: false, bonus: false, realtimeSalary: false,
      },
    });
    const value = await callRoute(contract.system.permission);
    expect(value.login.showVerCodeLogin).toBe(false);
    expect(value.login.hasFreePlay).toBe(false);
    expect(value.login.socialLogin).toEqual({ enabled: true, providers: ['google', 'facebook'] });
    expect(value.login.firebase).toBe(true);
    expect(value.login.forgotPassword).toEqual({ email: false, mobile: true });
    expect(value.features).toMatchObject({ agentPolicy: false, dividend: false, realtimeSalary: false, dailySalary: true });
    expect(value.whitelabel.AGENTPOLICY3).toBe(false);
  });

  it('is refused on a fault scenario like any route', async () => {
    setScenario({ faults: { 'system.permission': '500' } });
    const refused = await refusal(callRoute(contract.system.permission));
    expect(refused.status).toBe(500);
    expect(refused.errorCode).toBe('unknown_error');
  });
});

describe('system.whitelabel', () => {
  it('answers the seven flags from the scenario', async () => {
    const value = await callRoute(contract.system.whitelabel);
    expect(Object.keys(value).sort()).toEqual([...WHITELABEL_FLAGS].sort());
    expect(Object.values(value).every(Boolean)).toBe(true);
    setScenario({ flags: { MOBILENUMREG3: false, CHNGPASSMAIL3: false } });
    const changed = await callRoute(contract.system.whitelabel);
    expect(changed.MOBILENUMREG3).toBe(false);
    expect(changed.CHNGPASSMAIL3).toBe(false);
    expect(changed.USERNAMEREG3).toBe(true);
  });

  it('is refused during maintenance', async () => {
    setScenario({ status: 'maintenance' });
    expect((await refusal(callRoute(contract.system.whitelabel))).errorCode).toBe('system_under_maintenance');
  });
});

describe('system.registerSettings', () => {
  it('lists every registration field with a compilable pattern', async () => {
    const fields = await callRoute(contract.system.registerSettings);
    expect(fields.map((field) => field.field)).toEqual([
      'username', 'password', 'confirmPassword', 'mobileNum', 'verificationCode', 'payeeName', 'paymentPassword',
      'qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'email', 'recommenderId', 'affiliateCode',
      'captcha', 'gamingVenue',
    ]);
    const username = fields.find((field) => field.field === 'username')!;
    expect(username).toMatchObject({ enabled: true, required: true, patternId: 'LETTER_DIGIT_LEADING_LETTER', minLength: 6, maxLength: 16 });
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
    let fields = await callRoute(contract.system.registerSettings);
    expect(fields.find((field) => field.field === 'mobileNum')).toMatchObject({ enabled: true, required: true });
    expect(fields.find((field) => field.field === 'verificationCode')).toMatchObject({ enabled: false, required: false });
    setScenario({ flags: { MOBILENUMREG3: false, REGMOBVERF3: true } });
    fields = await callRoute(contract.system.registerSettings);
    expect(fields.find((field) => field.field === 'mobileNum')).toMatchObject({ enabled: false, required: false });
    expect(fields.find((field) => field.field === 'verificationCode')?.enabled).toBe(false);
  });

  it('is refused in a region block', async () => {
    setScenario({ status: 'region-blocked' });
    expect((await refusal(callRoute(contract.system.registerSettings))).errorCode).toBe('ip_restricted');
  });
});

describe('system.status', () => {
  it('answers 0 normally and 1 with the end time in maintenance', async () => {
    expect(await callRoute(contract.system.status)).toEqual({ status: 0, maintenanceEnd: null });
    setScenario({ status: 'maintenance' });
    expect(await callRoute(contract.system.status)).toEqual({ status: 1, maintenanceEnd: '2026-12-31T18:00:00.000Z' });
  });

  it('fails like the network when the scenario says so', async () => {
    setScenario({ faults: { 'system.status': 'network' } });
    const error = await refusal(callRoute(contract.system.status));
    expect(error.kind).toBe('network');
  });
});

describe('system.domainRoute', () => {
  it('lists the domains with the main one among them', async () => {
    const value = await callRoute(contract.system.domainRoute);
    expect(value.mainDomain).toBe('www.lucky88.example');
    expect(value.domainList).toContain(value.mainDomain);
    expect(value.domainList.length).toBe(4);
  });

  it('is refused during maintenance', async () => {
    setScenario({ status: 'maintenance' });
    expect((await refusal(callRoute(contract.system.domainRoute))).status).toBe(503);
  });
});

describe('system.helpCenter', () => {
  it('answers HTML sections with the terms first (the #term anchor)', async () => {
    const value = await callRoute(contract.system.helpCenter, { query: { lang: 'EN', device: 'WEB' } });
    expect(value.lang).toBe('EN');
    expect(value.sections[0]?.code).toBe('term');
    expect(value.sections.map((section) => section.code)).toEqual(
      expect.arrayContaining(['term', 'responsibleGaming', 'faq']),
    );
    const terms = value.sections[0]!.articles.map((article) => article.content).join('');
    expect(terms).toContain('21 years old');
    expect(terms).toMatch(/<p>/);
    const ids = value.sections.flatMap((section) => section.articles.map((article) => article.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses an unsupported language', async () => {
    const error = await refusal(callRoute(contract.system.helpCenter, { query: { lang: 'XX' as 'EN' } }));
    expect(error.status).toBe(400);
    expect(error.errorCode).toBe('request_param_err');
    expect(error.message).toContain('query.lang');
  });
});

describe('system.feedback', () => {
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

describe('system.validationRules', () => {
  it('gives one compilable rule per SPEC §5 pattern message', async () => {
    const rules = await callRoute(contract.system.validationRules);
    expect(rules.length).toBe(18);
    const test = (patternId: string, value: string) => {
      const rule = rules.find((r) => r.patternId === patternId);
      if (!rule) throw new Error(`no rule ${patternId}`);
      return rule.pattern === '*' || new RegExp(rule.pattern, 'u').test(value);
    };
    expect(test('LETTER_DIGIT_LEADING_LETTER', 'abc123')).toBe(true);
    expect(test('LETTER_DIGIT_LEADING_LETTER', '1abc')).toBe(false);
    expect(test('CHINESE_DIGIT', '张三123')).toBe(true);
    expect(test('EMAIL', 'a.b@example.com')).toBe(true);
    expect(test('EMAIL', 'a.b@example')).toBe(false);
    expect(test('LETTER_OR_DIGIT', 'abc')).toBe(true);
    expect(test('LETTER_OR_DIGIT', 'ab_c')).toBe(false);
    expect(test('LETTER_AND_DIGIT', 'abc')).toBe(false);
    expect(test('LETTER_AND_DIGIT', 'abc1')).toBe(true);
    expect(test('DIGIT', '0917')).toBe(true);
    expect(test('UPPERCASE_ONE', 'abc')).toBe(false);
    expect(test('LETTER_SPACE', 'Juan Dela Cruz')).toBe(true);
    expect(test('NO_SPACE', 'a b')).toBe(false);
    expect(test('CHINESE_PUNCTUATION', '你好，世界。')).toBe(true);
    expect(test('DATE_YMD', '1990-12-31')).toBe(true);
    expect(test('DATE_MDY', '12-31-1990')).toBe(true);
    expect(test('DATE_MDY', '1990-12-31')).toBe(false);
    expect(test('KOREAN', '안녕하세요')).toBe(true);
    expect(test('THAI', 'สวัสดี')).toBe(true);
    expect(test('THAI', 'hello')).toBe(false);
    expect(test('UPPERCASE_SPACE', 'JUAN DELA CRUZ')).toBe(true);
    expect(test('UPPERCASE_SPACE', '   ')).toBe(false);
    expect(test('STRONG_PASSWORD', 'Abc@1234')).toBe(true);
    expect(test('STRONG_PASSWORD', 'Abc12345')).toBe(false);
    expect(test('FULL_NAME', 'Juan Cruz')).toBe(true);
    expect(test('FULL_NAME', 'Juan')).toBe(false);
    expect(rules.every((rule) => rule.message.length > 0 && rule.messageKey.startsWith('validation.pattern.'))).toBe(true);
  });

  it('is refused during maintenance', async () => {
    setScenario({ status: 'maintenance' });
    expect((await refusal(callRoute(contract.system.validationRules))).errorCode).toBe('system_under_maintenance');
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

describe('system.menu', () => {
  it('lists HOME first, the nav types with their vendors and PROMO last', async () => {
    const menu = await callRoute(contract.system.menu);
    expect(menu[0]).toMatchObject({ menuType: 'HOME', vendors: [] });
    expect(menu.at(-1)).toMatchObject({ menuType: 'PROMO', vendors: [] });
    const live = menu.find((item) => item.menuType === 'LIVE');
    expect(live?.vendors.map((vendor) => vendor.vassalage)).toEqual(['AG', 'BBIN', 'BG', 'DG', 'EA', 'LOTUS', 'OG', 'PT', 'TGP']);
    expect(menu.find((item) => item.menuType === 'LOTT')?.vendors[0]).toMatchObject({ vassalage: 'TCG_SEA', displayName: 'TCG SEA Lottery' });
    expect(menu.find((item) => item.menuType === 'COCKFIGHT')?.vendors.length).toBe(5);
  });

  it('is refused during maintenance', async () => {
    setScenario({ status: 'maintenance' });
    expect((await refusal(callRoute(contract.system.menu))).errorCode).toBe('system_under_maintenance');
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

describe('system.countries', () => {
  it('puts the Philippines first', async () => {
    const countries = await callRoute(contract.system.countries);
    expect(countries[0]).toEqual({ countryCode: 'PH', countryDialingCode: '+63', name: 'Philippines' });
    expect(countries.length).toBeGreaterThanOrEqual(30);
    expect(countries.every((country) => /^\+\d{1,4}$/.test(country.countryDialingCode))).toBe(true);
    expect(new Set(countries.map((country) => country.countryCode)).size).toBe(countries.length);
  });

  it('is refused during maintenance', async () => {
    setScenario({ status: 'maintenance' });
    expect((await refusal(callRoute(contract.system.countries))).errorCode).toBe('system_under_maintenance');
  });
});

describe('system.routers', () => {
  it('lists the SPEC routes with their auth needs', async () => {
    const routers = await callRoute(contract.system.routers);
    expect(routers.find((router) => router.path === '/member')).toMatchObject({ requiresAuth: true, enabled: true });
    expect(routers.find((router) => router.path === '/lottery')).toMatchObject({ requiresAuth: true, hideFooter: true, hideSideMenu: true });
    expect(routers.find((router) => router.path === '/')).toMatchObject({ requiresAuth: false });
  });

  it('switches /blog off when the back office does (QA flag blogDisabled), and lists the content pages', async () => {
    const on = await callRoute(contract.system.routers);
    expect(on.filter((router) => ['/feedback', '/download', '/winners', '/blog', '/news'].includes(router.path)).every((router) => router.enabled)).toBe(true);
    setScenario({ flags: { blogDisabled: true } });
    const off = await callRoute(contract.system.routers);
    expect(off.filter((router) => !router.enabled).map((router) => router.path)).toEqual(['/blog']);
  });

  it('is refused during maintenance', async () => {
    setScenario({ status: 'maintenance' });
    expect((await refusal(callRoute(contract.system.routers))).errorCode).toBe('system_under_maintenance');
  });
});

describe('system.customerService', () => {
  it('lists the channels and resources, also in a region block', async () => {
    const value = await callRoute(contract.system.customerService);
    expect(value.customerService.map((cs) => cs.csType)).toEqual(['LIVECHAT', 'LIVECHAT', 'TELEGRAM', 'FACEBOOK', 'WHATSAPP']);
    expect(value.resources.find((r) => r.resourceType === 'Android')?.url).toMatch(/\.apk$/);
    setScenario({ status: 'region-blocked' });
    expect((await callRoute(contract.system.customerService)).customerService.length).toBe(5);
  });

  it('fails on a server-error fault', async () => {
    setScenario({ faults: { 'system.customerService': '500' } });
    expect((await refusal(callRoute(contract.system.customerService))).status).toBe(500);
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
  it('builds the links from the origin, language and token', async () => {
    const value = await callRoute(contract.system.appDownload, {
      query: { origin: 'https://www.lucky88.example', language: 'TY', token: 'abc123' },
    });
    expect(value.downloadPageUrl).toBe('https://www.lucky88.example/download?language=TY&token=abc123');
    expect(value.ios.url).toBe('https://www.lucky88.example/download/ios?language=TY&token=abc123');
    expect(value.android.version).toBe('3.8.2');
    expect(value.lite.url.startsWith('https://www.lucky88.example/lite?')).toBe(true);
    const guest = await callRoute(contract.system.appDownload, { query: { origin: 'https://m.lucky88.example' } });
    expect(guest.downloadPageUrl).toBe('https://m.lucky88.example/download?language=EN');
  });

  it('refuses a missing or invalid origin', async () => {
    const error = await refusal(callRoute(contract.system.appDownload, { query: { origin: 'not a url' } }));
    expect(error.errorCode).toBe('request_param_err');
    expect(error.message).toContain('query.origin');
  });
});
