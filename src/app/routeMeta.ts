import { useMatches } from 'react-router';

/** What a route says about itself: its SPEC page name and how the layout treats it. */
export interface RouteMeta {
  /** Page name; the scroll resets only when it changes (SPEC §2). */
  name: string;
  /** Needs a session token, otherwise the guard sends the user to /login. */
  auth?: boolean;
  /** Game pages hide the side menu. */
  gamePage?: boolean;
  /** Lottery pages have no footer. */
  noFooter?: boolean;
  /** The game type a list or centre page shows. */
  gameType?: string;
  /** The banner group shown above the content. */
  bannerGroup?: string;
  /** A modal the route opens over the home page (login, register, help). */
  opens?: 'login' | 'register' | 'help';
}

export function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteMeta | undefined;
    if (handle?.name) return handle;
  }
  return { name: 'notFound' };
}
