/**
 * WIRE.md §8 Q1: free play's `os` is the browser's OS family. Its values are not public, so they
 * are our choice: Windows, MacOS, iOS, Android, Linux, or Other. Client hints first, the user agent
 * after (happy-dom and older browsers have no client hints).
 */
export type OsFamily = 'Windows' | 'MacOS' | 'iOS' | 'Android' | 'Linux' | 'Other';

export function osFamily(nav: { userAgent?: string; platform?: string; userAgentData?: { platform?: string } }): OsFamily {
  const text = `${nav.userAgentData?.platform ?? ''} ${nav.platform ?? ''} ${nav.userAgent ?? ''}`.toLowerCase();
  if (/android/.test(text)) return 'Android';
  if (/iphone|ipad|ipod|\bios\b/.test(text)) return 'iOS';
  if (/mac/.test(text)) return 'MacOS';
  if (/win/.test(text)) return 'Windows';
  if (/linux|x11|cros/.test(text)) return 'Linux';
  return 'Other';
}
