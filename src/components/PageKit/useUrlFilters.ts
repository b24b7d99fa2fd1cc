import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { formatRangeParam, parseRangeParam, type DatePreset, type DateRangeSelection } from '../DateRange/presets';

/** One filter kept in the URL: how to read it (invalid gives the fallback) and how to write it. */
export interface UrlField<Value> {
  parse: (raw: string) => Value | undefined;
  toParam: (value: Value) => string;
  fallback: Value;
}

type Fields<T> = { [K in keyof T]: UrlField<T[K]> };

const PAGE_NO = z.coerce.number().int().min(1);

/** Builders of the usual record-page filters. */
export const urlField = {
  /** One of a list of names, e.g. a ledger kind ('' = all). */
  oneOf<Value extends string>(values: readonly Value[], fallback: Value): UrlField<Value> {
    return { parse: (raw) => values.find((value) => value === raw), toParam: String, fallback };
  },
  /** A 1-based page number; "2.5", "0" or "x" give page 1. */
  pageNo(): UrlField<number> {
    return {
      parse: (raw) => {
        const result = PAGE_NO.safeParse(raw);
        return result.success ? result.data : undefined;
      },
      toParam: String,
      fallback: 1,
    };
  },
  /** A date-range preset name or a valid `from..to` custom range. */
  dateRange(fallback: DatePreset): UrlField<DateRangeSelection> {
    return { parse: (raw) => parseRangeParam(raw) ?? undefined, toParam: formatRangeParam, fallback: { preset: fallback } };
  },
};

export interface UrlFilters<T> {
  /** The filters the URL says, each falling back on its own when absent or invalid. */
  values: T;
  /** Writes some filters; a value equal to its default leaves the URL (short links). */
  set: (patch: Partial<T>) => void;
  reset: () => void;
}

/**
 * Filter state of a record page, kept in the URL search params so a filtered
 * page can be shared and reloaded. Parameters the page does not own (the
 * centre's `page`) are left as they are.
 */
export function useUrlFilters<T extends Record<string, unknown>>(fields: Fields<T>): UrlFilters<T> {
  const [params, setParams] = useSearchParams();
  const keys = Object.keys(fields) as Array<keyof T & string>;
  const search = params.toString();

  const values = useMemo(() => {
    const current = new URLSearchParams(search);
    const result = {} as T;
    for (const key of keys) {
      const raw = current.get(key);
      const parsed = raw === null ? undefined : fields[key].parse(raw);
      result[key] = parsed === undefined ? fields[key].fallback : parsed;
    }
    return result;
    // The field specs are module constants of the page; the keys name them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, keys.join()]);

  const set = useCallback(
    (patch: Partial<T>) => {
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const key of Object.keys(patch) as Array<keyof T & string>) {
          const field = fields[key];
          const value = patch[key] as T[typeof key];
          const param = field.toParam(value);
          if (param === field.toParam(field.fallback)) next.delete(key);
          else next.set(key, param);
        }
        return next;
      });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setParams, keys.join()],
  );

  const reset = useCallback(() => {
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const key of keys) next.delete(key);
      return next;
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [setParams, keys.join()]);

  return { values, set, reset };
}
