import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ModalArgs, ModalProps } from '../../src/lib/state/modals';
import { closeModal, openModal, ui } from '../../src/lib/state/ui';

describe('openModal is typed per modal (lib/state/modals.ts)', () => {
  it('takes no props where the modal has none, and the props of its name where it has some', () => {
    expectTypeOf<ModalArgs<'login'>>().toEqualTypeOf<[props?: ModalProps['login']]>();
    expectTypeOf<ModalArgs<'chatRoom'>>().toEqualTypeOf<[props: ModalProps['chatRoom']]>();
    expectTypeOf<ModalProps['changePassword']['heldToken']>().toEqualTypeOf<string | undefined>();
  });

  it('rejects a wrong, a missing or an unknown prop at compile time', () => {
    // The calls compile-check only; each leaves the modal state as the last valid call set it.
    const calls = () => {
      openModal('login');
      openModal('notice', { noticeId: '3' });
      openModal('chatRoom', { roomId: 7, roomTitle: 'A' });
      // @ts-expect-error the chat room needs its room id and title
      openModal('chatRoom');
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
    const room = { roomId: 7, roomTitle: 'A' };
    openModal('chatRoom', room);
    expectTypeOf(current()?.props.chatRoom).toEqualTypeOf<ModalProps['chatRoom'] | undefined>();
    expect(current()?.name).toBe('chatRoom');
    expect(current()?.props.chatRoom).toBe(room);
    openModal('login');
    expect(current()).toMatchObject({ name: 'login', props: { login: {} } });
    closeModal();
    expect(current()).toBeNull();
  });
});
