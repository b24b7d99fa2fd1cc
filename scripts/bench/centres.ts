/**
 * What each centre page costs (issue 34 §6): every page's screen is a chunk group of its own, named
 * `<centre>.<page>` by its feature's lazy entry point (`member.depositv2`, `agent.agentTeamOverview`),
 * loaded on top of its centre's shell group (MemberCenter, Agent); the points mall and promotions are one
 * page each, their route group (PointMall, Promotions). Pure functions over the build's chunk groups, so a test can hold a real build to them.
 */
import type { ChunkGroup } from './build';
import { LAZY_GROUP_JS_MAX } from './budgets';

/** The centres whose pages are chunk groups of their own (`<prefix><page>`), with the group of their shell. */
export const CENTRES = [
  { prefix: 'member.', shell: 'MemberCenter', player: true },
  { prefix: 'agent.', shell: 'Agent', player: false },
] as const;

/** Centres that are one page (their tabs and detail views are parts of it): their route group is the page. */
export const ONE_PAGE_CENTRES = ['PointMall', 'Promotions'] as const;

/**
 * The agent centre's own code: its shell, menu and screens. A player's page groups (the member centre, the
 * mall, promotions) must hold none of it: the agent centre's features (agentTeam, agentReports, agentSalary,
 * agentAccount) and the agent shell's door, gate and overview. What every visitor's header may need (agentContracts'
 * offer badge, K0's flags) and the shell's shared paging are not the centre.
 */
export const AGENT_CENTRE_MODULE =
  /\/src\/features\/(agent(Team|Reports|Salary|Account)\/|agent\/(screens\/AgentDoor|components\/(AgentHome|AgentOverview))\.tsx|centre\/(screens\/AgentCentre|agentMenu))/;

export interface CentrePageCost {
  /** The page's chunk group (`member.depositv2`). */
  group: string;
  shell: string;
  /** JS gz of the files only this page loads: its own code. */
  ownJs: number;
  /** JS gz of the files this page shares with other pages of any centre (forms, tables), beyond its shell. */
  sharedJs: number;
  /** JS gz of the shell's files beyond the initial load. */
  shellJs: number;
  /** JS gz of a first visit: the shell and the page, beyond the initial load. */
  firstVisitJs: number;
  ownFiles: string[];
}

export type JsSize = (file: string) => number;

/** Each centre page's cost, from the build's chunk groups, the initial load's files and a JS gz measure. */
export function centrePageCosts(groups: readonly ChunkGroup[], initialFiles: ReadonlySet<string>, jsGzip: JsSize): CentrePageCost[] {
  const js = (files: Iterable<string>) => [...files].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + jsGzip(file), 0);
  const isPage = (name: string) => CENTRES.some((centre) => name.startsWith(centre.prefix)) || (ONE_PAGE_CENTRES as readonly string[]).includes(name);
  const pages = groups.filter((group) => isPage(group.name));
  const cost = (page: ChunkGroup, shellName: string, shell: ReadonlySet<string>): CentrePageCost => {
    const beyond = page.files.filter((file) => !initialFiles.has(file) && !shell.has(file));
    const others = new Set(pages.filter((other) => other !== page).flatMap((other) => other.files));
    const ownFiles = beyond.filter((file) => !others.has(file));
    return {
      group: page.name,
      shell: shellName,
      ownJs: js(ownFiles),
      sharedJs: js(beyond.filter((file) => others.has(file))),
      shellJs: js(shell),
      firstVisitJs: js(new Set([...shell, ...beyond])),
      ownFiles,
    };
  };
  const byName = (a: ChunkGroup, b: ChunkGroup) => a.name.localeCompare(b.name);
  return [
    ...CENTRES.flatMap((centre) => {
      const shell = new Set((groups.find((group) => group.name === centre.shell)?.files ?? []).filter((file) => !initialFiles.has(file)));
      return pages.filter((page) => page.name.startsWith(centre.prefix)).sort(byName).map((page) => cost(page, centre.shell, shell));
    }),
    ...pages.filter((page) => (ONE_PAGE_CENTRES as readonly string[]).includes(page.name)).sort(byName).map((page) => cost(page, '—', new Set())),
  ];
}

/** Texts only the agent centre says (its i18n areas): a player's page file holding one holds agent-centre code. */
export const AGENT_CENTRE_TEXT = /["'`](agentTeam|agentReports|agentCentre)\./;

/**
 * What breaks the rule: a page's own code over the budget, or a player's page group (the member centre, the
 * mall, promotions) holding agent-centre code: a module of it by name, or its texts' keys in a JS file.
 */
export function centreViolations(
  groups: readonly ChunkGroup[],
  costs: readonly CentrePageCost[],
  initialFiles: ReadonlySet<string>,
  readJs: (file: string) => string,
  budget = LAZY_GROUP_JS_MAX,
): string[] {
  const over = costs.filter((cost) => cost.ownJs > budget).map((cost) => `${cost.group}: its own code is ${cost.ownJs} B gz, over ${budget} B`);
  const playerGroups = groups.filter((group) =>
    (ONE_PAGE_CENTRES as readonly string[]).includes(group.name)
    || CENTRES.some((centre) => centre.player && (group.name === centre.shell || group.name.startsWith(centre.prefix))));
  const byModule = playerGroups.flatMap((group) =>
    group.modules.filter((module) => AGENT_CENTRE_MODULE.test(module.replace(/^\./, ''))).map((module) => `${group.name} holds agent-centre code: ${module}`));
  const byText = playerGroups.flatMap((group) =>
    group.files
      .filter((file) => file.endsWith('.js') && !initialFiles.has(file))
      .flatMap((file) => {
        const found = AGENT_CENTRE_TEXT.exec(readJs(file));
        return found ? [`${group.name} loads ${file}, which says agent-centre text (${found[0].slice(1)}…)`] : [];
      }));
  return [...over, ...byModule, ...byText];
}
