import { ALERT_PATH, LineIcon } from './LineIcon';

/**
 * Line icons drawn inline (24×24, currentColor), so they render the same on
 * every machine: no emoji font, no icon font, no request.
 */
const PATHS = {
  home: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z',
  live: 'M4 6h10a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2zm12 4l6-3v10l-6-3M9 10.5l1.2 2.3 2.5.4-1.8 1.7.4 2.5L9 16.2l-2.3 1.2.4-2.5-1.8-1.7 2.5-.4z',
  slots: 'M3 5h18v14H3zM8 5v14M16 5v14M5 12h1M11.5 10.5l1 1-1 1M18.5 12h1',
  fish: 'M3 12c3-5 9-6 13-2l5-3v10l-5-3c-4 4-10 3-13-2zM14 11h.01',
  cards: 'M8 3h9a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM12.5 7.5c-1.5 2-3 3-3 4.5a1.7 1.7 0 0 0 3 1 1.7 1.7 0 0 0 3-1c0-1.5-1.5-2.5-3-4.5zM12.5 13v2.5M3 8v11a2 2 0 0 0 2 2h8',
  sports: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4l3.5 2.5-1.3 4h-4.4l-1.3-4zM12 3v4M21 10l-5.5-.5M17.5 19l-3.3-5M6.5 19l3.3-5M3 10l5.5-.5',
  esports: 'M6 8h12a4 4 0 0 1 4 4v2a3 3 0 0 1-5.5 1.6L15 14H9l-1.5 1.6A3 3 0 0 1 2 14v-2a4 4 0 0 1 4-4zM7 10v4M5 12h4M16 11h.01M18 13h.01',
  cockfight: 'M7 20l2-5M13 20l-1-5M6 9a5 5 0 0 0 9 5l4-1-2-2 3-2-4-.5c-.5-3-3-5-6-4.5M9 6l1-3 1.5 2.5L13 3l.5 3.2M10 9h.01',
  lottery: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM11 11l1-1v4',
  ticket: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM9 7v10',
  /** The points mall: a shopping bag. */
  bag: 'M5 8h14l-1.2 12.1a1 1 0 0 1-1 .9H7.2a1 1 0 0 1-1-.9zM9 10V7a3 3 0 0 1 6 0v3',
  /** A contract: a page with a signature line. */
  contract: 'M6 3h9l4 4v14H6zM15 3v4h4M9 10h7M9 13.5h7M9 18c1-1.5 2-1.5 2.5 0s1.5 1.5 2.5 0 1.5-1 2.5 0',
  gift: 'M3 9h18v4H3zM5 13h14v8H5zM12 9v12M12 9c-2 0-5-1-5-3a2 2 0 0 1 4-1l1 4 1-4a2 2 0 0 1 4 1c0 2-3 3-5 3',
  wallet: 'M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM3 7l12-3v3M16 13h2',
  bank: 'M3 10l9-6 9 6M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18',
  records: 'M6 3h9l4 4v14H6zM15 3v4h4M9 11h7M9 15h7M9 19h4',
  referral: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2 20a7 7 0 0 1 14 0M17 8v6M14 11h6',
  trophy: 'M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8 21h8M9 17h6v4H9z',
  chat: 'M4 5h16v11H9l-5 4z M8 10h.01M12 10h.01M16 10h.01',
  power: 'M12 3v9M6.3 6.3a8 8 0 1 0 11.4 0',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  wrench: 'M14.5 6.5a4 4 0 0 0-5.3 5.3L3 18l3 3 6.2-6.2a4 4 0 0 0 5.3-5.3L15 12l-3-3z',
  globe: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z',
  alert: ALERT_PATH,
  chevronLeft: 'M15 5l-7 7 7 7',
  pause: 'M8 5v14M16 5v14',
  play: 'M7 4l13 8-13 8z',
  chevronRight: 'M9 5l7 7-7 7',
  chevronDown: 'M6 9l6 6 6-6',
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  eyeOff: 'M3 3l18 18M10.6 5.1A10.6 10.6 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4.1M6.6 6.6C3.9 8.3 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
  refresh: 'M20 11a8 8 0 0 0-14.6-4.5L4 8M4 4v4h4M4 13a8 8 0 0 0 14.6 4.5L20 16M20 20v-4h-4',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  briefcase: 'M3 8h18v12H3zM8 8V5h8v3M3 13h18',
  crown: 'M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z',
  /** A smartphone, for iOS (line icons carry no brand marks). */
  phone: 'M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM10.5 5h3M11.5 18.5h1',
  /** The Android robot's head: a dome with antennae and eyes. */
  android: 'M4 17a8 8 0 0 1 16 0zM7.5 10L5.5 7M16.5 10l2-3M9 13.5h.01M15 13.5h.01',
  image: 'M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15.5 9h.01',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size, className }: { name: IconName; size?: number; className?: string }) {
  return <LineIcon path={PATHS[name]} size={size} className={className} />;
}
