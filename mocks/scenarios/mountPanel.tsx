import { createRoot } from 'react-dom/client';
import { recordApiCalls } from './file/apiCalls';
import { ScenarioPanel } from './ScenarioPanel';

/**
 * Shows the QA panel in its own root, outside the app's tree, and records the API calls from now
 * on for its bug reports (the page's own calls wait for the mock, and so for this).
 */
export function mountScenarioPanel(): void {
  recordApiCalls();
  const host = document.createElement('div');
  host.id = 'ginger-mock-panel';
  document.body.append(host);
  createRoot(host).render(<ScenarioPanel />);
}
