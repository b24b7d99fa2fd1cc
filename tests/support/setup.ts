import { configureApi } from '../../src/lib/api';

// Node has no page origin: the client talks to an absolute base the mock matches with `*`.
configureApi({ baseUrl: 'http://localhost', validateResponses: true, timeoutMs: 5_000 });
