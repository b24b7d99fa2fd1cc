// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal, MODAL_CLOSE_DELAY_MS } from '../../src/components';

afterEach(() => vi.useRealTimers());

function renderModal(props: Partial<Parameters<typeof Modal>[0]> = {}) {
  const onClose = vi.fn();
  render(
    <>
      <button type="button">Opener</button>
      <Modal title="Log in" onClose={onClose} closeLabel="Close" {...props}>
        <input aria-label="Username" />
        <button type="button">Submit</button>
      </Modal>
    </>,
  );
  return onClose;
}

describe('Modal', () => {
  it('is a labelled dialog that moves focus inside', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('holds the focus from the moment it appears, before the page paints again', async () => {
    // A real (non-act) render: the first moment the dialog is in the document is the first a key press could land.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const host = document.body.appendChild(document.createElement('div'));
    const opener = host.appendChild(document.createElement('button'));
    opener.focus();
    const root = createRoot(host.appendChild(document.createElement('div')));
    try {
      const focusWhenShown = new Promise<boolean>((resolve) => {
        const observer = new MutationObserver(() => {
          const dialog = document.querySelector('[role="dialog"]');
          if (!dialog) return;
          observer.disconnect();
          resolve(dialog.contains(document.activeElement));
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
      root.render(
        <Modal title="Notices" onClose={() => undefined} closeLabel="Close">
          <p>Body</p>
        </Modal>,
      );
      expect(await focusWhenShown).toBe(true);
    } finally {
      root.unmount();
      host.remove();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('closes on Esc after the 100 ms close delay', () => {
    vi.useFakeTimers();
    const onClose = renderModal();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    act(() => vi.advanceTimersByTime(MODAL_CLOSE_DELAY_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(MODAL_CLOSE_DELAY_MS).toBe(100);
  });

  it('traps Tab inside: from the last control back to the first', () => {
    renderModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const submit = screen.getByRole('button', { name: 'Submit' });
    submit.focus();
    fireEvent.keyDown(submit, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(submit);
  });

  it('without dismissal (the disclaimer) has no close button and ignores Esc and outside clicks', () => {
    vi.useFakeTimers();
    const onClose = renderModal({ dismissible: false, title: 'Disclaimer' });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.mouseDown(screen.getByRole('dialog').parentElement!);
    act(() => vi.advanceTimersByTime(1000));
    expect(onClose).not.toHaveBeenCalled();
  });
});
