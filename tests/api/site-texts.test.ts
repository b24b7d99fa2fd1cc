import { describe, expect, it } from 'vitest';
import { snapshotWorld } from '../../mocks/world';
import { brand } from '../../src/lib/brand';
import { callRoute, contract } from '../../src/lib/api';
import { loginAs, useSimulatedBackend } from '../support/backend';

useSimulatedBackend();

/**
 * The back office's texts name the site they run on: the Royal Jackpot build welcomed players "to Lucky88" in its
 * notices, its inbox and its help centre (issue 32). The platform's own domains (lucky88.example) are not text.
 */
describe("the seeded texts use the brand's name", () => {
  it('welcomes to the brand in the notices and the inbox, and the help centre says who the brand is', async () => {
    expect(brand.siteName).toBe('Royal Jackpot');
    const notices = await callRoute(contract.notices.notice, { query: { execution: 'B' } });
    expect(notices.player?.[0]).toMatchObject({ title: 'Welcome to Royal Jackpot', content: expect.stringMatching(/^Welcome to Royal Jackpot! /) });

    const help = await callRoute(contract.system.helpCenter, { query: { lang: 'EN', device: 'WEB' } });
    const about = help.find((section) => section.code === 'aboutUs')!;
    expect(about.articles[0]!.content).toMatch(/^<p>Royal Jackpot offers live casino/);

    await loginAs('newbie01', '123456');
    const inbox = await callRoute(contract.messages.list, { query: { page: 1, size: 10 } });
    expect(inbox.content.map((message) => message.subject)).toContain('Welcome to Royal Jackpot');
  });

  it('names no other brand anywhere in the seeded world or the help centre', async () => {
    const help = await callRoute(contract.system.helpCenter, { query: { lang: 'EN', device: 'WEB' } });
    const texts = JSON.stringify([snapshotWorld(), help]);
    expect(texts.match(/Lucky ?88|Emerald Palace/g) ?? []).toEqual([]);
  });
});
