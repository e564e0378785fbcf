/**
 * The seed's words live in YAML files under `content/` so that anyone can fix a sentence without
 * touching code; `content/README.md` describes the placeholders. This module reads those files
 * (in Node: the world is only ever built there) and fills the placeholders in.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { capitalise } from './text/grammar';

// A path, not `new URL('./content/…', import.meta.url)`: Vite rewrites that pattern into an asset
// URL when a browser-like test environment loads this module.
const CONTENT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'content');

/** A content file, by its path under `mocks/seed/content/`, parsed. */
export function readContent<T>(file: string): T {
  return parse(readFileSync(path.join(CONTENT_DIR, file), 'utf8')) as T;
}

/**
 * What a placeholder stands for: a text or a number, a yes or no for `{if …}`, or a function
 * of the placeholder's arguments (`{price 10}`), called each time the placeholder is filled.
 */
export type Word =
  | string
  | number
  | boolean
  | null
  | undefined
  | ((...args: Array<string | number>) => string | number);

export type Words = Readonly<Record<string, Word>>;

/** What a name stands for, looked up by a function rather than in a record. */
export type WordLookup = (name: string) => Word;

/**
 * Texts by a yes-or-no word, as YAML writes them: `if coastal:` and `otherwise:` (which may be
 * left out, for no text).
 */
export interface Branches<T> {
  [condition: `if ${string}`]: T;
  otherwise?: T;
}

/** What a file holds for a text: a template string, or templates by a yes-or-no word. */
export type Template = string | Branches<Template>;

/** The branch that the yes-or-no word of `branches` picks: undefined for a missing `otherwise`. */
export function branchOf<T>(
  branches: Branches<T>,
  holds: (flag: string) => boolean,
): T | undefined {
  const conditions = Object.keys(branches).filter((key) => key !== 'otherwise');
  const [condition] = conditions;
  if (conditions.length !== 1 || !condition?.startsWith('if '))
    throw new Error(
      `Expected one "if …", and no other key but "otherwise", in ${JSON.stringify(branches)}`,
    );
  return holds(condition.slice(3)) ? branches[condition as `if ${string}`] : branches.otherwise;
}

export type Filling = {
  words: Words | WordLookup;
  /** Picks one of the phrasings of a `{this|that}`. */
  pick?: (options: string[]) => string;
};

/** `lowerName`: the name with a small first letter, for `{City}`. */
type Placeholder = { name: string; lowerName: string; args: Array<string | number> };
type Condition = { flag: string; yes: Part[]; no: Part[] };
type Choice = { options: Part[][] };
type Part = string | Placeholder | Condition | Choice;

const PLACEHOLDER = /^([A-Za-z]\w*)((?: [^\s{}|]+)*)$/;
const CONDITION = /^if ([A-Za-z]\w*): ?/;
const NUMBER = /^-?\d+(\.\d+)?$/;

class TemplateError extends Error {
  constructor(template: string, problem: string) {
    super(`${problem} in "${template}"`);
  }
}

/** The parts from `at` up to the `|` or `}` that ends them (or the end of the template). */
function parseSequence(template: string, at: number): [Part[], number] {
  const parts: Part[] = [];
  let text = '';
  let index = at;
  while (index < template.length) {
    const char = template[index]!;
    if (char === '|' || char === '}') break;
    if (char === '{') {
      if (text) parts.push(text);
      text = '';
      const [part, next] = parseBraces(template, index + 1);
      parts.push(part);
      index = next;
    } else {
      text += char;
      index += 1;
    }
  }
  if (text) parts.push(text);
  return [parts, index];
}

/** What a `{…}` opening just before `at` holds, and where its closing brace ends. */
function parseBraces(template: string, at: number): [Part, number] {
  const sequences: Part[][] = [];
  let index = at - 1;
  do {
    const [sequence, next] = parseSequence(template, index + 1);
    sequences.push(sequence);
    index = next;
  } while (template[index] === '|');
  if (template[index] !== '}') throw new TemplateError(template, 'A { is never closed');
  const [first = [], ...rest] = sequences;
  const [head, ...tail] = first;
  const opening = typeof head === 'string' ? CONDITION.exec(head) : null;
  if (opening) {
    if (rest.length > 1) throw new TemplateError(template, `{if ${opening[1]}: …} has two |`);
    const opened = (head as string).slice(opening[0].length);
    const yes = opened ? [opened, ...tail] : tail;
    return [{ flag: opening[1]!, yes, no: rest[0] ?? [] }, index + 1];
  }
  if (rest.length > 0) return [{ options: sequences }, index + 1];
  const match = first.length === 1 && typeof first[0] === 'string' && PLACEHOLDER.exec(first[0]);
  if (!match) throw new TemplateError(template, 'A {…} is neither a placeholder nor a choice');
  const args = match[2]!
    .split(' ')
    .filter(Boolean)
    .map((arg) => (NUMBER.test(arg) ? Number(arg) : arg));
  const name = match[1]!;
  const lowerName = name.charAt(0).toLowerCase() + name.slice(1);
  return [{ name, lowerName, args }, index + 1];
}

const parsed = new Map<string, Part[]>();

function partsOf(template: string): Part[] {
  let parts = parsed.get(template);
  if (!parts) {
    const [sequence, end] = parseSequence(template, 0);
    if (end < template.length) throw new TemplateError(template, `A stray ${template[end]}`);
    parts = sequence;
    parsed.set(template, parts);
  }
  return parts;
}

function addNames(parts: readonly Part[], names: Set<string>): Set<string> {
  for (const part of parts) {
    if (typeof part === 'string') continue;
    if ('name' in part) names.add(part.name);
    else if ('flag' in part) {
      names.add(part.flag);
      addNames(part.yes, names);
      addNames(part.no, names);
    } else for (const option of part.options) addNames(option, names);
  }
  return names;
}

const namesUsed = new Map<string, ReadonlySet<string>>();

/**
 * The names a template's placeholders and `{if …}`s use, in all its branches; throws if the
 * template does not parse.
 */
export function placeholdersIn(text: Template): ReadonlySet<string> {
  if (typeof text !== 'string') {
    const names = new Set<string>();
    for (const [key, branch] of Object.entries(text)) {
      if (key.startsWith('if ')) names.add(key.slice(3));
      for (const name of placeholdersIn(branch)) names.add(name);
    }
    return names;
  }
  let names = namesUsed.get(text);
  if (!names) {
    names = addNames(partsOf(text), new Set());
    namesUsed.set(text, names);
  }
  return names;
}

/** A word by name: the caller's `extra` first, then the filling's words. */
function wordNamed(filling: Filling, extra: Words | undefined, name: string): Word {
  if (extra && Object.hasOwn(extra, name)) return extra[name];
  const { words } = filling;
  if (typeof words === 'function') return words(name);
  return Object.hasOwn(words, name) ? words[name] : undefined;
}

function valueOf(template: string, filling: Filling, extra: Words | undefined, part: Placeholder) {
  const { name, args } = part;
  let value = wordNamed(filling, extra, name);
  let capital = false;
  if (value === undefined && part.lowerName !== name) {
    value = wordNamed(filling, extra, part.lowerName);
    capital = value !== undefined;
  }
  if (value === undefined || value === null)
    throw new TemplateError(template, `Unknown placeholder {${name}}, or one with no value here`);
  if (typeof value === 'boolean')
    throw new TemplateError(template, `{${name}} is a yes or no: use it as {if ${name}: …}`);
  if (typeof value === 'function') value = args.length ? value(...args) : value();
  else if (args.length > 0) throw new TemplateError(template, `{${name}} takes no arguments`);
  const text = String(value);
  return capital ? capitalise(text) : text;
}

function render(
  template: string,
  parts: readonly Part[],
  filling: Filling,
  extra: Words | undefined,
): string {
  let text = '';
  for (const part of parts) {
    if (typeof part === 'string') text += part;
    else if ('name' in part) text += valueOf(template, filling, extra, part);
    else if ('flag' in part) {
      const flag = wordNamed(filling, extra, part.flag);
      if (typeof flag !== 'boolean')
        throw new TemplateError(template, `{if ${part.flag}: …} needs a yes or no`);
      text += render(template, flag ? part.yes : part.no, filling, extra);
    } else {
      if (!filling.pick) throw new TemplateError(template, 'Nothing picks a {…|…} here');
      // Every phrasing is written before one is picked: what they draw is drawn whichever wins.
      const options = part.options.map((option) => render(template, option, filling, extra));
      text += filling.pick(options);
    }
  }
  return text;
}

function yesOrNo(filling: Filling, extra: Words | undefined, flag: string): boolean {
  const value = wordNamed(filling, extra, flag);
  if (typeof value !== 'boolean') throw new Error(`"if ${flag}" needs a yes-or-no word`);
  return value;
}

/**
 * The text with its placeholders filled, left to right: `{name}` from the words (or `extra`,
 * which wins), `{Name}` the same with a capital, `{name 1 2}` a function of its arguments,
 * `{if name: yes|no}` by a yes-or-no word, `{this|that}` by `filling.pick`; a text by a yes-or-no
 * word is its branch, filled. An unknown placeholder, or a template that does not parse, throws.
 */
export function fill(text: Template, filling: Filling, extra?: Words): string {
  if (typeof text === 'string') return render(text, partsOf(text), filling, extra);
  if (!text || typeof text !== 'object') throw new Error(`Not a text to fill: ${String(text)}`);
  const branch = branchOf(text, (flag) => yesOrNo(filling, extra, flag));
  return branch === undefined ? '' : fill(branch, filling, extra);
}
