import type { Examples } from './types';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export const systemExamples = {
  // The client adds url=<host> itself (spec-calls context('host')).
  status: { persona: 'guest', args: { query: {} } },
  whitelabel: { persona: 'guest', args: {} },
  registerSettings: { persona: 'guest', args: {} },
  countries: { persona: 'guest', args: {} },
  domainRoute: { persona: 'guest', args: {} },
  helpCenter: { persona: 'guest', args: { query: { lang: 'EN', device: 'WEB' } } },
  feedback: { persona: 'player01', args: { body: { questionType: 'DEPOSIT', content: 'My deposit has not arrived yet', images: [PNG] } } },
  feedbackSettings: { persona: 'guest', args: {} },
  feedbackHistory: { persona: 'player01', args: { query: { pageNo: 1, pageSize: 10 } } },
  licences: { persona: 'guest', args: {} },
  icons: { persona: 'guest', args: {} },
  formDropMenu: { persona: 'guest', args: { query: { menuGroup: 'gamingvenue' } } },
  nationalities: { persona: 'guest', args: {} },
  appDownload: { persona: 'player01', args: { query: { origin: 'https://www.lucky88.example', language: 'EN' } } },
} satisfies Examples<'system'>;
