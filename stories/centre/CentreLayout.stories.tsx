import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { StoryApp } from '../support/StoryApp';
import type { StoryParameters } from '../support/parameters';

/**
 * The member centre on the simulated backend: the centre layout with its
 * menu and badge counts, the page header, and the page body.
 */
const meta = {
  title: 'Centre kit/CentreLayout',
  component: StoryApp,
  render: (_args, { parameters }) => <StoryApp route={parameters.route} />,
  parameters: {
    // The seeded history ends the day before the world's reference date, which follows the clock here.
    route: '/member?page=transactionHistory&range=prev30',
    scenario: { persona: 'player' },
  } satisfies StoryParameters,
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** transactionHistory: filter bar, totals, table with paging and CSV export. */
export const TransactionHistory: Story = {};

/** Only deposits, kept in the URL. */
export const FilteredByType: Story = {
  parameters: { route: '/member?page=transactionHistory&range=prev30&kind=DEPOSIT' } satisfies StoryParameters,
};

/** Another page in the same layout: the deposit cashier. */
export const DepositPage: Story = {
  parameters: { route: '/member?page=depositv2' } satisfies StoryParameters,
};

/** The records request fails: the table's error state with retry. */
export const RecordsError: Story = {
  parameters: { scenario: { persona: 'player', faults: { 'records.transactions': '500' } } } satisfies StoryParameters,
};
