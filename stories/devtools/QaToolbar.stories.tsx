import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { useState } from 'react';
import { resetWorld } from '../../mocks';
import { createQueryClient, Providers } from '../../src/app/providers';
import { QaToolbar } from '../../src/devtools/QaToolbar';
import { StoryApp } from '../support/StoryApp';
import type { StoryParameters } from '../support/parameters';

/**
 * The QA toolbar docked under the running app, as in `npm start`. Where the
 * app reloads the page after a switch, the story remounts the app with a
 * fresh query cache instead, so what the toolbar set (persona, status, ...)
 * shows at once and the story's own scenario is not re-applied.
 */
function ToolbarOverApp({ defaultOpen, route = '/' }: { defaultOpen?: boolean; route?: string }) {
  const [app, setApp] = useState(() => ({ generation: 0, queryClient: createQueryClient() }));
  const reload = () => setApp((previous) => ({ generation: previous.generation + 1, queryClient: createQueryClient() }));
  return (
    <>
      <Providers key={app.generation} queryClient={app.queryClient}>
        <StoryApp route={route} />
      </Providers>
      <QaToolbar defaultOpen={defaultOpen} resetDemo={resetWorld} reload={reload} />
    </>
  );
}

const meta = {
  title: 'Devtools/QaToolbar',
  component: QaToolbar,
  render: (args, { parameters }) => <ToolbarOverApp defaultOpen={args.defaultOpen} route={parameters.route} />,
  args: { defaultOpen: false },
  parameters: { route: '/' } satisfies StoryParameters,
} satisfies Meta<typeof QaToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the docked tab with the demo-data badge and the active scenario (default). */
export const Closed: Story = {};

/** Open over the guest home: persona, status, flags, latency, faults and the live request log. */
export const Open: Story = {
  args: { defaultOpen: true },
};

/**
 * Open with a composed scenario: logged in as the player, realistic latency,
 * two flags off and the banner call failing; the summary, the flag boxes,
 * the fault list and the red log row show it.
 */
export const ActiveScenario: Story = {
  args: { defaultOpen: true },
  parameters: {
    scenario: {
      persona: 'player',
      latency: 'realistic',
      flags: { freePlay: false, socialLogin: true },
      faults: { 'notices.notice': '500' },
    },
  } satisfies StoryParameters,
};

/** Open during maintenance: the app shows the gate, the toolbar switches it back. */
export const Maintenance: Story = {
  args: { defaultOpen: true },
  parameters: { scenario: { status: 'maintenance' } } satisfies StoryParameters,
};
