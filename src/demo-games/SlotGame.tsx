import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DemoBetValue } from '../../contracts/games';
import { SLOT_SYMBOLS, SLOT_THREE_OF_A_KIND, SLOT_TWO_CHERRIES, type SlotSymbol } from './rules';
import { GameShell } from './GameShell';
import { delay, prefersReducedMotion } from './motion';
import { SymbolArt } from './SymbolArt';
import type { DemoGame } from './useDemoGame';
import styles from './Slot.module.css';

/** Reels spin at least this long, then stop left to right, one gap apart. */
const MIN_SPIN_MS = 900;
const STOP_GAP_MS = 320;
const REELS = [0, 1, 2] as const;

const asSymbol = (value: string | undefined): SlotSymbol =>
  (SLOT_SYMBOLS as readonly string[]).includes(value ?? '') ? (value as SlotSymbol) : 'CHERRY';
/** The symbols above and below the payline: neighbours on the reel, for a realistic window. */
const neighbours = (symbol: SlotSymbol): [SlotSymbol, SlotSymbol] => {
  const index = SLOT_SYMBOLS.indexOf(symbol);
  const n = SLOT_SYMBOLS.length;
  return [SLOT_SYMBOLS[(index + n - 1) % n]!, SLOT_SYMBOLS[(index + 1) % n]!];
};
/** A long blurred strip the spinning reel scrolls through. */
const STRIP: SlotSymbol[] = [...SLOT_SYMBOLS, ...SLOT_SYMBOLS, ...SLOT_SYMBOLS];

export function SlotGame({ game }: { game: DemoGame }) {
  const { t } = useTranslation();
  const [reels, setReels] = useState<SlotSymbol[]>(['SEVEN', 'SEVEN', 'SEVEN']);
  const [spinning, setSpinning] = useState([false, false, false]);
  const [result, setResult] = useState<DemoBetValue | null>(null);
  const [staked, setStaked] = useState<number | null>(null);
  const playing = spinning.some(Boolean);

  const spin = async () => {
    const reduced = prefersReducedMotion();
    setResult(null);
    setStaked(game.stake);
    if (!reduced) setSpinning([true, true, true]);
    const started = performance.now();
    const round = await game.play();
    if (!round) {
      setSpinning([false, false, false]);
      setStaked(null);
      return;
    }
    if (!reduced) await delay(Math.max(0, MIN_SPIN_MS - (performance.now() - started)));
    for (const reel of REELS) {
      setReels((current) => current.map((symbol, i) => (i === reel ? asSymbol(round.symbols[reel]) : symbol)));
      setSpinning((current) => current.map((value, i) => (i === reel ? false : value)));
      if (!reduced && reel < 2) await delay(STOP_GAP_MS);
    }
    setStaked(null);
    setResult(round);
  };

  // While a round is on screen the stake is already taken; the new balance shows when the reels stop.
  const shownBalance = staked !== null ? game.balance - staked : result ? result.balance : game.balance;
  const won = result?.outcome === 'WIN';

  return (
    <GameShell
      game={game}
      shownBalance={shownBalance}
      actionLabel={t('demoGame.slot.spin')}
      onAction={() => void spin()}
      playing={playing}
      aside={<Paytable />}
    >
      <div className={styles.machine}>
        <div className={styles.marquee} aria-hidden="true">
          {t('demoGame.slot.marquee')}
        </div>
        <div
          className={`${styles.window} ${won ? styles.winning : ''}`}
          role="img"
          aria-label={t('demoGame.slot.reelsLabel', { symbols: reels.map((symbol) => t(`demoGame.symbols.${symbol}`)).join(', ') })}
          data-testid="slot-reels"
          data-symbols={reels.join(',')}
        >
          {REELS.map((reel) => (
            <div key={reel} className={styles.reel}>
              {spinning[reel] ? (
                <div className={styles.strip} style={{ animationDelay: `${reel * -90}ms` }}>
                  {STRIP.map((symbol, i) => (
                    <div key={i} className={styles.cell}>
                      <SymbolArt symbol={symbol} size={64} />
                    </div>
                  ))}
                </div>
              ) : (
                <div className={`${styles.column} ${styles.landed}`} key={`${reels[reel]}-${result?.roundId ?? ''}`}>
                  <div className={`${styles.cell} ${styles.dim}`}>
                    <SymbolArt symbol={neighbours(reels[reel]!)[0]} size={64} />
                  </div>
                  <div className={styles.cell}>
                    <SymbolArt symbol={reels[reel]!} size={64} />
                  </div>
                  <div className={`${styles.cell} ${styles.dim}`}>
                    <SymbolArt symbol={neighbours(reels[reel]!)[1]} size={64} />
                  </div>
                </div>
              )}
            </div>
          ))}
          <div className={styles.payline} aria-hidden="true" />
        </div>
        <p className={`${styles.banner} ${won ? styles.bannerWin : ''}`} aria-live="polite" data-testid="slot-result">
          {result
            ? won
              ? t('demoGame.slot.win', { multiplier: result.multiplier })
              : t('demoGame.slot.lose')
            : playing || game.busy
              ? t('demoGame.slot.spinning')
              : t('demoGame.slot.ready')}
        </p>
      </div>
    </GameShell>
  );
}

function Paytable() {
  const { t } = useTranslation();
  return (
    <>
      <h2 className={styles.payTitle}>{t('demoGame.slot.paytable')}</h2>
      <table className={styles.paytable}>
        <caption className="visually-hidden">{t('demoGame.slot.paytableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('demoGame.slot.combination')}</th>
            <th scope="col">{t('demoGame.slot.pays')}</th>
          </tr>
        </thead>
        <tbody>
          {SLOT_SYMBOLS.map((symbol) => (
            <tr key={symbol}>
              <th scope="row" className={styles.combo}>
                <span className={styles.mini}>
                  <SymbolArt symbol={symbol} size={22} />
                  <SymbolArt symbol={symbol} size={22} />
                  <SymbolArt symbol={symbol} size={22} />
                </span>
                <span className="visually-hidden">{t('demoGame.slot.threeOf', { symbol: t(`demoGame.symbols.${symbol}`) })}</span>
              </th>
              <td className={styles.pays}>×{SLOT_THREE_OF_A_KIND[symbol]}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className={styles.combo}>
              <span className={styles.mini}>
                <SymbolArt symbol="CHERRY" size={22} />
                <SymbolArt symbol="CHERRY" size={22} />
              </span>
              <span className="visually-hidden">{t('demoGame.slot.twoCherries')}</span>
            </th>
            <td className={styles.pays}>×{SLOT_TWO_CHERRIES}</td>
          </tr>
        </tbody>
      </table>
      <p className={styles.payNote}>{t('demoGame.slot.payNote')}</p>
    </>
  );
}
