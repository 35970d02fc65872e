import type { VendorCard } from '@jade/contract/games';
import { useModalStore } from '../stores/modal-store';
import { useSessionStore } from '../stores/session-store';

/**
 * The single entry point for launching a game or a vendor's lobby (spec §2 "Game launch"). Launching
 * requires login, so visitors get the login modal. The games issue extends the logged-in branch with
 * the real launch (lottery routes, /rng, third-party launch in a frame, VASSALAGE popup list); until
 * then it opens the `game` modal slot with what it needs to know.
 */
export function launchVendor(
  card: Pick<VendorCard, 'vassalage' | 'gameType' | 'nodeId' | 'gameCode' | 'isGame'>,
) {
  const modals = useModalStore.getState();
  if (!useSessionStore.getState().token) {
    modals.open('login', { reason: 'launch', vendor: card.vassalage });
    return;
  }
  modals.open('game', {
    vendor: card.vassalage,
    gameType: card.gameType,
    nodeId: card.nodeId,
    gameCode: card.gameCode,
    isGame: card.isGame,
  });
}

/** Actions that need a session (share, favourites, deposit…): visitors get the login modal. */
export function requireLogin(reason: string): boolean {
  if (useSessionStore.getState().token) return true;
  useModalStore.getState().open('login', { reason });
  return false;
}
