import type { Decorator, Loader, Preview } from 'storybook-react-rsbuild';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { setupWorker } from 'msw/browser';
import { MemoryRouter } from 'react-router';
import { assetHandlers, handlers } from '../mocks';
import { Providers } from '../src/app/providers';
import { applyBrandTheme } from '../src/lib/brand';
import { initI18n } from '../src/lib/i18n';
import '../src/app/styles/global.css';
import type { StoryParameters } from '../stories/support/parameters';
import { applyStoryScenario, bootStorybook, type StoryLoaded } from './scenario';

/**
 * Every story runs on the spine's simulated backend: the same handlers as
 * `npm start`, in the same service worker (public/mockServiceWorker.js).
 * The handlers are the worker's initial handlers, so they survive the
 * addon's reset between stories; `parameters.msw` can still add overrides.
 */
const startWorker = async () => {
  const worker = setupWorker(...handlers, ...assetHandlers);
  await worker.start({
    // Relative, so a Storybook deployed under a sub-path finds its worker.
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return worker;
};

const loadMsw = mswLoader(startWorker);

/**
 * One loader, in order (Storybook runs a level's loaders in parallel): the
 * worker is up, then the world is seeded and i18n and the brand theme start
 * (once), then the story's scenario applies, so even the loader's own calls
 * (a persona's member info) reach the simulated backend.
 */
const storyLoader: Loader = async (context): Promise<StoryLoaded> => {
  await loadMsw(context);
  await bootStorybook(async () => {
    await initI18n();
    applyBrandTheme();
  });
  return applyStoryScenario(context);
};

/**
 * The app's providers with a fresh QueryClient per story. Isolated components
 * get a MemoryRouter; full-page stories (`parameters.route`) render their own
 * data router (stories/support/StoryApp.tsx).
 */
const withAppProviders: Decorator = (Story, { id, loaded, parameters }) => {
  const { queryClient } = loaded as StoryLoaded;
  const story = <Story />;
  return (
    <Providers key={id} queryClient={queryClient}>
      {(parameters as StoryParameters).route === undefined ? <MemoryRouter>{story}</MemoryRouter> : story}
    </Providers>
  );
};

const preview: Preview = {
  loaders: [storyLoader],
  decorators: [withAppProviders],
  globalTypes: {
    locale: {
      description: 'UI language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'EN', title: 'English' },
          { value: 'TY', title: 'Filipino' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'EN' },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
