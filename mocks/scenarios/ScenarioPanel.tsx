import { useState, type CSSProperties } from 'react';
import { forgetPersistedData } from '../persist';
import { signIn } from './boot';
import { NO_SCENARIO, type Scenario, type SignInAs } from './scenario';
import { activeScenario, setScenario } from './store';

const LATENCIES = [
  { value: 0, label: 'None' },
  { value: 1500, label: 'Slow (1.5 s)' },
  { value: 4000, label: 'Very slow (4 s)' },
];
const FAILURE_RATES = [
  { value: 0, label: 'None' },
  { value: 0.1, label: '10% of calls' },
  { value: 0.3, label: '30% of calls' },
  { value: 1, label: 'Every call' },
];
const STATUSES = [400, 401, 403, 404, 422, 429, 500, 503];

const panel: CSSProperties = {
  position: 'fixed',
  insetInlineStart: 8,
  insetBlockEnd: 8,
  zIndex: 2147483647,
  maxWidth: 320,
  padding: 8,
  background: '#ffffff',
  color: '#1f1a17',
  border: '2px solid #7f2d08',
  borderRadius: 8,
  font: '14px/1.4 system-ui, sans-serif',
  boxShadow: '0 4px 16px rgba(0, 0, 0, 0.2)',
};
const row: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 2, marginBlock: 6 };

/** The QA panel (mock mode only): scenario switches, 'sign in as' and 'Reset demo data'. */
export function ScenarioPanel() {
  const [scenario, setLocal] = useState<Scenario>(activeScenario);
  const [path, setPath] = useState('/jobs');
  const [status, setStatus] = useState(500);
  const [account, setAccount] = useState<SignInAs>('free');

  function update(next: Scenario) {
    setScenario(next);
    setLocal(next);
  }

  return (
    <details style={panel}>
      <summary style={{ cursor: 'pointer', fontWeight: 700 }}>QA: mock scenario</summary>
      <p style={{ margin: '4px 0' }}>Applies to the next calls; reload to refetch a page.</p>
      <label style={row}>
        Latency
        <select
          value={scenario.latencyMs}
          onChange={(event) => update({ ...scenario, latencyMs: Number(event.target.value) })}
        >
          {LATENCIES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <label style={row}>
        Random failures
        <select
          value={scenario.failureRate}
          onChange={(event) => update({ ...scenario, failureRate: Number(event.target.value) })}
        >
          {FAILURE_RATES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <label style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
        <input
          type="checkbox"
          checked={scenario.empty}
          onChange={(event) => update({ ...scenario, empty: event.target.checked })}
        />
        Empty data
      </label>
      <fieldset style={{ marginBlock: 6 }}>
        <legend>Force a status</legend>
        <label style={row}>
          API path
          <input value={path} onChange={(event) => setPath(event.target.value)} />
        </label>
        <label style={row}>
          Status
          <select value={status} onChange={(event) => setStatus(Number(event.target.value))}>
            {STATUSES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          disabled={!/^\/[\w\-/]*$/.test(path)}
          onClick={() => update({ ...scenario, forced: [...scenario.forced, { path, status }] })}
        >
          Add
        </button>
        <ul style={{ paddingInlineStart: 16 }}>
          {scenario.forced.map((rule, index) => (
            <li key={`${rule.path}-${rule.status}-${index}`}>
              {rule.path} → {rule.status}{' '}
              <button
                type="button"
                aria-label={`Stop forcing ${rule.status} on ${rule.path}`}
                onClick={() =>
                  update({ ...scenario, forced: scenario.forced.filter((_, at) => at !== index) })
                }
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      </fieldset>
      <label style={row}>
        Sign in as
        <select value={account} onChange={(event) => setAccount(event.target.value as SignInAs)}>
          <option value="visitor">Visitor (signed out)</option>
          <option value="free">Explorer (free)</option>
          <option value="premium">Adventurer (premium)</option>
          <option value="corporate">Enterprise (corporate)</option>
        </select>
      </label>
      <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap' }}>
        <button
          type="button"
          onClick={() => {
            signIn(account);
            location.reload();
          }}
        >
          Sign in and reload
        </button>
        <button type="button" onClick={() => update(NO_SCENARIO)}>
          Clear scenario
        </button>
        <button
          type="button"
          onClick={() => {
            forgetPersistedData();
            signIn('visitor');
            location.reload();
          }}
        >
          Reset demo data
        </button>
      </div>
    </details>
  );
}
