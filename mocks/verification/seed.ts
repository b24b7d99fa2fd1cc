import { resetFirebaseTokens } from './firebase';
import { resetSms } from './sms';

/** Nothing to seed: codes live only in memory. A reset forgets them. */
export async function seed(): Promise<void> {
  resetSms();
  resetFirebaseTokens();
}
