import type { CONTRACT_TYPES } from '../../contracts/shared/constants';

type ContractType = (typeof CONTRACT_TYPES)[number];

export interface SeedAccount {
  /** Persona name used by scenarios and the QA toolbar. */
  persona: string;
  username: string;
  password: string;
  nickname: string;
  type: number;
  balance: number;
  upline: string | null;
  contractTypes: ContractType[];
  passwordExpired?: boolean;
  firstTimeLogin?: boolean;
  /** KYC state the kyc domain seeds for this account. */
  kyc?: 'none' | 'pending' | 'approved';
  mobileNum?: string;
  email?: string;
  vipRankLevel?: number;
  paymentPassword?: string;
  description: string;
}

/**
 * The named accounts README documents. Everything else in the world is
 * generated around them from the seed.
 */
export const SEED_ACCOUNTS: readonly SeedAccount[] = [
  {
    persona: 'player', username: 'player01', password: 'Player@123', nickname: 'Lucky Ace', type: 0,
    balance: 12_580.5, upline: 'agent_div', contractTypes: [], kyc: 'approved', mobileNum: '9171234567',
    email: 'player01@example.com', vipRankLevel: 3, paymentPassword: '246810',
    description: 'A player with balance, betting history, favourites, messages and points',
  },
  {
    persona: 'newbie', username: 'newbie01', password: '123456', nickname: 'Newbie', type: 0,
    balance: 0, upline: null, contractTypes: [], firstTimeLogin: true, kyc: 'none', mobileNum: '9170000001',
    description: 'A new player still on the default password 123456 (forced change)',
  },
  {
    persona: 'expired', username: 'expired01', password: 'Expired@123', nickname: 'Old Timer', type: 0,
    balance: 820, upline: null, contractTypes: [], passwordExpired: true, kyc: 'approved', mobileNum: '9170000002',
    description: 'A player whose password has expired (change required while the password policy is on)',
  },
  {
    persona: 'kyc', username: 'kycpending01', password: 'Kyc@12345', nickname: 'Verify Me', type: 0,
    balance: 150, upline: null, contractTypes: [], kyc: 'pending', mobileNum: '9170000003',
    description: 'A player whose ID verification is enabled but not done (the security popup shows)',
  },
  {
    persona: 'agent-dividend', username: 'agent_div', password: 'Agent@123', nickname: 'Dividend Boss', type: 1,
    balance: 55_000, upline: null, contractTypes: ['DIVIDEND'], kyc: 'approved', mobileNum: '9170000010',
    paymentPassword: '135790', description: 'Agent (type 1) on a dividend contract, with a sub-agent and downline players',
  },
  {
    persona: 'agent-daily', username: 'agent_daily', password: 'Agent@123', nickname: 'Daily Wage', type: 2,
    balance: 23_400, upline: 'agent_div', contractTypes: ['DAILY_SALARY'], kyc: 'approved', mobileNum: '9170000011',
    paymentPassword: '135790', description: 'Agent (type 2) on daily salary, downline of agent_div, with pending offers',
  },
  {
    persona: 'agent-hourly', username: 'agent_hourly', password: 'Agent@123', nickname: 'Hourly Pro', type: 41,
    balance: 9_800, upline: null, contractTypes: ['HOURLY_SALARY'], kyc: 'approved', mobileNum: '9170000012',
    paymentPassword: '135790', description: 'Agent (type 41) on hourly salary, with downline players',
  },
  {
    persona: 'agent-realtime', username: 'agent_rt', password: 'Agent@123', nickname: 'Realtime Rex', type: 42,
    balance: 15_250, upline: null, contractTypes: ['REALTIME_SALARY'], kyc: 'approved', mobileNum: '9170000013',
    paymentPassword: '135790', description: 'Agent (type 42) on real-time salary (settled every 5 minutes)',
  },
  {
    persona: 'rg-limits', username: 'safeplay01', password: 'Safe@1234', nickname: 'Steady Hand', type: 0,
    balance: 3_200, upline: null, contractTypes: [], kyc: 'approved', mobileNum: '9170000020',
    description: 'Responsible gaming: deposit, loss, wager and session limits set, one increase pending, a 30-minute reality check',
  },
  {
    persona: 'rg-timeout', username: 'timeout01', password: 'Pause@1234', nickname: 'On A Break', type: 0,
    balance: 640, upline: null, contractTypes: [], kyc: 'approved', mobileNum: '9170000021',
    description: 'Responsible gaming: on a 7-day time-out, so login is refused with its end time',
  },
];

/** Downline players generated per agent (usernames `<agent>_dl01` ...). */
export const DOWNLINE_PER_AGENT = 6;
/** Extra generated players who fill leaderboards and winner boards. */
export const CROWD_SIZE = 40;

export function seedAccount(persona: string): SeedAccount | undefined {
  return SEED_ACCOUNTS.find((account) => account.persona === persona || account.username === persona);
}
