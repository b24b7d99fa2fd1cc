import { PointMall } from '../../features/pointMall';

/** The PointMall screen group (SPEC §4 chunk loading), loaded lazily: the points mall, open to guests. */
export function Component() {
  return <PointMall />;
}
