import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { StoryApp } from '../support/StoryApp';
import type { StoryParameters } from '../support/parameters';

/**
 * The member centre's record pages on the simulated backend. The seeded
 * history ends the day before the world's reference date, which follows the
 * clock in Storybook: the presets counted from today find it.
 */
const meta = {
  title: 'Records/Record pages',
  component: StoryApp,
  render: (_args, { parameters }) => <StoryApp route={parameters.route} />,
  parameters: {
    route: '/member?page=personalHistoryCopy',
    scenario: { persona: 'player' },
  } satisfies StoryParameters,
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Betting record: the previous 7 days, totals tiles and row, paging, CSV export; a game opens the bet. */
export const BettingRecord: Story = {};

/** Betting record filtered to live casino bets of one vendor, settled only: every filter is in the URL. */
export const BettingRecordFiltered: Story = {
  parameters: { route: '/member?page=personalHistoryCopy&range=prev30&gameType=LIVE&vendor=AG&status=SETTLED' } satisfies StoryParameters,
};

/** Betting record of a period without bets: the empty state. */
export const BettingRecordEmpty: Story = {
  parameters: { route: '/member?page=personalHistoryCopy&range=2020-01-01..2020-01-31' } satisfies StoryParameters,
};

/** The bets request fails: the table's error with retry. */
export const BettingRecordError: Story = {
  parameters: { scenario: { persona: 'player', faults: { 'records.bets': '500' } } } satisfies StoryParameters,
};

/** Every bet answer takes seconds: skeleton rows and tiles while it loads. */
export const BettingRecordLoading: Story = {
  parameters: { scenario: { persona: 'player', latency: 'slow' } } satisfies StoryParameters,
};

/** Personal profit of the previous 30 days: the bar chart per day beside its table, and per game type. */
export const PersonalProfit: Story = {
  parameters: { route: '/member?page=personalProfit' } satisfies StoryParameters,
};

/** Personal profit when the request fails. */
export const PersonalProfitError: Story = {
  parameters: { route: '/member?page=personalProfit', scenario: { persona: 'player', faults: { 'records.profit': '500' } } } satisfies StoryParameters,
};

/** Bonus details: source, amount, turnover required and progress. */
export const BonusDetails: Story = {
  parameters: { route: '/member?page=bonusDetails' } satisfies StoryParameters,
};

/** Bonus details of one source. */
export const BonusDetailsPromotions: Story = {
  parameters: { route: '/member?page=bonusDetails&range=prev30&source=PROMOTION' } satisfies StoryParameters,
};

/** Transaction details of the seeded player's first ledger row (its first deposit). */
export const TransactionDetails: Story = {
  parameters: { route: '/member?page=transactionDetails&id=1' } satisfies StoryParameters,
};

/** Transaction details of a row that is not the member's: not found, with the way back. */
export const TransactionDetailsNotFound: Story = {
  parameters: { route: '/member?page=transactionDetails&id=99999999' } satisfies StoryParameters,
};
