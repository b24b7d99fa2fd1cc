// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DomainNotice } from '../../src/features/content/components/DomainNotice';
import { ensureScreenTexts, initI18n, missingKeys } from '../../src/lib/i18n';

/**
 * Issue 32 point 7: the domain notice's link is built from the status's `mainDomain` (server data),
 * so it passes safeUrl too, with the site's own domain list as the hosts it may name.
 */
const route = vi.hoisted(() => ({ current: { domainList: ['www.lucky88.example', 'lucky88vip.example'], mainDomain: 'www.lucky88.example', routers: [] } }));
vi.mock('../../src/features/system', () => ({ usePermission: () => ({ domainRoute: route.current }) }));

type HappyWindow = { happyDOM: { setURL(url: string): void } };
const startUrl = window.location.href;
beforeAll(async () => {
  await initI18n('EN');
  await ensureScreenTexts();
  (window as unknown as HappyWindow).happyDOM.setURL('https://lucky88vip.example/live?vassalage=AG');
});
afterEach(() => {
  cleanup();
  expect([...missingKeys], 'i18n keys missing from the locales').toEqual([]);
});
afterAll(() => (window as unknown as HappyWindow).happyDOM.setURL(startUrl));

function noticeWith(mainDomain: string) {
  route.current = { ...route.current, mainDomain };
  return render(<DomainNotice />);
}

describe('the domain notice (SPEC §7 domainRoute) opens only a checked address', () => {
  it('offers the main domain of the list, keeping the path', () => {
    noticeWith('www.lucky88.example');
    expect(screen.getByRole('link', { name: 'Go to the main site' }).getAttribute('href')).toBe('https://www.lucky88.example/live?vassalage=AG');
  });

  it.each([
    ['a host outside the domain list', 'evil.example'],
    ['credentials in front of a listed host', 'www.lucky88.example@evil.example'],
    ['a path smuggled after a host outside the list', 'evil.example/www.lucky88.example'],
    ['a backslash', 'www.lucky88.example\\@evil.example'],
  ])('offers nothing for %s', (_case, mainDomain) => {
    const { container } = noticeWith(mainDomain);
    expect(screen.queryByTestId('domain-notice')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
  });
});
