import { DEFAULT_CURRENCY_SYMBOL, DEFAULT_LANGUAGE } from '@contracts/shared/constants';
import type { RegistrationFieldConfig } from '@contracts/shared/entities';
import { REGISTER_PATTERN_IDS, registerPatternName } from '@contracts/shared/register-patterns';
import { flattenModules, isOn } from '@contracts/shared/whitelabel';
import type { CountryValue, StatusValue, ValidationRule } from '@contracts/system';
import type { CustomerServiceEntry } from './customerService';
import { resourceKey } from './resources';

/**
 * The start-up status (WIRE.md §6.2 Y1) as the screens read it: SPEC §3's public state. Pure and
 * zod-free (it runs in the first page's bundle), and defensive: in production answers are not
 * validated, so every field is read as `unknown` may come.
 */

/** SPEC §4: 0 the app, 1 the maintenance page, 2 the region-blocked page. */
export type SystemStatus = 0 | 1 | 2;

/** What Y1 cannot give, from brand configuration (src/lib/brand.ts). */
export interface BrandConfig {
  merchantCode: string;
  languages: readonly string[];
  socialProviders: readonly ('google' | 'facebook')[];
  imageCdns: readonly string[];
  launchCdns: readonly string[];
}

/** A resource link, keyed in PublicState.resources by its canonical type. */
export interface ResourceLink {
  /** The type as the platform sent it (`A`, `IOS`, `FACEBOOK`, …). */
  resourceType: string;
  url: string | null;
  qrCodeUrl: string | null;
  /** The platform's English label, when it sends one. */
  label: string | null;
}

export interface PublicState {
  systemStatus: SystemStatus;
  maintenance: { enabled: boolean; endTime: string | null };
  maintenanceEnd: string | null;
  regionRestriction: { enabled: boolean; ip: string | null };
  location: { ip: string | null };
  /** Y1 `test`: switches the Geetest logic. */
  test: boolean;
  /** The entries as listed: paths still encrypted (useCustomerServices decrypts them after the first paint). */
  customerService: readonly CustomerServiceEntry[];
  /** By canonical type: upper case, with `A` and `Android` both as ANDROID (WIRE.md §6.2). */
  resources: Readonly<Record<string, ResourceLink>>;
  /** The module tree flattened to `{[modId]: enabled === "1"}`; a module the tree lacks is off. */
  whitelabel: Readonly<Record<string, boolean>>;
  /** Registration field rules (Y1 info.register), confirm password derived from password. */
  register: readonly RegistrationFieldConfig[];
  /** Messages the platform sent with field rules: the form's fallback for a pattern number we do not know. */
  registerRules: readonly ValidationRule[];
  login: {
    /** PWDEXPFORCECHANGE3: an expired password forces a change (WIRE.md §1.2). */
    pwdEnabled: boolean;
    /** FREEPLAY3. */
    hasFreePlay: boolean;
    /** MOBILEVERCODELOGIN3: the SMS-code login tab. */
    showVerCodeLogin: boolean;
    /** SOCIALLOGIN3 (ours) with the brand's providers. */
    socialLogin: { enabled: boolean; providers: readonly ('google' | 'facebook')[] };
    /** FIREBASECREATEACC3 or info.sms.firebase. */
    firebase: boolean;
    /** CHNGPASSMAIL3 (by email) and CHNGPASSVERIF3 (by mobile verification). */
    forgotPassword: { email: boolean; mobile: boolean };
  };
  features: {
    agentPolicy: boolean;
    dividend: boolean;
    dailySalary: boolean;
    hourlySalary: boolean;
    realtimeSalary: boolean;
    disclaimer: boolean;
  };
  /** SPEC §3 domainList and mainDomain, and the routes the back office switches (SPEC §7 routers). */
  domainRoute: { domainList: readonly string[]; mainDomain: string; routers: ReadonlyArray<{ path: string; enabled: boolean }> };
  mainDomain: string;
  imageCdns: readonly string[];
  launchCdns: readonly string[];
  gw: { geetestId: string | null; geetestVersion: string | null; profileIconCount: number | null };
  analytics: { gtagId: string | null };
  merchantCode: string;
  defaultLanguage: string;
  supportedLanguages: readonly string[];
}

const asObject = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const asText = (value: unknown): string | null => (typeof value === 'string' && value ? value : typeof value === 'number' ? String(value) : null);
const strings = (value: unknown): string[] => asArray(value).filter((item): item is string => typeof item === 'string' && item.length > 0);

function asInt(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(number) ? Math.trunc(number) : null;
}

/** "A time": epoch ms becomes ISO; a string is kept as sent (the page formats it when it parses). */
function timeText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value).toISOString();
  return typeof value === 'string' && value.trim() ? value : null;
}

/** WIRE.md §6.2 Y1: maintenance (truthy) wins, then regionRestriction (truthy), else normal. Truthy as the platform's client reads it. */
export function systemStatusOf(value: Pick<StatusValue, 'maintenance' | 'regionRestriction'> | null | undefined): SystemStatus {
  if (value?.maintenance) return 1;
  if (value?.regionRestriction) return 2;
  return 0;
}

export { APP_RESOURCE_KEYS, resourceKey } from './resources';

export function selectResources(list: unknown): Record<string, ResourceLink> {
  const map: Record<string, ResourceLink> = {};
  for (const item of asArray(list)) {
    const { resourceType, url, qrCodeUrl, labelNameEn } = asObject(item);
    if (typeof resourceType !== 'string' || !resourceType.trim()) continue;
    const key = resourceKey(resourceType);
    // The first of a type wins, as a map built in list order would keep the last; the platform sends one per type.
    map[key] ??= { resourceType, url: asText(url), qrCodeUrl: asText(qrCodeUrl), label: asText(labelNameEn) };
  }
  return map;
}

export function selectCustomerService(list: unknown): CustomerServiceEntry[] {
  return asArray(list).flatMap((item) => {
    const { csType, title, path, labelIds } = asObject(item);
    const entry: CustomerServiceEntry = {
      csType: asText(csType) ?? '',
      title: asText(title) ?? asText(csType) ?? '',
      path: asText(path) ?? '',
      labelIds: asArray(labelIds).flatMap((id) => (typeof id === 'string' || typeof id === 'number' ? [String(id)] : [])),
    };
    return entry.path ? [entry] : [];
  });
}

/**
 * WIRE.md §6.2 Y3 / Y1 info.register: field → rule, to the form's list. The client derives the
 * confirm-password rule from `password` and copies `mobileNum` to `phone`, as the platform's does.
 */
export function selectRegister(map: unknown): { fields: RegistrationFieldConfig[]; rules: ValidationRule[] } {
  const source = { ...asObject(map) };
  if (source.password && !source.confirmPassword) source.confirmPassword = source.password;
  if (source.mobileNum && !source.phone) source.phone = source.mobileNum;
  const fields: RegistrationFieldConfig[] = [];
  const rules: ValidationRule[] = [];
  for (const [field, raw] of Object.entries(source)) {
    if (!raw || typeof raw !== 'object') continue;
    const rule = raw as Record<string, unknown>;
    const acceptedPattern = asText(rule.acceptedPattern) ?? '*';
    const patternId = registerPatternName(rule.patternId);
    const minLength = asInt(rule.minLength) ?? 0;
    fields.push({
      field,
      enabled: isOn(rule.enabled),
      required: isOn(rule.required),
      patternId,
      acceptedPattern,
      minLength,
      // No upper bound sent: none to enforce.
      maxLength: Math.max(asInt(rule.maxLength) ?? Number.MAX_SAFE_INTEGER, minLength),
    });
    const message = asText(rule.message);
    const known = (REGISTER_PATTERN_IDS as readonly string[]).includes(patternId);
    if (message && !known && !rules.some((item) => item.patternId === patternId)) {
      rules.push({ patternId, pattern: acceptedPattern, messageKey: patternId, message });
    }
  }
  return { fields, rules };
}

function selectDomainRoute(table: unknown, mainDomain: string): PublicState['domainRoute'] {
  const { domainList, routers } = asObject(table);
  return {
    domainList: strings(domainList),
    mainDomain,
    routers: asArray(routers).flatMap((router) => {
      const { path, enabled } = asObject(router);
      return typeof path === 'string' && path ? [{ path, enabled: enabled === undefined || enabled === null ? true : isOn(enabled) }] : [];
    }),
  };
}

/** The public state of one status answer, with the brand's configuration for what the answer cannot give. */
export function selectPublicState(value: StatusValue, brand: BrandConfig): PublicState {
  const root = asObject(value);
  const info = asObject(root.info);
  const systemStatus = systemStatusOf(value);
  const modules = flattenModules(info.whitelabel);
  const on = (module: string) => modules[module] === true;
  const location = { ip: asText(asObject(root.location).ip) };
  const maintenanceEnd = systemStatus === 1 ? timeText(root.maintenanceEnd) : null;
  const mainDomain = asText(info.mainDomain) ?? '';
  const register = selectRegister(info.register);
  const gw = asObject(info.gw);
  const imageCdns = strings(info.imageCDNs);
  const launchCdns = strings(info.launchGameCDNs);
  return {
    systemStatus,
    maintenance: { enabled: systemStatus === 1, endTime: maintenanceEnd },
    maintenanceEnd,
    regionRestriction: { enabled: systemStatus === 2, ip: systemStatus === 2 ? location.ip : null },
    location,
    test: Boolean(root.test),
    customerService: selectCustomerService(info.customerService),
    resources: selectResources(info.resources),
    whitelabel: modules,
    register: register.fields,
    registerRules: register.rules,
    login: {
      pwdEnabled: on('PWDEXPFORCECHANGE3'),
      hasFreePlay: on('FREEPLAY3'),
      showVerCodeLogin: on('MOBILEVERCODELOGIN3'),
      socialLogin: { enabled: on('SOCIALLOGIN3') && brand.socialProviders.length > 0, providers: on('SOCIALLOGIN3') ? brand.socialProviders : [] },
      firebase: on('FIREBASECREATEACC3') || isOn(asObject(info.sms).firebase),
      forgotPassword: { email: on('CHNGPASSMAIL3'), mobile: on('CHNGPASSVERIF3') },
    },
    features: {
      agentPolicy: on('AGENTPOLICY3'),
      dividend: on('SIGNCONDIV3'),
      dailySalary: on('DAILYSALCONT3'),
      hourlySalary: on('HOURSAL3'),
      realtimeSalary: on('RTSALARY3'),
      disclaimer: on('DISCLAIMER3'),
    },
    domainRoute: selectDomainRoute(info.domainRoute, mainDomain),
    mainDomain,
    imageCdns: imageCdns.length ? imageCdns : brand.imageCdns,
    launchCdns: launchCdns.length ? launchCdns : brand.launchCdns,
    gw: { geetestId: asText(gw.GEETEST_ID), geetestVersion: asText(gw.GEETEST_VERSION), profileIconCount: asInt(gw.PROFILE_ICON_COUNT) },
    analytics: { gtagId: asText(asObject(info.analytics).gtagId) },
    merchantCode: brand.merchantCode,
    defaultLanguage: DEFAULT_LANGUAGE,
    supportedLanguages: brand.languages,
  };
}

/** A country of the dialling-code picker. */
export interface CountryOption {
  countryCode: string;
  countryDialingCode: string;
}

export interface Countries {
  /** The merchant's default country first, then the rest as listed. */
  countries: CountryOption[];
  currency: string | null;
  currencySymbol: string;
}

/**
 * WIRE.md §6.2 Y4: the top-level pair is the default country; the symbol falls back to "$" (SPEC).
 * Dialling codes are compared and sent as the platform lists them.
 */
export function selectCountries(value: CountryValue | null | undefined): Countries {
  const root = asObject(value);
  const list = asArray(root.countries).flatMap((item) => {
    const { countryCode, countryDialingCode } = asObject(item);
    const code = asText(countryCode);
    const dial = asText(countryDialingCode);
    return code && dial ? [{ countryCode: code, countryDialingCode: dial }] : [];
  });
  const defaultCode = asText(root.countryCode);
  const defaultDial = asText(root.countryDialingCode);
  const first = list.find((country) => country.countryCode === defaultCode) ?? (defaultCode && defaultDial ? { countryCode: defaultCode, countryDialingCode: defaultDial } : null);
  const countries = first ? [first, ...list.filter((country) => country !== first && country.countryCode !== first.countryCode)] : list;
  return { countries, currency: asText(root.currency), currencySymbol: asText(root.currencySymbol) ?? DEFAULT_CURRENCY_SYMBOL };
}
