/** The Lottery screen group (SPEC §4 chunk loading), loaded lazily. */
import type { LotteryPage } from '../../features/lottery';
import { LotteryScreen } from '../../features/lottery';
import { usePageMeta } from '../pageMeta';

// /lottert, /vnlottery and /sealottery carry the page names of their canonical routes.
const PAGES: readonly LotteryPage[] = ['lottery', 'seaLottery', 'vnLottery'];

export function Component() {
  const { name } = usePageMeta();
  const page = PAGES.find((candidate) => candidate === name) ?? 'lottery';
  return <LotteryScreen key={page} page={page} />;
}
