import type { Country } from '../../contracts/shared/entities';
import { brand } from '../../src/lib/brand';

/** Static back-office configuration the system domain seeds its catalogue from. */

/**
 * The site's name in the back office's texts (notices, inbox, help centre): the brand the site is built as
 * (src/lib/brand.ts), not the platform's domains below, so a Royal Jackpot site never welcomes players to another.
 */
export const SITE_NAME = brand.siteName;

export const MAIN_DOMAIN = 'www.lucky88.example';
export const DOMAIN_LIST = ['www.lucky88.example', 'm.lucky88.example', 'lucky88-ph.example', 'lucky88vip.example'];

/**
 * WIRE.md §6.2 Y4: the merchant's default country and currency. The symbol stays "$", the brand's
 * own (src/lib/brand.ts), so every money screen reads as before.
 */
export const DEFAULT_COUNTRY = { countryCode: 'PH', countryDialingCode: '+63', currency: 'USD', currencySymbol: '$' } as const;

/** Analytics the status call hands the page (WIRE.md §6.2 info.analytics). */
export const ANALYTICS = { gtagId: 'G-LUCKY88MOCK' } as const;

/** WIRE.md §6.2 info.gw: the Geetest id and version, and how many avatar icons the CDN holds. */
export const GATEWAY_SETTINGS = { GEETEST_ID: 'mock-geetest-0001', GEETEST_VERSION: 'v4', PROFILE_ICON_COUNT: '9' } as const;

/** Country dialling codes: the Philippines first, then the region, then the rest. */
export const COUNTRIES: readonly Country[] = [
  { countryCode: 'PH', countryDialingCode: '+63', name: 'Philippines' },
  { countryCode: 'MY', countryDialingCode: '+60', name: 'Malaysia' },
  { countryCode: 'SG', countryDialingCode: '+65', name: 'Singapore' },
  { countryCode: 'TH', countryDialingCode: '+66', name: 'Thailand' },
  { countryCode: 'VN', countryDialingCode: '+84', name: 'Vietnam' },
  { countryCode: 'ID', countryDialingCode: '+62', name: 'Indonesia' },
  { countryCode: 'KH', countryDialingCode: '+855', name: 'Cambodia' },
  { countryCode: 'MM', countryDialingCode: '+95', name: 'Myanmar' },
  { countryCode: 'LA', countryDialingCode: '+856', name: 'Laos' },
  { countryCode: 'BN', countryDialingCode: '+673', name: 'Brunei' },
  { countryCode: 'CN', countryDialingCode: '+86', name: 'China' },
  { countryCode: 'HK', countryDialingCode: '+852', name: 'Hong Kong' },
  { countryCode: 'MO', countryDialingCode: '+853', name: 'Macau' },
  { countryCode: 'TW', countryDialingCode: '+886', name: 'Taiwan' },
  { countryCode: 'JP', countryDialingCode: '+81', name: 'Japan' },
  { countryCode: 'KR', countryDialingCode: '+82', name: 'South Korea' },
  { countryCode: 'IN', countryDialingCode: '+91', name: 'India' },
  { countryCode: 'PK', countryDialingCode: '+92', name: 'Pakistan' },
  { countryCode: 'BD', countryDialingCode: '+880', name: 'Bangladesh' },
  { countryCode: 'LK', countryDialingCode: '+94', name: 'Sri Lanka' },
  { countryCode: 'NP', countryDialingCode: '+977', name: 'Nepal' },
  { countryCode: 'AE', countryDialingCode: '+971', name: 'United Arab Emirates' },
  { countryCode: 'SA', countryDialingCode: '+966', name: 'Saudi Arabia' },
  { countryCode: 'QA', countryDialingCode: '+974', name: 'Qatar' },
  { countryCode: 'AU', countryDialingCode: '+61', name: 'Australia' },
  { countryCode: 'NZ', countryDialingCode: '+64', name: 'New Zealand' },
  { countryCode: 'US', countryDialingCode: '+1', name: 'United States' },
  { countryCode: 'CA', countryDialingCode: '+1', name: 'Canada' },
  { countryCode: 'GB', countryDialingCode: '+44', name: 'United Kingdom' },
  { countryCode: 'DE', countryDialingCode: '+49', name: 'Germany' },
  { countryCode: 'FR', countryDialingCode: '+33', name: 'France' },
];

/**
 * Customer-service entries in the platform's shape (WIRE.md §3, §6.2): `url` is kept here in the
 * clear; the status call answers it encrypted in `path`. An entry with labelIds shows only to members
 * whose club label is listed (our seed: VIP ranks 3 to 5, label ids compared as strings).
 */
export const CUSTOMER_SERVICE: ReadonlyArray<{ csType: string; title: string; url: string; labelIds: readonly string[]; csPosition: number; type: string }> = [
  { csType: 'LIVECHAT', title: '24/7 Live Chat', url: 'https://secure.livechatinc.com/licence/18000088/v2/open_chat.cgi', labelIds: [], csPosition: 1, type: '3' },
  { csType: 'LIVECHAT', title: 'VIP Live Chat', url: 'https://secure.livechatinc.com/licence/18000089/v2/open_chat.cgi', labelIds: ['6'], csPosition: 1, type: '3' },
  { csType: 'TELEGRAM', title: 'Telegram Support', url: 'https://t.me/lucky88_support', labelIds: [], csPosition: 2, type: '1' },
  { csType: 'FACEBOOK', title: 'Facebook Messenger', url: 'https://m.me/lucky88ph', labelIds: [], csPosition: 2, type: '1' },
  { csType: 'WHATSAPP', title: 'WhatsApp', url: 'https://wa.me/639171230088', labelIds: [], csPosition: 2, type: '1' },
];

/** Resources keyed by type as the platform sends them (WIRE.md §6.2): `A` is Android, `IOS` the iOS app. */
export const RESOURCES: ReadonlyArray<{ resourceType: string; url: string; qrCodeUrl: string | null; labelNameEn: string }> = [
  { resourceType: 'FACEBOOK', url: 'https://www.facebook.com/lucky88ph', qrCodeUrl: null, labelNameEn: 'Facebook' },
  { resourceType: 'TELEGRAM', url: 'https://t.me/lucky88_official', qrCodeUrl: null, labelNameEn: 'Telegram' },
  { resourceType: 'YOUTUBE', url: 'https://www.youtube.com/@lucky88ph', qrCodeUrl: null, labelNameEn: 'YouTube' },
  { resourceType: 'INSTAGRAM', url: 'https://www.instagram.com/lucky88ph', qrCodeUrl: null, labelNameEn: 'Instagram' },
  { resourceType: 'A', url: 'https://download.lucky88.example/app/lucky88-android-3.8.2.apk', qrCodeUrl: '/mock-assets/qr/android.svg', labelNameEn: 'Android' },
  { resourceType: 'IOS', url: 'https://download.lucky88.example/app/ios/lucky88.mobileconfig', qrCodeUrl: '/mock-assets/qr/ios.svg', labelNameEn: 'iOS' },
];

export const APP_VERSIONS = { ios: '3.8.2', android: '3.8.2', lite: '1.4.0' } as const;

export const GAMING_VENUES: ReadonlyArray<{ code: string; name: string }> = [
  { code: 'OKADA', name: 'Okada Manila' },
  { code: 'SOLAIRE', name: 'Solaire Resort & Casino' },
  { code: 'COD', name: 'City of Dreams Manila' },
  { code: 'RWM', name: 'Newport World Resorts' },
  { code: 'CF_MANILA', name: 'Casino Filipino Manila' },
  { code: 'CF_CEBU', name: 'Casino Filipino Cebu' },
  { code: 'NUSTAR', name: 'NUSTAR Resort Cebu' },
  { code: 'WATERFRONT', name: 'Waterfront Cebu City Casino' },
  { code: 'CLARK', name: 'Midori Clark Casino' },
  { code: 'ONLINE', name: 'Online only' },
];

/** Avatar choices; the id is also the file name member info's avatarUrl points at. */
export const AVATAR_ICONS: ReadonlyArray<{ iconId: string; name: string }> = [
  { iconId: 'dragon', name: 'Dragon' }, { iconId: 'tiger', name: 'Tiger' }, { iconId: 'phoenix', name: 'Phoenix' },
  { iconId: 'koi', name: 'Koi' }, { iconId: 'panda', name: 'Panda' }, { iconId: 'lion', name: 'Lion' },
  { iconId: 'crane', name: 'Crane' }, { iconId: 'turtle', name: 'Turtle' }, { iconId: 'rooster', name: 'Rooster' },
  { iconId: 'horse', name: 'Horse' }, { iconId: 'monkey', name: 'Monkey' }, { iconId: 'ox', name: 'Ox' },
];

/** SPEC §2 routes with their needs. */
export const ROUTERS = [
  { name: 'home', path: '/', requiresAuth: false, hideSideMenu: false, hideFooter: false },
  { name: 'login', path: '/login', requiresAuth: false, hideSideMenu: false, hideFooter: false },
  { name: 'register', path: '/register', requiresAuth: false, hideSideMenu: false, hideFooter: false },
  { name: 'agent', path: '/agent', requiresAuth: false, hideSideMenu: true, hideFooter: true },
  { name: 'agentHome', path: '/agentHome', requiresAuth: true, hideSideMenu: true, hideFooter: true },
  { name: 'member', path: '/member', requiresAuth: true, hideSideMenu: false, hideFooter: false },
  { name: 'help', path: '/help', requiresAuth: false, hideSideMenu: false, hideFooter: false },
  { name: 'legal', path: '/legal', requiresAuth: false, hideSideMenu: false, hideFooter: false },
  { name: 'sports', path: '/sports', requiresAuth: false, hideSideMenu: false, hideFooter: false },
  { name: 'esports', path: '/esports', requiresAuth: false, hideSideMenu: false, hideFooter: false },
  { name: 'lott', path: '/lott', requiresAuth: false, hideSideMenu: false, hideFooter: false },
  { name: 'elott', path: '/elott', requiresAuth: false, hideSideMenu: false, hideFooter: false },
  { name: 'live', path: '/live', requiresAuth: false, hideSideMenu: false, hideFooter: false },
  { name: 'fish', path: '/fish', requiresAuth: false, hideSideMenu: false, hideFooter: false },
  { name: 'rng', path: '/rng', requiresAuth: false, hideSideMenu: false, hideFooter: false },
  { name: 'pvp', path: '/pvp', requiresAuth: false, hideSideMenu: false, hideFooter: false },
  { name: 'cockfight', path: '/cockfight', requiresAuth: false, hideSideMenu: false, hideFooter: false },
  { name: 'favorite', path: '/favorite', requiresAuth: true, hideSideMenu: false, hideFooter: false },
  { name: 'recent', path: '/recent', requiresAuth: true, hideSideMenu: false, hideFooter: false },
  { name: 'lottery', path: '/lottery', requiresAuth: true, hideSideMenu: true, hideFooter: true },
  { name: 'seaLottery', path: '/seaLottery', requiresAuth: true, hideSideMenu: true, hideFooter: true },
  { name: 'vnLottery', path: '/vnLottery', requiresAuth: true, hideSideMenu: true, hideFooter: true },
  { name: 'seamless', path: '/seamless', requiresAuth: false, hideSideMenu: true, hideFooter: false },
  { name: 'promotions', path: '/promotions', requiresAuth: false, hideSideMenu: false, hideFooter: false },
  { name: 'pointMall', path: '/pointMall', requiresAuth: false, hideSideMenu: false, hideFooter: false },
  { name: 'feedback', path: '/feedback', requiresAuth: true, hideSideMenu: false, hideFooter: false },
  { name: 'download', path: '/download', requiresAuth: false, hideSideMenu: false, hideFooter: false },
  { name: 'winners', path: '/winners', requiresAuth: false, hideSideMenu: false, hideFooter: false },
  { name: 'blog', path: '/blog', requiresAuth: false, hideSideMenu: false, hideFooter: false },
  { name: 'news', path: '/news', requiresAuth: false, hideSideMenu: false, hideFooter: false },
] as const;

/** SPEC §1 regional variant: the regulator and licences (the /legal page and the licence modal). */
export const LICENCES = {
  regulator: { name: 'Philippine Amusement and Gaming Corporation', shortName: 'PAGCOR', url: 'https://www.pagcor.ph/' },
  statement:
    '<p>This site is operated under licence from the <strong>Philippine Amusement and Gaming Corporation (PAGCOR)</strong>, the national gaming regulator.</p>' +
    '<p>Only persons aged <strong>21 and over</strong> may register and play. Government officials, members of the armed forces and police, persons on the restricted-persons database and gaming licence holders may not play.</p>' +
    '<p>Gaming involves risk. Play responsibly, and ask customer service for help to set limits or pause your account.</p>',
  minimumAge: 21,
  licences: [
    {
      licenceNo: 'PAGCOR-OGL-2024-0117', scope: 'Offshore gaming: live casino, slots, table games', issuer: 'PAGCOR',
      jurisdiction: 'Philippines', validFrom: '2024-01-15T00:00:00.000Z', validUntil: '2027-01-14T23:59:59.000Z',
      verifyUrl: 'https://www.pagcor.ph/regulatory/',
    },
    {
      licenceNo: 'PAGCOR-SBL-2025-0042', scope: 'Sports and e-sports betting', issuer: 'PAGCOR',
      jurisdiction: 'Philippines', validFrom: '2025-03-01T00:00:00.000Z', validUntil: '2028-02-29T23:59:59.000Z',
      verifyUrl: 'https://www.pagcor.ph/regulatory/',
    },
  ],
};

/** SPEC §5 support content word bounds the back office sets for feedback. */
export const FEEDBACK_WORDS = { min: 3, max: 40 } as const;

/** player01's earlier feedback, one already answered, so the history shows both states. */
export const SEEDED_FEEDBACK = [
  {
    account: 'player01', questionType: 'DEPOSIT', content: 'My GCash deposit took ten minutes to arrive yesterday evening.',
    createTime: '2026-10-28T13:05:00.000Z',
    reply: 'Thank you for telling us. GCash had a delay that evening; every deposit was credited. We are sorry for the wait.',
    replyTime: '2026-10-28T14:20:00.000Z',
  },
  {
    account: 'player01', questionType: 'APPLICATION', content: 'Please add dark mode to the Android app lite version.',
    createTime: '2026-10-31T09:40:00.000Z', reply: null, replyTime: null,
  },
] as const;

interface HelpSectionSeed {
  code: string;
  title: string;
  articles: Array<{ title: string; content: string }>;
}

/** Help centre content (server HTML). */
export const HELP_SECTIONS: readonly HelpSectionSeed[] = [
  {
    code: 'term',
    title: 'Terms and Conditions',
    articles: [
      { title: 'General terms', content: '<h3>General terms</h3><p>By opening an account you confirm that you are at least <strong>21 years old</strong> and that online gaming is lawful where you live.</p><p>One account per person, household, IP address and payment method.</p>' },
      { title: 'Who may not register', content: '<p>The following may not register or play:</p><ul><li>Government officials and employees connected with the national gaming regulator</li><li>Members of the armed forces and police</li><li>Persons under 21</li><li>Persons listed in the restricted-persons database</li><li>Gaming licence holders</li></ul>' },
      { title: 'Deposits and withdrawals', content: '<p>Withdrawals are paid only to accounts in the registered payee name. We may ask for identity documents (KYC) before any payout.</p>' },
      { title: 'Bonuses', content: '<p>Every promotion has its own turnover requirement. Abuse of bonuses voids them and the winnings made with them.</p>' },
    ],
  },
  {
    code: 'responsibleGaming',
    title: 'Responsible Gaming',
    articles: [
      { title: 'Play responsibly', content: '<p>Gaming should be entertainment, never a way to earn money. Set a budget and a time limit before you play.</p>' },
      { title: 'Self-exclusion', content: '<p>Contact customer service to pause your account for 24 hours, 7 days, 30 days or permanently.</p>' },
      { title: 'Getting help', content: '<p>If gaming stops being fun, talk to someone. Helplines are open day and night.</p><p><a href="/help#responsibleGaming">Read more</a></p>' },
    ],
  },
  {
    code: 'faq',
    title: 'FAQ',
    articles: [
      { title: 'How do I register?', content: '<ol><li>Click <em>Register</em>.</li><li>Fill in username and password, or your mobile number and SMS code.</li><li>Tick the terms and submit.</li></ol>' },
      { title: 'I forgot my password', content: '<p>Use <em>Forgot password</em> on the login window and reset it by email or by mobile number.</p>' },
      { title: 'How long does a withdrawal take?', content: '<p>Most withdrawals are paid within 15 minutes. Bank holidays may add a day.</p>' },
      { title: 'What is a free trial?', content: '<p>Games with a trial button can be played with demo credits without an account.</p>' },
      { title: 'Why do I need to verify my ID?', content: '<p>Regulation requires us to know our players. Upload the front and back of one ID and a selfie holding it.</p>' },
    ],
  },
  {
    code: 'deposit',
    title: 'Deposit',
    articles: [
      { title: 'Deposit methods', content: '<p>GCash, Maya, bank transfer and USDT. The minimum deposit is shown on each channel.</p>' },
      { title: 'My deposit has not arrived', content: '<p>Keep your receipt and contact customer service with the transaction reference.</p>' },
    ],
  },
  {
    code: 'withdrawal',
    title: 'Withdrawal',
    articles: [
      { title: 'Withdrawal rules', content: '<p>Your payment password is required. Complete the turnover of active bonuses first.</p>' },
      { title: 'Confirming receipt', content: '<p>Confirm whether the money arrived. An unconfirmed withdrawal counts as received after a while.</p>' },
    ],
  },
  {
    code: 'privacy',
    title: 'Privacy Policy',
    articles: [{ title: 'Your data', content: '<p>We keep your personal data only for account, payment and regulatory purposes, and never sell it.</p>' }],
  },
  {
    code: 'aboutUs',
    title: 'About Us',
    articles: [{ title: 'Who we are', content: `<p>${SITE_NAME} offers live casino, slots, sports, e-sports, cockfight, lottery and more, for players in Asia since 2016.</p>` }],
  },
  {
    code: 'licence',
    title: 'Licences',
    articles: [{ title: 'Regulation', content: '<p>We are licensed and regulated by the national gaming regulator. Licence details are shown on the legal page.</p>' }],
  },
];
