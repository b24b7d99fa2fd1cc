import { ref, snapshot, subscribe } from 'valtio';
import type { ModalArgs, OpenModal } from './modals';
import { openModal, ui } from './ui';

/**
 * The start-up prompts, in the order they take the modal slot (SPEC §2, §4): the disclaimer gates the
 * site until it is accepted, the security (KYC) prompt follows a login, the public popups come last.
 * None opens over another modal. The reality check is not queued: it interrupts (`interruptWith`).
 */
export const PROMPT_ORDER = ['disclaimer', 'security', 'publicPopup'] as const;
export type PromptName = (typeof PROMPT_ORDER)[number];

export interface PromptOptions {
  /** Asked each time the slot is free: while false the prompt waits (and lets the next one through). */
  due?: () => boolean;
  /** Stays queued after it opened, to open again whenever the slot is free while `due` holds (the disclaimer). */
  standing?: boolean;
  /** Called as the prompt opens. */
  onOpen?: () => void;
}

interface Waiting extends PromptOptions {
  open: () => void;
}

const waiting = new Map<PromptName, Waiting>();
let unsubscribe: (() => void) | null = null;
/** The modal the reality check interrupted, reopened by `resumeInterrupted`. */
let interrupted: OpenModal | null = null;

/** Opens the first due prompt in PROMPT_ORDER when no modal is open; listens to the slot only while one waits. */
function pump(): void {
  if (ui.modal === null) {
    for (const name of PROMPT_ORDER) {
      const entry = waiting.get(name);
      if (!entry || entry.due?.() === false) continue;
      if (!entry.standing) waiting.delete(name);
      entry.open();
      entry.onOpen?.();
      break;
    }
  }
  if (waiting.size === 0) {
    unsubscribe?.();
    unsubscribe = null;
  } else unsubscribe ??= subscribe(ui, pump);
}

/**
 * Asks for a start-up prompt: it opens now if the slot is free and no earlier prompt is due, else as soon
 * as that holds. Asking again replaces the earlier request of that name. Returns the withdrawal.
 */
export function askPrompt<N extends PromptName>(name: N, options: PromptOptions, ...args: ModalArgs<N>): () => void {
  const entry: Waiting = { ...options, open: () => openModal(name, ...args) };
  waiting.set(name, entry);
  pump();
  return () => {
    if (waiting.get(name) === entry) waiting.delete(name);
    pump();
  };
}

/**
 * Opens a modal that cannot wait (the reality check) over whatever is open; `resumeInterrupted` brings
 * the interrupted modal back. Does nothing while that modal is already open.
 */
export function interruptWith<N extends 'realityCheck'>(name: N, ...args: ModalArgs<N>): void {
  const current = ui.modal ? snapshot(ui.modal) : null;
  if (current?.name === name) return;
  interrupted = current && { name: current.name, props: current.props };
  openModal(name, ...args);
}

/** Closes the interrupting modal and reopens the one it interrupted, if any (the queue goes on otherwise). */
export function resumeInterrupted(): void {
  const back = interrupted;
  interrupted = null;
  ui.modal = back && { name: back.name, props: ref(back.props) };
}
