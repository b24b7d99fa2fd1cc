import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Icon, type IconName, Image, pageKit } from '@/components';
import { useTranslation } from '@/lib/useTranslation';
import { DEFAULT_GAME_ICON } from '../components/GameTile';
import type { LaunchProblem } from './problems';
import { formatCountdown, secondsUntil } from './rules';
import styles from './GameFrame.module.css';

/** A game the maintenance screen offers instead: same type, another vendor. */
export interface SimilarGame {
  key: string;
  name: string;
  vendor: string;
  icon: string | null;
}

export interface LaunchProblemScreenProps {
  problem: LaunchProblem;
  gameName: string;
  onRetry: () => void;
  onClose: () => void;
  /** Balance too low: to the deposit page; the game launches when the player comes back. */
  onDeposit: () => void;
  /** #734: the previous game (from the recent games), null while unknown. */
  previousGame: { name: string } | null;
  onResume: () => void;
  onCloseAndPlay: () => void;
  /** The previous game is being closed. */
  closing: boolean;
  /** Vendor maintenance: games to play meanwhile. */
  similarGames: readonly SimilarGame[];
  onPlaySimilar: (key: string) => void;
  /** #727: the automatic attempt under way (1-based) of `max`, and the seconds before it; null: not retrying by itself. */
  busy: { attempt: number; max: number; secondsLeft: number | null };
  onStopRetrying: () => void;
}

const ICONS: Record<LaunchProblem['kind'], IconName> = {
  previousGame: 'pause',
  maintenance: 'wrench',
  deposit: 'wallet',
  busy: 'refresh',
  hostsDown: 'globe',
  invalidUrl: 'alert',
  other: 'alert',
};

/** Seconds to an end time, ticking once a second while there is one. */
function useSecondsUntil(endIso: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsUntil(endIso, now);
  useEffect(() => {
    if (left === null || left === 0) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [left === null || left === 0]); // eslint-disable-line react-hooks/exhaustive-deps
  return left;
}

/**
 * The frame's screen for a launch that did not open (issue 35): what happened, in the player's words, and the
 * way on. Focus moves to its heading when it shows, so a keyboard or screen-reader user lands on it.
 */
export function LaunchProblemScreen(props: LaunchProblemScreenProps) {
  const { problem, gameName, onRetry, onClose } = props;
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [problem.kind]);

  const close = (
    <Button variant="ghost" onClick={onClose}>
      {t('gameFrame.close')}
    </Button>
  );
  const retry = (
    <Button variant="secondary" onClick={onRetry}>
      {t('gameFrame.retry')}
    </Button>
  );

  let title: string;
  let body: ReactNode = null;
  let actions: ReactNode;
  switch (problem.kind) {
    case 'previousGame': {
      const previous = props.previousGame?.name ?? null;
      title = t('gameFrame.previous.title');
      body = (
        <>
          <p>{previous ? t('gameFrame.previous.named', { previous }) : t('gameFrame.previous.unnamed')}</p>
          {problem.message ? <p className={pageKit.note}>{problem.message}</p> : null}
        </>
      );
      actions = (
        <>
          {previous ? <Button onClick={props.onResume}>{t('gameFrame.previous.resume', { previous })}</Button> : null}
          <Button variant={previous ? 'secondary' : 'primary'} onClick={props.onCloseAndPlay} loading={props.closing}>
            {previous ? t('gameFrame.previous.closeAndPlay', { previous, game: gameName }) : t('gameFrame.previous.closeUnnamedAndPlay', { game: gameName })}
          </Button>
          {close}
        </>
      );
      break;
    }
    case 'maintenance':
      title = t('gameFrame.maintenance.title');
      body = <MaintenanceDetails problem={problem} onRetry={onRetry} similarGames={props.similarGames} onPlaySimilar={props.onPlaySimilar} />;
      actions = close;
      break;
    case 'deposit':
      title = t('gameFrame.deposit.title');
      body = (
        <>
          <p>{t('gameFrame.deposit.body', { game: gameName })}</p>
          {problem.message ? <p className={pageKit.note}>{problem.message}</p> : null}
        </>
      );
      actions = (
        <>
          <Button onClick={props.onDeposit}>{t('gameFrame.deposit.action')}</Button>
          {close}
        </>
      );
      break;
    case 'busy': {
      const { attempt, max, secondsLeft } = props.busy;
      title = t('gameFrame.busy.title');
      body = (
        <>
          <p>{t('gameFrame.busy.body')}</p>
          <p role="status" data-testid="busy-retry">
            {secondsLeft === null
              ? t('gameFrame.busy.stopped')
              : t('gameFrame.busy.retrying', { seconds: secondsLeft, attempt, max })}
          </p>
        </>
      );
      actions =
        secondsLeft === null ? (
          <>
            {retry}
            {close}
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={props.onStopRetrying}>
              {t('gameFrame.busy.stop')}
            </Button>
            {close}
          </>
        );
      break;
    }
    case 'hostsDown':
      title = t('gameFrame.hostsDown.title');
      body = <p>{t('gameFrame.hostsDown.body', { game: gameName })}</p>;
      actions = (
        <>
          {retry}
          {close}
        </>
      );
      break;
    case 'invalidUrl':
      title = t('gameFrame.failed');
      body = <p>{t('errors.invalidUrl')}</p>;
      actions = close;
      break;
    default:
      title = t('gameFrame.failed');
      body = <p>{problem.translate ? t(problem.text, problem.params) : problem.text}</p>;
      actions = (
        <>
          {retry}
          {close}
        </>
      );
  }

  return (
    <div className={styles.problem} data-testid="launch-problem" data-problem={problem.kind}>
      <Icon name={ICONS[problem.kind]} size={40} />
      <h2 ref={heading} tabIndex={-1} className={styles.problemTitle}>
        {title}
      </h2>
      <div className={styles.problemBody}>{body}</div>
      <div className={styles.problemActions}>{actions}</div>
    </div>
  );
}

function MaintenanceDetails({
  problem, onRetry, similarGames, onPlaySimilar,
}: {
  problem: Extract<LaunchProblem, { kind: 'maintenance' }>;
  onRetry: () => void;
  similarGames: readonly SimilarGame[];
  onPlaySimilar: (key: string) => void;
}) {
  const { t } = useTranslation();
  const left = useSecondsUntil(problem.endIso);
  return (
    <>
      {problem.message ? <p className={pageKit.note}>{problem.message}</p> : null}
      {problem.maintainTime && problem.endTime ? (
        <p data-testid="maintenance-window">{t('wireNotice.maintenanceWindow', { from: problem.maintainTime, to: problem.endTime })}</p>
      ) : null}
      {left === null ? null : left > 0 ? (
        <p className={styles.countdown}>
          {t('gameFrame.maintenance.backIn')}{' '}
          <span role="timer" data-testid="maintenance-countdown">
            {formatCountdown(left)}
          </span>
        </p>
      ) : (
        <p>
          {t('gameFrame.maintenance.over')}{' '}
          <Button size="sm" variant="secondary" onClick={onRetry}>
            {t('gameFrame.retry')}
          </Button>
        </p>
      )}
      {similarGames.length > 0 ? (
        <section aria-labelledby="similar-games-title" className={styles.similar}>
          <h3 id="similar-games-title" className={styles.similarTitle}>
            {t('gameFrame.maintenance.similar')}
          </h3>
          <ul className={styles.similarList}>
            {similarGames.map((game) => (
              <li key={game.key}>
                <button type="button" className={styles.similarGame} onClick={() => onPlaySimilar(game.key)}>
                  <Image src={game.icon} fallback={DEFAULT_GAME_ICON} alt="" width={48} height={48} className={styles.similarIcon} />
                  <span>
                    <span className={styles.similarName}>{game.name}</span>
                    <span className={styles.similarVendor}>{game.vendor}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
