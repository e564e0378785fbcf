import type { Loader, Preview } from '@storybook/react-vite';
import type { SetupWorker } from 'msw/browser';
import { AUTH_TOKEN_KEY } from '@/api/token';
import { pinClock } from '@/lib/clock';
import { FIXED_NOW } from '@mocks/fixedClock';
import { api } from '@mocks/handlers';
import { scenarioOverrides } from '@mocks/scenarios/handler';
import { readScenarioFile, type ScenarioFile } from '@mocks/scenarios/file/schema';
import { placeRows, switchesOf } from '@mocks/scenarios/file/world';
import { startSeededSession } from '@mocks/sessions';

/** The committed scenario files (the ones the browser tests load), by name. */
const files = new Map(
  Object.entries(
    import.meta.glob<unknown>('../e2e/scenarios/*.json', { eager: true, import: 'default' }),
  ).map(([path, json]) => [path.replace(/^.*\/|\.json$/g, ''), json]),
);

/**
 * The toolbar's 'Scenario' menu: any story on the world of a committed scenario file. Its address
 * names it too (`&globals=scenario:bug-123`), so a link opens a story on that world.
 */
export const scenarioGlobalTypes: Preview['globalTypes'] = {
  scenario: {
    description: 'A scenario file saved from the QA panel (e2e/scenarios)',
    toolbar: {
      title: 'Scenario',
      icon: 'document',
      items: [
        { value: '', title: 'No scenario' },
        ...[...files.keys()].map((name) => ({ value: name, title: name })),
      ],
      dynamicTitle: true,
    },
  },
};

/** The chosen file, checked as the panel checks any file. */
function chosenScenario(globals: Record<string, unknown>): ScenarioFile | null {
  const json = files.get(String(globals.scenario ?? ''));
  if (json === undefined) return null;
  const file = readScenarioFile(json);
  if (file.scale !== 1)
    throw new Error(`Storybook builds the 1× world; this scenario's is ${file.scale}×.`);
  return file;
}

/**
 * Before the world is seeded: the clock reads the scenario's instant, or the stories' one. (Loaders
 * run side by side; this one, having no await, is done before the next one starts.)
 */
export const scenarioClockLoader: Loader = ({ globals }) => {
  const file = chosenScenario(globals);
  pinClock(file ? new Date(file.clock) : FIXED_NOW, { frozen: true });
  return {};
};

/**
 * Once the loaders are done (the world seeded, the story's handlers in place): the scenario's
 * rows, its switches as msw overrides in front, and its account signed in.
 */
export async function applyChosenScenario(
  globals: Record<string, unknown>,
  worker: SetupWorker,
): Promise<void> {
  const file = chosenScenario(globals);
  if (!file) return;
  await placeRows(file.rows);
  worker.use(...scenarioOverrides(switchesOf(file), [api]));
  sessionStorage.removeItem(AUTH_TOKEN_KEY);
  if (file.signedInAs === 'visitor') localStorage.removeItem(AUTH_TOKEN_KEY);
  else localStorage.setItem(AUTH_TOKEN_KEY, await startSeededSession(file.signedInAs));
}
