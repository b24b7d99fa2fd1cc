/** My account (securityCenter, SPEC §2): the member centre's default page. */
export { SecurityCenter } from './screens/SecurityCenter';
