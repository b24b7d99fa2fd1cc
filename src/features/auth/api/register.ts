import type { MutationFunctionContext } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { RegisterValueWire } from '@contracts/shared/entities';
import { callRoute, contract, FlowStop, isApiError, routeKeyOf, useRouteMutation } from '@/lib/api';
import { usePermission } from '../../system';
import { closeModal, openModal, showToast } from '@/lib/state/ui';
import { enterSession } from '../login/afterLogin';
import type { HumanCheckResult } from '../rules/humanCheck';
import { affiliatePlan } from '../register/rules/affiliate';
import { firebaseIdToken, type PhoneVerifier } from '../register/firebasePhone';
import { MESSAGE_KEYS } from '../register/rules/patternMessages';
import { registeredCredentials, registrationBody } from '../register/rules/payload';
import { selectLoginValue } from './login';
import type { RegisterTab, RegisterValues } from '../register/rules/registerSchema';

/** The phone verifier of this app: the backend confirms the code and gives the firebase ID token. */
export const backendPhoneVerifier: PhoneVerifier = {
  async confirm(input) {
    const value = await callRoute(contract.verification.firebaseVerify, { body: input });
    return value.idToken;
  },
};

const AFFILIATE_ROUTE = routeKeyOf(contract.member.checkAffiliate);
const REGISTER_ROUTES = new Set([routeKeyOf(contract.member.register), routeKeyOf(contract.member.registerMobile)]);

/**
 * The refusal came from the affiliate check of step 2, before anything was registered. Y13 is silent
 * (WIRE.md §4.5): the form says "invitation code error" itself, for `success: false` and any other refusal.
 */
export function isAffiliateRefusal(error: unknown): boolean {
  return isApiError(error) && error.route === AFFILIATE_ROUTE;
}

/** The registration route itself refused (the server has spent the captcha). */
export function isRegistrationRefusal(error: unknown): boolean {
  return isApiError(error) && REGISTER_ROUTES.has(error.route);
}

export interface RegistrationSetup {
  tab: RegisterTab;
  /** The fields the form shows. */
  shown: ReadonlySet<string>;
  /** The invitation link's code (/register?referralCode=). */
  urlCode: string | null;
  humanCheck: () => Promise<HumanCheckResult | null>;
  verifier: PhoneVerifier;
}

/**
 * SPEC §4 registration after the form validated, as one write: verify a typed
 * affiliate code, the slide check (abandoned: 'verify first'), the firebase
 * step when on (its failure stops silently), register, then after-login, close
 * and go home. `isPending` spans every step.
 */
export function useRegistration({ tab, shown, urlCode, humanCheck, verifier }: RegistrationSetup) {
  const navigate = useNavigate();
  const go = (path: string) => void navigate(path);
  const firebaseOn = usePermission()?.login.firebase ?? false;
  // One set of steps for both routes: they take the same body and answer the same login.
  const options = {
    mutationKey: ['auth', 'register'] as const,
    exclusive: true,
    toArgs: async (values: RegisterValues) => {
      const plan = affiliatePlan(shown.has('affiliateCode'), values.affiliateCode, urlCode);
      if (plan.verify) await callRoute(contract.member.checkAffiliate, { query: { code: plan.verify, domain: window.location.hostname || 'localhost' } });
      const check = await humanCheck();
      if (!check) throw new FlowStop(MESSAGE_KEYS.verifyFirst);
      let idToken: string | undefined;
      if (tab === 'mobile' && firebaseOn && shown.has('verificationCode')) {
        const token = await firebaseIdToken(verifier, {
          countryDialingCode: values.countryDialingCode,
          mobileNum: values.mobileNum ?? '',
          verificationCode: values.verificationCode ?? '',
        });
        // SPEC §8: a firebase verification failure aborts registration silently.
        if (!token) throw new FlowStop(null);
        idToken = token;
      }
      return { body: registrationBody({ tab, values, affiliate: plan, humanCheck: check, firebaseIdToken: idToken, location: window.location }) };
    },
    onSuccess: async (value: RegisterValueWire, values: RegisterValues, _result: unknown, { client }: MutationFunctionContext) => {
      const { username, password } = registeredCredentials(tab, values);
      // WIRE.md §6.1 S15: the token comes with `login: true`, which we send; without one the account exists but is not signed in.
      const { token } = value;
      if (!token) {
        closeModal();
        showToast('register.loginNow', 'success');
        openModal('login');
        return;
      }
      // No loading overlay: this write includes the slide check the player works, which it would cover.
      await enterSession(client, { value: selectLoginValue({ ...value, token }), type: tab === 'mobile' && !password ? 'sms' : 'username', password, username, navigate: go });
      go('/');
    },
  };
  const byUsername = useRouteMutation(contract.member.register, options);
  const byMobile = useRouteMutation(contract.member.registerMobile, options);
  return tab === 'mobile' ? byMobile : byUsername;
}
