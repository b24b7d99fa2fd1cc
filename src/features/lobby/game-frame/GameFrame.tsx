import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useBlocker, useLocation, useNavigate, type BlockerFunction } from 'react-router';
import { useSnapshot } from 'valtio';
import { isGameType } from '@contracts/shared/constants';
import { Badge, Button, Dialog, Icon, Spinner } from '@/components';
import { LOBBY_PAGE_SIZE } from '../rules/constants';
import { brand } from '@/lib/brand';
import { memberPageHref } from '@/lib/centrePages';
import { GAME_SANDBOX } from '@/lib/gameFrame';
import { safeUrl } from '@/lib/safeUrl';
import { showToast } from '@/lib/state/ui';
import { useTranslation } from '@/lib/useTranslation';
import { readPermission } from '../../system';
import { gameListOptions, recentGamesOptions, useCloseGame, type LobbyGame } from '../api';
import { useFrameGameOf } from '../launch/useLaunchGame';
import { allowGameOrigin, listenForGameRounds, refreshAfterPlay } from '../launch/roundMessages';
import { closeGameFrame, gameFrame, openGameFrame, setGameWindowPreference, type FrameGame } from './frameState';
import { LaunchProblemScreen, type SimilarGame } from './LaunchProblemScreen';
import { launchProblemOf, type LaunchProblem } from './problems';
import { BUSY_RETRY_DELAYS_MS, busyRetryDelay, HOST_LOAD_TIMEOUT_MS, hostCandidates } from './rules';
import styles from './GameFrame.module.css';

/** How often an open game window is checked for having closed (only while one is open). */
const WINDOW_POLL_MS = 500;

type Phase =
  | { kind: 'launching' }
  | { kind: 'problem'; problem: LaunchProblem }
  /** The game's URL on each launch host to try, the one tried now, and whether its page has loaded. */
  | { kind: 'playing'; candidates: string[]; index: number; url: string | null; loaded: boolean };

/** The launch hosts: the status answer's launchGameCDNs, else the brand's (WIRE.md §6.2). */
/**
 * The countdown a busy screen shows before its effect has started the timer: the whole wait of the next
 * automatic attempt, so the first frame never reads "no more attempts" while attempts remain.
 */
function firstCountdown(attemptsMade: number): number | null {
  const delay = busyRetryDelay(attemptsMade + 1);
  return delay === null ? null : Math.ceil(delay / 1000);
}

function useLaunchHosts(): () => readonly string[] {
  const queryClient = useQueryClient();
  return useCallback(() => readPermission(queryClient)?.launchCdns ?? brand.launchCdns, [queryClient]);
}

/** Whether a launch host answers at all: any answer counts (even an opaque error page); only no answer is down. */
async function hostAnswers(url: string): Promise<boolean> {
  const target = new URL(url);
  // The site's own origin is up: it served this page.
  if (target.origin === window.location.origin) return true;
  try {
    await fetch(`${target.origin}/`, { mode: 'no-cors', cache: 'no-store', credentials: 'omit' });
    return true;
  } catch {
    return false;
  }
}

/**
 * After a game: the balance, recent games and winner board refresh (the same list as after each round), and a
 * member's running game is closed on the server, so the next launch of another game is not refused (#734).
 */
function useEndGame() {
  const queryClient = useQueryClient();
  const { mutate: closeGame } = useCloseGame();
  return useCallback(
    (game: FrameGame, played: boolean) => {
      if (played && game.nodeId && !game.freeTrial) closeGame({ nodeId: game.nodeId });
      refreshAfterPlay(queryClient, game.freeTrial);
    },
    [queryClient, closeGame],
  );
}

/**
 * Issue 35's game frame: the game under the site's header with a Back control (confirming before it leaves a
 * running game), each launch refusal as a recoverable screen, and a launch host that fails replaced by the next.
 * With the player's "new window" setting, a bar instead while the game's window is open.
 */
export function GameFrame() {
  const { game, mode } = useSnapshot(gameFrame);
  if (!game) return null;
  if (mode === 'window') return <WindowBar game={game as FrameGame} />;
  if (mode === 'deposit') return <DepositBar game={game as FrameGame} />;
  return <FrameView game={game as FrameGame} />;
}

function WindowBar({ game }: { game: FrameGame }) {
  const { t } = useTranslation();
  const endGame = useEndGame();
  // Polled only while this bar shows, that is while the game's window is open.
  useEffect(() => {
    const timer = window.setInterval(() => {
      const opened = gameFrame.gameWindow;
      if (opened && !opened.closed) return;
      window.clearInterval(timer);
      endGame(game, true);
      closeGameFrame();
    }, WINDOW_POLL_MS);
    return () => window.clearInterval(timer);
  }, [game, endGame]);
  return (
    <div className={styles.bar} role="status" data-testid="game-window-bar">
      <Icon name="slots" size={20} />
      <span className={styles.barText}>{t('gameFrame.window.playing', { game: game.name })}</span>
      <Button size="sm" variant="ghost" onClick={() => setGameWindowPreference(false)}>
        {t('gameFrame.window.playHere')}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => gameFrame.gameWindow?.close()}>
        {t('gameFrame.window.close')}
      </Button>
    </div>
  );
}

function DepositBar({ game }: { game: FrameGame }) {
  const { t } = useTranslation();
  return (
    <div className={styles.bar} role="status" data-testid="game-deposit-bar">
      <Icon name="wallet" size={20} />
      <span className={styles.barText}>{t('gameFrame.deposit.waiting', { game: game.name })}</span>
      <Button size="sm" onClick={() => openGameFrame(game)}>
        {t('gameFrame.deposit.back', { game: game.name })}
      </Button>
      <Button size="sm" variant="ghost" onClick={closeGameFrame}>
        {t('gameFrame.close')}
      </Button>
    </div>
  );
}

function FrameView({ game }: { game: FrameGame }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const launchHosts = useLaunchHosts();
  const frameGameOf = useFrameGameOf();
  const endGame = useEndGame();
  const { mutateAsync: closeGame, isPending: closing } = useCloseGame();
  const { windowPreferred } = useSnapshot(gameFrame);
  const [phase, setPhase] = useState<Phase>({ kind: 'launching' });
  const [confirming, setConfirming] = useState(false);
  /** #727: automatic attempts made, and whether the player stopped them. */
  const [busy, setBusy] = useState({ attempt: 0, stopped: false, secondsLeft: null as number | null });
  const heading = useRef<HTMLHeadingElement>(null);
  const launchRun = useRef(0);

  const play = useCallback(
    (url: string) => {
      const candidates = hostCandidates(url, launchHosts(), window.location.href);
      setPhase({ kind: 'playing', candidates, index: 0, url: null, loaded: false });
    },
    [launchHosts],
  );

  const showProblem = useCallback((error: unknown) => {
    const problem = launchProblemOf(error);
    if (problem === null) {
      // The pipeline already told the player (a dialog, a forced logout): the frame has nothing to add.
      closeGameFrame();
      return;
    }
    if (problem.kind === 'other') {
      // A refusal no launch screen answers (self-excluded, a limit reached): the frame gives the page back, where
      // the way on is (the self-exclusion banner's withdraw link), and says why as any refusal is said.
      closeGameFrame();
      showToast(problem.text, 'error', problem.translate, problem.params);
      return;
    }
    setPhase({ kind: 'problem', problem });
  }, []);

  // An answer that comes after the frame has gone changes nothing.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const launch = useCallback(async () => {
    const run = ++launchRun.current;
    setPhase({ kind: 'launching' });
    const current = () => run === launchRun.current && mounted.current;
    try {
      const url = await game.launch();
      if (!current()) return;
      if (!url) setPhase({ kind: 'problem', problem: { kind: 'invalidUrl' } });
      else play(url);
    } catch (error) {
      if (current()) showProblem(error);
    }
  }, [game, play, showProblem]);

  // The first launch, once (StrictMode runs effects twice): the refusal or URL a window launch already met, else a
  // launch of our own.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { error, url } = gameFrame;
    if (error) showProblem(error);
    else if (url) play(url);
    else void launch();
    heading.current?.focus();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  // Each host in turn: skipped when its URL may not be opened or the host does not answer, or when its page
  // does not load in time; past the last one, the hosts-down screen.
  const tried = phase.kind === 'playing' ? phase.index : -1;
  const candidates = phase.kind === 'playing' ? phase.candidates : null;
  useEffect(() => {
    if (!candidates || tried < 0) return undefined;
    let cancelled = false;
    const next = () => {
      if (cancelled) return;
      if (tried + 1 < candidates.length) setPhase({ kind: 'playing', candidates, index: tried + 1, url: null, loaded: false });
      else setPhase({ kind: 'problem', problem: { kind: 'hostsDown' } });
    };
    const url = safeUrl(candidates[tried]);
    if (!url) {
      if (tried === 0 && candidates.length === 1) setPhase({ kind: 'problem', problem: { kind: 'invalidUrl' } });
      else next();
      return () => {
        cancelled = true;
      };
    }
    void hostAnswers(url).then((up) => {
      if (cancelled) return;
      if (!up) return next();
      allowGameOrigin(url);
      listenForGameRounds(queryClient);
      setPhase((current) => (current.kind === 'playing' && current.index === tried ? { ...current, url } : current));
    });
    return () => {
      cancelled = true;
    };
  }, [candidates, tried, queryClient]);

  const loaded = phase.kind === 'playing' && phase.loaded;
  const frameUrl = phase.kind === 'playing' ? phase.url : null;
  useEffect(() => {
    if (!frameUrl || loaded || !candidates) return undefined;
    const timer = window.setTimeout(() => {
      setPhase((current) => {
        if (current.kind !== 'playing' || current.url !== frameUrl || current.loaded) return current;
        return current.index + 1 < current.candidates.length
          ? { kind: 'playing', candidates: current.candidates, index: current.index + 1, url: null, loaded: false }
          : { kind: 'problem', problem: { kind: 'hostsDown' } };
      });
    }, HOST_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [frameUrl, loaded, candidates]);

  // #727: retried by itself after growing waits, shown as a countdown; the player may stop it.
  const busyProblem = phase.kind === 'problem' && phase.problem.kind === 'busy';
  useEffect(() => {
    if (!busyProblem || busy.stopped) return undefined;
    const delay = busyRetryDelay(busy.attempt + 1);
    if (delay === null) {
      setBusy((current) => ({ ...current, secondsLeft: null }));
      return undefined;
    }
    const due = Date.now() + delay;
    const tick = () => setBusy((current) => ({ ...current, secondsLeft: Math.max(0, Math.ceil((due - Date.now()) / 1000)) }));
    tick();
    const countdown = window.setInterval(tick, 1000);
    const timer = window.setTimeout(() => {
      setBusy((current) => ({ ...current, attempt: current.attempt + 1, secondsLeft: null }));
      void launch();
    }, delay);
    return () => {
      window.clearInterval(countdown);
      window.clearTimeout(timer);
    };
  }, [busyProblem, busy.stopped, busy.attempt, launch]);

  const running = phase.kind === 'playing' && phase.url !== null;

  const leave = useCallback(() => {
    setConfirming(false);
    endGame(game, running);
    closeGameFrame();
  }, [endGame, game, running]);

  // Leaving the page while the game runs asks first, whatever the way out (a header link, the browser's Back).
  // The router keeps one function, so it reads whether the game runs as of the last commit (a layout effect: no
  // click can come between the frame showing the game and the blocker knowing it).
  const runningNow = useRef(false);
  useLayoutEffect(() => {
    runningNow.current = running;
  }, [running]);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      runningNow.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);
  // Any other way to another page (the game was not running) simply closes the frame.
  const startKey = useRef(location.key);
  useEffect(() => {
    if (location.key !== startKey.current && gameFrame.mode === 'frame' && gameFrame.game === game) leave();
  }, [location.key]); // eslint-disable-line react-hooks/exhaustive-deps

  const back = () => {
    if (running) setConfirming(true);
    else leave();
  };

  const openInWindow = () => {
    const url = phase.kind === 'playing' ? safeUrl(phase.url) : null;
    if (!url) return;
    const opened = window.open(url, '_blank');
    if (opened) openGameFrame(game, { mode: 'window', gameWindow: opened });
  };

  const recent = useQuery({
    ...recentGamesOptions({ pageNo: 1, pageSize: 2, language: i18n.language }),
    staleTime: 0,
    enabled: phase.kind === 'problem' && phase.problem.kind === 'previousGame',
  });
  const previous: LobbyGame | null = recent.data?.games.find((item) => item.nodeId !== game.nodeId && item.launch) ?? null;

  const maintenance = phase.kind === 'problem' && phase.problem.kind === 'maintenance' && Boolean(game.gameType);
  const similarType = game.gameType && isGameType(game.gameType) ? game.gameType : undefined;
  const similarQuery = useQuery({
    ...gameListOptions({ gameType: similarType, pageNo: 1, pageSize: LOBBY_PAGE_SIZE, language: i18n.language }),
    enabled: maintenance && similarType !== undefined,
  });
  const similarGames = useMemo(
    () => (similarQuery.data?.games ?? []).filter((item) => item.vassalage !== game.vassalage && item.launch && !item.opensVendor).slice(0, 6),
    [similarQuery.data, game.vassalage],
  );
  const similarView: SimilarGame[] = similarGames.map((item) => ({ key: item.nodeId, name: item.name, vendor: item.vendorLabel || item.vassalage, icon: item.icon ?? null }));

  const switchTo = (other: LobbyGame | null) => {
    const next = other ? frameGameOf(other, false) : null;
    if (next) openGameFrame(next);
  };

  const problemScreen =
    phase.kind === 'problem' ? (
      <LaunchProblemScreen
        problem={phase.problem}
        gameName={game.name}
        onRetry={() => void launch()}
        onClose={leave}
        onDeposit={() => {
          // The frame waits as a bar; the player comes back to it from the deposit page.
          openGameFrame(game, { mode: 'deposit' });
          void navigate(memberPageHref('depositv2'));
        }}
        previousGame={previous ? { name: previous.name } : null}
        onResume={() => switchTo(previous)}
        onCloseAndPlay={() => {
          void closeGame({ nodeId: previous?.nodeId }).then(() => launch(), () => launch());
        }}
        closing={closing}
        similarGames={similarView}
        onPlaySimilar={(key) => switchTo(similarGames.find((item) => item.nodeId === key) ?? null)}
        busy={{ attempt: busy.attempt + 1, max: BUSY_RETRY_DELAYS_MS.length, secondsLeft: busy.stopped ? null : (busy.secondsLeft ?? firstCountdown(busy.attempt)) }}
        onStopRetrying={() => setBusy((current) => ({ ...current, stopped: true, secondsLeft: null }))}
      />
    ) : null;

  return (
    <section className={styles.frame} aria-labelledby="game-frame-title" data-testid="game-frame-page">
      <div className={styles.toolbar}>
        <Button variant="secondary" size="sm" icon={<Icon name="chevronLeft" size={16} />} onClick={back}>
          {t('gameFrame.back')}
        </Button>
        <h1 id="game-frame-title" ref={heading} tabIndex={-1} className={styles.title}>
          {game.name}
        </h1>
        {game.freeTrial ? <Badge tone="info">{t('gamePopup.trialBadge')}</Badge> : null}
        <span className={styles.spacer} />
        {running ? (
          <Button variant="ghost" size="sm" onClick={openInWindow}>
            {t('gamePopup.openInWindow')}
          </Button>
        ) : null}
        <label className={styles.setting}>
          <input type="checkbox" checked={windowPreferred ?? brand.gameOpenMode === 'window'} onChange={(event) => setGameWindowPreference(event.target.checked)} />
          {t('gameFrame.window.setting')}
        </label>
      </div>
      <div className={styles.stage}>
        {problemScreen}
        {phase.kind === 'launching' || (phase.kind === 'playing' && !phase.loaded) ? (
          <div className={styles.loading}>
            <Spinner label={t('gamePopup.loading', { name: game.name })} />
            <span aria-hidden="true">{t('gamePopup.loading', { name: game.name })}</span>
          </div>
        ) : null}
        {phase.kind === 'playing' && phase.url ? (
          <iframe
            key={phase.url}
            className={styles.iframe}
            src={safeUrl(phase.url) ?? undefined}
            title={t('gamePopup.frameTitle', { name: game.name })}
            onLoad={() => setPhase((current) => (current.kind === 'playing' && current.url === phase.url ? { ...current, loaded: true } : current))}
            allow="autoplay; fullscreen"
            sandbox={GAME_SANDBOX}
            data-testid="game-frame"
            data-host-index={phase.index}
          />
        ) : null}
      </div>
      {confirming || blocker.state === 'blocked' ? (
        <Dialog
          tone="warning"
          title={t('gameFrame.confirm.title')}
          message={t('gameFrame.confirm.body', { game: game.name })}
          cancelLabel={t('gameFrame.confirm.stay')}
          confirmLabel={t('gameFrame.confirm.leave')}
          closeLabel={t('common.close')}
          onCancel={() => {
            setConfirming(false);
            if (blocker.state === 'blocked') blocker.reset();
          }}
          onConfirm={() => {
            if (blocker.state === 'blocked') {
              setConfirming(false);
              endGame(game, true);
              closeGameFrame();
              blocker.proceed();
            } else leave();
          }}
        />
      ) : null}
    </section>
  );
}
