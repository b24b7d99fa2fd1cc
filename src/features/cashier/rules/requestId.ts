/** A fresh id for one money action: the server spends once per id, so a retry of the same submit reuses it. */
export function newRequestId(): string {
  return `web-${crypto.randomUUID()}`;
}
