import type { Page } from '@playwright/test';
import { appReady, axeViolations, expect, test } from './support/fixtures';

// One axe pass over a whole page has taken over a minute on a loaded 2-core machine.
const SCREEN_TIMEOUT = 300_000;
test.describe.configure({ timeout: SCREEN_TIMEOUT });

interface Screen {
  name: string;
  path: string;
  /** Brings the screen up once the page has loaded (opens a modal, waits for content). */
  open?: (page: Page) => Promise<void>;
}

const dialog = (name: string) => async (page: Page) => {
  await expect(page.getByRole('dialog', { name })).toBeVisible();
};

/** The main screens and modals, so a WCAG 2.2 AA regression on any of them names its screen and rule. */
const SCREENS: Screen[] = [
  { name: 'guest home', path: '', open: async (page) => expect(page.getByTestId('home-page')).toBeVisible() },
  {
    name: 'login modal',
    path: '',
    open: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
      await dialog('Log in')(page);
    },
  },
  { name: 'register modal', path: 'register', open: dialog('Sign up') },
  {
    name: 'announcements modal',
    path: '?persona=player',
    open: async (page) => {
      await page.getByRole('button', { name: 'Announcements' }).click();
      await expect(page.getByRole('dialog', { name: 'Announcements' }).getByTestId('announcement-detail')).toBeVisible();
    },
  },
  {
    name: 'help modal',
    path: '',
    open: async (page) => {
      await page.getByRole('complementary', { name: 'Side menu' }).getByRole('button', { name: 'Help centre' }).click();
      await dialog('Help centre')(page);
    },
  },
  { name: 'help page', path: 'help', open: async (page) => expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible() },
  { name: 'rng list', path: 'rng' },
  { name: 'promotions', path: 'promotions' },
  { name: 'member home', path: '?persona=player', open: async (page) => expect(page.getByTestId('member-balance')).toBeVisible() },
  { name: 'agent door', path: 'agent' },
  { name: 'agent home', path: 'agentHome?persona=agent-realtime', open: async (page) => expect(page.getByTestId('agent-overview')).toBeVisible() },
  { name: 'lottery', path: 'seaLottery?persona=player', open: async (page) => expect(page.getByTestId('draw-panel')).toBeVisible() },
];

/**
 * One test per login the screens need: a page walks its group's screens in turn, so the service worker starts and the
 * bundle loads once per group rather than once per screen. Each screen is still a fresh navigation, and a soft
 * expectation reports every failing screen by name.
 */
const GROUPS: Record<string, string[]> = {
  'guest home and modals': ['guest home', 'login modal', 'register modal', 'help modal'],
  'guest pages': ['help page', 'rng list', 'promotions', 'agent door'],
  player: ['member home', 'announcements modal', 'lottery'],
  agent: ['agent home'],
};

test('every screen is in one group', () => {
  expect(Object.values(GROUPS).flat().sort()).toEqual(SCREENS.map((screen) => screen.name).sort());
});

test.describe('screens', () => {
  test.beforeEach(async ({ page }) => {
    // The public and member popups are screens of their own (e2e/notices.spec.ts); here they would cover the page.
    await page.addInitScript(() => {
      sessionStorage.setItem('USER_POPUP', '1');
      sessionStorage.setItem('ANONYMOUS_POPUP', '1');
    });
  });

  for (const [group, names] of Object.entries(GROUPS)) {
    test(`${group} screens pass WCAG 2.2 AA: ${names.join(', ')}`, async ({ page }) => {
      // Each screen keeps the budget it had as a test of its own.
      test.setTimeout(SCREEN_TIMEOUT * names.length);
      for (const screen of SCREENS.filter(({ name }) => names.includes(name))) {
        await test.step(screen.name, async () => {
          await page.goto(screen.path);
          await appReady(page);
          await screen.open?.(page);
          const violations = await axeViolations(page);
          // The per-rule node counts, for a before/after table when a rule is fixed.
          const counts = violations.map((violation) => `${violation.id}=${violation.nodes}`).join(', ') || 'clean';
          console.log(`[axe] ${screen.name}: ${counts}`);
          expect.soft(violations, `axe violations on ${screen.name}`).toEqual([]);
        });
      }
    });
  }
});
