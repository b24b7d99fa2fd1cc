/**
 * SPEC §4 registration step 4: with SMS through firebase on
 * (permission.login.firebase), the SMS code is confirmed "with firebase"
 * first and the ID token rides along with the registration. There is no
 * firebase SDK in this app: this port is what registration depends on, and
 * the adapter in the auth api (`backendPhoneVerifier`) asks the backend
 * (POST /wps/verification/firebase) for the token. A real firebase adapter
 * would call confirm() on the SDK's confirmation result instead.
 */
export interface PhoneVerifier {
  /** Confirms the code for the number; resolves the firebase ID token, or rejects. */
  confirm(input: { countryDialingCode: string; mobileNum: string; verificationCode: string }): Promise<string>;
}

/** Registration's firebase step: the ID token, or null when firebase refused (registration then stops silently). */
export async function firebaseIdToken(verifier: PhoneVerifier, input: Parameters<PhoneVerifier['confirm']>[0]): Promise<string | null> {
  try {
    return await verifier.confirm(input);
  } catch {
    return null;
  }
}
