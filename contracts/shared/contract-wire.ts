import { z } from 'zod';

/**
 * The platform's contract wire (WIRE.md §6.7): K0, the consolidated contract bundle
 * (`GET /wps/member/info/funds/consolidated`, S20), and the bodies of the four process relays
 * K1–K4. Answers are read leniently (§8: every field optional, numbers as numbers or numeric
 * strings, unknown keys dropped); bodies are exactly WIRE's fields.
 */

/** A number the platform may send as a number or a numeric string. */
const numberish = z.union([z.number(), z.string().max(32)]);
/** An id WIRE gives no type for: sent back exactly as it was read. */
export const contractIdSchema = z.union([z.number().int(), z.string().trim().min(1).max(64)]);
/** `"Y"`/`"N"` flags. */
const yesNo = z.string().max(8);
/** Request and contract statuses as sent (§6.7: `V` is a termination request; contracts are `A` or `V`). */
const wireStatus = z.string().max(8);

/** `computationPeriod`: D daily, W weekly, H semi-monthly (our reading, §6.7), M monthly. */
export const COMPUTATION_PERIODS = ['D', 'W', 'H', 'M'] as const;
export type ComputationPeriod = (typeof COMPUTATION_PERIODS)[number];
export const PERIOD_OF_COMPUTATION = { D: 'DAILY', W: 'WEEKLY', H: 'SEMI_MONTHLY', M: 'MONTHLY' } as const;
export const COMPUTATION_OF_PERIOD = { DAILY: 'D', WEEKLY: 'W', SEMI_MONTHLY: 'H', MONTHLY: 'M' } as const;

/** K1–K4 `status`: A accept, R refuse, C terminate (§6.7: C is unlabelled; SPEC's third action is terminate). */
export const PROCESS_STATUSES = ['A', 'R', 'C'] as const;
export type ProcessStatus = (typeof PROCESS_STATUSES)[number];
/** A K0 request with this status asks to END a contract; any other status offers a new one. */
export const TERMINATION_REQUEST_STATUS = 'V';
/** The status our simulated backend gives a new-contract request (WIRE records none; the agent centre's labels call it Pending). */
export const NEW_REQUEST_STATUS = 'P';
/** Current contracts: `A` confirmed, `V` with a termination request pending. */
export const CONFIRMED_STATUS = 'A';

/**
 * The product type our contracts cover. WIRE keys dividend and hourly requests by `productType`
 * and names no values; our contracts cover every product, under this one key (our choice).
 */
export const ALL_PRODUCTS = 'ALL';

/** A dividend request, as `divtypecompperiodreq[productType][computationPeriod][]` carries it. */
export const dividendRequestSchema = z.object({
  status: wireStatus.optional(),
  rate: numberish.optional(),
  /** `P`: the rate is a percentage. */
  rateType: z.string().max(8).optional(),
  /** The team's net loss over the period the dividend needs (a positive amount). */
  netLoss: numberish.optional(),
  activeMember: numberish.optional(),
  periodicTotalBet: numberish.optional(),
  minimumBet: numberish.optional(),
  /** `Y`: the period's total bet (`periodicTotalBet`) is a condition. */
  periodicTotalBetRequired: yesNo.optional(),
  /** `Y`: a downline holds this type at a higher rate, so accepting ends that downline contract (SPEC §4). */
  downlineHigherRate: yesNo.optional(),
});
export type DividendRequest = z.infer<typeof dividendRequestSchema>;

/** A daily-salary request (`dailysalreqtype[key][]`). `details`: the tiers; its shape is not recorded. */
export const dailySalaryRequestSchema = z.object({
  id: contractIdSchema.optional(),
  status: wireStatus.optional(),
  details: z.unknown().optional(),
  activeMember: numberish.optional(),
  contractRate: numberish.optional(),
  betVolume: numberish.optional(),
});
export type DailySalaryRequest = z.infer<typeof dailySalaryRequestSchema>;

/**
 * An hourly-salary request (`contracthoursalreq[productType][]`). `hourSalaryRates` is plural on
 * the wire and its shape not recorded: a number, a numeric string, or a list of rates or of
 * `{rate}` are all read. `activeMember` is not in WIRE's list: our simulated backend adds it.
 */
export const hourSalaryRequestSchema = z.object({
  contractId: contractIdSchema.optional(),
  status: wireStatus.optional(),
  hourSalaryRates: z.unknown().optional(),
  betAmount: numberish.optional(),
  activeMember: numberish.optional(),
});
export type HourSalaryRequest = z.infer<typeof hourSalaryRequestSchema>;

/** A real-time salary request (`realtimesalreqtype[key][]`); `realTimeSalaryRates` read as `hourSalaryRates`. */
export const realTimeSalaryRequestSchema = z.object({
  contractId: contractIdSchema.optional(),
  status: wireStatus.optional(),
  realTimeSalaryRates: z.unknown().optional(),
  winRate: numberish.optional(),
  lossRate: numberish.optional(),
  minimumBet: numberish.optional(),
  activeMember: numberish.optional(),
});
export type RealTimeSalaryRequest = z.infer<typeof realTimeSalaryRequestSchema>;

/** A current dividend contract in `divtypecompperiodinfo.agent[]` (inner fields not recorded: our design, the request's fields plus its keys). */
export const dividendContractSchema = dividendRequestSchema.extend({
  productType: z.string().max(32).optional(),
  computationPeriod: z.string().max(8).optional(),
});
export type DividendContract = z.infer<typeof dividendContractSchema>;

const byKey = <T extends z.ZodTypeAny>(entry: T) => z.record(z.string(), z.array(entry)).nullish();
/** A flag the platform may send as a boolean, `"Y"`/`"N"`, `1`/`0` or a string of those. */
const flag = z.union([z.boolean(), z.number(), z.string().max(8)]).nullish();

/**
 * K0's `value` (WIRE.md §6.7). Pending requests in WIRE's keys; `divtypereq` is SPEC's name for
 * `divtypecompperiodreq` (§8 Q20) and is read as a fallback. The current-contract keys' inner
 * fields are not recorded: ours are the request's fields (plus `productType`/`computationPeriod`
 * for dividends), and `contractmrdailysalinfotype` is read for its presence only. SPEC's flags
 * are read when sent and otherwise derived from which families are present.
 */
export const consolidatedContractInfoSchema = z.object({
  divtypecompperiodreq: z.record(z.string(), z.record(z.string(), z.array(dividendRequestSchema))).nullish(),
  divtypereq: z.record(z.string(), z.record(z.string(), z.array(dividendRequestSchema))).nullish(),
  dailysalreqtype: byKey(dailySalaryRequestSchema),
  contracthoursalreq: byKey(hourSalaryRequestSchema),
  realtimesalreqtype: byKey(realTimeSalaryRequestSchema),
  /** Ours: `{[productType]: {divType}}` for each product the member holds a dividend contract of. */
  divtypeinfo: z.record(z.string(), z.unknown()).nullish(),
  divtypecompperiodinfo: z.object({ agent: z.array(dividendContractSchema).nullish() }).nullish(),
  dailysalinfotype: byKey(dailySalaryRequestSchema),
  contracthoursalinfo: byKey(hourSalaryRequestSchema),
  realtimesalinfotype: byKey(realTimeSalaryRequestSchema),
  contractmrdailysalinfotype: z.unknown().optional(),
  dailySalary: flag,
  hourSalary: flag,
  salary: flag,
  enableCt: flag,
});
export type ConsolidatedContractInfo = z.infer<typeof consolidatedContractInfoSchema>;

const processStatus = z.enum(PROCESS_STATUSES);
const productType = z.string().trim().min(1).max(32);

/** K1 body (and, §8 Q7, the query of its GET form). */
export const processDividendBodySchema = z.object({ productType, computationPeriod: z.enum(COMPUTATION_PERIODS), status: processStatus });
/** K2 body (and its GET form's query). */
export const processDailySalaryBodySchema = z.object({ id: contractIdSchema, status: processStatus });
/** K3 body. */
export const processHourSalaryBodySchema = z.object({ contractId: contractIdSchema, status: processStatus, productType });
/** K4 body. */
export const processRealTimeSalaryBodySchema = z.object({ contractId: contractIdSchema, status: processStatus });
