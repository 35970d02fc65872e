import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import type { TFunction } from 'i18next';
import type { FairnessState, InhouseGameIdWire, RoundValue } from '@jade/contract/inhouse-games';
import { MAIN_ACCOUNT_TYPE_ID } from '@jade/contract/wallet-amounts';
import { isApiError } from '../../../api/api-error';
import { gameBalanceQuery, gameInfoQuery, newRoundKey } from '../../../api/inhouse-games/inhouse-games';
import { errorText } from '../../../lib/error-text';
import { passGate } from '../../../lib/gates';
import { refreshWallet } from '../../../lib/wallet-refresh';
import { useSessionStore } from '../../../stores/session-store';

/** A failed round's text: the server's message is already localised with its figures (limits, balance). */
export function gameErrorText(t: TFunction, error: unknown): string {
  if (isApiError(error) && error.message && error.message !== error.errorCode) return error.message;
  return errorText(t, error);
}

/**
 * What every in-house game page shares: the game's info (rules, limits, commitment), the balance shown
 * (the wallet's, then each round's returned balance), the fairness state, the last round and the error.
 * `play` runs one round call; on failure it shows the error and changes nothing else.
 */
export function useInhouseGame(gameId: InhouseGameIdWire) {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const info = useQuery(gameInfoQuery(gameId, token));
  const wallet = useQuery(gameBalanceQuery(token));
  const [roundBalance, setRoundBalance] = useState<number | null>(null);
  const [fairnessOverride, setFairness] = useState<FairnessState | null>(null);
  const [lastRound, setLastRound] = useState<RoundValue | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const walletMain =
    wallet.data?.balance.find((b) => b.accountTypeId === MAIN_ACCOUNT_TYPE_ID)?.availBalance ??
    wallet.data?.sumBalance ??
    null;

  const play = useCallback(
    async (call: (idempotencyKey: string) => Promise<RoundValue>): Promise<RoundValue | null> => {
      if (!passGate('login', 'launch')) return null;
      setError(null);
      setBusy(true);
      try {
        const round = await call(newRoundKey());
        setFairness(round.next);
        setLastRound(round);
        return round;
      } catch (e) {
        setError(gameErrorText(t, e));
        return null;
      } finally {
        setBusy(false);
      }
    },
    [t],
  );

  /** A round played outside `play` (the fish volleys keep their own key for a retry): fairness and last round. */
  const recordRound = useCallback((round: RoundValue) => {
    setFairness(round.next);
    setLastRound(round);
  }, []);

  /** The round is shown: its balance becomes the game's, and every balance on the site is read again. */
  const settle = useCallback((round: RoundValue) => {
    setRoundBalance(round.balance);
    void refreshWallet();
  }, []);

  return {
    token,
    info: info.data ?? null,
    infoError: info.error ? gameErrorText(t, info.error) : null,
    loading: info.isPending && Boolean(token),
    balance: roundBalance ?? walletMain,
    setShownBalance: setRoundBalance,
    fairness: fairnessOverride ?? info.data?.fairness ?? null,
    setFairness,
    lastRound,
    error,
    setError,
    busy,
    play,
    recordRound,
    settle,
  };
}

export type InhouseGame = ReturnType<typeof useInhouseGame>;

/** Wire amounts are decimals with two places; engine amounts are integer minor units. */
export const toMinor = (wire: number) => Math.round(wire * 100);
export const toWire = (minor: number) => Math.round(minor) / 100;
