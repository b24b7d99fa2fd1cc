import { describe, expect, it } from 'vitest';
import { GAME_TYPES } from '../../contracts/shared/constants';
import { navItems, navTarget } from '../../src/features/lobby/nav/navRules';
import { currentGameType } from '../../src/features/lobby/components/GameTypeMenu';
import { centreRedirect, CHUNK_NAMES, PAGE_LIST, pageOfPath, typeIcon, typePath, typesOfKind } from '../../src/lib/pages';

/** Every path SPEC §2 names. */
const SPEC_PATHS = [
  '/', '/index', '/index.html', '/home', '/login', '/register', '/agent', '/agentHome', '/member', '/help', '/legal',
  '/sports', '/esports', '/lott', '/elott', '/live', '/fish', '/rng', '/pvp', '/cockfight', '/favorite', '/recent',
  '/lottery', '/seaLottery', '/vnLottery', '/seamless', '/lottert', '/vnlottery', '/sealottery', '/promotions', '/pointMall',
];

describe('the page table (src/lib/pages.ts)', () => {
  it('holds every SPEC §2 route, each path once', () => {
    const paths = PAGE_LIST.flatMap((page) => [...page.paths]);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of SPEC_PATHS) expect(pageOfPath(path), path).toBeDefined();
  });

  it('gives every game type a list or centre page with an icon, and only SPEC §4 chunk names', () => {
    const typed = [...typesOfKind('list'), ...typesOfKind('centre')];
    expect([...typed].sort()).toEqual([...GAME_TYPES].sort());
    for (const type of GAME_TYPES) expect(typeIcon(type), type).toBeDefined();
    for (const page of PAGE_LIST) expect(CHUNK_NAMES).toContain(page.chunk);
  });

  it('keeps SPEC §2 layout needs: lottery pages are game pages without footer, agent pages use the agent layout', () => {
    for (const path of ['/lottery', '/seaLottery', '/vnLottery', '/lottert', '/sealottery', '/vnlottery']) {
      expect(pageOfPath(path)).toMatchObject({ auth: true, gamePage: true, noFooter: true });
    }
    expect(pageOfPath('/seamless')).toMatchObject({ gamePage: true });
    expect(pageOfPath('/agentHome')?.layout).toBe('agent');
    expect(pageOfPath('/agent')?.layout).toBe('agent');
    expect(pageOfPath('/login')).toMatchObject({ name: 'home', opens: 'login' });
  });

  it('is what the nav rules and the game type menu read', () => {
    for (const type of GAME_TYPES.filter((type) => type !== 'LOTT')) {
      expect(navTarget(type, [])).toEqual({ kind: 'page', path: typePath(type) });
      expect(currentGameType(typePath(type)!, '')).toBe(type);
    }
    expect(currentGameType('/favorite', '')).toBe('FAV');
    expect(currentGameType('/index.html', '?gameType=HOT')).toBe('HOT');
    expect(currentGameType('/seaLottery', '')).toBe('HOME');
    expect(navItems([]).map((item) => typePath(item.category))).toEqual(['/', '/promotions']);
  });

  it('sends an unknown centre page name to the centre default page', () => {
    expect(centreRedirect('member', new URLSearchParams('page=nonsense'))).toBe('/member?page=securityCenter');
    expect(centreRedirect('member', new URLSearchParams('page=depositv2'))).toBeNull();
    expect(centreRedirect('agent', new URLSearchParams('page=nonsense'))).toBe('/agentHome?page=agentTeamOverview');
    expect(centreRedirect('agent', new URLSearchParams('page=registerCenter'))).toBeNull();
    expect(centreRedirect('agent', new URLSearchParams(''))).toBeNull();
  });
});
