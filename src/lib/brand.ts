import type { Jurisdiction } from '../../contracts/shared/jurisdictions/profile';
import { DEFAULT_CURRENCY_SYMBOL, PLATFORM_WEB, SUPPORTED_LANGUAGES } from '../../contracts/shared/startup-constants';

/**
 * One brand configuration, selected at build time by PUBLIC_BRAND. It sets
 * the merchant code, the name and logo, the colours (as CSS custom
 * properties), the currency symbol, the languages, the CDN lists and the app
 * download links. The platform value is WEB for every brand.
 */
export interface Brand {
  id: string;
  merchantCode: string;
  siteName: string;
  /** Two-part wordmark: the first word in gold. */
  logo: { primary: string; secondary: string };
  colors: { primary: string; primaryStrong: string; accent: string; background: string };
  currencySymbol: string;
  languages: readonly string[];
  /** Image CDN hosts, one picked at random per image (SPEC §9). Empty: same origin. */
  imageCdns: readonly string[];
  /** Game launch CDN hosts, one picked at random per launch. */
  launchCdns: readonly string[];
  /** Where a launched game opens: the in-app game popup, or a new browser window. */
  gameOpenMode: 'popup' | 'window';
  appLinks: { ios: string; android: string; lite: string };
  /**
   * Social login providers the brand has set up (SPEC §2). The platform's status answer carries no
   * provider list, so it comes from here; whether social login shows at all follows the whitelabel
   * module SOCIALLOGIN3 (ours, src/features/system).
   */
  socialProviders: readonly ('google' | 'facebook')[];
  platform: typeof PLATFORM_WEB;
  /** The regulator the brand answers to: its jurisdiction profile (contracts/shared/jurisdictions). */
  jurisdiction: Jurisdiction;
}

const ROYAL: Brand = {
  id: 'royal',
  merchantCode: 'rjc',
  siteName: 'Royal Jackpot',
  logo: { primary: 'Royal', secondary: 'Jackpot' },
  colors: { primary: '#f5c542', primaryStrong: '#e0a800', accent: '#c026d3', background: '#0d0a1a' },
  currencySymbol: DEFAULT_CURRENCY_SYMBOL,
  languages: SUPPORTED_LANGUAGES,
  imageCdns: [],
  launchCdns: ['https://launch-a.royaljackpot.example', 'https://launch-b.royaljackpot.example'],
  gameOpenMode: 'popup',
  appLinks: { ios: '/download/ios', android: '/download/android', lite: '/download/lite' },
  socialProviders: ['google', 'facebook'],
  platform: PLATFORM_WEB,
  jurisdiction: 'PH',
};

const EMERALD: Brand = {
  id: 'emerald',
  merchantCode: 'emc',
  siteName: 'Emerald Palace',
  logo: { primary: 'Emerald', secondary: 'Palace' },
  colors: { primary: '#34d399', primaryStrong: '#059669', accent: '#f59e0b', background: '#06140f' },
  currencySymbol: '₱',
  languages: SUPPORTED_LANGUAGES,
  imageCdns: [],
  launchCdns: ['https://launch.emerald.example'],
  gameOpenMode: 'popup',
  appLinks: { ios: '/download/ios', android: '/download/android', lite: '/download/lite' },
  socialProviders: ['google', 'facebook'],
  platform: PLATFORM_WEB,
  jurisdiction: 'PH',
};

// A comparison with the build-time constant, not a table lookup: the minifier drops the brand not built.
const selected: Brand = import.meta.env?.PUBLIC_BRAND === 'emerald' ? EMERALD : ROYAL;

/**
 * The brand, with the merchant code the platform knows this site by (WIRE.md §1.1: a short
 * lowercase code, sent as `Merchant` on every call); PUBLIC_MERCHANT_CODE overrides it per deployment.
 */
export const brand: Brand = { ...selected, merchantCode: import.meta.env?.PUBLIC_MERCHANT_CODE || selected.merchantCode };

/** Writes the brand colours into the design tokens. */
export function applyBrandTheme(target: HTMLElement = document.documentElement, current: Brand = brand): void {
  target.style.setProperty('--brand-primary', current.colors.primary);
  target.style.setProperty('--brand-primary-strong', current.colors.primaryStrong);
  target.style.setProperty('--brand-accent', current.colors.accent);
  target.style.setProperty('--brand-bg', current.colors.background);
}

/** Picks one host of a CDN list at random; an empty list means the page's own origin. */
export function pickCdn(hosts: readonly string[], random: () => number = Math.random): string {
  if (hosts.length === 0) return '';
  return hosts[Math.floor(random() * hosts.length)] ?? hosts[0]!;
}
