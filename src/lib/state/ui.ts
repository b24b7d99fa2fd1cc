import { proxy, ref } from 'valtio';
import type { ModalArgs, ModalName, ModalProps, OpenModal } from './modals';

export type { ModalArgs, ModalName, ModalProps, OpenModal } from './modals';

export interface Toast {
  id: number;
  tone: 'info' | 'success' | 'warning' | 'error';
  /** An i18n key, or plain text from the server. */
  message: string;
  translate: boolean;
  /** Values for the key's placeholders (a refusal's value, e.g. the end of a time-out). */
  params?: Record<string, string | number>;
}

export interface UiState {
  /** Props are kept by reference (valtio ref): the modal gets what the caller passed, not a proxy of it. */
  modal: { name: ModalName; props: ReturnType<typeof ref<OpenModal['props']>> } | null;
  /** SPEC §4: the current game type starts as HOME. */
  currentGameType: string;
  sideMenuCollapsed: boolean;
  toasts: Toast[];
  /** A path code outside the router asked to go to (a forced logout of an agent session); the shell navigates. */
  pendingNavigation: string | null;
}

export const ui = proxy<UiState>({
  modal: null,
  currentGameType: 'HOME',
  sideMenuCollapsed: false,
  toasts: [],
  pendingNavigation: null,
});

/** Asks the shell to navigate (for code with no router of its own); the shell clears the request. */
export function requestNavigation(path: string): void {
  ui.pendingNavigation = path;
}

/**
 * Opens a modal of SPEC §2 by name, with the props that modal takes (a wrong
 * or missing prop is a compile error). Props are kept by reference: the modal
 * gets exactly what the caller passed, not a proxy of it.
 */
export function openModal<N extends ModalName>(name: N, ...[props]: ModalArgs<N>): void {
  const filed: Partial<ModalProps> = {};
  // ModalArgs leaves props out only where `{}` is a valid props value, which the compiler cannot follow for a generic N.
  filed[name] = props ?? ({} as ModalProps[N]);
  ui.modal = { name, props: ref(filed) };
}

export function closeModal(): void {
  ui.modal = null;
}

let toastId = 0;
export function showToast(message: string, tone: Toast['tone'] = 'info', translate = true, params?: Toast['params']): void {
  toastId += 1;
  ui.toasts.push({ id: toastId, tone, message, translate, params });
}

export function dismissToast(id: number): void {
  ui.toasts = ui.toasts.filter((toast) => toast.id !== id);
}
