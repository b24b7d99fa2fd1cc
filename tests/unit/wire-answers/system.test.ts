import { describe, expect, it } from 'vitest';
import { contract } from '@contracts';
import { flattenModules, type WhitelabelNode } from '@contracts/shared/whitelabel';
import { decryptCustomerServicePath } from '@contracts/shared/wire-crypto';
import { selectHelpSections } from '@/features/help/api';
import {
  appendQuery, decryptPath, serviceMemberOf, visibleTo, withUserData,
} from '@/features/system/rules/customerService';
import {
  selectCountries, selectPublicState, selectRegister, systemStatusOf, type BrandConfig,
} from '@/features/system/rules/publicState';

/** WIRE.md §6.2 answers, observed values verbatim where WIRE gives them, run through the system feature's selects. */

const BRAND: BrandConfig = {
  merchantCode: 'wic11f3',
  languages: ['EN', 'TY'],
  socialProviders: ['google', 'facebook'],
  imageCdns: ['https://img.brand.example'],
  launchCdns: ['https://launch.brand.example'],
};

/** WIRE.md §3 test vector. */
const CS_VECTOR = { url: 'https://cs.example.test/chat?site=demo', path: 'sX1WZtx1WXMvsw+kwoEks+IoDnWAxnB9PTnkijEGp1tBSrfWeHstEg==k9Xb2LmQ' };

const node = (modId: string, enabled: '1' | '0', childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({ modId, enabled, childrenNodes });

/** Y1 `value` as WIRE.md §6.2 lists it: every csType and resource type it records, the module tree, gw. */
const Y1 = {
  maintenance: false,
  regionRestriction: false,
  maintenanceEnd: null,
  test: true,
  location: { ip: '103.4.145.2' },
  info: {
    customerService: [
      { csType: 'AICAN', csPosition: 1, title: 'AI service', path: CS_VECTOR.path, labelIds: [], type: '1' },
      { csType: 'MIDUOKE', csPosition: 1, title: 'Miduoke', path: 'https://cs.example.test/chat?accountid=77', labelIds: null, type: '1' },
      { csType: 'LIVECHAT', csPosition: 2, title: 'Live chat', path: 'https://secure.livechatinc.com/licence/1/v2/open_chat.cgi', type: '3' },
      { csType: 'COMM100', csPosition: 2, title: 'Comm100', path: 'https://chat.comm100.example/chatwindow.aspx?siteId=1', labelIds: [] },
      { csType: 'COMM100VIP', csPosition: 2, title: 'Comm100 VIP', path: 'https://chat.comm100.example/chatwindow.aspx?siteId=2', labelIds: [7, '8'] },
    ],
    resources: [
      { resourceType: 'IOS', url: 'https://dl.example/ios', qrCodeUrl: 'https://dl.example/ios.png', labelNameEn: 'iOS' },
      { resourceType: 'A', url: 'https://dl.example/a.apk', qrCodeUrl: 'https://dl.example/a.png' },
      { resourceType: 'H5', url: 'https://m.example' },
      { resourceType: 'WLG_DOMAIN', url: 'https://wlg.example' },
      { resourceType: 'SKYPE', url: 'skype:brand' },
      { resourceType: 'QQ', url: 'https://qq.example' },
      { resourceType: 'ZALO', url: 'https://zalo.example' },
    ],
    whitelabel: node('ROOT', '1', [
      node('HOMEPAGE', '1', [node('PWDEXPFORCECHANGE3', '1'), node('MOBILELOGIN3', '1'), node('MOBILEVERCODELOGIN3', '0')]),
      node('COMM3', '1'),
      node('FREEPLAY3', '0'),
      node('CHNGPASSVERIF3', '1'),
      node('CHNGPASSMAIL3', '0'),
      node('AGENTPOLICY3', '1'),
      node('SIGNCONDIV3', '1', [node('DAILYSALCONT3', '1')]),
      node('HOURSAL3', '0'),
      node('RTSALARY3', '1'),
      node('USERNAMEREG3', '1'),
    ]),
    register: {
      username: { enabled: true, required: true, acceptedPattern: '^[a-zA-Z0-9]+$', patternId: 4, minLength: 6, maxLength: 13 },
      password: { enabled: true, required: true, acceptedPattern: '*', patternId: 0, minLength: 6, maxLength: 16 },
      mobileNum: { enabled: true, required: false, acceptedPattern: '^[0-9]+$', patternId: 6, minLength: 10, maxLength: 16, updateRequired: false },
      qqNum: { enabled: false, required: false, acceptedPattern: '*', patternId: 99, minLength: 5, maxLength: 12, message: 'QQ (min)-(max)' },
    },
    sms: { firebase: false },
    imageCDNs: [],
    launchGameCDNs: ['https://launch.platform.example'],
    gw: { GEETEST_ID: 'gt-123', GEETEST_VERSION: 'v3', PROFILE_ICON_COUNT: '9' },
    mobileTemplate: { web_logo: true },
    domainRoute: { anything: 'the platform may send' },
    mainDomain: 'www.brand.example',
    analytics: { gtagId: 'G-123', other: 'ignored' },
  },
};

const parses = (route: { responses: Record<number, unknown> }, value: unknown) =>
  (route.responses[200] as { safeParse: (body: unknown) => { success: boolean } }).safeParse({ success: true, message: '', value }).success;

describe('Y1 GET /wps/system/status', () => {
  it('parses WIRE.md\'s answer and gives the public state', () => {
    expect(parses(contract.system.status, Y1)).toBe(true);
    const state = selectPublicState(Y1, BRAND);
    expect(state.systemStatus).toBe(0);
    expect(state.maintenance).toEqual({ enabled: false, endTime: null });
    expect(state.location).toEqual({ ip: '103.4.145.2' });
    expect(state.test).toBe(true);
    expect(state.customerService.map((entry) => entry.csType)).toEqual(['AICAN', 'MIDUOKE', 'LIVECHAT', 'COMM100', 'COMM100VIP']);
    expect(state.customerService.at(-1)?.labelIds).toEqual(['7', '8']);
    expect(state.customerService[1]?.labelIds).toEqual([]);
    // A and Android alike; every type keyed in upper case.
    expect(Object.keys(state.resources)).toEqual(['IOS', 'ANDROID', 'H5', 'WLG_DOMAIN', 'SKYPE', 'QQ', 'ZALO']);
    expect(state.resources.ANDROID).toEqual({ resourceType: 'A', url: 'https://dl.example/a.apk', qrCodeUrl: 'https://dl.example/a.png', label: null });
    expect(state.whitelabel).toMatchObject({ HOMEPAGE: true, PWDEXPFORCECHANGE3: true, MOBILELOGIN3: true, MOBILEVERCODELOGIN3: false, FREEPLAY3: false });
    expect(state.login).toEqual({
      pwdEnabled: true,
      hasFreePlay: false,
      showVerCodeLogin: false,
      socialLogin: { enabled: false, providers: [] },
      firebase: false,
      forgotPassword: { email: false, mobile: true },
    });
    // A child counts for itself (DAILYSALCONT3 under SIGNCONDIV3); a module the tree lacks (DISCLAIMER3) is off.
    expect(state.features).toEqual({ agentPolicy: true, dividend: true, dailySalary: true, hourlySalary: false, realtimeSalary: true, disclaimer: false });
    expect(state.gw).toEqual({ geetestId: 'gt-123', geetestVersion: 'v3', profileIconCount: 9 });
    expect(state.analytics).toEqual({ gtagId: 'G-123' });
    expect(state.mainDomain).toBe('www.brand.example');
    // A route table whose shape we do not know offers nothing and switches nothing off.
    expect(state.domainRoute).toEqual({ domainList: [], mainDomain: 'www.brand.example', routers: [] });
    // CDNs: the platform's where it sends some, the brand's otherwise.
    expect(state.imageCdns).toEqual(['https://img.brand.example']);
    expect(state.launchCdns).toEqual(['https://launch.platform.example']);
    expect(state.merchantCode).toBe('wic11f3');
    expect(state.supportedLanguages).toEqual(['EN', 'TY']);
  });

  it('reads the register map: patterns by number, confirm password from password, phone from mobileNum, a message for an unknown pattern', () => {
    const state = selectPublicState(Y1, BRAND);
    const byField = Object.fromEntries(state.register.map((field) => [field.field, field]));
    expect(byField.username).toEqual({
      field: 'username', enabled: true, required: true, patternId: 'LETTER_OR_DIGIT', acceptedPattern: '^[a-zA-Z0-9]+$', minLength: 6, maxLength: 13,
    });
    expect(byField.password).toMatchObject({ patternId: 'ANY', acceptedPattern: '*' });
    expect(byField.confirmPassword).toEqual({ ...byField.password, field: 'confirmPassword' });
    expect(byField.phone).toEqual({ ...byField.mobileNum, field: 'phone' });
    expect(byField.qqNum).toMatchObject({ enabled: false, patternId: 'reg_pattern_99' });
    expect(state.registerRules).toEqual([{ patternId: 'reg_pattern_99', pattern: '*', messageKey: 'reg_pattern_99', message: 'QQ (min)-(max)' }]);
  });

  it('fills defaults for everything the platform may leave out', () => {
    const bare = { maintenance: 0 };
    expect(parses(contract.system.status, bare)).toBe(true);
    const state = selectPublicState(bare, { ...BRAND, socialProviders: [], imageCdns: [], launchCdns: [] });
    expect(state).toMatchObject({
      systemStatus: 0,
      maintenanceEnd: null,
      location: { ip: null },
      customerService: [],
      resources: {},
      whitelabel: {},
      register: [],
      registerRules: [],
      mainDomain: '',
      imageCdns: [],
      launchCdns: [],
      gw: { geetestId: null, geetestVersion: null, profileIconCount: null },
      analytics: { gtagId: null },
      login: { pwdEnabled: false, hasFreePlay: false, showVerCodeLogin: false, firebase: false, forgotPassword: { email: false, mobile: false } },
    });
  });

  it('lets maintenance win over the region restriction, and shows the end time and the IP', () => {
    expect(systemStatusOf({ maintenance: true, regionRestriction: true })).toBe(1);
    expect(systemStatusOf({ maintenance: false, regionRestriction: 1 })).toBe(2);
    expect(systemStatusOf({ maintenance: null, regionRestriction: '' })).toBe(0);
    const maintenance = selectPublicState({ ...Y1, maintenance: true, regionRestriction: true, maintenanceEnd: 1_798_740_000_000 }, BRAND);
    expect(maintenance).toMatchObject({ systemStatus: 1, maintenance: { enabled: true, endTime: '2026-12-31T18:00:00.000Z' }, regionRestriction: { enabled: false, ip: null } });
    // A time the platform writes as text is kept as sent; the page formats it when it parses.
    expect(selectPublicState({ ...Y1, maintenance: 1, maintenanceEnd: '2026-12-31 18:00:00' }, BRAND).maintenanceEnd).toBe('2026-12-31 18:00:00');
    const region = selectPublicState({ ...Y1, regionRestriction: true }, BRAND);
    expect(region).toMatchObject({ systemStatus: 2, maintenanceEnd: null, regionRestriction: { enabled: true, ip: '103.4.145.2' } });
  });

  it('turns social login on with the brand\'s providers only where the tree has SOCIALLOGIN3 (ours), and firebase on with info.sms.firebase', () => {
    const tree = node('ROOT', '1', [node('SOCIALLOGIN3', '1'), node('DISCLAIMER3', '1')]);
    const state = selectPublicState({ ...Y1, info: { ...Y1.info, whitelabel: tree, sms: { firebase: true } } }, BRAND);
    expect(state.login.socialLogin).toEqual({ enabled: true, providers: ['google', 'facebook'] });
    expect(state.login.firebase).toBe(true);
    expect(state.features.disclaimer).toBe(true);
  });
});

describe('WIRE.md §3 customer service', () => {
  it('decrypts the test vector, passes http paths through, and gives null for a path that does not decrypt', () => {
    expect(decryptPath(CS_VECTOR.path, decryptCustomerServicePath)).toBe(CS_VECTOR.url);
    expect(decryptPath('https://t.me/royal', decryptCustomerServicePath)).toBe('https://t.me/royal');
    expect(decryptPath('', decryptCustomerServicePath)).toBeNull();
    expect(decryptPath('not*base64!!k9Xb2LmQ', decryptCustomerServicePath)).toBeNull();
  });

  it('shows an entry without labelIds to everyone, and one with labelIds only to a listed club label', () => {
    const [aican, miduoke, livechat, , vip] = selectPublicState(Y1, BRAND).customerService;
    expect([aican, miduoke, livechat].every((entry) => visibleTo(entry!, null))).toBe(true);
    expect(visibleTo(vip!, null)).toBe(false);
    expect(visibleTo(vip!, '9')).toBe(false);
    expect(visibleTo(vip!, '7')).toBe(true);
    // Label ids from member info compared as strings.
    expect(serviceMemberOf({ account: 'emon', clubLabel: { labelId: 8, labelName: 'VIP0' } })).toEqual({ account: 'emon', labelId: '8', labelName: 'VIP0' });
    expect(serviceMemberOf({ account: 'emon' })).toEqual({ account: 'emon', labelId: null, labelName: null });
    expect(serviceMemberOf(null)).toBeNull();
  });

  it('appends the member\'s data by csType', () => {
    const member = { account: '01336710020', labelId: '3', labelName: 'VIP0' };
    expect(withUserData(CS_VECTOR.url, 'AICAN', member)).toBe('https://cs.example.test/chat?site=demo&name=01336710020&category=VIP0');
    expect(withUserData('https://cs.example.test/chat?accountid=77', 'MIDUOKE', member)).toBe('https://cs.example.test/chat?accountid=77&visitorname=01336710020');
    expect(withUserData('https://cs.example.test/chat', 'MIDUOKE', member)).toBe('https://cs.example.test/chat');
    expect(withUserData('https://secure.livechatinc.com/licence/1/v2/open_chat.cgi', 'LIVECHAT', member)).toBe('https://secure.livechatinc.com/licence/1/v2/open_chat.cgi?name=01336710020');
    expect(withUserData('https://secure.livechatinc.com/other', 'LIVECHAT', member)).toBe('https://secure.livechatinc.com/other');
    expect(withUserData('https://chat.comm100.example/w.aspx?siteId=1', 'COMM100', member)).toBe('https://chat.comm100.example/w.aspx?siteId=1&CUSTOM!username=01336710020');
    expect(withUserData('https://chat.comm100.example/w.aspx', 'COMM100VIP', member)).toBe('https://chat.comm100.example/w.aspx?CUSTOM!username=01336710020');
    expect(withUserData('https://t.me/royal', 'TELEGRAM', member)).toBe('https://t.me/royal');
    expect(withUserData(CS_VECTOR.url, 'AICAN', null)).toBe(CS_VECTOR.url);
    expect(appendQuery('https://a.example/x?y=1#top', [['name', 'a b']])).toBe('https://a.example/x?y=1&name=a%20b#top');
  });
});

describe('Y2 GET /wps/system/whitelabel', () => {
  it('parses the module tree (a root node or a list) and flattens it to {modId: enabled === "1"}', () => {
    expect(parses(contract.system.whitelabel, Y1.info.whitelabel)).toBe(true);
    expect(parses(contract.system.whitelabel, [node('HOMEPAGE', '1', [node('MOBILELOGIN3', '0')])])).toBe(true);
    expect(flattenModules([node('HOMEPAGE', '1', [node('MOBILELOGIN3', '0')])])).toEqual({ HOMEPAGE: true, MOBILELOGIN3: false });
    expect(flattenModules({ modId: 'X3', enabled: 1, childrenNodes: null })).toEqual({ X3: true });
    expect(flattenModules('nonsense')).toEqual({});
  });
});

describe('Y3 GET /wps/system/setting/register', () => {
  it('parses the field-rule map and gives the form its fields', () => {
    expect(parses(contract.system.registerSettings, Y1.info.register)).toBe(true);
    const { fields } = selectRegister(Y1.info.register);
    expect(fields.map((field) => field.field)).toEqual(['username', 'password', 'mobileNum', 'qqNum', 'confirmPassword', 'phone']);
    // No maxLength sent: no upper bound.
    expect(selectRegister({ nickname: { enabled: '1', required: 0, minLength: '2' } }).fields).toEqual([
      { field: 'nickname', enabled: true, required: false, patternId: 'ANY', acceptedPattern: '*', minLength: 2, maxLength: Number.MAX_SAFE_INTEGER },
    ]);
  });
});

describe('Y4 GET /wps/system/country', () => {
  it('parses the answer; the default country comes first and the currency symbol is the server\'s', () => {
    const value = {
      countryCode: 'BD', countryDialingCode: '880', currency: 'BDT', currencySymbol: '৳',
      countries: [{ countryCode: 'PH', countryDialingCode: '63' }, { countryCode: 'BD', countryDialingCode: 880 }],
    };
    expect(parses(contract.system.countries, value)).toBe(true);
    expect(selectCountries(value)).toEqual({
      countries: [{ countryCode: 'BD', countryDialingCode: '880' }, { countryCode: 'PH', countryDialingCode: '63' }],
      currency: 'BDT',
      currencySymbol: '৳',
    });
    // SPEC: "$" when the server sends no symbol.
    expect(selectCountries({})).toEqual({ countries: [], currency: null, currencySymbol: '$' });
  });
});

describe('Y11 GET /wps/system/helpCenter (a list; item fields not recorded, ours)', () => {
  it('parses our sections and reads any list defensively', () => {
    const sections = [
      { code: 'faq', title: 'FAQ', sort: 2, articles: [{ id: 2, title: 'Q', content: '<p>A</p>' }] },
      { code: 'term', title: 'Terms', sort: 1, articles: [] },
    ];
    expect(parses(contract.system.helpCenter, sections)).toBe(true);
    expect(selectHelpSections(sections).map((section) => section.code)).toEqual(['term', 'faq']);
    expect(selectHelpSections([{ title: 'no code' }, { code: 'about' }, 'x'])).toEqual([{ code: 'about', title: 'about', sort: 1, articles: [] }]);
    expect(selectHelpSections(null)).toEqual([]);
  });
});
