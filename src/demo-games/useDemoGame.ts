import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEMO_GAME_MESSAGE_TYPE, type DemoBetValue, type DemoPlayMode, type DemoSession } from '../../contracts/games';
import { loadSession, playRound } from './api';
import { errorText } from './errors';
import { notifyLobby } from './host';
import { defaultStakeIndex, stakeSteps } from './stakes';

export interface DemoGame {
  session: DemoSession | null;
  /** Why the game could not start (bad or expired ticket, signed out, network). */
  loadError: string | null;
  balance: number;
  steps: number[];
  stakeIndex: number;
  setStakeIndex: (index: number) => void;
  stake: number;
  lastWin: number | null;
  /** The last refusal of a round; cleared by the next one. */
  error: string | null;
  busy: boolean;
  /** Plays one round (a lottery ticket with its numbers); resolves to the server's result, or null when refused. */
  play: (picks?: number[]) => Promise<DemoBetValue | null>;
}

/** Loads what the ticket plays and plays rounds, telling the lobby after each. */
export function useDemoGame(ticket: string, mode: DemoPlayMode): DemoGame {
  const { t } = useTranslation();
  const [session, setSession] = useState<DemoSession | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [balance, setBalance] = useState(0);
  const [stakeIndex, setStakeIndex] = useState(0);
  const [lastWin, setLastWin] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  useEffect(() => {
    if (!ticket) {
      setLoadError(t('demoGame.errors.noTicket'));
      return;
    }
    let live = true;
    loadSession(ticket, mode).then(
      (value) => {
        if (!live) return;
        setSession(value);
        setBalance(value.balance);
        setStakeIndex(defaultStakeIndex(stakeSteps(value.minBet, value.maxBet)));
      },
      (failure: unknown) => live && setLoadError(errorText(failure, t)),
    );
    return () => {
      live = false;
    };
  }, [ticket, mode, t]);

  const steps = useMemo(() => (session ? stakeSteps(session.minBet, session.maxBet) : []), [session]);
  const stake = steps[stakeIndex] ?? 0;

  const play = useCallback(async (picks?: number[]) => {
    if (!session || busyRef.current) return null;
    busyRef.current = true;
    setBusy(true);
    setError(null);
    try {
      const round = await playRound(ticket, mode, stake, picks);
      setBalance(round.balance);
      setLastWin(round.win);
      notifyLobby({ type: DEMO_GAME_MESSAGE_TYPE, ticket, freeTrial: round.freeTrial, outcome: round.outcome, balance: round.balance });
      return round;
    } catch (failure) {
      setError(errorText(failure, t));
      return null;
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }, [session, ticket, mode, stake, t]);

  return { session, loadError, balance, steps, stakeIndex, setStakeIndex, stake, lastWin, error, busy, play };
}
