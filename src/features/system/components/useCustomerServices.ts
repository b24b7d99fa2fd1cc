import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { safeUrl } from '@/lib/safeUrl';
import { showToast } from '@/lib/state/ui';
import { useMember } from '../../session';
import { usePermission } from '../api';
import { decryptPath, serviceMemberOf, visibleTo, withUserData, type CustomerServiceEntry } from '../rules/customerService';

/** One customer-service entry the member may use. */
export interface CustomerServiceLink {
  /** Stable and unique within the list. */
  key: string;
  csType: string;
  title: string;
  /** Decrypted and with the member's data; null while it is being decrypted, or when it does not decrypt. */
  url: string | null;
  /** Decryption is done: a null url now means the entry cannot be opened. */
  ready: boolean;
}

const NO_ENTRIES: readonly CustomerServiceEntry[] = [];

/**
 * WIRE.md §3: the paths of one list, decrypted once. A query of its own, keyed on the paths, whose
 * function loads the DES code: it runs after the first paint and never with the first page's bundle.
 */
function useDecryptedPaths(paths: readonly string[]) {
  return useQuery({
    queryKey: ['system', 'customerServicePaths', paths],
    queryFn: async () => {
      const { decryptCustomerServicePath } = await import('@contracts/shared/wire-crypto');
      return paths.map((path) => decryptPath(path, decryptCustomerServicePath));
    },
    enabled: paths.length > 0,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

/** Opens a customer-service URL as the platform does, once it passes the site's URL check (SPEC §8 invalid URL otherwise). */
export function openCustomerService(url: string | null): void {
  const checked = safeUrl(url);
  if (checked) window.open(checked, 'service', 'width=440,height=750');
  else showToast('errors.invalidUrl', 'error');
}

/**
 * The start-up status's customer service (WIRE.md §3) as the member may use it: entries whose
 * labelIds admit the member's club label, paths decrypted, the member's data appended by csType.
 * Side menu, footer, member menu, the agent centre and the domain-check notice all read this one list.
 */
export function useCustomerServices(): { services: readonly CustomerServiceLink[]; pending: boolean; open: (service: CustomerServiceLink) => void } {
  const entries = usePermission()?.customerService ?? NO_ENTRIES;
  const member = serviceMemberOf(useMember());
  const paths = useMemo(() => entries.map((entry) => entry.path), [entries]);
  const decrypted = useDecryptedPaths(paths);
  const labelId = member?.labelId ?? null;
  const account = member?.account ?? null;
  const labelName = member?.labelName ?? null;
  const services = useMemo(() => {
    const who = account ? { account, labelId, labelName } : null;
    return entries.flatMap((entry, index): CustomerServiceLink[] => {
      if (!visibleTo(entry, labelId)) return [];
      const ready = decrypted.data !== undefined || decrypted.isError;
      const url = decrypted.data?.[index] ?? null;
      return [{ key: `${index}-${entry.csType}-${entry.title}`, csType: entry.csType, title: entry.title, url: url && withUserData(url, entry.csType, who), ready }];
    });
  }, [entries, decrypted.data, decrypted.isError, account, labelId, labelName]);
  const open = useCallback((service: CustomerServiceLink) => openCustomerService(service.url), []);
  return { services, pending: decrypted.isPending && paths.length > 0, open };
}
