import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DemoBetValue } from '../../contracts/games';
import { TABLE_PLAYER_WIN } from './rules';
import { CardArt } from './CardArt';
import { handPoints, splitCard } from './cards';
import { GameShell } from './GameShell';
import { delay, prefersReducedMotion } from './motion';
import type { DemoGame } from './useDemoGame';
import styles from './Table.module.css';

/** Cards are dealt player, player, banker, banker, one this far apart. */
const DEAL_GAP_MS = 280;

export function TableGame({ game }: { game: DemoGame }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<DemoBetValue | null>(null);
  const [dealing, setDealing] = useState(false);
  const [staked, setStaked] = useState<number | null>(null);

  const deal = async () => {
    const reduced = prefersReducedMotion();
    setResult(null);
    setStaked(game.stake);
    setDealing(true);
    const round = await game.play();
    if (round) {
      setResult(round);
      // The cards flip in one by one (CSS delays); the outcome shows once the last one lands.
      if (!reduced) await delay(DEAL_GAP_MS * 4 + 200);
    }
    setStaked(null);
    setDealing(false);
  };

  const cards = result?.symbols ?? [];
  const player = cards.slice(0, 2);
  const banker = cards.slice(2, 4);
  const settled = result !== null && !dealing;
  const shownBalance = staked !== null ? game.balance - staked : result ? result.balance : game.balance;
  const cardLabel = (card: string) => {
    const { rank, suit } = splitCard(card);
    return t('demoGame.table.card', { rank: t(`demoGame.ranks.${rank}`, { defaultValue: rank }), suit: t(`demoGame.suits.${suit}`) });
  };

  const hand = (name: 'player' | 'banker', handCards: string[], offset: number) => (
    <div className={`${styles.hand} ${settled && winnerOf(result) === name ? styles.handWin : ''}`}>
      <h2 className={styles.handTitle}>{t(`demoGame.table.${name}`)}</h2>
      <div className={styles.cards} key={result?.roundId ?? 'idle'}>
        {[0, 1].map((i) => (
          <CardArt
            key={i}
            card={handCards[i] ?? null}
            label={handCards[i] ? cardLabel(handCards[i]!) : ''}
            delayMs={prefersReducedMotion() ? 0 : (offset + i) * DEAL_GAP_MS}
          />
        ))}
      </div>
      <p className={styles.points} data-testid={`table-${name}-points`}>
        {handCards.length && settled ? t('demoGame.table.points', { count: handPoints(handCards) }) : '\u00a0'}
      </p>
    </div>
  );

  return (
    <GameShell
      game={game}
      shownBalance={shownBalance}
      actionLabel={t('demoGame.table.deal')}
      onAction={() => void deal()}
      playing={dealing}
      aside={<Rules />}
    >
      <div className={styles.felt} data-testid="table-felt">
        <div className={styles.hands}>
          {hand('player', player, 0)}
          <div className={styles.vs} aria-hidden="true">
            VS
          </div>
          {hand('banker', banker, 2)}
        </div>
        <div className={styles.betSpot}>
          <span className={styles.chip} aria-hidden="true" />
          {t('demoGame.table.betOnPlayer')}
        </div>
        <p className={`${styles.banner} ${settled && result?.outcome === 'WIN' ? styles.bannerWin : ''}`} aria-live="polite" data-testid="table-result">
          {settled && result
            ? t(`demoGame.table.outcome.${result.outcome}`)
            : dealing
              ? t('demoGame.table.dealing')
              : t('demoGame.table.ready')}
        </p>
      </div>
    </GameShell>
  );
}

function winnerOf(result: DemoBetValue | null): 'player' | 'banker' | null {
  if (!result || result.outcome === 'PUSH') return null;
  return result.outcome === 'WIN' ? 'player' : 'banker';
}

function Rules() {
  const { t } = useTranslation();
  return (
    <>
      <h2 className={styles.rulesTitle}>{t('demoGame.table.rulesTitle')}</h2>
      <ul className={styles.rules}>
        <li>{t('demoGame.table.rulePoints')}</li>
        <li>{t('demoGame.table.ruleWin', { multiplier: TABLE_PLAYER_WIN })}</li>
        <li>{t('demoGame.table.ruleTie')}</li>
        <li>{t('demoGame.table.ruleLose')}</li>
      </ul>
    </>
  );
}
