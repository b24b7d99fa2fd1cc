/** The routers gate every route waits for: the first page's code asks for it, so it sits alone, not beside the modals' loaders. */
export const loadRouteGate = () => import('./components/RouteGate').then((module) => module.RouteGate);
