import type { MessageRecord } from './collections';
import { daysAgo, fakerFor } from '../engine/fake';
import { SEED_ACCOUNTS } from '../member/accounts';
import { SITE_NAME } from '../system/data';
import { messages } from './collections';

type Template = (amount: string, ref: string) => { title: string; content: string; category: MessageRecord['category'] };

const TEMPLATES: Template[] = [
  (amount, ref) => ({ category: 'personal', title: 'Deposit successful', content: `<p>Your deposit of <strong>${amount}</strong> (ref. ${ref}) has been credited to your wallet.</p>` }),
  (amount, ref) => ({ category: 'personal', title: 'Withdrawal paid', content: `<p>Your withdrawal of <strong>${amount}</strong> (ref. ${ref}) has been paid. Please confirm receipt in your withdrawal records.</p>` }),
  (amount) => ({ category: 'personal', title: 'Bonus credited', content: `<p>A bonus of <strong>${amount}</strong> has been added to your account. Turnover 5x applies.</p>` }),
  (amount) => ({ category: 'personal', title: 'Weekly rebate', content: `<p>Your rebate of <strong>${amount}</strong> for last week has been credited.</p>` }),
  () => ({ category: 'personal', title: 'Password changed', content: '<p>Your login password was changed. If this was not you, contact customer service immediately.</p>' }),
  () => ({ category: 'platform', title: 'New promotion: Payday Reload', content: '<p>Deposit on the 15th and 30th and receive a <strong>15%</strong> reload bonus. <a href="/promotions">See promotions</a></p>' }),
  () => ({ category: 'platform', title: 'Scheduled maintenance', content: '<p>Sports will be under maintenance on Wednesday 03:00 - 05:00 (GMT+8).</p>' }),
  () => ({ category: 'platform', title: 'Responsible gaming reminder', content: '<p>Set a budget and take breaks. Self-exclusion is available through customer service.</p>' }),
  (amount) => ({ category: 'platform', title: 'Leaderboard results', content: `<p>The weekly slots leaderboard has ended. The top prize of <strong>${amount}</strong> went to a lucky player!</p>` }),
  () => ({ category: 'platform', title: 'New games arrived', content: '<p>12 new games from PT, CQ9 and JDB are now in the lobby.</p>' }),
];

/** How many messages each seeded account gets, and how many of the newest stay unread. */
const INBOXES: Record<string, { count: number; unread: number }> = {
  player01: { count: 25, unread: 7 },
  newbie01: { count: 2, unread: 2 },
  expired01: { count: 4, unread: 1 },
  kycpending01: { count: 5, unread: 3 },
  agent_div: { count: 8, unread: 2 },
  agent_daily: { count: 6, unread: 1 },
  agent_hourly: { count: 6, unread: 0 },
  agent_rt: { count: 6, unread: 4 },
};

export async function seed(): Promise<void> {
  const faker = fakerFor('messages');
  let id = 0;
  for (const account of SEED_ACCOUNTS) {
    const inbox = INBOXES[account.username] ?? { count: 3, unread: 1 };
    for (let n = 0; n < inbox.count; n += 1) {
      id += 1;
      const amount = faker.number.float({ min: 50, max: 5000, fractionDigits: 2 }).toFixed(2);
      const ref = `TX${faker.string.numeric(10)}`;
      const template = n === 0 && account.username === 'newbie01'
        ? { category: 'platform' as const, title: `Welcome to ${SITE_NAME}`, content: '<p>Welcome! Claim your newbie bonus in the reward centre.</p>' }
        : faker.helpers.arrayElement(TEMPLATES)(amount, ref);
      // n = 0 is the newest message; the newest `unread` ones are unread.
      const createTime = daysAgo(n * 1.7 + faker.number.float({ min: 0.05, max: 0.9 }));
      const read = n >= inbox.unread;
      await messages.create({
        id, account: account.username, ...template, read, createTime,
        readTime: read ? daysAgo(n * 1.7) : null,
      });
    }
  }
}
