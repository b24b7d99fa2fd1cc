/** Refer a friend (member centre page referral): code, link, invited friends, earnings and rules. */
export { Referral } from './screens/Referral';
