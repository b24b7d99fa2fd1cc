import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../lib/format';
import { languageTag } from '../lib/languages';
import type { DemoGame } from './useDemoGame';
import styles from './GameShell.module.css';

interface GameShellProps {
  game: DemoGame;
  /** The balance to show while a round is under way (the stake already taken). */
  shownBalance: number;
  actionLabel: string;
  onAction: () => void;
  /** Holds the action back while the round is not ready to play (a lottery ticket without all its numbers). */
  actionDisabled?: boolean;
  /** True while the round plays out on screen (reels spinning, cards dealt). */
  playing: boolean;
  /** The machine or the table. */
  children: ReactNode;
  /** Paytable or rules. */
  aside: ReactNode;
}

/**
 * The frame every demo game shares: the game's name and mode, the play area,
 * the rules beside it, and the control bar (balance, stake, last win, action).
 */
export function GameShell({ game, shownBalance, actionLabel, onAction, actionDisabled = false, playing, children, aside }: GameShellProps) {
  const { t, i18n } = useTranslation();
  const { session } = game;
  if (!session) {
    return (
      <main className={styles.page}>
        <div className={styles.status} role={game.loadError ? 'alert' : 'status'}>
          {game.loadError ?? t('demoGame.loading')}
        </div>
      </main>
    );
  }
  const money = (amount: number) => formatMoney(amount, languageTag(i18n.language), session.currencySymbol);
  const atMin = game.stakeIndex <= 0;
  const atMax = game.stakeIndex >= game.steps.length - 1;
  const locked = game.busy || playing;
  return (
    <main className={styles.page}>
      <header className={styles.top}>
        <div>
          <h1 className={styles.title}>{session.gameName}</h1>
          <p className={styles.vendor}>
            {session.vassalage}
            <span className={styles.limits}>{t('demoGame.limits', { min: money(session.minBet), max: money(session.maxBet) })}</span>
          </p>
        </div>
        <span className={`${styles.mode} ${session.freeTrial ? styles.trial : styles.real}`}>
          {session.freeTrial ? t('demoGame.mode.trial') : t('demoGame.mode.real')}
        </span>
      </header>
      <div className={styles.stage}>
        <section className={styles.play} aria-label={t('demoGame.playArea')}>
          {children}
        </section>
        <aside className={styles.aside}>{aside}</aside>
      </div>
      <p className={styles.error} role="alert">
        {game.error ?? ''}
      </p>
      <footer className={styles.controls}>
        <div className={styles.meter}>
          <span className={styles.meterLabel}>{session.freeTrial ? t('demoGame.credits') : t('demoGame.balance')}</span>
          <output className={styles.meterValue} data-testid="demo-balance" aria-live="polite">
            {money(shownBalance)}
          </output>
        </div>
        <div className={styles.stake} role="group" aria-label={t('demoGame.stake')}>
          <button
            type="button"
            className={styles.step}
            onClick={() => game.setStakeIndex(game.stakeIndex - 1)}
            disabled={atMin || locked}
            aria-label={t('demoGame.stakeDown')}
          >
            −
          </button>
          <div className={styles.stakeValue}>
            <span className={styles.meterLabel}>{t('demoGame.stake')}</span>
            <output className={styles.meterValue} data-testid="demo-stake">
              {money(game.stake)}
            </output>
          </div>
          <button
            type="button"
            className={styles.step}
            onClick={() => game.setStakeIndex(game.stakeIndex + 1)}
            disabled={atMax || locked}
            aria-label={t('demoGame.stakeUp')}
          >
            +
          </button>
          <button
            type="button"
            className={styles.max}
            onClick={() => game.setStakeIndex(game.steps.length - 1)}
            disabled={atMax || locked}
          >
            {t('demoGame.maxBet')}
          </button>
        </div>
        <div className={styles.meter}>
          <span className={styles.meterLabel}>{t('demoGame.lastWin')}</span>
          <output className={`${styles.meterValue} ${game.lastWin ? styles.won : ''}`} data-testid="demo-last-win">
            {game.lastWin === null ? '—' : money(game.lastWin)}
          </output>
        </div>
        <button type="button" className={styles.action} onClick={onAction} disabled={locked || actionDisabled} aria-busy={locked || undefined}>
          {actionLabel}
        </button>
      </footer>
    </main>
  );
}
