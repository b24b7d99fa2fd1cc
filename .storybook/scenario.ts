import type { QueryClient } from '@tanstack/react-query';
import type { StoryContext } from 'storybook-react-rsbuild';
import { snapshot } from 'valtio';
import {
  clearRequestLog, resetScenario, resetWorld, sessionForPersona, setScenario, type ScenarioPatch,
} from '../mocks';
import { createQueryClient } from '../src/app/providers';
import { memberInfoQuery } from '../src/features/session';
import { configureApi } from '../src/lib/api';
import { i18n, syncDocumentLanguage } from '../src/lib/i18n';
import { clearSession, session, setToken } from '../src/lib/state/session';
import { ui, type UiState } from '../src/lib/state/ui';
import type { StoryParameters } from '../stories/support/parameters';

/** What the loaders hand to the decorators and stories (`context.loaded`). */
export interface StoryLoaded {
  queryClient: QueryClient;
}

// The app's stores as the page first loaded them: every story starts from these.
const initialUi = structuredClone(snapshot(ui)) as UiState;

let booted: Promise<void> | undefined;

/**
 * Once per preview: seeds the simulated backend's world (the same seed as
 * `npm start`, in memory only: Storybook never touches the demo's IndexedDB)
 * and runs the app's own start-up steps.
 */
export function bootStorybook(startApp: () => Promise<void>): Promise<void> {
  booted ??= (async () => {
    configureApi({ getToken: () => session.token, validateResponses: true });
    await Promise.all([resetWorld(), startApp()]);
  })();
  return booted;
}

/**
 * Before each story: the default scenario with the story's patch on top
 * (`parameters.scenario`), no leftover session, modal or toast, the
 * toolbar's language, and a session for `scenario.persona` when it names a
 * seeded account (as `?persona=` does in `npm start`).
 */
export async function applyStoryScenario({ parameters, globals }: StoryContext): Promise<StoryLoaded> {
  const patch: ScenarioPatch = (parameters as StoryParameters).scenario ?? {};
  resetScenario();
  setScenario(patch);
  clearRequestLog();

  clearSession();
  Object.assign(ui, structuredClone(initialUi));

  const locale = typeof globals.locale === 'string' ? globals.locale : 'EN';
  if (i18n.language !== locale) {
    await i18n.changeLanguage(locale);
    syncDocumentLanguage(locale);
  }

  const queryClient = createQueryClient();
  if (patch.persona && patch.persona !== 'guest') {
    const token = await sessionForPersona(patch.persona);
    if (token) {
      setToken(token);
      // Logged in before the first render (member info in the cache), as after the app's session bootstrap.
      // A scenario that refuses member info (maintenance, a fault) leaves the token for the app to handle.
      await queryClient.fetchQuery(memberInfoQuery()).catch(() => undefined);
    }
  }
  return { queryClient };
}
