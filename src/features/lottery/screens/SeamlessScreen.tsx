import { useRef } from 'react';
import { useTranslation } from '../../../lib/useTranslation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isGameType } from '../../../../contracts/shared/constants';
import { Button, Icon, Spinner } from '../../../components';
import { contract, isApiError, useRouteQuery } from '../../../lib/api';
import { GAME_SANDBOX } from '../../../lib/gameFrame';
import { safeUrl } from '../../../lib/safeUrl';
import styles from './SeamlessScreen.module.css';

/** The game a /seamless URL names: ?nodeId=&gameCode=&vassalage=&gameType=(&gameName=&freeTrial=1). */
function seamlessGameOf(params: URLSearchParams) {
  const nodeId = Number(params.get('nodeId'));
  const gameCode = params.get('gameCode')?.trim() ?? '';
  const vassalage = params.get('vassalage')?.trim() ?? '';
  const gameType = params.get('gameType')?.trim().toUpperCase() ?? '';
  if (!Number.isInteger(nodeId) || nodeId <= 0 || !gameCode || !vassalage || !isGameType(gameType)) return null;
  return {
    nodeId,
    gameCode,
    vassalage,
    gameType,
    gameName: params.get('gameName')?.trim() || gameCode,
    freeTrial: params.get('freeTrial') === '1',
  };
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
  const launch = useRouteQuery(
    contract.games.launch,
    {
      body: {
        nodeId: game?.nodeId ?? 1,
        gameCode: game?.gameCode ?? '',
        vassalage: game?.vassalage ?? '',
        gameType: game?.gameType ?? 'RNG',
        ...(game?.freeTrial ? { freeTrial: true } : {}),
        language: i18n.language,
      },
    },
    // Each visit gets its own ticket: never reuse a cached launch.
    { enabled: game !== null, gcTime: 0, staleTime: Infinity, retry: false, refetchOnWindowFocus: false },
  );
  const launchUrl = launch.data ? safeUrl(launch.data.url) : null;

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
              {game.vassalage}
              {game.freeTrial ? ` · ${t('seamless.freeTrial')}` : ''}
            </p>
          ) : null}
        </div>
        {launch.data ? (
          <div className={styles.actions}>
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
        ) : launch.isError ? (
          <div className={styles.state} role="alert">
            <Icon name="alert" size={40} />
            <p>{isApiError(launch.error) && launch.error.messageKey ? t(launch.error.messageKey, launch.error.messageParams) : launch.error.message}</p>
            <Button variant="secondary" onClick={() => void launch.refetch()}>
              {t('seamless.retry')}
            </Button>
          </div>
        ) : launch.data && !launchUrl ? (
          <div className={styles.state} role="alert">
            <Icon name="alert" size={40} />
            <p>{t('errors.invalidUrl')}</p>
          </div>
        ) : launch.data && launchUrl && !launch.isFetching ? (
          <iframe
            key={launch.data.ticket}
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
