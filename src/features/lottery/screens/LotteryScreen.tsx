import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Link, NavLink, useLocation, useSearchParams } from 'react-router';
import type { PrizeMode } from '@contracts/lottery';
import { Badge, Button, Icon, pageKit, Tabs } from '@/components';
import { isApiError } from '@/lib/api';
import { useLanePrizeMode } from '../../lobby';
import { useLoginState } from '../../session';
import {
  lotteryMenuOptions, openedDrawsOptions, openedNumeroOptions, recentLotteryOptions, recentResultsOptions, useRefreshLottery, type LotteryGame,
} from '../api';
import { DrawPanel } from '../components/DrawPanel';
import { GameMenu } from '../components/GameMenu';
import { LatestDraw } from '../components/LatestDraw';
import { ResultsBoard } from '../components/ResultsBoard';
import { UpcomingDraws } from '../components/UpcomingDraws';
import { usePinnedLotteries } from '../components/pinnedLotteries';
import { areaOfPage, VN_PRIZE_MODES, type LotteryArea, type LotteryPage } from '../rules/prizeMode';
import { useDrawState } from '../components/useCountdown';
import { usePlayLottery } from '../components/usePlayLottery';
import styles from './LotteryScreen.module.css';

const AREA_LINKS = [
  { to: '/vnLottery', key: 'VN' },
  { to: '/seaLottery', key: 'SEA' },
] as const;

/**
 * SPEC §2 lottery pages. /seaLottery is South-East Asia (TCG_SEA, L1's menu), /vnLottery
 * Vietnam with its menu per prize mode (L2) and recent results (L6), /lottery the Vietnam menu in
 * the prize mode SPEC §4 picks. A `gameCode` query selects that game; a game is opened through G12.
 */
export function LotteryScreen({ page }: { page: LotteryPage }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const urlGame = params.get('gameCode')?.trim().toUpperCase() || undefined;
  // /lottery?gameCode= may name a South-East Asia game: when Vietnam's menu does not hold it, SEA's is read.
  const [fallbackArea, setFallbackArea] = useState<LotteryArea | null>(null);
  const area = fallbackArea ?? areaOfPage(page);
  const isVn = page === 'vnLottery';
  const [pickedMode, setPickedMode] = useState<PrizeMode | undefined>(undefined);
  const [selected, setSelected] = useState<string | undefined>(urlGame);
  const lanes = useLanePrizeMode();
  const prizeMode: PrizeMode = area === 'SEA' ? 'SEA' : ((isVn ? pickedMode : undefined) ?? lanes.prizeMode);
  const refresh = useRefreshLottery();
  const base = useMemo(
    () => ({ area, prizeMode, backUrl: `${location.pathname}${location.search}`, language: i18n.language }),
    [area, prizeMode, location.pathname, location.search, i18n.language],
  );
  const { play, pending } = usePlayLottery(base);
  const username = useLoginState().userInfo?.account;
  const favourites = usePinnedLotteries(username);

  // Vietnam waits for the lanes that decide its prize mode.
  const menu = useQuery({ ...lotteryMenuOptions(area, prizeMode), enabled: area === 'SEA' || pickedMode !== undefined || lanes.ready, placeholderData: keepPreviousData });
  const recentGames = useQuery(recentLotteryOptions());
  const groups = menu.data;
  const games: LotteryGame[] = groups?.flatMap((group) => group.games) ?? [];
  const game: LotteryGame | undefined = games.find((entry) => entry.gameCode === selected) ?? games[0];
  const drawState = useDrawState(game, refresh);

  const seaBoard = useQuery({ ...openedNumeroOptions(), enabled: area === 'SEA' && menu.isSuccess });
  const vnBoard = useQuery({ ...recentResultsOptions(), enabled: area === 'VN' && menu.isSuccess });
  const history = useQuery({ ...openedDrawsOptions(game?.gameCode ?? ''), enabled: area === 'VN' && game !== undefined });
  const board = area === 'SEA' ? seaBoard.data : vnBoard.data;
  const latest = area === 'SEA' ? seaBoard.data?.filter((row) => row.gameCode === game?.gameCode) : history.data;

  const header = (
    <header className={styles.top}>
      <Link to="/" className={styles.back}>
        <Icon name="chevronLeft" size={16} />
        {t('lottery.back')}
      </Link>
      <div className={styles.heading}>
        <h1 className={pageKit.pageTitle}>{t(`lottery.titles.${page}`)}</h1>
        <p className={pageKit.muted}>{t(`lottery.subtitles.${area}`)}</p>
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
          recent={recentGames.data}
          selected={game?.gameCode}
          favourites={favourites.ids}
          onSelect={(entry) => setSelected(entry.gameCode)}
          onToggleFavourite={favourites.toggle}
        />
      </aside>
      <div className={pageKit.page4}>
        <DrawPanel game={game} state={drawState} onPlay={(code) => void play(code, game?.name)} playing={pending === game?.gameCode} />
        <LatestDraw gameName={game?.name} draws={game ? latest : undefined} />
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

  const unknownInVn = page === 'lottery' && urlGame !== undefined && area === 'VN' && menu.isSuccess && !menu.isPlaceholderData && !games.some((entry) => entry.gameCode === urlGame);
  useEffect(() => {
    if (unknownInVn) setFallbackArea('SEA');
  }, [unknownInVn]);

  if (menu.isError) {
    const key = isApiError(menu.error) ? menu.error.messageKey : null;
    return (
      <div className={styles.page} data-testid="lottery-page">
        {header}
        <div className={styles.error} role="alert">
          <Icon name="alert" size={36} />
          <p>{key ? t(key) : menu.error.message}</p>
          <div className={pageKit.row3}>
            <Button variant="secondary" onClick={() => void menu.refetch()}>
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
