/**
 * Codes sent to a signed-in member (payment password reset, mobile binding)
 * are bound to the account, not to the tab: only that member can use them,
 * from whichever of its sessions.
 */
export function memberSmsClient(account: string): string {
  return `member:${account}`;
}
