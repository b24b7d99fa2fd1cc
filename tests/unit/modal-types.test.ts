import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ModalArgs, ModalProps } from '../../src/lib/state/modals';
import { closeModal, openModal, ui } from '../../src/lib/state/ui';

describe('openModal is typed per modal (lib/state/modals.ts)', () => {
  it('takes no props where the modal has none, and the props of its name where it has some', () => {
    expectTypeOf<ModalArgs<'login'>>().toEqualTypeOf<[props?: ModalProps['login']]>();
    expectTypeOf<ModalArgs<'game'>>().toEqualTypeOf<[props: ModalProps['game']]>();
    expectTypeOf<ModalProps['changePassword']['heldToken']>().toEqualTypeOf<string | undefined>();
  });

  it('rejects a wrong, a missing or an unknown prop at compile time', () => {
    // The calls compile-check only; each leaves the modal state as the last valid call set it.
    const calls = () => {
      openModal('login');
      openModal('notice', { noticeId: '3' });
      openModal('game', { url: 'https://x', gameName: 'A', freeTrial: false });
      // @ts-expect-error the game popup needs its launch URL, name and trial flag
      openModal('game');
      // @ts-expect-error noticeId is a string (N1 ids are compared as strings)
      openModal('notice', { noticeId: 3 });
      // @ts-expect-error the login modal takes no props
      openModal('login', { username: 'x' });
      // @ts-expect-error the held token is a string, not unknown
      openModal('changePassword', { heldToken: 1 });
      // @ts-expect-error the dialog needs its message key
      openModal('dialog', { title: 'lobby.trial.launchTitle' });
      // @ts-expect-error no modal of that name
      openModal('nonsense');
    };
    expectTypeOf(calls).toBeFunction();
  });

  it('files the props under the modal name, as passed', () => {
    const current = () => ui.modal;
    const game = { url: 'https://games.example/a', gameName: 'A', freeTrial: true };
    openModal('game', game);
    expectTypeOf(current()?.props.game).toEqualTypeOf<ModalProps['game'] | undefined>();
    expect(current()?.name).toBe('game');
    expect(current()?.props.game).toBe(game);
    openModal('login');
    expect(current()).toMatchObject({ name: 'login', props: { login: {} } });
    closeModal();
    expect(current()).toBeNull();
  });
});
