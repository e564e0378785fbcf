/**
 * Dev only, with VITE_API_BASE_URL set: every response of the real backend that breaks
 * openapi.yaml is reported as it happens, in the console and in a small overlay, so the team sees
 * where a new backend departs from the contract. In mock mode and in Storybook it shows the mock's
 * own breaks (src/app/mockContractWatch.ts). Production builds never load this module.
 */
import {
  breakingOperation,
  type ContractBreak,
  describeContractBreak,
  onContractBreak,
} from './contractBreaks';

const OVERLAY_ID = 'contract-watch';

function cell(row: HTMLTableRowElement, text: string, header = false): void {
  const element = document.createElement(header ? 'th' : 'td');
  element.textContent = text;
  element.style.cssText = 'padding:2px 8px 2px 0;text-align:left;vertical-align:top';
  if (header) element.scope = 'col';
  row.append(element);
}

function createOverlay(): HTMLElement {
  const overlay = document.createElement('section');
  overlay.id = OVERLAY_ID;
  overlay.setAttribute('aria-labelledby', `${OVERLAY_ID}-title`);
  overlay.style.cssText =
    'position:fixed;inset:auto 8px 8px auto;z-index:2147483647;max-width:min(720px,calc(100vw - 16px));' +
    'max-height:40vh;overflow:auto;background:#fff;color:#1a1a1a;border:2px solid #b00020;' +
    'border-radius:6px;padding:8px 12px;font:13px/1.4 system-ui,sans-serif;box-shadow:0 4px 16px #0004';
  const title = document.createElement('h2');
  title.id = `${OVERLAY_ID}-title`;
  title.textContent = 'Contract breaks';
  title.style.cssText = 'font-size:14px;margin:0 0 4px';
  const status = document.createElement('p');
  status.setAttribute('role', 'status');
  status.style.margin = '0 0 4px';
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'Dismiss';
  close.addEventListener('click', dismissContractWatch);
  const table = document.createElement('table');
  table.style.borderCollapse = 'collapse';
  const head = table.createTHead().insertRow();
  for (const label of ['Operation', 'Path', 'Field', 'Expected', 'Received'])
    cell(head, label, true);
  table.createTBody();
  overlay.append(title, status, table, close);
  document.body.append(overlay);
  return overlay;
}

function show(contractBreak: ContractBreak): void {
  const overlay = document.getElementById(OVERLAY_ID) ?? createOverlay();
  const body = overlay.querySelector('tbody')!;
  const listed = new Set(Array.from(body.rows, (row) => row.dataset.place));
  for (const issue of contractBreak.issues) {
    const texts = [
      breakingOperation(contractBreak),
      contractBreak.path,
      issue.field,
      issue.expected,
      issue.received,
    ];
    // The same break answered again (a refetch, a second screen) is one place, listed once.
    const place = JSON.stringify(texts);
    if (listed.has(place)) continue;
    listed.add(place);
    const row = body.insertRow();
    row.dataset.place = place;
    for (const text of texts) cell(row, text);
  }
  const count = body.rows.length;
  overlay.querySelector('[role="status"]')!.textContent =
    `${count} ${count === 1 ? 'place' : 'places'} where the backend departs from openapi.yaml.`;
}

/** Takes the overlay away, with what it listed. */
export function dismissContractWatch(): void {
  document.getElementById(OVERLAY_ID)?.remove();
}

/** Writes the break to the console and lists it in the overlay. */
export function showContractBreak(contractBreak: ContractBreak): void {
  console.error(describeContractBreak(contractBreak));
  show(contractBreak);
}

export function startContractWatch(): void {
  onContractBreak(showContractBreak);
}
