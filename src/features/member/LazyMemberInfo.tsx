import { lazy, Suspense } from 'react';
import { Skeleton } from '../../components';

const MemberInfoPanel = lazy(() => import('./MemberInfo').then((module) => ({ default: module.MemberInfo })));

/**
 * The header's member info (balance, avatar, menu) loads only for a signed-in
 * member: a guest's first screen never downloads it. A skeleton of the same
 * height holds its place meanwhile, so the header does not shift.
 */
export function MemberInfo() {
  return (
    <Suspense fallback={<Skeleton width={260} height={44} />}>
      <MemberInfoPanel />
    </Suspense>
  );
}
