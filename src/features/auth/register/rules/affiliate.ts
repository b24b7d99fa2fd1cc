/**
 * SPEC §4 registration step 2: when the affiliate field is not shown, the
 * code from the URL (/register?referralCode=) is sent; when it is shown and
 * filled, the typed code is verified first (contract.member.checkAffiliate).
 * The URL code always rides along as referralCode, so the link's owner is
 * kept even when the player types nothing.
 */
export interface AffiliatePlan {
  /** The code to verify before registering, or null. */
  verify: string | null;
  affiliateCode?: string;
  referralCode?: string;
}

export function affiliatePlan(fieldShown: boolean, typed: string | undefined, urlCode: string | null | undefined): AffiliatePlan {
  const fromUrl = urlCode?.trim() || undefined;
  const code = typed?.trim() || undefined;
  if (!fieldShown || !code) return { verify: null, referralCode: fromUrl };
  return { verify: code, affiliateCode: code, referralCode: fromUrl };
}

/** The referral code of a register URL's query, if any. */
export function referralCodeOf(search: string): string | null {
  return new URLSearchParams(search).get('referralCode')?.trim() || null;
}
