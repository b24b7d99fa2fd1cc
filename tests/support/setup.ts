import { configure } from '@testing-library/dom';
import { simulatedClock } from '../../mocks/engine/simulated-clock';
import { configureApi } from '../../src/lib/api';
import { connectClock } from '../../src/lib/clock';

// Node has no page origin: the client talks to an absolute base the mock matches with `*`.
// A busy 2-core machine can keep the simulated backend from answering for seconds: only the time-out tests want it short.
configureApi({ baseUrl: 'http://localhost', validateResponses: true, timeoutMs: 20_000 });
// The app reads the simulated backend's clock, as in the start and demo builds (src/lib/clock.ts).
connectClock(simulatedClock);

// The app fetches TY lazily (src/lib/locales). Importing it here once makes that
// dynamic import resolve at once, so a language switch under test waits on no
// module transform of a busy machine; the switch still goes through the loader.
await import('../../src/lib/locales/ty');
// Likewise the zod error map the app installs lazily (src/lib/i18n.ts installValidationLanguage).
await import('../../src/lib/validation');

// A whole-app render (a route chunk's modules compiled and evaluated on its first visit, a page render in a React
// transition, then the effect that opens a modal) has taken 5 s at load 15 and over 10 s at load 35 on a 2-core
// machine; testing-library's 1 s default made findBy and waitFor fail there while passing alone. Every wait gets
// room; a passing wait still returns as soon as it holds.
configure({ asyncUtilTimeout: 20_000 });
