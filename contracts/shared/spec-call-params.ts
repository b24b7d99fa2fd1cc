/**
 * The client's side of contracts/shared/spec-calls.ts, with no table: the production build replaces
 * spec-calls.ts with a table of the client-added parameters alone (scripts/build/contract-manifest.ts),
 * and both re-export these.
 */

/** Where a parameter's value comes from. */
export type SpecParam =
  /** A SPEC §9 constant the client adds to every call: always on the wire. */
  | { kind: 'fixed'; value: string | number }
  /** A value of the client's context (the brand's merchant code, the UI language, the page's host): always on the wire. */
  | { kind: 'context'; from: WireContextKey }
  /** Given by the caller on every call (a page number, the game type): always on the wire from the app (the wire tests check its calls). */
  | { kind: 'given' }
  /** Sent only when it applies (a search text, a vendor filter); SPEC gives no value to send otherwise. */
  | { kind: 'when' };

export type WireContextKey = 'merchant' | 'language' | 'host';
export type WireContext = Record<WireContextKey, string>;

export interface SpecCall {
  /** Where the parameters travel. */
  in: 'query' | 'body';
  /** The parameters SPEC names, by their wire names, in SPEC's order. */
  params: Readonly<Record<string, SpecParam>>;
}

/**
 * The call's input with the values the client sends itself: the fixed constants and the context
 * values, each only where the caller gave none.
 */
export function withSpecParams(call: SpecCall | undefined, input: Record<string, unknown> | undefined, wire: WireContext): Record<string, unknown> | undefined {
  if (!call) return input;
  let out = input;
  for (const [name, param] of Object.entries(call.params)) {
    if (out?.[name] !== undefined) continue;
    if (param.kind === 'fixed') out = { ...out, [name]: param.value };
    else if (param.kind === 'context') out = { ...out, [name]: wire[param.from] };
  }
  return out;
}
