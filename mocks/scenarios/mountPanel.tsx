import { createRoot } from 'react-dom/client';
import { ScenarioPanel } from './ScenarioPanel';

/** Shows the QA panel in its own root, outside the app's tree. */
export function mountScenarioPanel(): void {
  const host = document.createElement('div');
  host.id = 'ginger-mock-panel';
  document.body.append(host);
  createRoot(host).render(<ScenarioPanel />);
}
