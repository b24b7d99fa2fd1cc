/**
 * The whitelabel module ids (WIRE.md §6.2 "Y2 module tree"): the platform switches each feature
 * of a site with one module, and refuses a call whose module is off (400 function.not.available).
 * Zod-free and data only: the client reads the flags from the start-up status (Y1 `info.whitelabel`)
 * and the simulated backend builds the tree from its scenario.
 *
 * The groups are the top-level nodes of the tree the simulated backend answers. WIRE.md names only
 * HOMEPAGE (holding PWDEXPFORCECHANGE3 and MOBILELOGIN3); the other group names are ours, and the
 * client never reads a group: it flattens the whole tree (`flattenModules`).
 */
export const MODULE_GROUPS = {
  COMM3: [],
  HOMEPAGE: [
    'PWDEXPFORCECHANGE3', 'MOBILELOGIN3', 'MOBILEVERCODELOGIN3', 'FREEPLAY3', 'LOGINIPVERF3', 'CAPTCHA3',
    'GEETEST3', 'GEETESTTEST3', 'GEETESTVCODE3', 'SOCIALLOGIN3', 'DISCLAIMER3',
  ],
  REGISTER: [
    'REG3', 'USERNAMEREG3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3', 'REGMOBVERF3', 'FIREBASECREATEACC3',
    'UPDATEMOBILEICC3', 'DISABLEDMOBILEICC3', 'VERIFICATION3', 'AFFMAN3', 'BIRTHDAY3',
  ],
  MEMBER: [
    'PASS3', 'PWRESETSMS3', 'CHNGPASSVERIF3', 'CHNGPASSMAIL3', 'PROFPIC3', 'FEEDBACK3', 'INBOX3', 'REWCEN3',
    'MYRBT3', 'PTSYS3', 'MEMTRANS3', 'DPSTBAS3',
  ],
  GAME: ['GAMELO3', 'GAMELOHOT3', 'GAMELOFAV3', 'GAMELOREC3', 'FUNDTRANS3', 'AGEANNOUNCE3', 'CBS3'],
  AGENT: ['AGENTPOLICY3', 'SIGNCONDIV3', 'DAILYSALCONT3', 'HOURSAL3', 'RTSALARY3'],
} as const satisfies Record<string, readonly string[]>;

/**
 * Module ids of our own, which WIRE.md does not know: SPEC features no recorded module switches.
 * A real platform's tree lacks them, so there these features are off, which is the safe side.
 * - SOCIALLOGIN3: social login (the providers come from brand configuration);
 * - DISCLAIMER3: the regional disclaimer pop-up (SPEC §1).
 */
export const OUR_MODULES = ['SOCIALLOGIN3', 'DISCLAIMER3'] as const;

/** One node of the module tree: `{modId, enabled: "1" | "0", childrenNodes}`, recursively. */
export interface WhitelabelNode {
  modId: string;
  /** `"1"` on, `"0"` off; read leniently (1, true and "true" count as on). */
  enabled?: string | number | boolean | null;
  childrenNodes?: readonly WhitelabelNode[] | null;
}

/** `"1"`, 1, true, "true" and "Y" are on; anything else is off. */
export function isOn(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true' || value === 'Y';
}

/**
 * WIRE.md §6.2: the client flattens the tree to `{[modId]: enabled === "1"}`. Each node counts for
 * itself (a child of a switched-off node keeps its own flag), as the platform's client reads it.
 * Accepts one root node or a list of top-level nodes, and ignores anything that is not a node.
 */
export function flattenModules(tree: unknown): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  const visit = (node: unknown, depth: number): void => {
    if (depth > 32) return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child, depth + 1);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const { modId, enabled, childrenNodes } = node as Partial<WhitelabelNode>;
    if (typeof modId === 'string' && modId) flags[modId] = isOn(enabled);
    if (Array.isArray(childrenNodes)) for (const child of childrenNodes) visit(child, depth + 1);
  };
  visit(tree, 0);
  return flags;
}
