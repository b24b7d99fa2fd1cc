import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import type { NoticeValue, WirePromotion } from '@contracts/notices';
import { PROMOTION_CATEGORIES, PROMOTION_STATUSES } from '@contracts/shared/constants';
import type { PromotionStatus, WireMemberPromotion } from '@contracts/promotions';
import { contract, routeQueryKeyPrefix, routeQueryOptions, useRouteMutation, type RouteValue } from '../../lib/api';
import { useNoticeBundle, wireBoolean, wireString, wireTimeIso, withoutRepeatedTitle } from '../announcements';
import { BALANCE_MOVED, setMainBalance } from '@/features/member';
import { clockNow } from '../../lib/clock';

export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];
/** A promotion's own category: one of SPEC §2's, or OTHER when the platform names none we know (N1: absent means "other"). */
export type ShownCategory = Exclude<PromotionCategory, 'ALL'> | 'OTHER';
export type { PromotionStatus };

export const PROMOTIONS_PAGE_SIZE = 12;
/** While an application waits for review, the member's statuses are read again this often: the back office answers within minutes. */
const REVIEW_POLL_MS = 30_000;
const CATEGORIES_STALE_MS = 10 * 60_000;
/** How much of the rules a card shows as its summary. */
const SUMMARY_CHARS = 160;

/** A promotion as the cards and the detail view read it: N1's promotion, with the member's part when a member looks. */
export interface PromotionView {
  id: number;
  title: string;
  /** Rich server HTML. */
  content: string;
  /** The rules as one line of text. */
  summary: string;
  /** The `announcementImages` entry with `sequence` 1; null when there is none. */
  bannerUrl: string | null;
  category: ShownCategory;
  /** ISO; null when the platform sends none. */
  startTime: string | null;
  /** ISO; null for an open-ended promotion. */
  endTime: string | null;
  promotionType: string | null;
  /** SPEC §4: the member's own status, or for everyone else the promotion's (from its dates). */
  status: PromotionStatus;
  applyRequired: boolean;
  bonusAmount: number | null;
  remark: string | null;
}

const SHOWN_CATEGORIES = PROMOTION_CATEGORIES.filter((category) => category !== 'ALL') as readonly string[];

function knownCategory(code: string | null | undefined): ShownCategory | null {
  const upper = wireString(code).trim().toUpperCase();
  return SHOWN_CATEGORIES.includes(upper) ? (upper as ShownCategory) : null;
}

/** N15 as id → category: entries whose code is none of SPEC §2's are left out. */
export function selectCategoryCodes(value: RouteValue<typeof contract.promotions.categories>): ReadonlyMap<string, ShownCategory> {
  const list = Array.isArray(value) ? value : value.content;
  const codes = new Map<string, ShownCategory>();
  for (const entry of list) {
    const code = knownCategory(entry.code);
    if (code) codes.set(String(entry.id), code);
  }
  return codes;
}

/** N1 `category`, else the first of `promoAnnouncementCategoryIds` N15 names, else OTHER. */
export function categoryOf(promotion: Pick<WirePromotion, 'category' | 'promoAnnouncementCategoryIds'>, codes: ReadonlyMap<string, ShownCategory>): ShownCategory {
  const named = knownCategory(promotion.category);
  if (named) return named;
  for (const id of promotion.promoAnnouncementCategoryIds ?? []) {
    const code = codes.get(String(id));
    if (code) return code;
  }
  return 'OTHER';
}

/** The image with `sequence` 1, wherever the platform put it in the list; else the lowest sequence. */
export function bannerOf(images: WirePromotion['announcementImages']): string | null {
  const sorted = [...(images ?? [])].sort((a, b) => (a.sequence ?? Infinity) - (b.sequence ?? Infinity));
  return (sorted.find((image) => image.sequence === 1) ?? sorted[0])?.url ?? null;
}

/** The public status of a promotion: not started, open, or ended (N1 carries no status). */
export function statusAt(startTime: string | null, endTime: string | null, now: number): PromotionStatus {
  if (startTime && now < Date.parse(startTime)) return 'COMING_SOON';
  if (endTime && now >= Date.parse(endTime)) return 'CLOSE';
  return 'JOIN';
}

function summaryOf(html: string, title: string): string {
  const text = withoutRepeatedTitle(html, title).replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
  return text.length > SUMMARY_CHARS ? `${text.slice(0, SUMMARY_CHARS - 1).trimEnd()}…` : text;
}

/** One N1 promotion as everyone sees it. */
export function toPromotionView(promotion: WirePromotion, codes: ReadonlyMap<string, ShownCategory>, now: number): PromotionView {
  const content = wireString(promotion.content);
  const startTime = wireTimeIso(promotion.startDate);
  const endTime = wireTimeIso(promotion.endDate);
  return {
    id: promotion.id,
    title: promotion.title,
    content,
    summary: summaryOf(content, promotion.title),
    bannerUrl: bannerOf(promotion.announcementImages),
    category: categoryOf(promotion, codes),
    startTime,
    endTime,
    promotionType: promotion.promotionType || null,
    status: statusAt(startTime, endTime, now),
    applyRequired: false,
    bonusAmount: null,
    remark: null,
  };
}

/** N1 `promotion`. */
export const selectPromotions = (value: NoticeValue): WirePromotion[] => value.promotion ?? [];

/** The member's part in one promotion, read from N8. */
export interface MemberPart {
  status: PromotionStatus | null;
  applyRequired: boolean;
  bonusAmount: number | null;
  remark: string | null;
}

const isStatus = (status: string): status is PromotionStatus => (PROMOTION_STATUSES as readonly string[]).includes(status);

/** N8 as promotion id → the member's part; a status we do not know is read as none (the public status shows). */
export function selectMemberParts(value: RouteValue<typeof contract.promotions.memberList>): ReadonlyMap<number, MemberPart> {
  const list: WireMemberPromotion[] = Array.isArray(value) ? value : value.content;
  const parts = new Map<number, MemberPart>();
  for (const entry of list) {
    const status = entry.status.trim().toUpperCase();
    parts.set(entry.promotionId, {
      status: isStatus(status) ? status : null,
      applyRequired: wireBoolean(entry.applyRequired),
      bonusAmount: entry.bonusAmount ?? null,
      remark: entry.remark || null,
    });
  }
  return parts;
}

/** A promotion with the member's part laid over it. */
export function withMemberPart(promotion: PromotionView, part: MemberPart | undefined): PromotionView {
  if (!part) return promotion;
  return { ...promotion, status: part.status ?? promotion.status, applyRequired: part.applyRequired, bonusAmount: part.bonusAmount, remark: part.remark };
}

const EMPTY_CODES: ReadonlyMap<string, ShownCategory> = new Map();

/**
 * Every promotion, from the one cached N1 answer, categorised through N15, with the member's own
 * statuses (N8) when a real member looks. While an application waits for review, N8 is read again.
 */
export function usePromotions(member: boolean) {
  const catalogue = useNoticeBundle(selectPromotions);
  const categories = useQuery({ ...routeQueryOptions(contract.promotions.categories), staleTime: CATEGORIES_STALE_MS, select: selectCategoryCodes });
  const parts = useQuery({
    ...routeQueryOptions(contract.promotions.memberList),
    enabled: member,
    select: selectMemberParts,
    refetchInterval: (query) => {
      const data = query.state.data;
      const list = data ? (Array.isArray(data) ? data : data.content) : [];
      return list.some((entry) => entry.status === 'APPLYING') ? REVIEW_POLL_MS : false;
    },
  });
  useIssuedRefresh(member ? parts.data : undefined);
  const codes = categories.data ?? EMPTY_CODES;
  const wire = catalogue.data;
  const memberParts = member ? parts.data : undefined;
  const list = useMemo(() => {
    if (!wire || (member && !memberParts)) return undefined;
    const now = clockNow();
    return wire.map((promotion) => withMemberPart(toPromotionView(promotion, codes, now), memberParts?.get(promotion.id)));
  }, [wire, codes, member, memberParts]);
  return {
    list,
    isError: catalogue.isError || (member && parts.isError),
    isFetching: catalogue.isFetching || (member && parts.isFetching),
    refetch: () => Promise.all([catalogue.refetch(), member ? parts.refetch() : null]),
  };
}

export interface PromotionPage {
  rows: PromotionView[];
  totalPages: number;
  /** SPEC §2's categories with how many promotions each holds (ALL = every one). */
  counts: ReadonlyMap<PromotionCategory, number>;
}

/** One page of a category (12 per page): N1 gives every promotion at once, so the pages are the client's. */
export function promotionPage(list: readonly PromotionView[], category: PromotionCategory, page: number, size = PROMOTIONS_PAGE_SIZE): PromotionPage {
  const counts = new Map<PromotionCategory, number>(PROMOTION_CATEGORIES.map((code) => [code, code === 'ALL' ? list.length : list.filter((item) => item.category === code).length]));
  const rows = category === 'ALL' ? list : list.filter((item) => item.category === category);
  return { rows: rows.slice((page - 1) * size, page * size), totalPages: Math.max(1, Math.ceil(rows.length / size)), counts };
}

/**
 * The back office pays an approved application on its own clock (APPLYING
 * becomes ISSUED, with a message): when a refetch shows more ISSUED than
 * before, the wallet and the inbox changed too.
 */
function useIssuedRefresh(parts: ReadonlyMap<number, MemberPart> | undefined) {
  const client = useQueryClient();
  const issued = parts ? [...parts.values()].filter((part) => part.status === 'ISSUED').length : undefined;
  const seen = useRef(issued);
  useEffect(() => {
    if (issued === undefined) return;
    if (seen.current !== undefined && issued > seen.current) {
      for (const route of [...BALANCE_MOVED, contract.messages.unreadCount, contract.messages.list, contract.records.transactions]) {
        void client.invalidateQueries({ queryKey: routeQueryKeyPrefix(route) });
      }
    }
    seen.current = issued;
  }, [issued, client]);
}

/** What a status change touches: the member's statuses, the badges (N4) and the reward centre. */
const AFTER_APPLY = [contract.promotions.memberList, contract.promotions.available, contract.rewards.overview, contract.rewards.list] as const;
/** A bonus paid: the wallet, the ledger and the lists. */
const AFTER_PAYMENT = [...AFTER_APPLY, ...BALANCE_MOVED, contract.records.transactions] as const;

/** The header reads the balance query: the write's own answer moves it at once, before the refetch. */
function useSetBalance() {
  const client = useQueryClient();
  return (balance: number) => setMainBalance(client, balance);
}

/** Joins a promotion, or applies with a remark (SPEC §5: at most 140 characters). */
export function useApplyPromotion() {
  return useRouteMutation(contract.promotions.apply, {
    toArgs: ({ id, remark }: { id: number; remark?: string }) => ({ body: { id, ...(remark ? { remark } : {}) } }),
    invalidates: AFTER_APPLY,
    exclusive: true,
  });
}

/** Claims a promotion's bonus once; a fresh requestId per claim. */
export function useClaimPromotion() {
  const setBalance = useSetBalance();
  return useRouteMutation(contract.promotions.claim, {
    toArgs: (id: number) => ({ body: { id, requestId: crypto.randomUUID() } }),
    invalidates: AFTER_PAYMENT,
    exclusive: true,
    onSuccess: (value) => setBalance(value.balance),
  });
}

/** Manual rebate: what is available per game category since the last claim. */
export function useManualRebate() {
  return useQuery({ ...routeQueryOptions(contract.promotions.manualRebate), staleTime: 30_000 });
}

/** N9: the member's rebate rate per product type, as a fraction; entries at 0 are not shown (WIRE.md §6.6). */
export interface RebateRate {
  productType: string;
  /** A fraction: N9's percentage / 100. */
  rate: number;
}

export function selectRebateRates(value: RouteValue<typeof contract.promotions.rebateSettings>): RebateRate[] {
  const list = Array.isArray(value) ? value : value.content;
  return list.filter((entry) => (entry.rebateValue ?? 0) > 0).map((entry) => ({ productType: entry.productType, rate: (entry.rebateValue ?? 0) / 100 }));
}

export function useRebateRates() {
  return useQuery({ ...routeQueryOptions(contract.promotions.rebateSettings), staleTime: 5 * 60_000, select: selectRebateRates });
}

export const REBATE_HISTORY_PAGE_SIZE = 5;

/** The member's rebate claims, newest first. */
export function useRebateHistory(page: number) {
  return useQuery({
    ...routeQueryOptions(contract.promotions.rebateHistory, { query: { page, size: REBATE_HISTORY_PAGE_SIZE } }),
    placeholderData: (previous) => previous,
    select: (value) => ({ rows: value.content, totalPages: value.totalPages ?? 1, totalCount: value.totalCount ?? value.content.length }),
  });
}

/** Claims every category's rebate at once (the server pays the total). */
export function useClaimRebate() {
  const setBalance = useSetBalance();
  return useRouteMutation(contract.promotions.claimRebate, {
    toArgs: (_input: void) => ({ body: { requestId: crypto.randomUUID() } }),
    invalidates: [contract.promotions.manualRebate, contract.promotions.rebateHistory, ...BALANCE_MOVED, contract.records.transactions],
    exclusive: true,
    onSuccess: (value) => setBalance(value.balance),
  });
}

/** Red envelope events (N7), current first, with whether the member opened each. */
export function useRaffles() {
  return useQuery({ ...routeQueryOptions(contract.promotions.raffle), select: (value) => value.list, staleTime: 30_000 });
}

/**
 * Opens a red envelope once (N6). A refusal (the event just ended, say) means the cached event list
 * is stale: it is read again, so the page shows where the event stands.
 */
export function useOpenEnvelope() {
  const setBalance = useSetBalance();
  const client = useQueryClient();
  return useRouteMutation(contract.promotions.claimRaffle, {
    toArgs: (raffleId: number) => ({ body: { raffleId } }),
    invalidates: [contract.promotions.raffle, contract.promotions.available, ...BALANCE_MOVED, contract.records.transactions],
    exclusive: true,
    onSuccess: (value) => setBalance(value.balance),
    onError: () => void client.invalidateQueries({ queryKey: routeQueryKeyPrefix(contract.promotions.raffle) }),
  });
}
