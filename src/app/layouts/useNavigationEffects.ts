import { useEffect, useRef } from 'react';
import { usePageMeta } from '../pageMeta';
import { useReturnAfterLogin } from './useReturnAfterLogin';

/**
 * SPEC §2: the page scrolls to top when the route name changes. (After each navigation the loader is
 * hidden: it follows the writes that want it, which end with their flow, navigation included.)
 */
export function useNavigationEffects(): void {
  const { name } = usePageMeta();
  const previous = useRef(name);
  useReturnAfterLogin();
  useEffect(() => {
    if (previous.current !== name) window.scrollTo({ top: 0, left: 0 });
    previous.current = name;
  }, [name]);
}
