import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Prompts = typeof import('@/lib/state/prompts') & typeof import('@/lib/state/promptInterrupt');
type Ui = typeof import('@/lib/state/ui');

let prompts: Prompts;
let state: Ui;
/** What a prompt's owner passes: it opens its modal. */
const opens = (name: 'disclaimer' | 'security') => () => state.openModal(name);
const popup = (executions: Array<'A' | 'B' | 'F'>, closedFlag: 'USER_POPUP' | 'ANONYMOUS_POPUP') => () => state.openModal('publicPopup', { executions, closedFlag });

/** The queue listens to the modal slot through valtio, whose notices come in a microtask: let them (and any timer) run. */
const settle = (ms = 0) => vi.advanceTimersByTimeAsync(ms);
const open = () => state.ui.modal?.name ?? null;

beforeEach(async () => {
  vi.useFakeTimers();
  // A fresh queue and modal slot per test: the queue is module state.
  vi.resetModules();
  prompts = { ...(await import('@/lib/state/prompts')), ...(await import('@/lib/state/promptInterrupt')) };
  state = await import('@/lib/state/ui');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the start-up prompt queue (lib/state/prompts, promptInterrupt)', () => {
  it('opens a prompt at once when the slot is free, and waits for another modal to close', async () => {
    prompts.askPrompt('security', opens('security'));
    expect(open()).toBe('security');

    state.closeModal();
    state.openModal('login');
    prompts.askPrompt('publicPopup', popup(['B'], 'ANONYMOUS_POPUP'));
    await settle(1_000);
    expect(open()).toBe('login');

    state.closeModal();
    await settle();
    expect(open()).toBe('publicPopup');
    expect(state.ui.modal?.props.publicPopup).toEqual({ executions: ['B'], closedFlag: 'ANONYMOUS_POPUP' });
  });

  it('opens the waiting prompts one at a time in SPEC order: disclaimer, security, public popups', async () => {
    state.openModal('login');
    // Asked in the reverse order, as a slow config or a fast popup list may.
    prompts.askPrompt('publicPopup', popup(['A'], 'USER_POPUP'));
    prompts.askPrompt('security', opens('security'));
    prompts.askPrompt('disclaimer', opens('disclaimer'));
    const seen: string[] = [];
    for (let step = 0; step < 4; step += 1) {
      state.closeModal();
      await settle(100);
      seen.push(open() ?? 'none');
    }
    expect(seen).toEqual(['disclaimer', 'security', 'publicPopup', 'none']);
  });

  it('never opens a prompt twice, nor two prompts at once', async () => {
    const onOpen = vi.fn(opens('security'));
    prompts.askPrompt('security', onOpen);
    prompts.askPrompt('publicPopup', popup(['B'], 'ANONYMOUS_POPUP'));
    expect(open()).toBe('security');
    // Slot changes that do not free it (a toast, the same modal re-rendered) open nothing.
    state.showToast('common.ok');
    await settle(1_000);
    expect(open()).toBe('security');
    state.closeModal();
    await settle();
    expect(open()).toBe('publicPopup');
    state.closeModal();
    await settle(1_000);
    expect(open()).toBeNull();
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('a withdrawn request never opens', async () => {
    state.openModal('login');
    const withdraw = prompts.askPrompt('security', opens('security'));
    withdraw();
    state.closeModal();
    await settle(1_000);
    expect(open()).toBeNull();
  });

  it('a standing prompt comes back whenever the slot frees while it is due, and lets the next through once it is not', async () => {
    let accepted = false;
    prompts.askPrompt('disclaimer', opens('disclaimer'), { standing: true, due: () => !accepted });
    prompts.askPrompt('security', opens('security'));
    expect(open()).toBe('disclaimer');
    // The help terms the disclaimer links to replace it; closing them brings the disclaimer back, not the next prompt.
    state.openModal('help', { section: 'term' });
    await settle();
    state.closeModal();
    await settle();
    expect(open()).toBe('disclaimer');
    accepted = true;
    state.closeModal();
    await settle();
    expect(open()).toBe('security');
  });

  it('the reality check interrupts any modal, and continuing brings the interrupted one back with its props', async () => {
    state.openModal('chatRoom', { roomId: 7, roomTitle: 'Room 7' });
    prompts.askPrompt('security', opens('security'));
    // The check falls due on a timer, as RgWatch schedules it.
    setTimeout(() => prompts.interruptWith('realityCheck'), 30 * 60_000);
    await settle(30 * 60_000);
    expect(open()).toBe('realityCheck');
    // Already showing: falling due again does not stack another over it, nor lose what it interrupted.
    prompts.interruptWith('realityCheck');
    expect(open()).toBe('realityCheck');

    prompts.resumeInterrupted();
    await settle();
    expect(open()).toBe('chatRoom');
    expect(state.ui.modal?.props.chatRoom).toEqual({ roomId: 7, roomTitle: 'Room 7' });

    // With nothing interrupted, continuing frees the slot and the queue goes on.
    state.closeModal();
    await settle();
    expect(open()).toBe('security');
    prompts.interruptWith('realityCheck');
    prompts.resumeInterrupted();
    await settle();
    expect(open()).toBe('security');
  });
});
