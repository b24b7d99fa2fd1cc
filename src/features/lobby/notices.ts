import { proxy } from 'valtio';

/** The lobby's own alert dialogs (trial refusals), rendered by <LobbyDialogs/>. */
export type LobbyNotice = 'trialLaunch' | 'trialFavourite';

export const lobbyNotices = proxy<{ notice: LobbyNotice | null }>({ notice: null });

export function showLobbyNotice(notice: LobbyNotice): void {
  lobbyNotices.notice = notice;
}

export function closeLobbyNotice(): void {
  lobbyNotices.notice = null;
}
