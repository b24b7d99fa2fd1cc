import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/useTranslation';
import { Link, NavLink, useSearchParams } from 'react-router';
import type { LotteryGameEntry, PrizeMode } from '../../../../contracts/lottery';
import { Badge, Button, Icon, Tabs } from '../../../components';
import { contract, isApiError, useRouteQuery } from '../../../lib/api';
import { useLoginState } from '../../session';
import { DrawPanel } from '../components/DrawPanel';
import { GameMenu } from '../components/GameMenu';
import { LatestDraw } from '../components/LatestDraw';
import { ResultsBoard } from '../components/ResultsBoard';
import { UpcomingDraws } from '../components/UpcomingDraws';
import { useLotteryFavourites } from '../favourites';
import { areaOfPage, VN_PRIZE_MODES, type LotteryArea, type LotteryPage } from '../prizeMode';
import { useDrawState } from '../useCountdown';
import { useLotteryLobby, useRefreshLottery } from '../useLotteryLobby';
import { usePlayLottery } from '../usePlayLottery';
import styles from './LotteryScreen.module.css';

const AREA_LINKS = [
  { to: '/vnLottery', key: 'VN' },
  { to: '/seaLottery', key: 'SEA' },
] as const;

/**
 * SPEC §2 lottery pages. /seaLottery is South-East Asia (TCG_SEA), /vnLottery
 * Vietnam with its menu per prize mode and recent results, /lottery the lobby
 * in the prize mode SPEC §4 picks. A `gameCode` query opens that game.
 */
export function LotteryScreen({ page }: { page: LotteryPage }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const urlGame = params.get('gameCode')?.trim() || undefined;
  // /lottery?gameCode= may name a South-East Asia game: when Vietnam does not know it, SEA is asked.
  const [fallbackArea, setFallbackArea] = useState<LotteryArea | null>(null);
  const area = fallbackArea ?? areaOfPage(page);
  const isVn = page === 'vnLottery';
  const [pickedMode, setPickedMode] = useState<PrizeMode | undefined>(undefined);
  const [selected, setSelected] = useState<string | undefined>(urlGame?.toUpperCase());
  const { lobby, prizeMode, baseQuery } = useLotteryLobby({ area, prizeMode: isVn ? pickedMode : undefined, gameCode: urlGame });
  const refresh = useRefreshLottery();
  const { play, pending } = usePlayLottery(baseQuery);
  const username = useLoginState().userInfo?.account;
  const favourites = useLotteryFavourites(username);

  const vnMenu = useRouteQuery(contract.lottery.vnMenu, { query: { prizeMode, device: 'PC' } }, { enabled: isVn && lobby.isSuccess, placeholderData: keepPreviousData });
  const groups = isVn ? vnMenu.data?.gameMenus : lobby.data?.gameMenus;
  const games = groups?.flatMap((group) => group.games) ?? [];
  const game: LotteryGameEntry | undefined = games.find((entry) => entry.gameCode === selected) ?? games[0];
  const drawState = useDrawState(game, refresh);

  const seaBoard = useRouteQuery(contract.lottery.openedNumero, { query: {} }, { enabled: area === 'SEA' && lobby.isSuccess });
  const vnBoard = useRouteQuery(contract.lottery.vnRecent, { query: { limit: 50 } }, { enabled: area === 'VN' && lobby.isSuccess });
  const history = useRouteQuery(
    contract.lottery.vnOpened,
    { query: { gameCode: game?.gameCode ?? '', pageNo: 1, pageSize: 7 } },
    { enabled: area === 'VN' && game !== undefined },
  );
  const board = area === 'SEA' ? seaBoard.data?.list : vnBoard.data?.list;
  const latest = area === 'SEA' ? seaBoard.data?.list.filter((row) => row.gameCode === game?.gameCode) : history.data?.list;

  const header = (
    <header className={styles.top}>
      <Link to="/" className={styles.back}>
        <Icon name="chevronLeft" size={16} />
        {t('lottery.back')}
      </Link>
      <div className={styles.heading}>
        <h1 className={styles.title}>{t(`lottery.titles.${page}`)}</h1>
        <p className={styles.subtitle}>{t(`lottery.subtitles.${area}`)}</p>
      </div>
      <nav aria-label={t('lottery.areas')} className={styles.areas}>
        {AREA_LINKS.map((link) => (
          <NavLink key={link.key} to={link.to} className={({ isActive }) => `${styles.area} ${isActive ? styles.areaActive : ''}`}>
            {t(`lottery.area.${link.key}`)}
          </NavLink>
        ))}
      </nav>
      <Badge tone="gold" label={t('lottery.prizeModeLabel', { mode: t(`lottery.prizeModes.${prizeMode}`) })}>
        {t(`lottery.prizeModes.${prizeMode}`)}
      </Badge>
    </header>
  );

  const layout = (
    <div className={styles.layout}>
      <aside className={styles.menu}>
        <GameMenu
          groups={groups}
          selected={game?.gameCode}
          favourites={favourites.ids}
          onSelect={(entry) => setSelected(entry.gameCode)}
          onToggleFavourite={favourites.toggle}
        />
      </aside>
      <div className={styles.main}>
        <DrawPanel game={game} state={drawState} onPlay={(code) => void play(code, game?.gameName)} playing={pending === game?.gameCode} />
        <LatestDraw gameName={game?.gameName} draws={game ? latest : undefined} />
        <UpcomingDraws games={games} onSelect={(entry) => setSelected(entry.gameCode)} onDrawn={refresh} />
      </div>
      <aside className={styles.board}>
        <ResultsBoard
          title={t(isVn ? 'lottery.result.recent' : 'lottery.result.board')}
          rows={board}
          selected={game?.gameCode}
          onSelect={(code) => {
            if (games.some((entry) => entry.gameCode === code)) setSelected(code);
          }}
          testId={isVn ? 'recent-results' : 'opened-numbers'}
        />
      </aside>
    </div>
  );

  const unknownInVn = page === 'lottery' && urlGame && area === 'VN' && lobby.isError && isApiError(lobby.error) && lobby.error.status === 404;
  useEffect(() => {
    if (unknownInVn) setFallbackArea('SEA');
  }, [unknownInVn]);

  if (lobby.isError && !unknownInVn) {
    const key = isApiError(lobby.error) ? lobby.error.messageKey : null;
    return (
      <div className={styles.page} data-testid="lottery-page">
        {header}
        <div className={styles.error} role="alert">
          <Icon name="alert" size={36} />
          <p>{key ? t(key) : lobby.error.message}</p>
          <div className={styles.errorActions}>
            <Button variant="secondary" onClick={() => void lobby.refetch()}>
              {t('lottery.retry')}
            </Button>
            {urlGame ? (
              <Link to={`/${page}`} className={styles.link}>
                {t('lottery.openLobby')}
              </Link>
            ) : null}
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.page} data-testid="lottery-page" data-prize-mode={prizeMode}>
      {header}
      {isVn ? (
        // The Vietnam menu and results are the panel of the prize-mode tabs.
        <div className={styles.modes}>
          <Tabs
            label={t('lottery.prizeModeTabs')}
            items={VN_PRIZE_MODES.map((mode) => ({ key: mode, label: t(`lottery.prizeModes.${mode}`) }))}
            active={prizeMode as (typeof VN_PRIZE_MODES)[number]}
            onChange={(mode) => setPickedMode(mode)}
          >
            {layout}
          </Tabs>
        </div>
      ) : (
        layout
      )}
    </div>
  );
}
