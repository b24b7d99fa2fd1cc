import { subscribe } from 'valtio';
import { ui } from './ui';

/**
 * The start-up prompts, in the order they take the modal slot (SPEC §2, §4): the disclaimer gates the
 * site until it is accepted, the security (KYC) prompt follows a login, the public popups come last.
 * None opens over another modal. The reality check does not queue: it interrupts (./promptInterrupt).
 */
export const PROMPT_ORDER = ['disclaimer', 'security', 'publicPopup'] as const;
export type PromptName = (typeof PROMPT_ORDER)[number];

export interface PromptOptions {
  /** Asked each time the slot is free: while false the prompt waits (and lets the next one through). */
  due?: () => boolean;
  /** Stays queued after it opened, to open again whenever the slot is free while `due` holds (the disclaimer). */
  standing?: boolean;
}

interface Waiting extends PromptOptions {
  open: () => void;
}

const waiting = new Map<PromptName, Waiting>();
let unsubscribe: (() => void) | null = null;

/** Opens the first due prompt in PROMPT_ORDER when no modal is open; listens to the slot only while one waits. */
function pump(): void {
  if (ui.modal === null) {
    for (const name of PROMPT_ORDER) {
      const entry = waiting.get(name);
      if (!entry || entry.due?.() === false) continue;
      if (!entry.standing) waiting.delete(name);
      entry.open();
      break;
    }
  }
  if (waiting.size === 0) {
    unsubscribe?.();
    unsubscribe = null;
  } else unsubscribe ??= subscribe(ui, pump);
}

/**
 * Asks for a start-up prompt: `open` (which opens the modal `name`, and may note that it did) runs now if
 * the slot is free and no earlier prompt is due, else as soon as that holds; once only, unless `standing`.
 * Asking again replaces the earlier request of that name. Returns the withdrawal.
 */
export function askPrompt(name: PromptName, open: () => void, options: PromptOptions = {}): () => void {
  const entry: Waiting = { ...options, open };
  waiting.set(name, entry);
  pump();
  return () => {
    if (waiting.get(name) === entry) waiting.delete(name);
    pump();
  };
}
