import { configureApi } from '../../src/lib/api';

// Node has no page origin: the client talks to an absolute base the mock matches with `*`.
configureApi({ baseUrl: 'http://localhost', validateResponses: true, timeoutMs: 5_000 });

// The app fetches TY lazily (src/lib/locales). Importing it here once makes that
// dynamic import resolve at once, so a language switch under test waits on no
// module transform of a busy machine; the switch still goes through the loader.
await import('../../src/lib/locales/ty');
