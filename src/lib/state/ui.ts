import { proxy } from 'valtio';

/** Modals of SPEC §2, opened by name; features register what each renders. */
export type ModalName =
  | 'login' | 'register' | 'forgotPassword' | 'changePassword' | 'help' | 'legal' | 'security' | 'disclaimer'
  | 'game' | 'contract' | 'chatRoom' | 'memberCenter' | 'agentCenter' | 'announcements' | 'notice' | 'logoutConfirm' | 'publicPopup';

export interface Toast {
  id: number;
  tone: 'info' | 'success' | 'warning' | 'error';
  /** An i18n key, or plain text from the server. */
  message: string;
  translate: boolean;
}

export interface UiState {
  modal: { name: ModalName; props: Record<string, unknown> } | null;
  loaderVisible: boolean;
  /** SPEC §4: the current game type starts as HOME. */
  currentGameType: string;
  sideMenuCollapsed: boolean;
  toasts: Toast[];
}

export const ui = proxy<UiState>({
  modal: null,
  loaderVisible: false,
  currentGameType: 'HOME',
  sideMenuCollapsed: false,
  toasts: [],
});

export function openModal(name: ModalName, props: Record<string, unknown> = {}): void {
  ui.modal = { name, props };
}

export function closeModal(): void {
  ui.modal = null;
}

let toastId = 0;
export function showToast(message: string, tone: Toast['tone'] = 'info', translate = true): void {
  toastId += 1;
  ui.toasts.push({ id: toastId, tone, message, translate });
}

export function dismissToast(id: number): void {
  ui.toasts = ui.toasts.filter((toast) => toast.id !== id);
}

export function setLoader(visible: boolean): void {
  ui.loaderVisible = visible;
}
