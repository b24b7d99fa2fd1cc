import type { SlotSymbol } from './rules';

/**
 * The slot symbols, drawn inline so every machine renders them alike (no
 * emoji font). Decorative: the reel announces the symbol names itself.
 */
export function SymbolArt({ symbol, size = 72 }: { symbol: SlotSymbol; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      {ART[symbol]}
    </svg>
  );
}

const ART: Record<SlotSymbol, React.ReactNode> = {
  SEVEN: (
    <>
      <defs>
        <linearGradient id="seven" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ff6b6b" />
          <stop offset="1" stopColor="#b3001b" />
        </linearGradient>
      </defs>
      <path d="M22 18h58v12L50 86H33l29-52H22z" fill="url(#seven)" stroke="#ffd76a" strokeWidth="5" strokeLinejoin="round" />
    </>
  ),
  BAR: (
    <>
      <rect x="10" y="30" width="80" height="40" rx="8" fill="#161129" stroke="#ffd76a" strokeWidth="5" />
      <text x="50" y="61" textAnchor="middle" fontFamily="Arial Black, Arial, sans-serif" fontWeight="900" fontSize="26" fill="#ffd76a">
        BAR
      </text>
    </>
  ),
  STAR: (
    <>
      <defs>
        <radialGradient id="star" cx="0.5" cy="0.4" r="0.6">
          <stop offset="0" stopColor="#fff3b0" />
          <stop offset="1" stopColor="#f59e0b" />
        </radialGradient>
      </defs>
      <path d="M50 8l12.6 25.6 28.2 4.1-20.4 19.9 4.8 28.1L50 72.4 24.8 85.7l4.8-28.1L9.2 37.7l28.2-4.1z" fill="url(#star)" stroke="#b45309" strokeWidth="3" strokeLinejoin="round" />
    </>
  ),
  BELL: (
    <>
      <defs>
        <linearGradient id="bell" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe08a" />
          <stop offset="1" stopColor="#d48806" />
        </linearGradient>
      </defs>
      <path d="M50 12c-4 0-6 3-6 6C30 22 26 36 26 50c0 12-6 18-12 22v6h72v-6c-6-4-12-10-12-22 0-14-4-28-18-32 0-3-2-6-6-6z" fill="url(#bell)" stroke="#8a5a00" strokeWidth="3" />
      <circle cx="50" cy="84" r="8" fill="#d48806" stroke="#8a5a00" strokeWidth="3" />
    </>
  ),
  LEMON: (
    <>
      <defs>
        <radialGradient id="lemon" cx="0.4" cy="0.35" r="0.7">
          <stop offset="0" stopColor="#fff7a8" />
          <stop offset="1" stopColor="#e6c200" />
        </radialGradient>
      </defs>
      <path d="M14 52c0-20 18-34 36-34s36 14 36 34-18 32-36 32S14 72 14 52z" fill="url(#lemon)" stroke="#a38600" strokeWidth="3" />
      <path d="M8 52l8-4v8zM92 52l-8-4v8z" fill="#e6c200" />
      <path d="M50 18c4-6 12-8 18-6-4 6-10 8-18 6z" fill="#3fa34d" />
    </>
  ),
  CHERRY: (
    <>
      <path d="M36 62c4-22 14-38 34-48M66 60c-2-18 0-32 4-46" fill="none" stroke="#3fa34d" strokeWidth="5" strokeLinecap="round" />
      <path d="M70 14c8-2 16 2 18 8-8 2-14 0-18-8z" fill="#3fa34d" />
      <defs>
        <radialGradient id="cherry" cx="0.35" cy="0.35" r="0.7">
          <stop offset="0" stopColor="#ff8a8a" />
          <stop offset="1" stopColor="#a3001b" />
        </radialGradient>
      </defs>
      <circle cx="34" cy="70" r="18" fill="url(#cherry)" stroke="#6b0012" strokeWidth="3" />
      <circle cx="66" cy="70" r="18" fill="url(#cherry)" stroke="#6b0012" strokeWidth="3" />
    </>
  ),
};
