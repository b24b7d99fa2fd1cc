import { useMemo } from 'react';
import { encode } from 'uqr';
import styles from './QrCode.module.css';

export interface QrCodeProps {
  /** The text the code carries (a link, a code). */
  value: string;
  /** What the code is, for assistive technology ("QR code of your referral link"). */
  label: string;
  /** Rendered width and height in CSS pixels. */
  size?: number;
}

/**
 * A QR code drawn locally as one SVG path (no remote generator sees the
 * link). Dark modules on a white quiet zone so phone cameras read it on the
 * dark theme too.
 */
export function QrCode({ value, label, size = 160 }: QrCodeProps) {
  const { path, modules } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 2 });
    let d = '';
    qr.data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      });
    });
    return { path: d, modules: qr.size };
  }, [value]);
  return (
    <svg
      className={styles.qr}
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      data-testid="qr-code"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#111" />
    </svg>
  );
}
