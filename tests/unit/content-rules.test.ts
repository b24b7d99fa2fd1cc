import { describe, expect, it } from 'vitest';
import { cannedReply } from '../../src/demo-games/chatReplies';
import { articleSearch, readArticleParams } from '../../src/features/content/rules/articleParams';
import { mainDomainOffer, routeEnabled } from '../../src/features/content/rules/domain';
import { acceptImages, TOO_BIG_KEY, TOO_MANY_KEY, WRONG_TYPE_KEY } from '../../src/features/feedback/rules/images';
import { countWords, wordCountProblem } from '../../src/features/feedback/rules/wordCount';
import { helpAnchor, HELP_LINK_SECTIONS, resolveHelpSection } from '../../src/features/help/rules/anchors';
import { plainText, searchHelp } from '../../src/features/help/rules/search';

const SERVER_CODES = ['term', 'responsibleGaming', 'faq', 'deposit', 'withdrawal', 'privacy', 'aboutUs', 'licence'];

describe('help anchors (footer deep links)', () => {
  it('builds every footer help link with a section code the server sends', () => {
    for (const key of Object.keys(HELP_LINK_SECTIONS) as Array<keyof typeof HELP_LINK_SECTIONS>) {
      expect(SERVER_CODES).toContain(helpAnchor(key).slice(1));
    }
    expect(helpAnchor('about')).toBe('#aboutUs');
    expect(helpAnchor('responsible')).toBe('#responsibleGaming');
    expect(helpAnchor('terms')).toBe('#term');
  });

  it('resolves a hash by code, by the old footer alias, by case, and nothing for an unknown one', () => {
    expect(resolveHelpSection('#aboutUs', SERVER_CODES)).toBe('aboutUs');
    expect(resolveHelpSection('#about', SERVER_CODES)).toBe('aboutUs');
    expect(resolveHelpSection('#responsible', SERVER_CODES)).toBe('responsibleGaming');
    expect(resolveHelpSection('#terms', SERVER_CODES)).toBe('term');
    expect(resolveHelpSection('#RESPONSIBLEGAMING', SERVER_CODES)).toBe('responsibleGaming');
    expect(resolveHelpSection('responsibleGaming', SERVER_CODES)).toBe('responsibleGaming');
    expect(resolveHelpSection('#nowhere', SERVER_CODES)).toBeUndefined();
    expect(resolveHelpSection('', SERVER_CODES)).toBeUndefined();
    // An alias whose section the server did not send resolves to nothing rather than to a dead anchor.
    expect(resolveHelpSection('#about', ['term'])).toBeUndefined();
  });
});

describe('help search', () => {
  const sections = [
    { code: 'faq', title: 'FAQ', sort: 1, articles: [{ id: 1, title: 'I forgot my password', content: '<p>Use <em>Forgot password</em> on the login window.</p>' }] },
    { code: 'withdrawal', title: 'Withdrawal', sort: 2, articles: [
      { id: 2, title: 'Withdrawal rules', content: '<p>Your payment password is required &amp; checked.</p>' },
      { id: 3, title: 'Confirming receipt', content: '<p>Confirm whether the money arrived.</p>' },
    ] },
  ];
  it('finds articles holding every word, title matches first, with a plain-text excerpt', () => {
    const hits = searchHelp(sections, '  PASSWORD ');
    expect(hits.map((hit) => hit.articleId)).toEqual([1, 2]);
    expect(hits[1]?.excerpt).toContain('payment password is required & checked');
    expect(hits[1]?.excerpt).not.toContain('<');
    expect(searchHelp(sections, 'payment password').map((hit) => hit.articleId)).toEqual([2]);
    expect(searchHelp(sections, 'money arrived')[0]).toMatchObject({ sectionCode: 'withdrawal', title: 'Confirming receipt' });
    expect(searchHelp(sections, '   ')).toEqual([]);
    expect(searchHelp(sections, 'jackpot')).toEqual([]);
  });
  it('reads server HTML as text', () => {
    expect(plainText('<h3>A &lt;b&gt;</h3><p>x&nbsp;y</p>')).toBe('A <b> x y');
  });
});

describe('support content words (SPEC §5 "between {0} and {1} words")', () => {
  it('counts runs holding a letter or digit, in any script', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('  My deposit   is late ')).toBe(4);
    expect(countWords('hi - there 👍')).toBe(2);
    expect(countWords('Salamat po sa tulong!')).toBe(4);
    expect(countWords('GCash₱500 ok')).toBe(2);
  });
  it('refuses outside the server bounds, inclusive at both ends, and never without bounds', () => {
    const bounds = { min: 3, max: 5 };
    expect(wordCountProblem('one two', bounds)).toEqual(bounds);
    expect(wordCountProblem('one two three', bounds)).toBeNull();
    expect(wordCountProblem('one two three four five', bounds)).toBeNull();
    expect(wordCountProblem('one two three four five six', bounds)).toEqual(bounds);
    expect(wordCountProblem('x', null)).toBeNull();
  });
});

describe('feedback images (SPEC §5/§9)', () => {
  const limits = { maxImages: 3, maxImageBytes: 5_242_880 };
  const png = (name: string, size = 1000) => ({ name, type: 'image/png', size });
  it('keeps jpg/png up to the size and count, and names the first refusal', () => {
    expect(acceptImages(0, [png('a.png'), { name: 'b.jpg', type: 'image/jpeg', size: 10 }], limits)).toEqual({ accepted: [png('a.png'), { name: 'b.jpg', type: 'image/jpeg', size: 10 }], problem: null });
    expect(acceptImages(0, [{ name: 'c.gif', type: 'image/gif', size: 10 }, png('d.png')], limits)).toEqual({ accepted: [png('d.png')], problem: WRONG_TYPE_KEY });
    expect(acceptImages(0, [{ name: 'fake.png', type: 'image/gif', size: 10 }], limits).problem).toBe(WRONG_TYPE_KEY);
    expect(acceptImages(0, [png('big.png', 5_242_881)], limits)).toEqual({ accepted: [], problem: TOO_BIG_KEY });
    expect(acceptImages(0, [png('edge.png', 5_242_880)], limits).problem).toBeNull();
    expect(acceptImages(2, [png('e.png'), png('f.png')], limits)).toEqual({ accepted: [png('e.png')], problem: TOO_MANY_KEY });
  });
});

describe('blog and news addresses', () => {
  it('reads a category, a page and an article, ignoring what it cannot read', () => {
    expect(readArticleParams(new URLSearchParams('category=GUIDES&page=2'))).toEqual({ category: 'GUIDES', page: 2, article: null });
    expect(readArticleParams(new URLSearchParams('category=BOGUS&page=-1&article=x'))).toEqual({ category: undefined, page: 1, article: null });
    expect(readArticleParams(new URLSearchParams('article=7')).article).toBe(7);
    expect(articleSearch({ category: 'SPORTS', page: 1 })).toBe('?category=SPORTS');
    expect(articleSearch({ article: 3 })).toBe('?article=3');
    expect(articleSearch({})).toBe('');
  });
});

describe('the demo chat room host', () => {
  it('answers by topic, in either language, and rotates the generic answers', () => {
    expect(cannedReply('How do I deposit with GCash?', 0)).toBe('content.chatPage.replies.deposit');
    expect(cannedReply('Kumusta po', 0)).toBe('content.chatPage.replies.hello');
    expect(cannedReply('nice table', 0)).not.toBe(cannedReply('nice table', 1));
  });
});

describe('domain route and routers', () => {
  const route = { domainList: ['www.lucky88.example', 'm.lucky88.example', 'lucky88vip.example'], mainDomain: 'www.lucky88.example' };
  const at = (host: string) => ({ host, protocol: 'https:', pathname: '/live', search: '?vassalage=AG' });
  it('offers the main domain only on another domain of the list, keeping the path', () => {
    expect(mainDomainOffer(at('lucky88vip.example'), route)).toBe('https://www.lucky88.example/live?vassalage=AG');
    expect(mainDomainOffer(at('M.Lucky88.example'), route)).toBe('https://www.lucky88.example/live?vassalage=AG');
    expect(mainDomainOffer(at('www.lucky88.example'), route)).toBeNull();
    expect(mainDomainOffer(at('localhost:3000'), route)).toBeNull();
  });
  it('treats a route as on unless the back office lists it off', () => {
    const routers = [{ path: '/blog', enabled: false }, { path: '/news', enabled: true }];
    expect(routeEnabled('/blog', routers)).toBe(false);
    expect(routeEnabled('/news', routers)).toBe(true);
    expect(routeEnabled('/winners', routers)).toBe(true);
    expect(routeEnabled('/blog', undefined)).toBe(true);
  });
});
