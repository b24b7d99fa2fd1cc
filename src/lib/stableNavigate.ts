import { createContext, useContext } from 'react';
import type { NavigateFunction } from 'react-router';

/** The root route's navigate (stable in a data router), given once by the app's root shell. */
export const StableNavigateContext = createContext<NavigateFunction | null>(null);

/**
 * Navigates to absolute paths without re-rendering on every navigation.
 * react-router's useNavigate reads the route context, which changes with
 * each navigation, so the memoised header and side menu, which only navigate
 * on a click, re-rendered on every lobby page, vendor and type switch.
 */
export function useStableNavigate(): NavigateFunction {
  const navigate = useContext(StableNavigateContext);
  if (!navigate) throw new Error('useStableNavigate needs the root shell (src/app/layouts/RootShell.tsx) above it');
  return navigate;
}
