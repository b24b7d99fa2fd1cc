import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOTTO_NUMBER_MAX, LOTTO_PICK_COUNT, type DemoBetValue } from '../../contracts/games';
import { lottoMatches } from './rules';
import { PRIZE_MODES } from '../../contracts/shared/constants';
import { GameShell } from './GameShell';
import { LottoBall } from './LottoBall';
import { LottoPaytable } from './LottoPaytable';
import { ballTone, LOTTO_NUMBERS, quickPick, togglePick } from './lotto';
import { delay, prefersReducedMotion } from './motion';
import type { DemoGame } from './useDemoGame';
import styles from './Lottery.module.css';

/** The machine rolls at least this long, then the balls drop one gap apart. */
const MIN_ROLL_MS = 700;
const REVEAL_GAP_MS = 420;
const SLOTS = Array.from({ length: LOTTO_PICK_COUNT }, (_, i) => i);

const isPrizeMode = (value: string | null | undefined): value is string => (PRIZE_MODES as readonly string[]).includes(value ?? '');

/** What the lottery lobby put in the launch URL for show: the draw number and the prize mode. */
function launchInfo() {
  const params = new URLSearchParams(window.location.search);
  const mode = params.get('prizeMode');
  return { numero: params.get('numero') || null, prizeMode: isPrizeMode(mode) ? mode : null };
}

export function LotteryGame({ game }: { game: DemoGame }) {
  const { t } = useTranslation();
  const info = useMemo(launchInfo, []);
  const [picks, setPicks] = useState<number[]>([]);
  /** The numbers the shown draw was played with (the board may change after). */
  const [played, setPlayed] = useState<number[]>([]);
  const [result, setResult] = useState<DemoBetValue | null>(null);
  const [revealed, setRevealed] = useState(0);
  const [drawing, setDrawing] = useState(false);
  const [staked, setStaked] = useState<number | null>(null);

  // A catalogue lottery game (launched from the lobby, not the lottery hub) names no mode: its game type is one.
  const prizeMode = info.prizeMode ?? (isPrizeMode(game.session?.gameType) ? game.session.gameType : null);
  const full = picks.length === LOTTO_PICK_COUNT;
  const locked = drawing || game.busy;
  const drawn = (result?.symbols ?? []).map(Number).slice(0, revealed);
  const settled = result !== null && !drawing;
  const hits = lottoMatches(played, drawn);

  const placeBet = async () => {
    if (!full || locked) return;
    const reduced = prefersReducedMotion();
    const ticket = [...picks];
    setResult(null);
    setRevealed(0);
    setStaked(game.stake);
    setDrawing(true);
    const started = performance.now();
    const round = await game.play(ticket);
    if (round) {
      setPlayed(ticket);
      setResult(round);
      if (!reduced) {
        await delay(Math.max(0, MIN_ROLL_MS - (performance.now() - started)));
        for (let ball = 1; ball < round.symbols.length; ball += 1) {
          setRevealed(ball);
          await delay(REVEAL_GAP_MS);
        }
      }
      setRevealed(round.symbols.length);
    }
    setStaked(null);
    setDrawing(false);
  };

  // While the draw plays out the stake is already taken; the new balance shows with the last ball.
  const shownBalance = staked !== null ? game.balance - staked : result ? result.balance : game.balance;
  const won = settled && result?.outcome === 'WIN';
  const banner = settled && result
    ? won
      ? t('demoGame.lottery.win', { count: hits.length, multiplier: result.multiplier })
      : t('demoGame.lottery.lose', { count: hits.length })
    : locked
      ? t('demoGame.lottery.drawing')
      : full
        ? t('demoGame.lottery.readyToBet')
        : t('demoGame.lottery.pickMore', { count: LOTTO_PICK_COUNT - picks.length });

  return (
    <GameShell
      game={game}
      shownBalance={shownBalance}
      actionLabel={t('demoGame.lottery.placeBet')}
      onAction={() => void placeBet()}
      actionDisabled={!full}
      playing={drawing}
      aside={<LottoPaytable matches={settled && won ? hits.length : null} />}
    >
      <article className={`${styles.ticket} ${won ? styles.ticketWin : ''}`} data-testid="lottery-ticket">
        <div className={styles.main}>
          <header className={styles.ticketHead}>
            <h2 className={styles.emblem}>{t('demoGame.lottery.emblem', { pick: LOTTO_PICK_COUNT, max: LOTTO_NUMBER_MAX })}</h2>
            <p className={styles.counter} data-testid="lottery-picked">
              {t('demoGame.lottery.picked', { picked: picks.length, count: LOTTO_PICK_COUNT })}
            </p>
          </header>
          <p className={styles.instructions} id="lotto-instructions">
            {t('demoGame.lottery.instructions', { count: LOTTO_PICK_COUNT, max: LOTTO_NUMBER_MAX })}
          </p>
          <div className={styles.board} role="group" aria-labelledby="lotto-instructions">
            {LOTTO_NUMBERS.map((number) => {
              const picked = picks.includes(number);
              const isDrawn = drawn.includes(number);
              return (
                <button
                  key={number}
                  type="button"
                  className={[
                    styles.cell,
                    picked && `${styles.cellPicked} ${styles[ballTone(number)]}`,
                    isDrawn && styles.cellDrawn,
                    picked && isDrawn && styles.cellHit,
                  ].filter(Boolean).join(' ')}
                  aria-pressed={picked}
                  disabled={locked || (!picked && full)}
                  onClick={() => setPicks((current) => togglePick(current, number))}
                >
                  {number}
                </button>
              );
            })}
          </div>
          <div className={styles.tools}>
            <button type="button" className={styles.tool} onClick={() => setPicks(quickPick())} disabled={locked}>
              {t('demoGame.lottery.quickPick')}
            </button>
            <button type="button" className={styles.tool} onClick={() => setPicks([])} disabled={locked || picks.length === 0}>
              {t('demoGame.lottery.clear')}
            </button>
          </div>
        </div>

        <div className={styles.stub}>
          <dl className={styles.facts}>
            <div>
              <dt>{t('demoGame.lottery.numero')}</dt>
              <dd data-testid="lottery-numero">{info.numero ?? t('demoGame.lottery.instantDraw')}</dd>
            </div>
            <div>
              <dt>{t('demoGame.lottery.prizeMode')}</dt>
              <dd>{prizeMode ? t(`demoGame.lottery.prizeModes.${prizeMode}`) : '—'}</dd>
            </div>
          </dl>
          <h3 className={styles.stubTitle} id="lotto-yours">
            {t('demoGame.lottery.yourNumbers')}
          </h3>
          <ol className={styles.balls} aria-labelledby="lotto-yours" data-testid="lottery-picks">
            {SLOTS.map((slot) => {
              const number = picks[slot] ?? null;
              return <LottoBall key={slot} number={number} hit={number !== null && settled && hits.includes(number)} />;
            })}
          </ol>
          <h3 className={styles.stubTitle} id="lotto-drawn">
            {t('demoGame.lottery.drawnNumbers')}
          </h3>
          <ol className={styles.balls} aria-labelledby="lotto-drawn" data-testid="lottery-drawn" data-numbers={drawn.join(',')}>
            {SLOTS.map((slot) => {
              const number = drawn[slot] ?? null;
              return (
                <LottoBall
                  key={`${slot}-${result?.roundId ?? 'idle'}`}
                  number={number}
                  hit={number !== null && played.includes(number)}
                  rolling={number === null && locked}
                  delayMs={slot * -120}
                />
              );
            })}
          </ol>
          <p className={`${styles.banner} ${won ? styles.bannerWin : ''}`} aria-live="polite" data-testid="lottery-result">
            {banner}
          </p>
          <p className={styles.serial}>
            <span className={styles.barcode} aria-hidden="true" />
            <span>
              {t('demoGame.lottery.ticketNo')} <strong>{game.session?.ticket.slice(0, 12).toUpperCase()}</strong>
            </span>
          </p>
        </div>
      </article>
    </GameShell>
  );
}
