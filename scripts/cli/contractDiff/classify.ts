import { apiCompare, type Diff, type DiffType } from 'api-smart-diff';
import { isDeepStrictEqual } from 'node:util';
import type { Contract } from './contract';

export interface Operation {
  method: string;
  path: string;
}

export interface Change {
  type: DiffType;
  /** Where the change is, into the contract with its `$ref`s resolved. */
  pointer: string;
  /** Set when the change is in or of an operation. */
  operation?: Operation;
  summary: string;
}

/** The kinds of change the report lists one by one; the others it counts. */
export const REPORTED_TYPES = ['breaking', 'non-breaking'] as const satisfies DiffType[];

export function isReported(change: Change): boolean {
  return (REPORTED_TYPES as readonly DiffType[]).includes(change.type);
}

/**
 * The contract's changes as api-smart-diff classifies them, from the operations' side. The library
 * resolves `$ref`s, so a component schema's change shows in every operation that uses it, classified
 * by whether that operation reads or writes it; it also lists the components themselves, but
 * without knowing their direction, so those entries are left out (`changedSchemas` names them).
 */
export function classifyChanges(base: Contract, current: Contract): Change[] {
  return apiCompare(base, current)
    .diffs.filter((diff) => diff.path[0] !== 'components')
    .map(toChange);
}

/** The component schemas whose own definition changed (a schema that only refers to one did not). */
export function changedSchemas(base: Contract, current: Contract): string[] {
  const before = base.components?.schemas ?? {};
  const after = current.components?.schemas ?? {};
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => !isDeepStrictEqual(before[name], after[name])).sort();
}

function toChange(diff: Diff): Change {
  const operation = operationOf(diff.path);
  return {
    type: diff.type,
    pointer: toJsonPointer(diff.path),
    ...(operation ? { operation } : {}),
    summary: summarize(diff),
  };
}

function operationOf(path: ReadonlyArray<string | number>): Operation | undefined {
  const [section, urlPath, method] = path;
  if (section !== 'paths' || typeof urlPath !== 'string' || typeof method !== 'string') return;
  return { method: method.toUpperCase(), path: urlPath };
}

export function toJsonPointer(path: ReadonlyArray<string | number>): string {
  return `#/${path.map((key) => String(key).replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;
}

/**
 * Written from the diff itself: the library's own descriptions lose their subject when one
 * resolved schema is met again in a second operation ("[Removed] annotation (2)").
 */
function summarize({ action, path, before, after }: Diff): string {
  const key = path.at(-1);
  const parent = path.at(-2);
  if (action === 'rename') return `renamed ${brief(before)} to ${brief(after)}`;
  if (action === 'replace')
    return `changed '${String(key)}' from ${brief(before)} to ${brief(after)}`;
  const value = action === 'add' ? after : before;
  const [verb, preposition] = action === 'add' ? ['added', 'to'] : ['removed', 'from'];
  if (path[0] === 'paths' && path.length === 3) return `${verb} the operation`;
  if (parent === 'parameters' && isParameter(value)) {
    return `${verb} ${value.in} parameter '${value.name}'`;
  }
  if (typeof key === 'number') return `${verb} ${brief(value)} ${preposition} ${String(parent)}`;
  if (parent === 'properties') return `${verb} property '${key}'`;
  return `${verb} '${String(key)}'${isScalar(value) ? ` ${brief(value)}` : ''}`;
}

function isParameter(value: unknown): value is { in: string; name: string } {
  return typeof value === 'object' && value !== null && 'in' in value && 'name' in value;
}

function isScalar(value: unknown): boolean {
  return value === null || typeof value !== 'object';
}

const BRIEF_LENGTH = 60;

function brief(value: unknown): string {
  const text = JSON.stringify(value) ?? 'nothing';
  return text.length > BRIEF_LENGTH ? `${text.slice(0, BRIEF_LENGTH - 1)}…` : text;
}
