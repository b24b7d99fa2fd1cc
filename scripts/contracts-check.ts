/**
 * npm run contracts:check -- [--base-url <url>] [--token <token>] [--write <key,key>] [--json <file>]
 *
 * Probes the transport first (WIRE.md §9: the RSA key, 401 without
 * Authorization, two Merchant headers, plaintext on an encrypted route, the
 * wrong verb), then calls every read-only route of the contract (GET) against
 * a backend with example arguments (tests/api/examples) and validates each
 * answer against the contract's response schema for its status, and its
 * envelope's fields (`success`, `errorCode`, no `code`). Write routes are called only
 * when --write names them (dotted keys, e.g. favourites.add). Without
 * --base-url it starts the simulated backend over HTTP and logs each
 * example's seeded persona in. Prints a table, writes it as JSON (default
 * contracts-check.json), and exits 1 when any route does not conform.
 */
import { writeFileSync } from 'node:fs';
import { startHttpBackend } from '../mocks/http';
import { formatRows, runContractCheck } from './contracts-check/run';
import { formatProbes, runTransportProbes } from './contracts-check/transport';

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};

async function main(): Promise<number> {
  const given = option('base-url');
  const backend = given ? null : await startHttpBackend();
  const baseUrl = given ?? backend!.url;
  console.log(given ? `Checking ${baseUrl} against the contract` : `Checking the simulated backend over HTTP at ${baseUrl}`);
  try {
    const probes = await runTransportProbes(baseUrl.replace(/\/$/, ''));
    console.log(formatProbes(probes));
    const rows = await runContractCheck({
      baseUrl: baseUrl.replace(/\/$/, ''),
      token: option('token'),
      write: option('write')?.split(',').map((key) => key.trim()).filter(Boolean),
      ownBackend: !given,
    });
    console.log(formatRows(rows));
    const file = option('json') ?? 'contracts-check.json';
    writeFileSync(file, `${JSON.stringify({ baseUrl, checkedAt: new Date().toISOString(), transport: probes, rows }, null, 2)}\n`);
    console.log(`Written to ${file}`);
    return rows.every((row) => row.conforms) && probes.every((probe) => probe.ok) ? 0 : 1;
  } finally {
    await backend?.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
