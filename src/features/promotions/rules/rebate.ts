/** A rebate rate (a fraction: 0.0104) as the member reads it: "1.04%". */
export function ratePercent(rate: number, languageTag = 'en'): string {
  return new Intl.NumberFormat(languageTag, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(rate);
}
