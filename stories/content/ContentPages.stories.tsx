import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { StoryApp } from '../support/StoryApp';
import type { StoryParameters } from '../support/parameters';

/** The content pages of SPEC §2 Other screens on the simulated backend, each on a scenario. */
const meta = {
  title: 'Content/Pages',
  component: StoryApp,
  render: (_args, { parameters }) => <StoryApp route={parameters.route} />,
  parameters: { route: '/help#aboutUs' } satisfies StoryParameters,
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The help centre page opened at a footer anchor. */
export const HelpCentre: Story = {};

/** The help centre when helpCenter fails: the retry state. */
export const HelpCentreError: Story = {
  parameters: { scenario: { faults: { 'system.helpCenter': '500' } } } satisfies StoryParameters,
};

/** /legal: the w_pagco banner, the regulator statement and the licences. */
export const Legal: Story = { parameters: { route: '/legal' } satisfies StoryParameters };

/** App download with QR codes and install guides per platform. */
export const AppDownload: Story = { parameters: { route: '/download' } satisfies StoryParameters };

/** Feedback for player01: the form beside the history with a reply. */
export const Feedback: Story = { parameters: { route: '/feedback', scenario: { persona: 'player' } } satisfies StoryParameters };

/** The winners list, this week. */
export const Winners: Story = { parameters: { route: '/winners' } satisfies StoryParameters };

/** The blog, guides only. */
export const Blog: Story = { parameters: { route: '/blog?category=GUIDES' } satisfies StoryParameters };

/** One news article. */
export const NewsArticle: Story = { parameters: { route: '/news?article=15' } satisfies StoryParameters };

/** The blog switched off by the back office (the status's route table): shown as unavailable. */
export const BlogUnavailable: Story = {
  parameters: { route: '/blog', scenario: { flags: { blogDisabled: true } } } satisfies StoryParameters,
};

/** /live with its hosts and rooms above the live games. */
export const LiveHostsAndRooms: Story = { parameters: { route: '/live', scenario: { persona: 'player' } } satisfies StoryParameters };
