/** SPEC §2 Other screens (legal, app download, blog and news), the licence modal, the domain notice and the routers gate. */
export { LegalModal } from './LegalModal';
export { DomainNotice } from './components/DomainNotice';
export { RouteGate } from './components/RouteGate';
export { mainDomainOffer, routeEnabled } from './rules/domain';
export { loadLegalModal } from './lazy';
export { loadRouteGate } from './loadRouteGate';
export { AppDownloadPage } from './screens/AppDownloadPage';
export { ArticlesPage } from './screens/ArticlesPage';
export { LegalPage } from './screens/LegalPage';
