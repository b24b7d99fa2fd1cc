import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isGameType } from '@contracts/shared/constants';
import { Button, Icon, pageKit, Spinner } from '@/components';
import { isApiError, launchScreenOf as launchScreenOfCode } from '@/lib/api';
import { LaunchProblemScreen, launchProblemOf, seamlessLaunchOptions, useCloseGame, type LaunchTarget } from '../../lobby';
import { memberPageHref } from '@/lib/centrePages';
import { GAME_SANDBOX } from '@/lib/gameFrame';
import { safeUrl } from '@/lib/safeUrl';
import styles from './SeamlessScreen.module.css';

/**
 * The game a /seamless URL names: ?nodeId=&gameId= (or roomId=)&vassalage=&gameType=
 * (&platform=&gameName=&freeTrial=1), the launch fields of its game item (WIRE.md §6.4).
 */
function seamlessGameOf(params: URLSearchParams): { target: LaunchTarget; gameName: string; freeTrial: boolean } | null {
  const nodeId = params.get('nodeId')?.trim() ?? '';
  const gameId = params.get('gameId')?.trim() || undefined;
  const roomId = params.get('roomId')?.trim() || undefined;
  const vassalage = params.get('vassalage')?.trim() ?? '';
  const gameType = params.get('gameType')?.trim().toUpperCase() ?? '';
  if (!nodeId || !(gameId || roomId) || !vassalage || !isGameType(gameType)) return null;
  return {
    target: { nodeId, gameId, roomId, vassalage, gameType, platform: params.get('platform')?.trim() || 'html5-desktop' },
    gameName: params.get('gameName')?.trim() || gameId || roomId || nodeId,
    freeTrial: params.get('freeTrial') === '1',
  };
}

/** The frame's screen of a launch refusal, when the refusal has one. */
function launchScreenOf(error: unknown): boolean {
  return isApiError(error) && launchScreenOfCode(error.errorCode) !== null;
}

/**
 * SPEC §2 /seamless: a game page (no side menu) that plays one game inside
 * the site, in a frame under the site's own header, instead of a new window.
 */
export function SeamlessScreen() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const stage = useRef<HTMLDivElement>(null);
  const game = seamlessGameOf(params);
  const launch = useQuery({
    ...seamlessLaunchOptions(game?.target ?? { nodeId: '', vassalage: '', gameType: '', platform: '' }, { freeTrial: game?.freeTrial ?? false, language: i18n.language }),
    enabled: game !== null,
  });
  const launchUrl = launch.data ? safeUrl(launch.data) : null;
  const { mutateAsync: closeGame, isPending: closing } = useCloseGame();

  const goBack = () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/');
  };

  return (
    <section className={styles.page} aria-labelledby="seamless-title" data-testid="seamless-page">
      <header className={styles.bar}>
        <Button variant="secondary" size="sm" icon={<Icon name="chevronLeft" size={16} />} onClick={goBack}>
          {t('seamless.back')}
        </Button>
        <div className={styles.heading}>
          <h1 id="seamless-title" className={styles.title}>
            {game ? game.gameName : t('seamless.title')}
          </h1>
          {game ? (
            <p className={styles.meta}>
              {game.target.vassalage}
              {game.freeTrial ? ` · ${t('seamless.freeTrial')}` : ''}
            </p>
          ) : null}
        </div>
        {launch.data !== undefined ? (
          <div className={pageKit.row2}>
            <Button variant="ghost" size="sm" onClick={() => void launch.refetch()}>
              {t('seamless.reload')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => void stage.current?.requestFullscreen?.()}>
              {t('seamless.fullscreen')}
            </Button>
            <a className={styles.external} href={launchUrl ?? undefined} target="_blank" rel="noopener noreferrer">
              {t('seamless.newWindow')}
            </a>
          </div>
        ) : null}
      </header>

      <div ref={stage} className={styles.stage}>
        {!game ? (
          <div className={styles.state}>
            <Icon name="slots" size={40} />
            <p>{t('seamless.noGame')}</p>
            <Link to="/rng" className={styles.link}>
              {t('seamless.browse')}
            </Link>
          </div>
        ) : launch.isError && launchScreenOf(launch.error) ? (
          // A launch code of WIRE.md §4.4: the game frame's recoverable screen (issue 35), here without automatic retries.
          <LaunchProblemScreen
            problem={launchProblemOf(launch.error)!}
            gameName={game.gameName}
            onRetry={() => void launch.refetch()}
            onClose={goBack}
            onDeposit={() => void navigate(memberPageHref('depositv2'), { replace: true })}
            previousGame={null}
            onResume={() => undefined}
            onCloseAndPlay={() => void closeGame({}).finally(() => void launch.refetch())}
            closing={closing}
            similarGames={[]}
            onPlaySimilar={() => undefined}
            busy={{ attempt: 1, max: 1, secondsLeft: null }}
            onStopRetrying={() => undefined}
          />
        ) : launch.isError ? (
          <div className={styles.state} role="alert">
            <Icon name="alert" size={40} />
            <p>{isApiError(launch.error) && launch.error.messageKey ? t(launch.error.messageKey, launch.error.messageParams) : launch.error.message}</p>
            <Button variant="secondary" onClick={() => void launch.refetch()}>
              {t('seamless.retry')}
            </Button>
          </div>
        ) : launch.data !== undefined && !launchUrl ? (
          <div className={styles.state} role="alert">
            <Icon name="alert" size={40} />
            <p>{t('errors.invalidUrl')}</p>
          </div>
        ) : launchUrl && !launch.isFetching ? (
          <iframe
            key={launchUrl}
            className={styles.frame}
            src={launchUrl}
            sandbox={GAME_SANDBOX}
            title={t('seamless.frame', { name: game.gameName })}
            allow="autoplay; fullscreen"
            allowFullScreen
          />
        ) : (
          <div className={styles.state}>
            <Spinner label={t('seamless.loading', { name: game.gameName })} />
          </div>
        )}
      </div>
    </section>
  );
}
