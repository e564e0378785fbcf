import { useEffect, useRef, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { isClockPinned, now } from '@/lib/clock';
import { applyScenario } from '../browserWorker';
import { forgetPersistedData, onStorageReport, storageReport } from '../persist';
import { storageNeedsAttention } from '../storageReport';
import { signedInAs, signIn } from './boot';
import { ScenarioFiles } from './file/ScenarioFiles';
import { scenarioLinkFailure } from './file/openLink';
import { NO_SCENARIO, parseInstant, type Scenario, type SignInAs } from './scenario';
import { SentMail } from './SentMail';
import { TestCards } from './TestCards';
import { StorageNotice } from './StorageNotice';
import { activeScenario } from './store';

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
  maxHeight: 'calc(100vh - 16px)',
  overflowY: 'auto',
  padding: 8,
  background: '#ffffff',
  color: '#1f1a17',
  border: '2px solid #7f2d08',
  borderRadius: 8,
  font: '14px/1.4 system-ui, sans-serif',
  boxShadow: '0 4px 16px rgba(0, 0, 0, 0.2)',
};
const row: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 2, marginBlock: 6 };

type NumberChoiceProps = {
  label: string;
  value: number;
  choices: readonly { value: number; label: string }[];
  onChange: (value: number) => void;
};

/** A labelled choice among a few numbers (the latency, the failure rate). */
function NumberChoice({ label, value, choices, onChange }: NumberChoiceProps) {
  return (
    <label style={row}>
      {label}
      <select value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The QA panel (mock mode only): scenario switches, 'sign in as', 'Reset demo data', scenario
 * files and bug reports, and the sent mail.
 */
export function ScenarioPanel() {
  const [scenario, setLocal] = useState<Scenario>(activeScenario);
  const [path, setPath] = useState('/jobs');
  const [status, setStatus] = useState(500);
  const [account, setAccount] = useState<SignInAs>(signedInAs);
  const [clockText, setClockText] = useState(() => now().toISOString().slice(0, 16));
  const pinnedAt = parseInstant(`${clockText}:00Z`);
  const report = useSyncExternalStore(onStorageReport, storageReport);
  const details = useRef<HTMLDetailsElement>(null);

  // Opens again when the storage needs QA's attention (full, say), even if QA had closed it.
  useEffect(() => {
    if (storageNeedsAttention(report) && details.current) details.current.open = true;
  }, [report]);

  function update(next: Scenario) {
    applyScenario(next);
    setLocal(next);
  }

  /** The clock and the scale shape the world: it is built again around them. */
  function rebuildWorld(next: Scenario) {
    applyScenario(next);
    location.reload();
  }

  return (
    <details
      ref={details}
      style={panel}
      open={storageNeedsAttention(report) || scenarioLinkFailure() !== null}
    >
      <summary style={{ cursor: 'pointer', fontWeight: 700 }}>QA: mock scenario</summary>
      <StorageNotice />
      <p style={{ margin: '4px 0' }}>Applies to the next calls; reload to refetch a page.</p>
      <NumberChoice
        label="Latency"
        value={scenario.latencyMs}
        choices={LATENCIES}
        onChange={(latencyMs) => update({ ...scenario, latencyMs })}
      />
      <NumberChoice
        label="Random failures"
        value={scenario.failureRate}
        choices={FAILURE_RATES}
        onChange={(failureRate) => update({ ...scenario, failureRate })}
      />
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
      <fieldset style={{ marginBlock: 6 }}>
        <legend>World</legend>
        <p style={{ margin: 0 }}>
          Clock: <time dateTime={now().toISOString()}>{now().toISOString().slice(0, 16)}</time> UTC
          {isClockPinned() ? ' (pinned)' : ' (real time)'}
        </p>
        <label style={row}>
          Pin the clock at (UTC)
          <input
            type="datetime-local"
            value={clockText}
            onChange={(event) => setClockText(event.target.value)}
          />
        </label>
        <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap' }}>
          <button
            type="button"
            disabled={!pinnedAt}
            onClick={() =>
              pinnedAt &&
              rebuildWorld({ ...scenario, clockOffsetMs: pinnedAt.getTime() - Date.now() })
            }
          >
            Pin and reload
          </button>
          <button
            type="button"
            disabled={!isClockPinned()}
            onClick={() => rebuildWorld({ ...scenario, clockOffsetMs: null })}
          >
            Real time
          </button>
        </div>
        <label style={row}>
          Rows
          <select
            value={scenario.scale}
            onChange={(event) => rebuildWorld({ ...scenario, scale: Number(event.target.value) })}
          >
            <option value={1}>Normal (1×)</option>
            <option value={10}>10× (reloads)</option>
          </select>
        </label>
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
        <button type="button" onClick={() => void signIn(account).then(() => location.reload())}>
          Sign in and reload
        </button>
        <button
          type="button"
          onClick={() =>
            // The world's clock and size stay: they change only with a rebuild.
            update({ ...NO_SCENARIO, clockOffsetMs: scenario.clockOffsetMs, scale: scenario.scale })
          }
        >
          Clear scenario
        </button>
        <button
          type="button"
          onClick={() =>
            void forgetPersistedData()
              .then(() => signIn('visitor'))
              .then(() => location.reload())
          }
        >
          Reset demo data
        </button>
      </div>
      <ScenarioFiles panel={() => details.current} />
      <SentMail />
      <TestCards />
    </details>
  );
}
