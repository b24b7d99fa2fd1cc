/**
 * The simulated backend over real HTTP, for a production build to call:
 * `npm run backend:http -- --port 4400 [--launch-cdn <origin>] [--recording <file>]`. CORS admits any
 * origin; the world is seeded fresh at start and lives in memory. A recording (`npm run record`)
 * answers the calls it holds; the world answers the rest.
 */
import { readFileSync } from 'node:fs';
import { isRecording, loadRecording } from '../mocks/engine/recordings';
import { startHttpBackend } from '../mocks/http';

const args = process.argv.slice(2);
const index = args.indexOf('--port');
const port = index >= 0 ? Number(args[index + 1]) : 4400;

const cdnIndex = args.indexOf('--launch-cdn');
const launchCdns = cdnIndex >= 0 ? [args[cdnIndex + 1]!] : undefined;

const recordingIndex = args.indexOf('--recording');
if (recordingIndex >= 0) {
  const file = args[recordingIndex + 1]!;
  const recording: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isRecording(recording)) throw new Error(`${file} is not a recording (npm run record writes them)`);
  loadRecording(recording);
  console.log(`Replaying ${recording.answers.length} recorded answers from ${file}`);
}

const backend = await startHttpBackend({ port, host: '127.0.0.1', launchCdns });
console.log(`Simulated backend listening at ${backend.url}`);
