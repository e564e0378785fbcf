import type { Operation } from './classify';
import { readSourceGraph, type SourceModule } from './sourceGraph';
import { routePattern, type RoutePattern } from './routePatterns';

/** The folders whose files can use the generated code, directly or through another file. */
export const SOURCE_FOLDERS = ['src', 'mocks', 'stories', 'e2e'];

const GENERATED_FOLDER = 'src/api/generated/';
/** The app's shell and test harness import every route: the search stops before them, at the screens. */
const NOT_CARRYING = ['src/app/', 'src/test/', 'src/main.tsx', 'src/routeTree.gen.ts'];

export interface AffectedFiles {
  generated: string[];
  /** `src/api/*.ts` files, each with the exports that wrap the changed code. */
  wrappers: string[];
  screens: string[];
  handlers: string[];
  stories: string[];
  tests: string[];
}

/** What changed: generated names to follow through the imports, and the contract paths to look for. */
export interface ChangedSurface {
  generatedNames: string[];
  operations: Operation[];
}

export function readCodebase(root: string): Map<string, SourceModule> {
  return readSourceGraph(root, SOURCE_FOLDERS);
}

export function generatedExports(modules: Map<string, SourceModule>): Set<string> {
  return new Set(
    [...modules.values()]
      .filter((module) => module.file.startsWith(GENERATED_FOLDER))
      .flatMap((module) => [...module.exports.keys()]),
  );
}

export function findAffected(
  modules: Map<string, SourceModule>,
  surface: ChangedSurface,
): AffectedFiles {
  const affected = spreadThroughImports(modules, new Set(surface.generatedNames));
  const uses = (file: string) => (affected.locals.get(file)?.size ?? 0) > 0;
  const files = [...modules.keys()].sort();
  const screens = files.filter((file) => isScreen(file) && uses(file));
  const handlers = files.filter(
    (file) => isHandler(file) && surface.operations.some((op) => registers(modules.get(file)!, op)),
  );
  const visited = visitedPatterns(modules, screens, surface.operations);
  const touchesChange = (module: SourceModule) =>
    uses(module.file) ||
    [...module.imports.values()].some((binding) => handlers.includes(binding.from)) ||
    module.paths.some((literal) => visited.some((pattern) => pattern.matches(literal)));
  const leaves = (isLeaf: (file: string) => boolean) =>
    files.filter((file) => isLeaf(file) && touchesChange(modules.get(file)!));
  return {
    generated: [...surface.generatedNames].sort(),
    wrappers: files
      .filter((file) => isWrapper(file) && (affected.exports.get(file)?.size ?? 0) > 0)
      .map((file) => `${file} (${[...affected.exports.get(file)!].sort().join(', ')})`),
    screens,
    handlers,
    stories: leaves(isStory),
    tests: leaves(isTest),
  };
}

const isTest = (file: string) =>
  /\.test\.tsx?$/.test(file) || (file.startsWith('e2e/') && file.endsWith('.spec.ts'));
const isStory = (file: string) => file.startsWith('stories/') && file.endsWith('.stories.tsx');
const isScreen = (file: string) =>
  /^src\/(features|routes)\//.test(file) && !isTest(file) && !file.endsWith('.typecheck.tsx');
const isHandler = (file: string) =>
  /^mocks\/handlers\/[^/]+\.ts$/.test(file) && !isTest(file) && !file.endsWith('.typecheck.ts');
const isWrapper = (file: string) => /^src\/api\/[^/]+\.ts$/.test(file) && !isTest(file);
const carriesChanges = (file: string) =>
  file.startsWith('src/') && !isTest(file) && !NOT_CARRYING.some((p) => file.startsWith(p));

/** `contract.get('/jobs/{id}', …)`, as the mock handlers register an operation. */
function registers(module: SourceModule, { method, path }: Operation): boolean {
  const callee = `contract.${method.toLowerCase()}`;
  return module.calls.some((call) => call.callee === callee && call.firstArgument === path);
}

/** The pages of the affected route files and the changed operations' API paths, as tests write them. */
function visitedPatterns(
  modules: Map<string, SourceModule>,
  screens: string[],
  operations: Operation[],
): RoutePattern[] {
  const routeIds = [...modules.values()].flatMap((module) => routeIdOf(module) ?? []);
  const pages = screens.flatMap((file) => {
    const id = routeIdOf(modules.get(file)!);
    return id === undefined ? [] : [routePattern.page(id, routeIds)];
  });
  return [...pages, ...operations.map((operation) => routePattern.api(operation.path))];
}

function routeIdOf(module: SourceModule): string | undefined {
  if (!module.file.startsWith('src/routes/')) return undefined;
  return module.calls.find((call) => call.callee === 'createFileRoute')?.firstArgument;
}

interface Spread {
  /** File → its affected exported names. */
  exports: Map<string, Set<string>>;
  /** File → its affected local names (imports and top-level declarations). */
  locals: Map<string, Set<string>>;
}

/**
 * Follows changed generated names through imports, re-exports and top-level declarations: a
 * declaration is affected when it mentions an affected name, an export when what it exports is.
 */
function spreadThroughImports(modules: Map<string, SourceModule>, seeds: Set<string>): Spread {
  const spread: Spread = { exports: new Map(), locals: new Map() };
  for (const module of modules.values()) {
    if (!module.file.startsWith(GENERATED_FOLDER)) continue;
    const seeded = [...module.exports.keys()].filter((name) => seeds.has(name));
    if (seeded.length > 0) spread.exports.set(module.file, new Set(seeded));
  }
  let changed: boolean;
  do {
    changed = false;
    for (const module of modules.values()) {
      const locals = affectedLocals(module, spread.exports);
      spread.locals.set(module.file, locals);
      if (!carriesChanges(module.file)) continue;
      const exported = spread.exports.get(module.file) ?? new Set<string>();
      const before = exported.size;
      affectedExportsOf(module, locals, spread.exports).forEach((name) => exported.add(name));
      if (exported.size > before) {
        spread.exports.set(module.file, exported);
        changed = true;
      }
    }
  } while (changed);
  return spread;
}

function affectedLocals(module: SourceModule, exports: Map<string, Set<string>>): Set<string> {
  const locals = new Set<string>();
  for (const [local, { from, name }] of module.imports) {
    const affected = exports.get(from);
    if (affected && (name === '*' ? affected.size > 0 : affected.has(name))) locals.add(local);
  }
  let grown: boolean;
  do {
    grown = false;
    for (const [name, mentioned] of module.declarations) {
      if (!locals.has(name) && [...mentioned].some((identifier) => locals.has(identifier))) {
        locals.add(name);
        grown = true;
      }
    }
  } while (grown);
  return locals;
}

function affectedExportsOf(
  module: SourceModule,
  locals: Set<string>,
  exports: Map<string, Set<string>>,
): string[] {
  const own = [...module.exports].filter(([, local]) => locals.has(local)).map(([name]) => name);
  const passedOn = module.reExports.flatMap(({ from, name, alias }) => {
    const affected = [...(exports.get(from) ?? [])];
    if (name === undefined) return affected.filter((exported) => exported !== 'default');
    if (name === '*') return affected.length > 0 ? [alias!] : [];
    return affected.includes(name) ? [alias ?? name] : [];
  });
  return [...own, ...passedOn];
}
