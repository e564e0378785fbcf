import { type ChangeEvent, type CSSProperties, useState } from 'react';
import { readReproduction, reportProblem } from './bugReport';
import { captureScenario } from './capture';
import { downloadJson, fileName } from './download';
import { scenarioLink } from './link';
import { openScenarioFile } from './open';
import { scenarioLinkFailure } from './openLink';
import { parseJson } from './schema';

const row: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 2, marginBlock: 6 };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The QA panel's 'Scenario file': save the scenario (a file or a link), load one back (or a bug
 * report, which opens its page), and 'Report a problem'. `panel` is kept out of the screenshot.
 */
export function ScenarioFiles({ panel }: { panel: () => Element | null }) {
  const [link, setLink] = useState('');
  const [failure, setFailure] = useState(scenarioLinkFailure);
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  const save = () => run(async () => downloadJson(fileName('scenario'), await captureScenario()));

  const copyLink = () =>
    run(async () => {
      const address = new URL(await scenarioLink(await captureScenario()), location.origin).href;
      setLink(address);
      // Where the clipboard is refused, the link stays in its field to copy by hand.
      await navigator.clipboard?.writeText(address).catch(() => {});
    });

  const load = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    void run(async () => {
      const { scenario, route } = readReproduction(parseJson(await file.text()));
      await openScenarioFile(scenario, route);
    });
  };

  const report = () =>
    run(async () => downloadJson(fileName('bug-report'), await reportProblem(panel())));

  return (
    <fieldset style={{ marginBlock: 6 }} aria-busy={busy}>
      <legend>Scenario file</legend>
      <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap' }}>
        <button type="button" disabled={busy} onClick={() => void save()}>
          Save scenario
        </button>
        <button type="button" disabled={busy} onClick={() => void copyLink()}>
          Copy link
        </button>
        <button type="button" disabled={busy} onClick={() => void report()}>
          Report a problem
        </button>
      </div>
      {link && (
        <label style={row}>
          Link to this scenario
          <input readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        </label>
      )}
      <label style={row}>
        Load a scenario or bug report
        <input type="file" accept=".json,application/json" disabled={busy} onChange={load} />
      </label>
      {failure && (
        <p role="alert" style={{ margin: '4px 0', fontWeight: 700 }}>
          {failure}
        </p>
      )}
    </fieldset>
  );
}
