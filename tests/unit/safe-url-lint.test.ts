import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { safeUrlRule } from '../../scripts/eslint/safe-url.js';

/**
 * Issue 32 point 7: the lint rule local/safe-url (eslint.config.js, on src/) finds any link, frame,
 * window.open or location fed by a URL that did not go through safeUrl. Before it, the footer's
 * social links and the domain notice opened server URLs unchecked and nothing said so.
 */
RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});
const options = [{ preserving: ['withUsername'] }];
const unchecked = (sink: string) => ({ messageId: 'unchecked', data: { sink } });

tester.run('local/safe-url', safeUrlRule, {
  valid: [
    { code: `const a = <a href="https://www.pagcor.ph">x</a>;` },
    { code: 'const a = <a href={`/member?page=${page}`}>x</a>;' },
    { code: `const a = <a href={safeUrl(service.url) ?? undefined}>x</a>;` },
    { code: `const url = safeUrl(link?.url); const a = <a href={url}>x</a>;` },
    { code: `const url = safeUrl(raw); const shown = url; const a = <a href={shown ?? undefined}>x</a>;` },
    { code: `const url = safeUrl(action.url); const a = <a href={withUsername(url, name)}>x</a>;`, options },
    { code: `const a = <iframe src={ready ? safeUrl(game.url) ?? undefined : undefined} />;` },
    { code: `const checked = safeUrl(url); if (checked) window.open(checked, 'service');` },
    // A function of the module's own called open (a hook's), not the window's.
    { code: `const { open } = useCustomerServices(); open(service);` },
    { code: `target.location.href = safeUrl(game.url) ?? 'about:blank';` },
    // A component's own prop named href is not a link's.
    { code: `const a = <Button href={answer.url} />;` },
  ],
  invalid: [
    // The footer's social links as they were: a field of the status's resources.
    { code: `const a = socials.map((social) => <a href={social.url}>{social.name}</a>);`, errors: [unchecked('<a href>')] },
    // The member menu's live chat as it could be written: straight from the customer-service entry.
    { code: `const a = <a href={service.url} target="_blank">chat</a>;`, errors: [unchecked('<a href>')] },
    { code: `const offer = mainDomainOffer(window.location, route); const a = <a href={offer}>go</a>;`, errors: [unchecked('<a href>')] },
    { code: 'const a = <a href={`https://${route.mainDomain}/`}>go</a>;', errors: [unchecked('<a href>')] },
    { code: `let url = safeUrl(raw); url = raw; const a = <a href={url}>x</a>;`, errors: [unchecked('<a href>')] },
    { code: `function Link({ url }) { return <a href={url}>x</a>; }`, errors: [unchecked('<a href>')] },
    { code: `const a = <a href={withUsername(action.url, name)}>x</a>;`, options, errors: [unchecked('<a href>')] },
    { code: `const a = <iframe src={launch.data} />;`, errors: [unchecked('<iframe src>')] },
    { code: `window.open(answer.url, '_blank');`, errors: [unchecked('window.open')] },
    { code: `open(answer.url);`, errors: [unchecked('window.open')] },
    { code: `window.location.href = answer.redirect;`, errors: [unchecked('location')] },
    { code: `popup.location = answer.redirect;`, errors: [unchecked('location')] },
  ],
});
