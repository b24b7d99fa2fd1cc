import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Skeleton } from '../../components';

/** Set once the code has loaded (preloaded, or by a first render). */
let loadedPanel: ComponentType | undefined;
const loadHeaderMember = () => import('./HeaderMember').then((module) => ({ default: (loadedPanel = module.HeaderMember) }));
const LazyPanel = lazy(loadHeaderMember);

/**
 * The header's member info (balance, avatar, menu) loads only for a signed-in
 * member: a guest's first screen never downloads it. A skeleton of the same
 * height holds its place meanwhile, so the header does not shift.
 *
 * When the code is already there, it renders at once: a lazy component
 * suspends on its first render even then, and its retry is a low-priority
 * render that the home page's stream of query updates kept restarting (the
 * persona link's balance waited 4 s for it in a profile).
 */
export function LazyHeaderMember() {
  const [Panel] = useState(() => loadedPanel ?? LazyPanel);
  return (
    <Suspense fallback={<Skeleton width={260} height={44} />}>
      <Panel />
    </Suspense>
  );
}

/**
 * Starts loading the member info's code before anyone is signed in (a persona
 * link, while the demo's world seeds), so it is there when the member-info
 * answer says who is, instead of being asked for only then.
 */
export function preloadMemberInfo(): Promise<unknown> {
  return loadHeaderMember().catch(() => undefined);
}
