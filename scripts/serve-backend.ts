/**
 * The simulated backend over real HTTP, for a production build to call:
 * `npm run backend:http -- --port 4400 [--launch-cdn <origin>]`. CORS admits any origin; the world
 * is seeded fresh at start and lives in memory.
 */
import { startHttpBackend } from '../mocks/http';

const args = process.argv.slice(2);
const index = args.indexOf('--port');
const port = index >= 0 ? Number(args[index + 1]) : 4400;

const cdnIndex = args.indexOf('--launch-cdn');
const launchCdns = cdnIndex >= 0 ? [args[cdnIndex + 1]!] : undefined;

const backend = await startHttpBackend({ port, host: '127.0.0.1', launchCdns });
console.log(`Simulated backend listening at ${backend.url}`);
