import { useQuery } from '@tanstack/react-query';
import { contract, routeQueryOptions } from '@/lib/api';
import { statusRules } from './statusRules';

/**
 * The system calls behind the registration and KYC forms' lists: a module apart from api.ts, which
 * the first page loads, so these hooks ride with the forms' lazy code instead.
 */

type RegisterAnswer = Parameters<NonNullable<ReturnType<typeof statusRules>>['selectRegister']>[0];
const selectRegisterFields = (value: RegisterAnswer) => statusRules()?.selectRegister(value) ?? { fields: [], rules: [] };

/**
 * WIRE.md §6.2 Y3, fetched when the registration form opens (the status's copy may be minutes old):
 * the field configs and the fallback pattern messages the form validates with.
 */
export function useRegisterFields() {
  return useQuery({ ...routeQueryOptions(contract.system.registerSettings), staleTime: 60_000, select: selectRegisterFields });
}

export interface DropMenuEntry {
  code: string;
  name: string;
}

/** SPEC §7's form drop menu of group gamingvenue (the registration's gaming venue picker), in the back office's order. */
export function useGamingVenues(): { entries: readonly DropMenuEntry[]; isPending: boolean } {
  const menu = useQuery({
    ...routeQueryOptions(contract.system.formDropMenu, { query: { menuGroup: 'gamingvenue' } }),
    staleTime: 10 * 60_000,
    select: (value) => [...value.list].sort((a, b) => a.sort - b.sort).map(({ code, name }) => ({ code, name })),
  });
  return { entries: menu.data ?? [], isPending: menu.isPending };
}

/** The nationalities the KYC form offers: the keys the backend that checks them knows, with their names. */
export function useNationalities(): { options: ReadonlyArray<{ value: string; label: string }>; isPending: boolean } {
  const list = useQuery({
    ...routeQueryOptions(contract.system.nationalities),
    staleTime: Infinity,
    select: (value) => value.map((entry) => ({ value: entry.key, label: entry.name })),
  });
  return { options: list.data ?? [], isPending: list.isPending };
}
