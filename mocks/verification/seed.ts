/**
 * Nothing to seed: codes, captchas and tokens live only in memory, registered
 * with onSecurityReset (engine/client.ts), which every reset and restore runs.
 */
export async function seed(): Promise<void> {}
