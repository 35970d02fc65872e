import type { VendorCard } from '@jade/contract/games';
import type { GameMaintenanceValue, GameTile } from '@jade/contract/game-catalogue';
import { isTrialType } from '@jade/contract/account-types';
import { isApiError } from '../api/api-error';
import { getGameList } from '../api/games/game-list';
import { getRoomList, launchGameCall, trialLaunchCall } from '../api/games/launch';
import { queryClient } from '../api/query-client';
import { useAlertStore } from '../stores/alert-store';
import { useModalStore } from '../stores/modal-store';
import { useSessionStore } from '../stores/session-store';
import { passGate } from './gates';
import { i18n } from './i18n';
import { pageForLaunchUrl } from './launch-url';
import { navigateTo } from './navigator';

/** What the launcher needs of a game: a game tile, or the fields of one. */
export type LaunchableGame = Pick<
  GameTile,
  'nodeId' | 'vassalage' | 'gameType' | 'gameCode' | 'supportPlay' | 'launchKind'
>;

/** The props of the `game` modal slot (features/games/game-popup.tsx). */
export type GamePopupProps =
  | { kind: 'vendor'; vendor: Pick<VendorCard, 'vassalage' | 'displayName' | 'gameType'> }
  | { kind: 'rooms'; game: GameTile; rooms: Awaited<ReturnType<typeof getRoomList>>['list'] }
  | { kind: 'maintenance'; game: LaunchableGame & { gameName?: string }; alternatives: GameTile[] };

function showError(error: unknown) {
  const code = isApiError(error) ? error.errorCode : 'system.error';
  if (i18n.exists(code)) useAlertStore.getState().show({ kind: 'warning', key: code as 'system.error' });
  else useAlertStore.getState().show({ kind: 'warning', text: isApiError(error) ? error.message : code });
}

/** A refused launch: maintenance suggests the server's alternative games, anything else is an alert. */
function onLaunchError(error: unknown, game: LaunchableGame & { gameName?: string }) {
  if (isApiError(error, 'game.maintenance')) {
    const value = error.value as GameMaintenanceValue | undefined;
    const props: GamePopupProps = { kind: 'maintenance', game, alternatives: value?.alternatives ?? [] };
    useModalStore.getState().open('game', props);
    return;
  }
  if (isApiError(error, 'in_need_true_account')) {
    useAlertStore.getState().show({ kind: 'gate', key: 'in_need_true_account' });
    return;
  }
  showError(error);
}

async function openLaunch(game: LaunchableGame, launch: () => Promise<{ content: { game_url: string } }>) {
  try {
    const value = await launch();
    // The member's recent games changed (the popup and the recent tab read them afresh).
    void queryClient.invalidateQueries({ queryKey: ['games', 'recent'] });
    useModalStore.getState().close('game');
    useModalStore.getState().close('search');
    navigateTo(pageForLaunchUrl(value.content.game_url, game));
  } catch (error) {
    onLaunchError(error, game);
  }
}

/**
 * Launches one game for the member ('immediate game'). Login first (visitors get the login popup); a
 * trial account only plays games with a free trial (in_need_true_account otherwise, spec §6); a PVP
 * game with open rooms asks for the room first (GLS2_roomList).
 */
export async function launchGame(game: LaunchableGame & { gameName?: string }, roomId?: string) {
  if (!passGate('login', 'launch')) return;
  const { memberType } = useSessionStore.getState();
  if (isTrialType(memberType) && game.supportPlay !== 0) {
    useAlertStore.getState().show({ kind: 'gate', key: 'in_need_true_account' });
    return;
  }
  if (game.gameType === 'PVP' && !roomId && 'gameName' in game) {
    try {
      const rooms = await getRoomList({ nodeId: game.nodeId });
      if (rooms.list.length > 0) {
        const props: GamePopupProps = { kind: 'rooms', game: game as GameTile, rooms: rooms.list };
        useModalStore.getState().open('game', props);
        return;
      }
    } catch (error) {
      showError(error);
      return;
    }
  }
  await openLaunch(game, () => launchGameCall({ nodeId: game.nodeId, ...(roomId ? { roomId } : {}) }));
}

/** The 'free trial' button (supportPlay 0): demo money, no login needed. */
export async function launchTrial(game: LaunchableGame & { gameName?: string }) {
  try {
    const value = await trialLaunchCall({ nodeId: game.nodeId });
    useModalStore.getState().close('game');
    useModalStore.getState().close('search');
    navigateTo(pageForLaunchUrl(value.content.game_url, game));
  } catch (error) {
    onLaunchError(error, game);
  }
}

/**
 * Launches a vendor as a whole (category pages, the cockfight navigation item). A VASSALAGE vendor
 * opens its popup game list; a vendor with a main game (lottery, cockfight) launches it; any other
 * vendor launches its first game.
 */
export async function launchVendor(
  card: Pick<VendorCard, 'vassalage' | 'gameType' | 'nodeId' | 'gameCode' | 'isGame' | 'displayName'>,
) {
  if (card.isGame === 'VASSALAGE') {
    const props: GamePopupProps = { kind: 'vendor', vendor: card };
    useModalStore.getState().open('game', props);
    return;
  }
  if (!passGate('login', 'launch')) return;
  if (card.gameCode) {
    const game = {
      nodeId: card.nodeId,
      vassalage: card.vassalage,
      gameType: card.gameType,
      gameCode: card.gameCode,
      supportPlay: 1,
      launchKind: 'vendor-sim' as const,
    };
    await openLaunch(game, () => launchGameCall({ vassalage: card.vassalage }));
    return;
  }
  try {
    const first = (await getGameList({ vassalage: card.vassalage, pageNo: 1, pageSize: 1 })).games[0];
    if (!first) {
      useAlertStore.getState().show({ kind: 'warning', key: 'vendor.unavailable' });
      return;
    }
    await launchGame(first);
  } catch (error) {
    showError(error);
  }
}

/** Actions that need a session (share, favourites, deposit…): visitors get the login modal. */
export function requireLogin(reason: string): boolean {
  if (useSessionStore.getState().token) return true;
  useModalStore.getState().open('login', { reason });
  return false;
}
