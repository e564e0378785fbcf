import type { AffectedFiles } from './affected';
import { isReported, REPORTED_TYPES, type Change } from './classify';
import { operationKey } from './references';
import type { Review } from './review';

const AFFECTED_KINDS: Array<keyof AffectedFiles> = [
  'generated',
  'wrappers',
  'screens',
  'handlers',
  'stories',
  'tests',
];

export function formatReview({ changes, affected, verdict }: Review, title: string): string {
  return [
    title,
    ...REPORTED_TYPES.flatMap((type) => changeList(type, changes)),
    ...otherChanges(changes),
    ...affected.flatMap(({ title: section, files }) => [
      '',
      `Affected by ${section}`,
      ...fileLines(files),
    ]),
    '',
    verdict.message,
  ].join('\n');
}

function changeList(type: string, changes: Change[]): string[] {
  const listed = changes.filter((change) => change.type === type);
  if (listed.length === 0) return [];
  return ['', `${capitalize(type)} changes (${listed.length})`, ...listed.map(changeLine)];
}

function changeLine(change: Change): string {
  const where = change.operation ? `${operationKey(change.operation)}  ` : '';
  return `  ${where}${change.pointer}\n      ${change.summary}`;
}

function otherChanges(changes: Change[]): string[] {
  const counts = new Map<string, number>();
  for (const change of changes) {
    if (!isReported(change)) counts.set(change.type, (counts.get(change.type) ?? 0) + 1);
  }
  if (counts.size === 0) return [];
  const summary = [...counts].map(([type, count]) => `${count} ${type}`).join(', ');
  return ['', `Not listed: ${summary} change(s).`];
}

function fileLines(files: AffectedFiles): string[] {
  return AFFECTED_KINDS.map(
    (kind) => `  ${`${kind}:`.padEnd(11)}${files[kind].length > 0 ? files[kind].join(', ') : '—'}`,
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
