import { ref, snapshot } from 'valtio';
import type { OpenModal } from './modals';
import { openModal, ui } from './ui';

/**
 * The prompt that cannot wait (./prompts queues the others): the reality check opens over whatever is
 * open, and `resumeInterrupted` brings the interrupted modal back. A module apart from the queue, which
 * the first page carries: only the responsible-gaming chunks need this.
 */
let interrupted: OpenModal | null = null;

/** Opens the reality check over any modal, keeping that modal to resume; nothing while the check is already open. */
export function interruptWith(name: 'realityCheck'): void {
  const current = ui.modal ? snapshot(ui.modal) : null;
  if (current?.name === name) return;
  interrupted = current && { name: current.name, props: current.props };
  openModal(name);
}

/** Closes the interrupting modal and reopens the one it interrupted, if any; otherwise the slot frees and the prompt queue goes on. */
export function resumeInterrupted(): void {
  const back = interrupted;
  interrupted = null;
  ui.modal = back && { name: back.name, props: ref(back.props) };
}
