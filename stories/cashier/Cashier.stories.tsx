import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { StoryApp } from '../support/StoryApp';
import type { StoryParameters } from '../support/parameters';

/** The cashier pages of the member centre on the simulated backend, each on a scenario. */
const meta = {
  title: 'Cashier/Pages',
  component: StoryApp,
  render: (_args, { parameters }) => <StoryApp route={parameters.route} />,
  parameters: {
    route: '/member?page=transferFund',
    scenario: { persona: 'player' },
  } satisfies StoryParameters,
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** transferFund: the single wallet and the safe box, the move form with presets and MAX, the recent moves. */
export const Wallet: Story = {};

/** The balance request fails: the wallet's error state with retry. */
export const WalletError: Story = {
  parameters: { scenario: { persona: 'player', faults: { 'wallet.getBalance': '500' } } } satisfies StoryParameters,
};

/** depositv2: the channel picker (e-wallets, banks, crypto) and the amount form of the first open channel. */
export const Deposit: Story = {
  parameters: { route: '/member?page=depositv2' } satisfies StoryParameters,
};

/** The deposit records tab with its date and status filters. */
export const DepositRecords: Story = {
  parameters: { route: '/member?page=depositv2&view=records&range=prev30' } satisfies StoryParameters,
};

/** withdraw: balance, withdrawable now, limits, turnover, payout accounts, the form and the live records. */
export const Withdraw: Story = {
  parameters: { route: '/member?page=withdraw' } satisfies StoryParameters,
};

/** A member without a payment password is sent to set one first; no upline for transferUpline either. */
export const WithdrawWithoutPaymentPassword: Story = {
  parameters: { route: '/member?page=withdraw', scenario: { persona: 'kyc' } } satisfies StoryParameters,
};

/** transferUpline for a member with an upline: the form and the recent transfers. */
export const TransferUpline: Story = {
  parameters: { route: '/member?page=transferUpline' } satisfies StoryParameters,
};

/** transferUpline for a member without an upline: the explanation. */
export const TransferUplineWithoutUpline: Story = {
  parameters: { route: '/member?page=transferUpline', scenario: { persona: 'kyc' } } satisfies StoryParameters,
};
