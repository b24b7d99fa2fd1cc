import { useQuery } from '@tanstack/react-query';
import { brand } from '@/lib/brand';
import { contract, routeQueryOptions } from '@/lib/api';
import type { Countries } from '../rules/publicState';
import { statusRules } from './statusRules';

/** A module apart from api.ts (which the first page loads): the screens that show money or dialling codes bring it. */

/** WIRE.md §6.2 Y4: the dialling codes (the default country first) and the currency. */
export const countriesQuery = () => ({ ...routeQueryOptions(contract.system.countries), staleTime: 10 * 60_000 });

type CountryAnswer = Parameters<NonNullable<ReturnType<typeof statusRules>>['selectCountries']>[0];
const selectCountries = (value: CountryAnswer): Countries | null => statusRules()?.selectCountries(value) ?? null;

export function useCountries(): Countries | null {
  return useQuery({ ...countriesQuery(), select: selectCountries }).data ?? null;
}

const currencySymbolOf = (value: CountryAnswer) => selectCountries(value)?.currencySymbol ?? null;

/** SPEC §3 currencySymbol: the country call's (WIRE.md Y4), else the brand's, which defaults to "$". */
export function useCurrencySymbol(): string {
  const { data } = useQuery({ ...countriesQuery(), select: currencySymbolOf });
  return data || brand.currencySymbol;
}
