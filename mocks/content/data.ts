import type { ArticleCategory, ArticleKind } from '../../contracts/content';

/** The seeded editorial line: titles and leads per kind and category (server text, English). */
export const ARTICLE_TOPICS: ReadonlyArray<{ kind: ArticleKind; category: ArticleCategory; title: string; summary: string }> = [
  { kind: 'BLOG', category: 'GUIDES', title: 'Baccarat for beginners: banker, player and tie', summary: 'The three bets of baccarat, what they pay and why the banker bet carries a commission.' },
  { kind: 'BLOG', category: 'GUIDES', title: 'How slot paylines and RTP really work', summary: 'Return to player is a long-run average. Here is what it means for a session of fifty spins.' },
  { kind: 'BLOG', category: 'GUIDES', title: 'Reading a sportsbook: decimal odds explained', summary: 'Turn any price into a probability and spot when a bet is worth it.' },
  { kind: 'BLOG', category: 'CASINO', title: 'Five live dealer tables worth a seat tonight', summary: 'From squeeze baccarat to lightning roulette, the tables our players love most.' },
  { kind: 'BLOG', category: 'CASINO', title: 'Fishing games: aim, bet size and boss waves', summary: 'Why bigger cannons are not always better, and when to save your shots.' },
  { kind: 'BLOG', category: 'CASINO', title: 'Jackpot slots: how progressive pools grow', summary: 'A small slice of every spin feeds the pool. We follow one jackpot from seed to hit.' },
  { kind: 'BLOG', category: 'SPORTS', title: 'PBA season preview: teams to watch', summary: 'Form, injuries and schedules of the clubs heading into the new conference.' },
  { kind: 'BLOG', category: 'SPORTS', title: 'E-sports betting: maps, series and handicaps', summary: 'Best-of-three markets behave differently from match winners. A short guide.' },
  { kind: 'BLOG', category: 'PROMOTIONS', title: 'Getting the most from your welcome bonus', summary: 'Turnover, eligible games and time limits: read them before you claim.' },
  { kind: 'BLOG', category: 'PROMOTIONS', title: 'Points mall: what to redeem first', summary: 'Points never expire, but some rewards are better value than others.' },
  { kind: 'BLOG', category: 'PLATFORM', title: 'Keep your account safe in three steps', summary: 'A payment password, ID verification and a strong login password.' },
  { kind: 'BLOG', category: 'PLATFORM', title: 'Play responsibly: set your own limits', summary: 'Budgets and breaks keep gaming fun. Simple habits that help.' },
  { kind: 'BLOG', category: 'GUIDES', title: 'Cockfight betting basics: meron and wala', summary: 'The two sides, the draw and how the odds move before the fight.' },
  { kind: 'BLOG', category: 'CASINO', title: 'Sic bo odds at a glance', summary: 'Small, big, triples and totals: the bets and the house edge of each.' },
  { kind: 'NEWS', category: 'PLATFORM', title: 'New app version for Android and iOS', summary: 'Faster game loading and face login arrive with the latest release.' },
  { kind: 'NEWS', category: 'PLATFORM', title: 'Scheduled maintenance this weekend', summary: 'Deposits pause for thirty minutes while we upgrade the payment gateway.' },
  { kind: 'NEWS', category: 'PROMOTIONS', title: 'Weekend reload bonus returns', summary: 'Deposit on Saturday or Sunday and get a reload bonus on your first top-up.' },
  { kind: 'NEWS', category: 'PROMOTIONS', title: 'Mission leaderboard prizes doubled', summary: 'This month the top twenty of the mission leaderboard share a doubled prize pool.' },
  { kind: 'NEWS', category: 'CASINO', title: 'Ten new slots from PG and JDB', summary: 'Fresh titles land in the slots lobby, each with a free trial.' },
  { kind: 'NEWS', category: 'CASINO', title: 'Live casino opens new VIP tables', summary: 'Higher limits and private squeeze tables for VIP members.' },
  { kind: 'NEWS', category: 'SPORTS', title: 'World Cup qualifiers: markets now open', summary: 'Match odds, handicaps and totals for every Asian qualifier.' },
  { kind: 'NEWS', category: 'SPORTS', title: 'Cash out now on live football', summary: 'Settle a live bet early at the offered price.' },
  { kind: 'NEWS', category: 'PLATFORM', title: 'GCash deposits now credit in seconds', summary: 'A faster connection with GCash brings most deposits under a minute.' },
];

/** Paragraphs of the article bodies, by category: short, factual, server HTML. */
export const ARTICLE_PARAGRAPHS: Record<ArticleCategory, readonly string[]> = {
  GUIDES: [
    'Every game on our site shows its rules and paytable before you play. Open the game, look for the <strong>info</strong> button, and read how each bet is settled.',
    'Start with the smallest stake the table accepts. Watching a few rounds first costs nothing and shows you the rhythm of the game.',
    'Keep a note of your bets. The <em>betting record</em> in the member centre lists every round with its result, so you always know where you stand.',
  ],
  CASINO: [
    'Our live tables stream in high definition from studios in Manila and Cebu, with hosts who speak English and Filipino.',
    'Slots come from more than a dozen studios. Many offer a <strong>free trial</strong>, so you can learn the features with demo credits first.',
    'Table limits are shown on every game tile. VIP members see higher limits on selected tables.',
  ],
  SPORTS: [
    'Markets open days before kick-off and stay open in play. Odds move with the match, and your bet slip always shows the price you accept.',
    'Combination bets multiply the odds of their legs, and every leg must win. Singles are simpler to follow.',
    'Results settle automatically once the official score is confirmed.',
  ],
  PROMOTIONS: [
    'Every promotion lists its turnover requirement, its eligible games and its end date. You can follow your progress in the reward centre.',
    'Bonuses are credited to your wallet once you claim them. Claim before the end date shown on the promotion.',
    'Questions about a promotion? Customer service answers around the clock through live chat.',
  ],
  PLATFORM: [
    'We keep your account and your money safe with encrypted connections, a separate payment password and identity verification.',
    'You can reach customer service by live chat, Telegram, WhatsApp or Facebook at any hour.',
    'Gaming is for adults of 21 and over. If it stops being fun, take a break and talk to someone you trust.',
  ],
};

export const ARTICLE_AUTHORS = ['Editorial team', 'Casino desk', 'Sports desk', 'Player support'] as const;
