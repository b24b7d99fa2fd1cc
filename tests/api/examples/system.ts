import type { Examples } from './types';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export const systemExamples = {
  permission: { persona: 'guest', args: {} },
  whitelabel: { persona: 'guest', args: {} },
  registerSettings: { persona: 'guest', args: {} },
  status: { persona: 'guest', args: {} },
  domainRoute: { persona: 'guest', args: {} },
  helpCenter: { persona: 'guest', args: { query: { lang: 'EN', device: 'WEB' } } },
  feedback: { persona: 'player01', args: { body: { questionType: 'DEPOSIT', content: 'My deposit has not arrived yet', images: [PNG] } } },
  licences: { persona: 'guest', args: {} },
  feedbackSettings: { persona: 'guest', args: {} },
  feedbackHistory: { persona: 'player01', args: { query: { pageNo: 1, pageSize: 10 } } },
  validationRules: { persona: 'guest', args: {} },
  icons: { persona: 'guest', args: {} },
  menu: { persona: 'guest', args: {} },
  formDropMenu: { persona: 'guest', args: { query: { menuGroup: 'gamingvenue' } } },
  countries: { persona: 'guest', args: {} },
  routers: { persona: 'guest', args: {} },
  customerService: { persona: 'guest', args: {} },
  nationalities: { persona: 'guest', args: {} },
  appDownload: { persona: 'player01', args: { query: { origin: 'https://www.lucky88.example', language: 'EN', token: 'example-token' } } },
} satisfies Examples<'system'>;
