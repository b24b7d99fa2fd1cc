import { useEffect, useId } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import type { VendorCard } from '../api';
import { EmptyState, Icon, pageKit, Skeleton } from '@/components';
import { typeIcon } from '@/lib/pages';
import { GameTypeMenu } from '../components/GameTypeMenu';
import { vendorTarget, type NavTarget } from '../nav/navRules';
import { useNavAction } from '../nav/useNavAction';
import { useCategoryCards } from '../nav/useLobbyCategories';
import { showsImmediateStart } from '../rules/immediateStart';
import { VendorTile } from '../vendors/VendorTile';
import styles from './GameCenterScreen.module.css';

const SKELETONS = 4;


function CentreCard({ gameType, card, onGo, onWarm }: { gameType: string; card: VendorCard; onGo: (target: NavTarget) => void; onWarm: (target: NavTarget) => void }) {
  const { t } = useTranslation();
  // A centre tile leads where its vendor leads: a lottery page or a launch of its entry game.
  const target = vendorTarget(gameType, card);
  return (
    <li className={styles.card}>
      <VendorTile
        card={card}
        bare
        meta={t('centres.games', { count: card.gameCount })}
        actionLabel={t(target.kind === 'launch' ? 'centres.launch' : 'centres.open', { name: card.displayName })}
        onActivate={() => onGo(target)}
        onPrepare={() => onWarm(target)}
      />
      {showsImmediateStart(gameType) ? (
        <button type="button" className={styles.start} onClick={() => onGo(target)} aria-label={t('centres.startVendor', { name: card.displayName })}>
          <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M7 4.5v15l12.5-7.5z" fill="currentColor" />
          </svg>
          {t('centres.in_immediate_game')}
        </button>
      ) : null}
    </li>
  );
}

/**
 * SPEC §2 game centres (/sports, /esports, /lott, /elott): the type's vendor
 * tiles (large icon and display name; a click launches the vendor) with the
 * in_immediate_game start button, loading placeholders and an empty state.
 * The type's banner is the layout's banner strip (route bannerGroup).
 */
export function GameCenterScreen({ gameType }: { gameType: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { cards, isPending, isError, refresh } = useCategoryCards(gameType);
  const { act, warm } = useNavAction();

  // Fetch every vendor's entry game up front, so a click launches within the user's gesture.
  useEffect(() => {
    for (const card of cards) warm(vendorTarget(gameType, card));
  }, [cards, gameType, warm]);

  const title = t(`nav.${gameType}`);
  return (
    <section className={styles.page} aria-labelledby={titleId} data-testid="game-centre">
      <GameTypeMenu />
      <header className={styles.hero}>
        <span className={styles.heroIcon} aria-hidden="true">
          <Icon name={typeIcon(gameType) ?? 'star'} size={30} />
        </span>
        <div>
          <h1 id={titleId} className={pageKit.pageTitle}>
            {title}
          </h1>
          <p className={styles.lead}>{isPending ? '\u00a0' : t('centres.lead', { count: cards.length })}</p>
        </div>
      </header>

      {isPending ? (
        <ul className={styles.grid} aria-hidden="true" data-testid="centre-loading">
          {Array.from({ length: SKELETONS }, (_, index) => (
            <li key={index} className={styles.skeleton}>
              <Skeleton height="auto" radius={10} className={styles.skeletonArt} />
              <Skeleton height={16} width="60%" />
              <Skeleton height={36} radius={999} />
            </li>
          ))}
        </ul>
      ) : isError && cards.length === 0 ? (
        <EmptyState alert title={t('centres.error')} onRetry={refresh} retryLabel={t('lobby.list.retry')} />
      ) : cards.length === 0 ? (
        <EmptyState testId="no-data" icon={<Icon name={typeIcon(gameType) ?? 'star'} size={40} />} title={t('centres.empty')} text={t('centres.emptyHint')} />
      ) : (
        <ul className={styles.grid} aria-label={t('centres.vendors', { category: title })}>
          {cards.map((card) => (
            <CentreCard key={card.vassalage} gameType={gameType} card={card} onGo={act} onWarm={warm} />
          ))}
        </ul>
      )}
    </section>
  );
}
