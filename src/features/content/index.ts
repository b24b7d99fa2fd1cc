/**
 * SPEC §2 Other screens (legal, app download, blog and news), the licence modal, the domain notice and the routers
 * gate. `api.ts`, `screens/`, `components/`, `rules/`; `loadRouteGate.ts` is a lazy entry point beside `lazy.ts`,
 * alone because the first page's code asks for it.
 */
export { LegalModal } from './screens/LegalModal';
export { DomainNotice } from './components/DomainNotice';
export { RouteGate } from './components/RouteGate';
export { mainDomainOffer, routeEnabled } from './rules/domain';
export { loadLegalModal } from './lazy';
export { loadRouteGate } from './loadRouteGate';
export { AppDownloadPage } from './screens/AppDownloadPage';
export { ArticlesPage } from './screens/ArticlesPage';
export { LegalPage } from './screens/LegalPage';
