/** Platform messages (SPEC §2 messageV2): the inbox page of the member centre, reused by the agent centre. */
export { Messages } from './screens/Messages';
