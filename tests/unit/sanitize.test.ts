// @vitest-environment jsdom
// jsdom, not happy-dom: happy-dom's NodeIterator stops when DOMPurify removes a node, so DOMPurify under happy-dom leaves later nodes unsanitized (DOMPurify does not support happy-dom).
import { describe, expect, it } from 'vitest';
import { withoutRepeatedTitle } from '../../src/features/announcements/rules/repeatedTitle';
import { sanitizeHtml } from '../../src/lib/sanitize';

describe('sanitizeHtml (server HTML of announcements, popups and notices)', () => {
  it('removes script elements and their text', () => {
    const clean = sanitizeHtml('<p>Hi</p><script>document.cookie = "stolen=" + document.cookie;</script>');
    expect(clean).toBe('<p>Hi</p>');
  });

  it('removes inline event handlers but keeps the element', () => {
    const clean = sanitizeHtml('<img src="x" onerror="alert(\'xss\')"><p onclick="steal()" onmouseover="x()">Text</p>');
    expect(clean).not.toMatch(/onerror|onclick|onmouseover|alert|steal/);
    expect(clean).toContain('<img src="x" alt="">');
    expect(clean).toContain('<p>Text</p>');
  });

  it('drops javascript: and data:text/html URLs from links, keeping the link text', () => {
    const clean = sanitizeHtml('<a href="javascript:alert(1)">Claim</a><a href=" JaVaScRiPt:alert(2)">Two</a><a href="data:text/html,<script>x</script>">Three</a>');
    expect(clean).not.toMatch(/javascript|data:text/i);
    expect(clean).toContain('>Claim</a>');
    expect(clean).toContain('>Two</a>');
  });

  it('removes frames, forms, styles and style attributes', () => {
    const clean = sanitizeHtml('<iframe src="https://evil.example"></iframe><form action="/x"><input name="pw"></form><style>body{display:none}</style><p style="position:fixed">Ok</p>');
    expect(clean).toBe('<p>Ok</p>');
  });

  it('keeps ordinary rich content: headings, paragraphs, images, safe links', () => {
    const html = '<h3>Weekend bonus</h3><p>Deposit <strong>500</strong></p><img src="/mock-assets/announcement/1.svg" alt="Bonus"><a href="/promotions">More</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('makes links that open a new tab unable to reach this window', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">Out</a>')).toContain('rel="noopener noreferrer"');
    expect(sanitizeHtml('<a href="/x" target="_top">Top</a>')).toBe('<a href="/x">Top</a>');
  });

  it('marks images without alt text decorative, and keeps given alt text', () => {
    expect(sanitizeHtml('<img src="/a.svg">')).toBe('<img src="/a.svg" alt="">');
    expect(sanitizeHtml('<img src="/a.svg" alt="Bonus">')).toBe('<img src="/a.svg" alt="Bonus">');
  });

  it('answers an empty string for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('withoutRepeatedTitle (announcement detail pane)', () => {
  it('drops a leading heading that repeats the title, and nothing else', () => {
    expect(withoutRepeatedTitle('<h3>Weekend bonus</h3><p>Body</p>', 'Weekend bonus')).toBe('<p>Body</p>');
    expect(withoutRepeatedTitle('<h3>Other</h3><p>Body</p>', 'Weekend bonus')).toBe('<h3>Other</h3><p>Body</p>');
    expect(withoutRepeatedTitle('<p>Weekend bonus</p>', 'Weekend bonus')).toBe('<p>Weekend bonus</p>');
  });
});
