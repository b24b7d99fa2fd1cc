import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { setLoader } from '../../lib/state/ui';
import { usePageMeta } from '../pageMeta';
import { useReturnAfterLogin } from './useReturnAfterLogin';

/** SPEC §2: after each navigation the loader hides; the page scrolls to top when the route name changes. */
export function useNavigationEffects(): void {
  const location = useLocation();
  const { name } = usePageMeta();
  const previous = useRef(name);
  useReturnAfterLogin();
  useEffect(() => {
    setLoader(false);
  }, [location.key]);
  useEffect(() => {
    if (previous.current !== name) window.scrollTo({ top: 0, left: 0 });
    previous.current = name;
  }, [name]);
}
