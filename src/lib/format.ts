import { DEFAULT_CURRENCY_SYMBOL } from '../../contracts/shared/constants';

/**
 * Building an Intl.NumberFormat costs far more than formatting with one, and a
 * page formats hundreds of amounts (a winners board re-rendering took 76 ms in
 * a profile), so each language's formatters are made once.
 */
const formats = new Map<string, Intl.NumberFormat>();
const MONEY_DIGITS = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

function formatter(languageTag: string, money: boolean): Intl.NumberFormat {
  const key = `${money}${languageTag}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(languageTag, money ? MONEY_DIGITS : undefined)));
  return format;
}

/**
 * The first Intl.NumberFormat of a page also starts the browser's number
 * formatting (ICU): ~24 ms in Chromium here, paid in whatever render first
 * shows an amount (home's winner board, with every first answer). It is paid
 * at an idle moment instead, while the screen that loaded this waits for its data.
 */
// requestIdleCallback itself, not lib/idle's whenIdle: that would make the entry export it to this chunk (bytes of
// the initial load), and where the browser has none the warm-up is simply left out.
if (typeof window !== 'undefined') window.requestIdleCallback?.(() => formatter('en', true));

/** SPEC §9: balances show 2 decimals with the currency symbol (default "$"). */
export function formatMoney(amount: number, languageTag = 'en', symbol = DEFAULT_CURRENCY_SYMBOL): string {
  return `${symbol}${formatter(languageTag, true).format(amount)}`;
}

/** Hidden balances show stars, the same width whatever the amount. */
export const HIDDEN_BALANCE = '******';

export function formatNumber(value: number, languageTag = 'en'): string {
  return formatter(languageTag, false).format(value);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** SPEC §2 notice timestamps: year-month-day hour:minute:second, in local time. */
export function formatDateTime(value: string | number | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

export function formatDate(value: string | number | Date): string {
  return formatDateTime(value).slice(0, 10);
}

/** "GMT+08:00" for the agent header clock. */
export function gmtOffset(date: Date = new Date()): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  return `GMT${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
