/** Simulated-backend credential hashing: the demo's IndexedDB never holds a plaintext password. */
export async function hashPassword(password: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`casino-demo:${password}`));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  return hash !== null && (await hashPassword(password)) === hash;
}
