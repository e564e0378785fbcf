import { SCENARIO_FRAGMENT } from './linkFragment';
import type { ScenarioFile } from './schema';

// No other imports: the Playwright helper (Node) builds links with this module too.

async function deflate(text: string): Promise<Uint8Array> {
  const piped = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(piped).arrayBuffer());
}

function inflate(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const piped = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new Response(piped).text();
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * A link that opens the file's page on the file's world, in any browser: the file rides in the
 * fragment, which never reaches a server, deflated by the browser's own `CompressionStream`.
 * `?mock=panel` starts the mock on any page, with the panel.
 */
export async function scenarioLink(file: ScenarioFile): Promise<string> {
  const data = toBase64Url(await deflate(JSON.stringify(file)));
  const joiner = file.route.includes('?') ? '&' : '?';
  return `${file.route}${joiner}mock=panel${SCENARIO_FRAGMENT}${data}`;
}

/** The JSON a scenario link's fragment carries; throws when it is not one. */
export async function readScenarioLink(fragment: string): Promise<unknown> {
  return JSON.parse(await inflate(fromBase64Url(fragment.slice(SCENARIO_FRAGMENT.length))));
}
