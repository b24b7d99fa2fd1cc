import type { DialogModalProps } from '../../lib/state/modals';
import { openModal } from '../../lib/state/ui';

/** The lobby's refusals (SPEC §2 launch, §4 favourites), shown through the one modal system as its dialog. */
export type LobbyNotice = 'trialLaunch' | 'trialFavourite';

const DIALOGS: Record<LobbyNotice, DialogModalProps> = {
  trialLaunch: { tone: 'warning', title: 'lobby.trial.launchTitle', message: 'errors.trialAccount', confirm: 'lobby.trial.confirm' },
  // in_need_true_account, with its confirm button.
  trialFavourite: { tone: 'warning', title: 'lobby.trial.favouriteTitle', message: 'lobby.trial.needTrueAccount', confirm: 'lobby.trial.confirm' },
};

export function showLobbyNotice(notice: LobbyNotice): void {
  openModal('dialog', DIALOGS[notice]);
}

/**
 * SPEC §4/§6: favourites and recent games are for real members. A guest gets
 * the login popup, a trial account the in_need_true_account warning; true only
 * for a real member, who may go on.
 */
export function admitRealMember({ isLogin, isTrial }: { isLogin: boolean; isTrial: boolean }): boolean {
  if (!isLogin) openModal('login');
  else if (isTrial) showLobbyNotice('trialFavourite');
  return isLogin && !isTrial;
}
