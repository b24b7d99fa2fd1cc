import type { Rule } from 'eslint';

/** The rule local/safe-url (safe-url.js): server URLs open only through safeUrl. */
export declare const safeUrlRule: Rule.RuleModule;
