import { DEFAULT_CURRENCY_SYMBOL } from '../../contracts/shared/constants';
import { daysAgo, fakerFor } from '../engine/fake';
import { hashPassword } from '../engine/passwords';
import { openWallet } from '../wallet/ledger';
import { CROWD_SIZE, DOWNLINE_PER_AGENT, SEED_ACCOUNTS, type SeedAccount } from './accounts';
import { members, type MemberRecord } from './collections';
import { recordLogin } from './login-history';
import { seededLogins } from './seed-logins';

/**
 * The IPs each named account registered (SPEC §4 login from an unregistered
 * IP): home broadband and a mobile carrier. The demo's own caller IP is not
 * among them, so with `loginIpVerification` on their password login asks
 * for a verification.
 */
export function seededKnownIps(index: number): string[] {
  return [`203.0.113.${20 + index}`, `192.0.2.${140 + index}`];
}

const VIP_LABELS = ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Royal'];

let nextId = 100_000;

export function nextMemberId(): number {
  const highest = members.all().reduce((max, member) => Math.max(max, member.id), 100_000);
  nextId = Math.max(nextId, highest) + 1;
  return nextId;
}

export function vipLabel(level: number): string {
  return VIP_LABELS[Math.min(Math.max(level, 0), VIP_LABELS.length - 1)] ?? 'Bronze';
}

export function avatarUrl(seed: string): string {
  return `/mock-assets/avatar/${encodeURIComponent(seed)}.svg`;
}

/** A member record with every server-side field set; callers override what differs. */
export async function buildMember(fields: Partial<MemberRecord> & Pick<MemberRecord, 'account'>, password: string): Promise<MemberRecord> {
  const level = fields.vipRankLevel ?? 0;
  return {
    id: nextMemberId(),
    nickname: fields.account,
    type: 0,
    vipLabelName: vipLabel(level),
    vipRankLevel: level,
    hasVip: level > 0,
    avatarUrl: avatarUrl(fields.account),
    currencySymbol: DEFAULT_CURRENCY_SYMBOL,
    language: 'EN',
    hasPaymentPassword: false,
    upline: null,
    passwordHash: await hashPassword(password),
    paymentPasswordHash: null,
    passwordExpired: false,
    firstTimeLogin: false,
    contractTypes: [],
    affiliateCode: null,
    registerMethod: 'WEB',
    createdAt: daysAgo(120),
    lastLoginAt: null,
    ...fields,
  };
}

async function createSeedAccount(account: SeedAccount, index: number) {
  await members.create(
    await buildMember(
      {
        account: account.username,
        nickname: account.nickname,
        type: account.type,
        upline: account.upline,
        contractTypes: account.contractTypes,
        passwordExpired: account.passwordExpired ?? false,
        firstTimeLogin: account.firstTimeLogin ?? false,
        vipRankLevel: account.vipRankLevel ?? (account.type === 0 ? 1 : 4),
        vipLabelName: vipLabel(account.vipRankLevel ?? (account.type === 0 ? 1 : 4)),
        hasVip: true,
        mobileNum: account.mobileNum,
        countryDialingCode: '+63',
        email: account.email ?? `${account.username}@example.com`,
        hasPaymentPassword: Boolean(account.paymentPassword),
        paymentPasswordHash: account.paymentPassword ? await hashPassword(account.paymentPassword) : null,
        affiliateCode: account.type === 0 ? null : `AFF${String(index + 1).padStart(3, '0')}`,
        createdAt: daysAgo(400 - index * 20),
        mobileVerified: Boolean(account.mobileNum),
        knownIps: seededKnownIps(index),
        // The main player also set up an authenticator app, so every SPEC §4 method is on offer for it.
        ...(account.persona === 'player' ? { authenticatorSecret: `rjc-${account.username}-totp` } : {}),
      },
      account.password,
    ),
  );
  // Two weeks of logins from the registered IPs, older first, so the history reads like a real account's.
  const [home, mobile] = seededKnownIps(index);
  for (const login of seededLogins(account.username, home!, mobile!)) {
    await recordLogin(account.username, login.ip, 'username', null, login.at);
  }
  await openWallet(account.username, account.balance, daysAgo(400 - index * 20));
}

export async function seed(): Promise<void> {
  nextId = 100_000;
  const faker = fakerFor('member');
  for (const [index, account] of SEED_ACCOUNTS.entries()) await createSeedAccount(account, index);

  // Every agent gets a downline of players; agent_div's downline also holds agent_daily.
  for (const agent of SEED_ACCOUNTS.filter((account) => account.type !== 0)) {
    for (let n = 1; n <= DOWNLINE_PER_AGENT; n += 1) {
      const account = `${agent.username}_dl${String(n).padStart(2, '0')}`;
      const balance = faker.number.float({ min: 0, max: 5000, fractionDigits: 2 });
      await members.create(
        await buildMember(
          {
            account,
            nickname: faker.person.firstName(),
            upline: agent.username,
            vipRankLevel: faker.number.int({ min: 0, max: 3 }),
            mobileNum: faker.string.numeric(10),
            countryDialingCode: '+63',
            createdAt: daysAgo(faker.number.int({ min: 5, max: 300 })),
          },
          'Member@123',
        ),
      );
      await openWallet(account, balance, daysAgo(90));
    }
  }

  for (let n = 1; n <= CROWD_SIZE; n += 1) {
    const account = faker.internet.username().replace(/[^A-Za-z0-9_]/g, '').slice(0, 14).toLowerCase() + n;
    await members.create(
      await buildMember(
        {
          account,
          nickname: faker.person.firstName(),
          vipRankLevel: faker.number.int({ min: 0, max: 5 }),
          createdAt: daysAgo(faker.number.int({ min: 1, max: 700 })),
        },
        'Member@123',
      ),
    );
    await openWallet(account, faker.number.float({ min: 0, max: 20_000, fractionDigits: 2 }), daysAgo(90));
  }
}
