/** How a scenario link's fragment starts: the compressed file follows (`link.ts`). */
export const SCENARIO_FRAGMENT = '#scenario=';
