/**
 * Keyboard focus that never gets lost or hidden (WCAG 2.4.3 Focus Order, 2.4.11 Focus Not Obscured).
 *
 * - **Rescue.** When the focused control leaves the page (the login button once logged in, a form replaced by its
 *   result, a row's button that opened another view), the browser drops focus to the body and a keyboard user starts
 *   again from the top. Focus moves instead to the place the app names: the landing a flow asked for
 *   (`landFocusOn`, e.g. the member's account button after login), else the newest `[data-focus-landing]` on the page
 *   (a result's heading: the deposit order, a transfer's receipt), else the page's main heading, else `main`. Inside
 *   an open dialog only the dialog's own landing counts, else the dialog itself: focus never leaves a modal this way.
 *   A landing that is still loading is waited for a moment; focus the user moves meanwhile wins.
 * - **In view.** A focused control that a bar marked `data-fixed-bar` covers (the sticky header, the demo's QA
 *   toolbar at the bottom) is scrolled into the room between them. The room is `scroll-padding` on the root
 *   (global.css), so the browser's own focus scrolling keeps it too; the bottom reserve is `--reserve-bottom`, set by
 *   whatever sits there.
 */

/** How long a rescue waits for the landing of the view that replaced the focused control (it may still be loading). */
const LANDING_WAIT_MS = 1500;
/** A landing a flow asked for is waited for longer: the member's account button shows once the member info is in. */
const REQUESTED_WAIT_MS = 10_000;
const LANDING = '[data-focus-landing]';

let requested: string | null = null;

/** The next rescue lands on the element this selector finds (once it shows), before any other landing. */
export function landFocusOn(selector: string): void {
  requested = selector;
}

function visible(element: Element): element is HTMLElement {
  return element instanceof HTMLElement && element.getClientRects().length > 0 && !element.closest('[inert], [aria-hidden="true"]');
}

function focusTo(element: HTMLElement): void {
  // A heading or region is not focusable of its own: it takes focus from script only.
  if (!element.matches('a[href], button, input, select, textarea, [tabindex]')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
  keepInView(element);
}

/** The landing a rescue moves focus to, or null while none shows yet (`final`: the fallbacks count too). */
function landing(final: boolean): HTMLElement | null {
  // An open dialog keeps focus: a view replaced inside it lands on its landing, or on the dialog itself.
  const dialog = [...document.querySelectorAll('[role="dialog"][aria-modal="true"]')].filter(visible).at(-1);
  if (dialog) return [...dialog.querySelectorAll(LANDING)].filter(visible).at(-1) ?? (final ? dialog : null);
  if (requested) {
    const asked = document.querySelector(requested);
    if (asked && visible(asked)) return asked;
    if (!final) return null;
  }
  const marked = [...document.querySelectorAll(LANDING)].filter(visible).at(-1);
  if (marked) return marked;
  if (!final) return null;
  const main = document.querySelector('main');
  const heading = main?.querySelector('h1');
  if (heading && visible(heading)) return heading;
  return main instanceof HTMLElement ? main : null;
}

/** The bars that stay put over the page while it scrolls: the sticky header, the demo's QA toolbar. */
const BARS = '[data-fixed-bar]';

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

function coveredBy(element: HTMLElement): boolean {
  const rect = element.getBoundingClientRect();
  return [...document.querySelectorAll<HTMLElement>(BARS)].some((bar) => !bar.contains(element) && overlaps(rect, bar.getBoundingClientRect()));
}

/** Scrolls a focused element out from under the sticky header and the bottom bar, unless it sits in one of them. */
export function keepInView(element: HTMLElement): void {
  if (element.closest('[role="dialog"]')) return;
  const rect = element.getBoundingClientRect();
  if ((rect.width === 0 && rect.height === 0) || !coveredBy(element)) return;
  // `nearest` with the root's scroll padding (global.css): the least scroll that brings the element into the room.
  element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  if (!coveredBy(element)) return;
  // A scroller of its own has no scroll padding for the bars: it scrolls the rest of the way itself.
  const scroller = scrollParent(element);
  if (!scroller) return;
  const after = element.getBoundingClientRect();
  const bottomBar = [...document.querySelectorAll<HTMLElement>(BARS)]
    .map((bar) => bar.getBoundingClientRect())
    .filter((bar) => overlaps(after, bar) && bar.top > after.top);
  if (bottomBar.length) scroller.scrollTop += after.bottom - Math.min(...bottomBar.map((bar) => bar.top)) + 4;
}

function scrollParent(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
    const overflow = getComputedStyle(node).overflowY;
    if ((overflow === 'auto' || overflow === 'scroll') && node.scrollHeight > node.clientHeight) return node;
  }
  return null;
}

/** Starts both cares for the document; returns the stop. */
export function installFocusCare(): () => void {
  let last: Element | null = null;
  let rescue: number | undefined;

  const stopRescue = () => {
    window.clearTimeout(rescue);
    rescue = undefined;
  };

  const lost = () => document.activeElement === null || document.activeElement === document.body;

  const startRescue = () => {
    if (rescue !== undefined) return;
    const started = performance.now();
    const attempt = () => {
      rescue = undefined;
      if (!lost()) {
        requested = null;
        return;
      }
      const final = performance.now() - started >= (requested ? REQUESTED_WAIT_MS : LANDING_WAIT_MS);
      const target = landing(final);
      if (target) {
        requested = null;
        focusTo(target);
        return;
      }
      rescue = window.setTimeout(attempt, 50);
    };
    rescue = window.setTimeout(attempt, 0);
  };

  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement)) return;
    last = target;
    stopRescue();
    keepInView(target);
  };

  // A removal anywhere may be the focused control's: checked per batch of changes, a cheap test.
  const observer = new MutationObserver(() => {
    if (last && !last.isConnected && lost()) {
      last = null;
      startRescue();
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('focusin', onFocusIn);
  return () => {
    observer.disconnect();
    document.removeEventListener('focusin', onFocusIn);
    stopRescue();
  };
}
