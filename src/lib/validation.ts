import { setErrorMap, ZodIssueCode, type ZodErrorMap } from 'zod';
import type { i18n as I18n } from 'i18next';

/**
 * Form validation speaks the UI language: a global zod error map that turns
 * each issue into an i18n message. Installed at start and on every language
 * change (SPEC §4 "update validation message language"). Named imports only,
 * so the shell that installs it carries zod's error map, not all of zod.
 */
export function validationErrorMap(i18n: I18n): ZodErrorMap {
  return (issue, context) => {
    switch (issue.code) {
      case ZodIssueCode.invalid_type:
        if (issue.received === 'undefined' || issue.received === 'null') return { message: i18n.t('validation.required') };
        break;
      case ZodIssueCode.too_small:
        if (issue.type === 'string') {
          return { message: issue.minimum === 1 ? i18n.t('validation.required') : i18n.t('validation.tooShort', { min: Number(issue.minimum) }) };
        }
        break;
      case ZodIssueCode.too_big:
        if (issue.type === 'string') return { message: i18n.t('validation.tooLong', { max: Number(issue.maximum) }) };
        break;
      case ZodIssueCode.invalid_string:
        if (issue.validation === 'email') return { message: i18n.t('validation.email') };
        return { message: i18n.t('validation.format') };
      default:
        break;
    }
    return { message: context.defaultError };
  };
}

export function installValidationMessages(i18n: I18n): void {
  setErrorMap(validationErrorMap(i18n));
}
