import { ComingSoon } from '../pages/ComingSoon';
import { useRouteMeta } from '../routeMeta';

/** Until a feature issue lands its screen, a chunk renders the route's coming-soon state. */
export function PageByRoute() {
  const meta = useRouteMeta();
  return <ComingSoon page={meta.name} />;
}
