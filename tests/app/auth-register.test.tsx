// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { requestLog } from '../../mocks/engine/request-log';
import { members } from '../../mocks/member/collections';
import { registrationFields } from '../../mocks/system/collections';
import { lastCaptchaCode } from '../../mocks/verification/captcha';
import { lastSmsCode } from '../../mocks/verification/sms';
import type { ScenarioPatch } from '../../mocks/engine/scenario';
import { http, HttpResponse } from 'msw';
import { ui } from '../../src/lib/state/ui';
import { server } from '../support/backend';
import { appSettled, loginState, renderApp, useAppHarness } from '../support/render';
import { passSlideCheck as slide } from '../support/slide';

useAppHarness();

async function openRegister(route = '/register', scenario?: ScenarioPatch) {
  const app = await renderApp({ route, scenario });
  const dialog = await screen.findByRole('dialog', { name: 'Sign up' });
  return { ...app, dialog };
}

async function usernameForm(dialog: HTMLElement) {
  return within(await within(dialog).findByRole('form', { name: 'Sign up with username' }));
}

async function type(form: ReturnType<typeof within>, label: RegExp, value: string) {
  const input = form.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, value);
}


async function fillUsernameTab(form: ReturnType<typeof within>, username: string) {
  await type(form, /^Username/, username);
  await type(form, /^Password/, 'Secret@12');
  await type(form, /^Confirm password/, 'Secret@12');
  await waitFor(() => expect(lastCaptchaCode()).toBeTruthy());
  await type(form, /^Captcha/, lastCaptchaCode());
  await userEvent.click(form.getByRole('checkbox', { name: /21 years/ }));
}

describe('registration popup', () => {
  it('shows Login / Sign up, both method tabs, the five-step notice and the terms ticked', async () => {
    const { dialog } = await openRegister();
    const form = await usernameForm(dialog);
    expect(within(dialog).getByRole('tab', { name: 'Log in' })).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: 'Sign up', selected: true })).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: 'Username', selected: true })).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: 'Mobile number' })).toBeTruthy();
    expect(within(within(dialog).getByRole('region', { name: 'Five steps to the jackpot' })).getAllByRole('listitem')).toHaveLength(5);
    expect((form.getByRole('checkbox', { name: /Terms and conditions/ }) as HTMLInputElement).checked).toBe(true);
    expect(form.getByText('Items marked with * are required')).toBeTruthy();
  });

  it('switches to the login modal from the Log in tab', async () => {
    const { dialog } = await openRegister();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(ui.modal?.name).toBe('login');
  });

  it('registers on the username tab, logs in and goes home', async () => {
    const { dialog, router } = await openRegister();
    const form = await usernameForm(dialog);
    await fillUsernameTab(form, 'newplayer7');
    await userEvent.click(form.getByRole('button', { name: 'Create account' }));
    await slide();
    // Logged in, the popup closed and home: the sequence's last step is the navigation.
    await waitFor(() => expect(router().state.location.pathname).toBe('/'));
    expect(loginState().isLogin).toBe(true);
    expect(loginState().userInfo?.account).toBe('newplayer7');
    expect(screen.queryByRole('dialog', { name: 'Sign up' })).toBeNull();
  });
});

describe('registration and the human check (WIRE.md §4.4)', () => {
  it('a refused human check (geetest code) runs the check again and resubmits, then logs in', async () => {
    // The first registration is refused the way the platform refuses a stale Geetest result; the next one is answered as usual.
    server.use(
      http.put('*/wps/member/register', () => HttpResponse.json({ success: false, errorCode: 'geetest_validate_failed', message: 'Please complete verification first', value: null }, { status: 400 }), { once: true }),
    );
    const { dialog } = await openRegister();
    const form = await usernameForm(dialog);
    await fillUsernameTab(form, 'geetest77');
    await userEvent.click(form.getByRole('button', { name: 'Create account' }));
    await slide();
    // The check shows again by itself, and the form is sent again after it.
    await slide();
    await waitFor(() => expect(loginState().isLogin).toBe(true));
    expect(loginState().userInfo?.account).toBe('geetest77');
  });

  it('a slide the provider turns down (done at once) shows the slider again on a fresh challenge, and the next one registers', async () => {
    const { dialog } = await openRegister();
    const form = await usernameForm(dialog);
    await fillUsernameTab(form, 'toofast8');
    await userEvent.click(form.getByRole('button', { name: 'Create account' }));
    const check = await screen.findByRole('dialog', { name: 'Security check' });
    // At once, before a person could have read it: the provider refuses to sign.
    fireEvent.keyDown(within(check).getByRole('slider', { name: 'Slide to verify' }), { key: 'End' });
    await waitFor(() => expect(requestLog().filter((entry) => entry.key === 'verification.humanCheck')).toHaveLength(2));
    expect(requestLog().filter((entry) => entry.key === 'verification.humanCheckAnswer').map((entry) => entry.status)).toEqual([400]);
    const again = await screen.findByRole('dialog', { name: 'Security check' });
    expect(within(again).getByRole('status').textContent).toBe('Please complete verification first');
    expect(within(again).getByRole('slider', { name: 'Slide to verify' }).getAttribute('aria-valuenow')).toBe('0');
    await slide();
    await waitFor(() => expect(loginState().isLogin).toBe(true));
    expect(loginState().userInfo?.account).toBe('toofast8');
  });
});

describe('registration refusals and rules', () => {
  it('checks the terms first: unticked shows the inline error and nothing is sent', async () => {
    const { dialog } = await openRegister();
    const form = await usernameForm(dialog);
    await userEvent.click(form.getByRole('checkbox', { name: /Terms and conditions/ }));
    await userEvent.click(form.getByRole('button', { name: 'Create account' }));
    expect(await form.findByText('Please agree to the terms and conditions')).toBeTruthy();
    // The fields are validated only once the terms are ticked.
    expect(form.queryByText('Input cannot be empty')).toBeNull();
    expect(requestLog().some((entry) => entry.key === 'member.register')).toBe(false);
  });

  it('validates every field from the server rules, with (min)-(max) filled in, and keeps what was typed', async () => {
    const { dialog } = await openRegister();
    const form = await usernameForm(dialog);
    await type(form, /^Username/, '9lives');
    await type(form, /^Password/, 'abc');
    await type(form, /^Confirm password/, 'abcdefg');
    await type(form, /^Email/, 'not-an-email');
    await userEvent.click(form.getByRole('button', { name: 'Create account' }));
    expect(await form.findByText('Please enter 6 - 16 letters and digits, starting with a letter')).toBeTruthy();
    expect(form.getByText('Please fill in your password with 6 - 20 characters')).toBeTruthy();
    expect(form.getByText('Incorrect confirmation input')).toBeTruthy();
    expect(form.getByText('Please enter 6 - 50 characters in email format')).toBeTruthy();
    expect(form.getByText('Please enter the captcha')).toBeTruthy();
    expect(form.getByText('Please confirm you are 21 years old')).toBeTruthy();
    expect((form.getByLabelText(/^Username/) as HTMLInputElement).value).toBe('9lives');
    expect(screen.queryByRole('dialog', { name: 'Security check' })).toBeNull();
  });

  it('shows a taken username under the field', async () => {
    const { dialog } = await openRegister();
    const form = await usernameForm(dialog);
    await fillUsernameTab(form, 'player01');
    await userEvent.click(form.getByRole('button', { name: 'Create account' }));
    await slide();
    expect(await form.findByText('This username is already registered')).toBeTruthy();
    expect(loginState().isLogin).toBe(false);
  });

  it('keeps every value after a network error', async () => {
    const { dialog } = await openRegister('/register', { faults: { 'member.register': 'network' } });
    const form = await usernameForm(dialog);
    await fillUsernameTab(form, 'netplayer1');
    await userEvent.click(form.getByRole('button', { name: 'Create account' }));
    await slide();
    expect(await form.findByText('Network link is abnormal, please try again')).toBeTruthy();
    expect((form.getByLabelText(/^Username/) as HTMLInputElement).value).toBe('netplayer1');
    expect((form.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('Secret@12');
    expect(screen.getByRole('dialog', { name: 'Sign up' })).toBeTruthy();
  });

  it('verifies a typed affiliate code first; a bad one warns and registers nothing', async () => {
    const { dialog } = await openRegister();
    const form = await usernameForm(dialog);
    await fillUsernameTab(form, 'affplayer1');
    await type(form, /^Affiliate code/, 'NOPE99');
    await userEvent.click(form.getByRole('button', { name: 'Create account' }));
    expect(await form.findByText('Invalid invitation code')).toBeTruthy();
    await waitFor(() => expect(ui.toasts.some((toast) => toast.message === 'errors.invalidAffiliate')).toBe(true));
    expect(requestLog().some((entry) => entry.key === 'member.checkAffiliate')).toBe(true);
    expect(requestLog().some((entry) => entry.key === 'member.register')).toBe(false);
  });

  it('takes the referral code of the URL: the new member is under agent_div', async () => {
    const { dialog } = await openRegister('/register?referralCode=AFF005');
    const form = await usernameForm(dialog);
    expect((form.getByLabelText(/^Affiliate code/) as HTMLInputElement).value).toBe('AFF005');
    await fillUsernameTab(form, 'refplayer1');
    await userEvent.click(form.getByRole('button', { name: 'Create account' }));
    await slide();
    await waitFor(() => expect(loginState().isLogin).toBe(true));
    expect(members.findFirst((q) => q.where({ account: 'refplayer1' }))?.upline).toBe('agent_div');
  });

  it('sends the URL code as referralCode when the affiliate field is hidden', async () => {
    await registrationFields.update((q) => q.where({ field: 'affiliateCode' }), { data: (draft) => { draft.enabled = false; } });
    try {
      const { dialog } = await openRegister('/register?referralCode=AFF006');
      const form = await usernameForm(dialog);
      expect(form.queryByLabelText(/^Affiliate code/)).toBeNull();
      await fillUsernameTab(form, 'refplayer2');
      await userEvent.click(form.getByRole('button', { name: 'Create account' }));
      await slide();
      await waitFor(() => expect(loginState().isLogin).toBe(true));
      expect(requestLog().some((entry) => entry.key === 'member.checkAffiliate')).toBe(false);
      expect(members.findFirst((q) => q.where({ account: 'refplayer2' }))?.upline).toBe('agent_daily');
    } finally {
      await registrationFields.update((q) => q.where({ field: 'affiliateCode' }), { data: (draft) => { draft.enabled = true; } });
    }
  });

  it('follows the server field config: hidden fields go, required ones get a * and are checked', async () => {
    await registrationFields.update((q) => q.where({ field: 'payeeName' }), { data: (draft) => { draft.enabled = false; } });
    await registrationFields.update((q) => q.where({ field: 'wechat' }), { data: (draft) => { draft.enabled = true; draft.required = true; } });
    try {
      const { dialog } = await openRegister();
      const form = await usernameForm(dialog);
      expect(form.queryByLabelText(/^Payee name/)).toBeNull();
      const wechat = form.getByLabelText(/^WeChat/);
      expect(wechat.getAttribute('aria-required')).toBe('true');
      await userEvent.click(form.getByRole('button', { name: 'Create account' }));
      const field = wechat.closest('div')!.parentElement!;
      expect(await within(field).findByText('Input cannot be empty')).toBeTruthy();
      await type(form, /^WeChat/, 'ab');
      await userEvent.click(form.getByRole('button', { name: 'Create account' }));
      expect(await within(field).findByText('Please enter 6 - 20 characters, letters or digits only')).toBeTruthy();
    } finally {
      await registrationFields.update((q) => q.where({ field: 'payeeName' }), { data: (draft) => { draft.enabled = true; } });
      await registrationFields.update((q) => q.where({ field: 'wechat' }), { data: (draft) => { draft.enabled = false; draft.required = false; } });
    }
  });

  it('shows only the tabs the whitelabel flags enable', async () => {
    const { dialog } = await openRegister('/register', { flags: { USERNAMEREG3: false } });
    expect(await within(dialog).findByRole('form', { name: 'Sign up with mobile number' })).toBeTruthy();
    expect(within(dialog).queryByRole('tab', { name: 'Username' })).toBeNull();
  });
});

describe('registration on the mobile tab', () => {
  async function mobileForm(scenario?: ScenarioPatch) {
    const { dialog } = await openRegister('/register', scenario);
    await userEvent.click(await within(dialog).findByRole('tab', { name: 'Mobile number' }));
    return within(await within(dialog).findByRole('form', { name: 'Sign up with mobile number' }));
  }

  async function fillMobile(form: ReturnType<typeof within>, mobile: string) {
    await type(form, /^Mobile number/, mobile);
    await userEvent.click(form.getByRole('button', { name: 'Send code' }));
    await slide();
    expect(await form.findByRole('button', { name: /Resend in \d+s/ })).toBeTruthy();
    await type(form, /^Password/, 'Secret@12');
    await type(form, /^Captcha/, lastCaptchaCode());
    await userEvent.click(form.getByRole('checkbox', { name: /21 years/ }));
  }

  it('sends the code after the slide check, registers with the number as username', async () => {
    const form = await mobileForm();
    await fillMobile(form, '9175550101');
    await type(form, /^SMS code/, lastSmsCode('9175550101') ?? '');
    await userEvent.click(form.getByRole('button', { name: 'Create account' }));
    await slide();
    await waitFor(() => expect(loginState().isLogin).toBe(true));
    expect(loginState().userInfo?.account).toBe('9175550101');
  });

  it('shows a wrong SMS code under the code field', async () => {
    const form = await mobileForm();
    await fillMobile(form, '9175550102');
    await type(form, /^SMS code/, '000000');
    await userEvent.click(form.getByRole('button', { name: 'Create account' }));
    await slide();
    expect(await form.findByText('Invalid verification code')).toBeTruthy();
    expect(loginState().isLogin).toBe(false);
  });

  it('refuses to send for an invalid number, without a slide check', async () => {
    const form = await mobileForm();
    await type(form, /^Mobile number/, '12');
    await userEvent.click(form.getByRole('button', { name: 'Send code' }));
    expect(await form.findByText('Please enter a valid mobile number')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Security check' })).toBeNull();
  });

  it('shows a failed send in a warning dialog with the server message', async () => {
    const form = await mobileForm({ faults: { 'verification.smsRegister': '500' } });
    await type(form, /^Mobile number/, '9175550103');
    await userEvent.click(form.getByRole('button', { name: 'Send code' }));
    await slide();
    const warning = await screen.findByRole('dialog', { name: 'SMS code not sent' });
    expect(within(warning).getByText('Internal server error')).toBeTruthy();
    await userEvent.click(within(warning).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'SMS code not sent' })).toBeNull());
  });

  it('with firebase on, confirms the code with firebase and sends its ID token', async () => {
    const form = await mobileForm({ flags: { firebaseSms: true } });
    await fillMobile(form, '9175550104');
    await type(form, /^SMS code/, lastSmsCode('9175550104') ?? '');
    await userEvent.click(form.getByRole('button', { name: 'Create account' }));
    await slide();
    await waitFor(() => expect(loginState().isLogin).toBe(true));
    const keys = requestLog().map((entry) => entry.key);
    expect(keys.indexOf('verification.firebaseVerify')).toBeLessThan(keys.indexOf('member.registerMobile'));
  });

  it('with firebase on, a refused code stops registration silently', async () => {
    const form = await mobileForm({ flags: { firebaseSms: true } });
    await fillMobile(form, '9175550105');
    await type(form, /^SMS code/, '000000');
    await userEvent.click(form.getByRole('button', { name: 'Create account' }));
    await slide();
    await waitFor(() => expect(requestLog().some((entry) => entry.key === 'verification.firebaseVerify')).toBe(true));
    await appSettled();
    expect(requestLog().some((entry) => entry.key === 'member.registerMobile')).toBe(false);
    expect(form.queryByRole('alert')).toBeNull();
    expect(loginState().isLogin).toBe(false);
  });
});
