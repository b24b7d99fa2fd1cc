import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * How many of the header's nav items fit in the room the header leaves them, the rest going to the "More" menu.
 * Measured, never set per screen width: the items' widths depend on the language, the font and the brand, and the
 * room on the logo and on what the header shows on its right (a guest's buttons or a member's balance).
 *
 * `widths` are the items' own widths in order, `available` the nav's width, `more` the width of the More button and
 * `gap` the space between two neighbours. All items fit when they do without the button; otherwise as many as fit
 * beside it, in order (at least none: then the button alone holds them).
 */
export function fitNavItems(widths: readonly number[], available: number, more: number, gap: number): number {
  const row = (count: number) => widths.slice(0, count).reduce((sum, width) => sum + width, 0) + gap * Math.max(0, count - 1);
  if (row(widths.length) <= available) return widths.length;
  let count = widths.length - 1;
  // The button sits one gap after the last item that stays.
  while (count > 0 && row(count) + gap + more > available) count -= 1;
  return count;
}

/**
 * The number of nav items that fit, following the nav's width and the measured row: `nav` is the element whose
 * width the items may take, `measure` an invisible row of every item followed by a copy of the More button, laid
 * out as the visible ones (same classes), so each width is read without showing it. Before the first measurement,
 * and where nothing is laid out (a test's DOM), every item shows.
 */
export function useNavFit(nav: RefObject<HTMLElement | null>, measure: RefObject<HTMLElement | null>, itemCount: number): number {
  const [fit, setFit] = useState(itemCount);
  useLayoutEffect(() => {
    const navNode = nav.current;
    const row = measure.current;
    if (!navNode || !row) return;
    const update = () => {
      const children = [...row.children] as HTMLElement[];
      const widths = children.slice(0, itemCount).map((child) => child.getBoundingClientRect().width);
      const more = children[itemCount]?.getBoundingClientRect().width ?? 0;
      const gap = Number.parseFloat(getComputedStyle(row).columnGap) || 0;
      // Nothing laid out (a test's DOM, a hidden header): everything shows, as before the first measurement.
      const available = navNode.clientWidth;
      setFit(available === 0 ? itemCount : fitNavItems(widths, available, more, gap));
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(navNode);
    observer.observe(row);
    return () => observer.disconnect();
  }, [nav, measure, itemCount]);
  return Math.min(fit, itemCount);
}
