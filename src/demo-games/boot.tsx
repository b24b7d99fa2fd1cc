import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { DEMO_PLAY_MODES, type DemoPlayMode } from '../../contracts/games';
import { configureApi } from '../lib/api';
import { applyBrandTheme } from '../lib/brand';
import { sessionStore } from '../lib/storage';
import { routeCallsThroughLobby } from './host';
import { initGameI18n } from './i18n';
import { useDemoGame, type DemoGame } from './useDemoGame';
import '../app/styles/global.css';


function modeOf(value: string | null): DemoPlayMode {
  return (DEMO_PLAY_MODES as readonly string[]).includes(value ?? '') ? (value as DemoPlayMode) : 'real';
}

function Game({ view: View, ticket, mode }: { view: ComponentType<{ game: DemoGame }>; ticket: string; mode: DemoPlayMode }) {
  const game = useDemoGame(ticket, mode);
  return <View game={game} />;
}

/**
 * Starts a built-in demo game page: the launch URL gives the ticket, the mode
 * and the language; the session token is the lobby's (same-origin session
 * storage, which a framed page shares and a new window inherits).
 */
export async function bootDemoGame(view: ComponentType<{ game: DemoGame }>): Promise<void> {
  const params = new URLSearchParams(window.location.search);
  routeCallsThroughLobby();
  configureApi({ getToken: () => sessionStore.get('token') });
  applyBrandTheme();
  const i18n = await initGameI18n(params.get('language'));
  document.title = i18n.t('demoGame.documentTitle');
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <Game view={view} ticket={params.get('ticket') ?? ''} mode={modeOf(params.get('mode'))} />
      </I18nextProvider>
    </StrictMode>,
  );
}
