import type { DialogModalProps } from '@/lib/state/modals';
import { openModal } from '@/lib/state/ui';

/** The lobby's refusal dialogs (SPEC §2 launch, §4 favourites) for a trial account or a guest, shown through the one modal system as its dialog. */
export type LobbyRefusal = 'trialLaunch' | 'trialFavourite';

const DIALOGS: Record<LobbyRefusal, DialogModalProps> = {
  trialLaunch: { tone: 'warning', title: 'lobby.trial.launchTitle', message: 'errors.trialAccount', confirm: 'lobby.trial.confirm' },
  // in_need_true_account, with its confirm button.
  trialFavourite: { tone: 'warning', title: 'lobby.trial.favouriteTitle', message: 'lobby.trial.needTrueAccount', confirm: 'lobby.trial.confirm' },
};

export function showLobbyRefusal(notice: LobbyRefusal): void {
  openModal('dialog', DIALOGS[notice]);
}

/**
 * SPEC §4/§6: favourites and recent games are for real members. A guest gets
 * the login popup, a trial account the in_need_true_account warning; true only
 * for a real member, who may go on.
 */
export function admitRealMember({ isLogin, isTrial }: { isLogin: boolean; isTrial: boolean }): boolean {
  if (!isLogin) openModal('login');
  else if (isTrial) showLobbyRefusal('trialFavourite');
  return isLogin && !isTrial;
}
