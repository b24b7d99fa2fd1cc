/** Seeds the session domain. Runs after the domains before it in mocks/world.ts. */
export async function seed(): Promise<void> {}
