import type { CallQuery } from '@jade/contract/call';
import { gameCalls } from '@jade/contract/call-routes';
import { callApi } from '../client';
import { useLocaleStore } from '../../stores/locale-store';

type LaunchQuery = CallQuery<typeof gameCalls.launch>;

const common = () => ({
  platform: 'html5-desktop',
  launchMode: 'GLS',
  language: useLocaleStore.getState().language,
});

/** GET /wps/game/launchGame: the URL to open for the member (records the launch). */
export const launchGameCall = (query: LaunchQuery) =>
  callApi(gameCalls.launch, { query: { ...common(), accountType: '1', ...query } });

/** The public free trial of a game with supportPlay 0. */
export const trialLaunchCall = (query: LaunchQuery) =>
  callApi(gameCalls.trialLaunch, { query: { ...common(), accountType: '0', ...query } });

/** PVP rooms of a game (GLS2_roomList). */
export const getRoomList = (query: CallQuery<typeof gameCalls.roomList>) =>
  callApi(gameCalls.roomList, { query });
