/**
 * npm run record -- --base-url <url> [--token <token>] [--name <name>] [--out <dir>]
 * npm run record -- --har <file.har> [--name <name>] [--out <dir>]
 *
 * Records a real backend's answers for replay in the simulated backend (issue 36): walks the
 * contract's read-only routes against --base-url through the app's client, or reads a HAR exported
 * from a browser's network panel. Writes `<out>/<name>.json` (the recording: route key, arguments,
 * status and answer; passwords, tokens and other secrets stripped, headers never kept) and
 * `<out>/<name>.drift.json` (every answered field that differs from the contract), prints the drift
 * report, and exits 1 when there is drift. Load the recording in the QA toolbar, with
 * `?recording=<url of the file>`, or `npm run backend:http -- --recording <file>`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { captureExchanges, readHar, type Exchange } from './record/exchanges';
import { formatDrift, toRecording, type Skipped } from './record/recording';
import { walkReadRoutes } from './record/walk';

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};

async function main(): Promise<number> {
  const baseUrl = option('base-url')?.replace(/\/$/, '');
  const har = option('har');
  if (!baseUrl === !har) {
    console.error('Give either --base-url <url> (with --token <token> for the member routes) or --har <file>.');
    return 2;
  }
  let exchanges: Exchange[];
  let walkSkipped: Skipped[] = [];
  if (baseUrl) {
    console.log(`Recording the read-only routes of ${baseUrl}${option('token') ? ' with a session' : ' as a guest'}`);
    exchanges = await captureExchanges(async () => {
      walkSkipped = await walkReadRoutes(baseUrl, option('token'));
    });
  } else {
    exchanges = readHar(har!);
  }
  const name = option('name') ?? (har ? basename(har).replace(/\.har$/i, '') : new URL(baseUrl!).host.replace(/[^\w.-]+/g, '-'));
  // The source names where, never with what: a URL's query may carry a token.
  const source = baseUrl ? new URL(baseUrl).origin : basename(har!);
  const { recording, drift, skipped } = toRecording(exchanges, { name, source });
  const dir = option('out') ?? 'recordings';
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.json`), `${JSON.stringify(recording, null, 2)}\n`);
  writeFileSync(join(dir, `${name}.drift.json`), `${JSON.stringify({ source, recordedAt: recording.recordedAt, drift }, null, 2)}\n`);
  console.log(`${recording.answers.length} answers recorded; ${walkSkipped.length + skipped.length} calls not recorded.`);
  for (const item of [...walkSkipped, ...skipped]) console.log(`  not recorded: ${item.method} ${item.path} (${item.why})`);
  console.log(formatDrift(drift));
  console.log(`Written to ${join(dir, `${name}.json`)} and ${join(dir, `${name}.drift.json`)}`);
  return drift.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
