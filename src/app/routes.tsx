import { redirect, type RouteObject } from 'react-router';
import { centreRedirect, PAGE_LIST, type ChunkName, type PageEntry } from '../lib/pages';
import { ensureTexts } from '../lib/i18n';
import type { TextGroup } from '../lib/locales';
import { session } from '../lib/state/session';
import { loadChunk, type ChunkModule } from './chunks/lazyChunk';
import { RootShell } from './layouts/RootShell';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { RouteLoading } from './pages/RouteLoading';
import type { PageMeta } from './pageMeta';
import { RequireAuth } from './RequireAuth';
import { loadRouteGate } from '../features/content';

/** The screen groups of SPEC §4, each its own lazily loaded chunk holding its screens. */
const chunks = {
  Home: () => import(/* webpackChunkName: "Home" */ './chunks/Home'),
  GameListCenter: () => import(/* webpackChunkName: "GameListCenter" */ './chunks/GameListCenter'),
  GameCenter: () => import(/* webpackChunkName: "GameCenter" */ './chunks/GameCenter'),
  AccountGame: () => import(/* webpackChunkName: "AccountGame" */ './chunks/AccountGame'),
  Lottery: () => import(/* webpackChunkName: "Lottery" */ './chunks/Lottery'),
  Seamless: () => import(/* webpackChunkName: "Seamless" */ './chunks/Seamless'),
  Promotions: () => import(/* webpackChunkName: "Promotions" */ './chunks/Promotions'),
  PointMall: () => import(/* webpackChunkName: "PointMall" */ './chunks/PointMall'),
  MemberCenter: () => import(/* webpackChunkName: "MemberCenter" */ './chunks/MemberCenter'),
  Agent: () => import(/* webpackChunkName: "Agent" */ './chunks/Agent'),
  AgentDoor: () => import(/* webpackChunkName: "AgentDoor" */ './chunks/AgentDoor'),
  Help: () => import(/* webpackChunkName: "Help" */ './chunks/Help'),
  Legal: () => import(/* webpackChunkName: "Legal" */ './chunks/Legal'),
  Feedback: () => import(/* webpackChunkName: "Feedback" */ './chunks/Feedback'),
  AppDownload: () => import(/* webpackChunkName: "AppDownload" */ './chunks/AppDownload'),
  Winners: () => import(/* webpackChunkName: "Winners" */ './chunks/Winners'),
  Articles: () => import(/* webpackChunkName: "Articles" */ './chunks/Articles'),
} satisfies Record<ChunkName, () => Promise<ChunkModule>>;

/**
 * The groups of texts a screen group speaks beyond the `site` group every page awaits (src/lib/locales):
 * the records and the mall's texts come with the centres, the agent's with the agent routes only.
 */
const CHUNK_TEXTS: Partial<Record<ChunkName, readonly TextGroup[]>> = {
  MemberCenter: ['centre'],
  PointMall: ['centre'],
  Agent: ['centre', 'agent'],
  AgentDoor: ['agent'],
};

/** The texts a page's screens need, fetched beside their code. */
const pageTexts = (chunk: ChunkName) => ensureTexts('site', ...(CHUNK_TEXTS[chunk] ?? []));

/** The routes of one page of the table: one per path, all sharing its meta. */
function pageRoutes(page: PageEntry): RouteObject[] {
  const centre = page.centre;
  return page.paths.map((path) => ({
    path,
    handle: page satisfies PageMeta,
    // A centre page named by an unknown ?page= lands on the centre's default page (SPEC §2). Each centre page's
    // screen is a chunk of its own: with a session, the loader waits for the shell's group and the page's chunk,
    // so a page opens painted, and moving between pages keeps the old one up until the next is in.
    loader: centre
      ? async ({ request }: { request: Request }) => {
          const search = new URL(request.url).searchParams;
          const target = centreRedirect(centre, search);
          if (target) return redirect(target);
          if (session.token) await (await loadChunk(page.chunk, chunks[page.chunk])).preparePage?.(search);
          return null;
        }
      : undefined,
    lazy: async () => {
      const [{ Component }, { RouteGate }] = await Promise.all([
        loadChunk(page.chunk, chunks[page.chunk]),
        loadRouteGate().then((RouteGate) => ({ RouteGate })),
        pageTexts(page.chunk),
      ]);
      const Guarded = page.auth ? () => <RequireAuth><Component /></RequireAuth> : Component;
      // A page the back office switches off (the status's route table) shows as unavailable, not broken.
      return { Component: () => <RouteGate path={page.paths[0]}><Guarded /></RouteGate> };
    },
  }));
}

const routesOf = (layout: PageEntry['layout']) => PAGE_LIST.filter((page) => page.layout === layout).flatMap(pageRoutes);

/** SPEC §2 routes, built from the page table (src/lib/pages.ts). */
export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <RouteErrorPage />,
    // Shown while the first (lazy) route of a visit loads.
    HydrateFallback: RouteLoading,
    children: [
      {
        // The players' shell (header, menus, footer) loads beside the first page's chunk: the router starts both as it
        // is created, while the start-up gate still waits for the permission answer, so the first paint waits for neither.
        lazy: async () => {
          const [{ MainLayout }] = await Promise.all([import('./layouts/MainLayout'), ensureTexts('site')]);
          return { Component: MainLayout };
        },
        errorElement: <RouteErrorPage />,
        children: [
          ...routesOf('main'),
          {
            path: '*',
            handle: { name: 'notFound' } satisfies PageMeta,
            // Like every page, it renders once the layout's texts have come (the `site` group).
            lazy: async () => {
              await ensureTexts('site');
              return { Component: NotFoundPage };
            },
          },
        ],
      },
      {
        // The agent back office's own layout loads with its pages, not with the players' shell; it renders once its
        // pages' lazy parts are in, their texts (the agent group, CHUNK_TEXTS) with them.
        lazy: () => import('./layouts/AgentLayout').then((module) => ({ Component: module.AgentLayout })),
        errorElement: <RouteErrorPage />,
        children: routesOf('agent'),
      },
    ],
  },
];
