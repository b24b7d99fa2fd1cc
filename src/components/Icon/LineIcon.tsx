/** One 24×24 line drawing in currentColor, decorative (the text beside it carries the meaning). */
export function LineIcon({ path, size = 20, className }: { path: string; size?: number; className?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d={path} />
    </svg>
  );
}

/**
 * The warning triangle on its own: the start-up error page is in every
 * visitor's first download (it must show when the network fails), so it
 * draws this one path rather than pulling in the whole icon set.
 */
export const ALERT_PATH = 'M12 3l10 18H2zM12 10v5M12 18h.01';
