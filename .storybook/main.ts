import type { StorybookConfig } from 'storybook-react-rsbuild';

/**
 * Storybook on the app's own toolchain (Rsbuild 2 through storybook-react-rsbuild).
 * The preview build uses .storybook/rsbuild.config.ts, not the app's
 * rsbuild.config.ts: the app config's entries, output paths and build targets
 * belong to the three app builds.
 */
const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  framework: {
    name: 'storybook-react-rsbuild',
    options: {
      builder: { rsbuildConfigPath: '.storybook/rsbuild.config.ts' },
    },
  },
  // Serves public/mockServiceWorker.js next to iframe.html for the simulated backend.
  staticDirs: ['../public'],
  typescript: {
    reactDocgen: 'react-docgen',
    check: false,
  },
  core: {
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
};

export default config;
