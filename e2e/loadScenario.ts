import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { scenarioLink } from '../mocks/scenarios/file/link';
import type { ScenarioFile } from '../mocks/scenarios/file/schema';

/** The scenario files tests load: saved from the QA panel ('Save scenario') and committed. */
const SCENARIOS = new URL('scenarios/', import.meta.url);

/**
 * Opens a committed scenario file (`e2e/scenarios/<name>`) as the panel's 'Copy link' would: its
 * page, on its world (clock, scale, changed rows), with its switches and account. The page checks
 * the file as it loads it, as it checks any link.
 */
export async function loadScenario(page: Page, name: string): Promise<void> {
  const file = JSON.parse(await readFile(new URL(name, SCENARIOS), 'utf8')) as ScenarioFile;
  await page.goto(await scenarioLink(file));
}
