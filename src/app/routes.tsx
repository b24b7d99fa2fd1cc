import type { RouteObject } from 'react-router';
import { loadChunk, type ChunkModule } from './chunks/lazyChunk';
import { AgentLayout } from './layouts/AgentLayout';
import { MainLayout } from './layouts/MainLayout';
import { RootShell } from './layouts/RootShell';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { RouteLoading } from './pages/RouteLoading';
import type { RouteMeta } from './routeMeta';
import { RequireAuth } from './RequireAuth';

/** The screen groups of SPEC §4, each its own lazily loaded chunk. */
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
  Help: () => import(/* webpackChunkName: "Help" */ './chunks/Help'),
} satisfies Record<string, () => Promise<ChunkModule>>;

export type ChunkName = keyof typeof chunks;

function page(path: string, chunk: ChunkName, meta: RouteMeta): RouteObject {
  return {
    path,
    handle: meta,
    lazy: async () => {
      const { Component } = await loadChunk(chunk, chunks[chunk]);
      return { Component: meta.auth ? () => <RequireAuth><Component /></RequireAuth> : Component };
    },
  };
}

/** SPEC §2 routes. /, /index, /index.html, /home, /login and /register are one page. */
const HOME_PATHS = ['/', '/index', '/index.html', '/home'];

export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <RouteErrorPage />,
    // Shown while the first (lazy) route of a visit loads.
    HydrateFallback: RouteLoading,
    children: [
      {
        element: <MainLayout />,
        errorElement: <RouteErrorPage />,
        children: [
          // Home draws its own w_home banner, under the notice marquee (SPEC §2 Home order).
          ...HOME_PATHS.map((path) => page(path, 'Home', { name: 'home' })),
          page('/login', 'Home', { name: 'home', opens: 'login' }),
          page('/register', 'Home', { name: 'home', opens: 'register' }),
          page('/help', 'Home', { name: 'home', opens: 'help' }),
          page('/legal', 'Help', { name: 'legal', bannerGroup: 'w_pagco' }),
          page('/member', 'MemberCenter', { name: 'member', auth: true }),
          page('/live', 'GameListCenter', { name: 'live', gameType: 'LIVE', bannerGroup: 'w_live' }),
          page('/fish', 'GameListCenter', { name: 'fish', gameType: 'FISH', bannerGroup: 'w_fish' }),
          page('/rng', 'GameListCenter', { name: 'rng', gameType: 'RNG', bannerGroup: 'w_rng' }),
          page('/pvp', 'GameListCenter', { name: 'pvp', gameType: 'PVP', bannerGroup: 'w_pvp' }),
          page('/cockfight', 'GameListCenter', { name: 'cockfight', gameType: 'COCKFIGHT' }),
          page('/sports', 'GameCenter', { name: 'sports', gameType: 'SPORTS', bannerGroup: 'w_sports' }),
          page('/esports', 'GameCenter', { name: 'esports', gameType: 'ESPORTS', bannerGroup: 'w_esports' }),
          page('/lott', 'GameCenter', { name: 'lott', gameType: 'LOTT', bannerGroup: 'w_lott' }),
          page('/elott', 'GameCenter', { name: 'elott', gameType: 'ELOTT', bannerGroup: 'w_elott' }),
          page('/favorite', 'AccountGame', { name: 'favorite', auth: true }),
          page('/recent', 'AccountGame', { name: 'recent', auth: true }),
          page('/promotions', 'Promotions', { name: 'promotions' }),
          page('/pointMall', 'PointMall', { name: 'pointMall' }),
          page('/seamless', 'Seamless', { name: 'seamless', gamePage: true, auth: true }),
          page('/lottery', 'Lottery', { name: 'lottery', auth: true, gamePage: true, noFooter: true }),
          page('/seaLottery', 'Lottery', { name: 'seaLottery', auth: true, gamePage: true, noFooter: true }),
          page('/vnLottery', 'Lottery', { name: 'vnLottery', auth: true, gamePage: true, noFooter: true }),
          page('/lottert', 'Lottery', { name: 'lottery', auth: true, gamePage: true, noFooter: true }),
          page('/vnlottery', 'Lottery', { name: 'vnLottery', auth: true, gamePage: true, noFooter: true }),
          page('/sealottery', 'Lottery', { name: 'seaLottery', auth: true, gamePage: true, noFooter: true }),
          { path: '*', handle: { name: 'notFound' } satisfies RouteMeta, element: <NotFoundPage /> },
        ],
      },
      {
        element: <AgentLayout />,
        errorElement: <RouteErrorPage />,
        children: [
          page('/agent', 'Agent', { name: 'agent' }),
          // Not behind the /login guard: SPEC §2 sends anyone who is not an agent back to /agent (AgentHome does).
          page('/agentHome', 'Agent', { name: 'agentHome' }),
        ],
      },
    ],
  },
];
