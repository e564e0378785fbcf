type ModuleInfo = {
  isEntry: boolean;
  importers: readonly string[];
  dynamicImporters: readonly string[];
  importedIds: readonly string[];
};

type ModuleGraph = { getModuleInfo(id: string): ModuleInfo | null };

/** Whether a module is `isStart` or statically imported by one that is, directly or not. */
function isStaticallyImportedFrom(
  isStart: (id: string, info: ModuleInfo) => boolean,
  id: string,
  graph: ModuleGraph,
  seen = new Set<string>(),
): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  const info = graph.getModuleInfo(id);
  if (!info) return false;
  return (
    isStart(id, info) ||
    info.importers.some((importer) => isStaticallyImportedFrom(isStart, importer, graph, seen))
  );
}

/** Whether a module is an entry module or statically imported by one, directly or not. */
const isReachableFromEntry = (id: string, graph: ModuleGraph) =>
  isStaticallyImportedFrom((_, info) => info.isEntry, id, graph);

const MOCK_START = /[\\/]mocks[\\/]browser\.ts$/;

/**
 * Whether the app reaches a module without passing through the mock: some chain of importers
 * (static or dynamic) leads from it to the entry and not through `mocks/browser.ts`.
 */
function isAppModule(id: string, graph: ModuleGraph, seen = new Set<string>()): boolean {
  if (MOCK_START.test(id) || seen.has(id)) return false;
  seen.add(id);
  const info = graph.getModuleInfo(id);
  const importers = [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])];
  return importers.length === 0 || importers.some((importer) => isAppModule(importer, graph, seen));
}

/** Whether a module is `mocks/browser.ts` or statically imported by it, directly or not. */
const isMockStartModule = (id: string, graph: ModuleGraph) =>
  isStaticallyImportedFrom((module) => MOCK_START.test(module), id, graph);

/**
 * The page's side of the mock in two chunks: what starts its worker and forwards the API to it,
 * then the QA panel, which only QA sessions load. (The worker is a build of its own.) Modules
 * the mock shares with the app stay where the app's grouping puts them.
 */
function mockChunk(id: string, graph: ModuleGraph): MockChunk | null {
  if (isAppModule(id, graph)) return null;
  return isMockStartModule(id, graph) ? 'mock' : 'mock-panel';
}

type MockChunk = 'mock' | 'mock-panel';

/** Whether a chunk of the build's manifest, by its name, is the mock's start. */
export const isMockStartChunk = (name: string | undefined): name is 'mock' => name === 'mock';

const FORM_LIBRARY =
  /[\\/](@tanstack[\\/](react-form|form-core|pacer-lite|devtools-event-client)[\\/]|src[\\/]ui[\\/](FormShell\.tsx|form[\\/][a-zA-Z]+\.tsx?)$)/;

/**
 * Whether a module is part of the form library, imports it itself, or is imported by form
 * modules alone (the forms' validation rules).
 */
function isFormModule(id: string, graph: ModuleGraph, seen = new Set<string>()): boolean {
  if (FORM_LIBRARY.test(id)) return true;
  const info = graph.getModuleInfo(id);
  if (!info) return false;
  if (info.importedIds.some((imported) => FORM_LIBRARY.test(imported))) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  return (
    info.importers.length > 0 &&
    info.dynamicImporters.length === 0 &&
    info.importers.every((importer) => isFormModule(importer, graph, seen))
  );
}

const FEATURE_MODULE = /[\\/]src[\\/]features[\\/]([\w-]+)[\\/]/;

/**
 * How the build groups modules into chunks (rolldown `codeSplitting.groups`), highest priority
 * first. Without groups, a route waits for a chain of small shared chunks, four requests deep.
 */
export const chunkGroups = [
  // Everything the entry reaches through static imports: the first paint downloads one file.
  {
    name: (id: string, graph: ModuleGraph) => (isReachableFromEntry(id, graph) ? 'shell' : null),
    // How the bundler's timing report names a group whose name is a function.
    debugName: 'shell',
    priority: 10,
  },
  // The in-page mock (mockChunk): without this group, modules its two parts share would land in
  // `common`, which every page downloads.
  {
    name: mockChunk,
    debugName: 'mock',
    priority: 9,
    // Its own modules only: what the mock shares with the app stays with the app.
    includeDependenciesRecursively: false,
  },
  // The markdown renderer and the content pages made of it, for the pages that show markdown
  // (articles, forum topics, content pages) and no other: out of `common`, which every page
  // waits for.
  {
    name: 'markdown',
    test: /[\\/](markdown-to-jsx[\\/]|src[\\/]ui[\\/]Markdown\.tsx|features[\\/]pages[\\/](ContentPage|TextPages)\.tsx)/,
    priority: 7,
    // Its own modules only: what Markdown.tsx shares with other pages (LongText) stays in common.
    includeDependenciesRecursively: false,
  },
  // The form library, the app's form frame and the shared forms built on them (the sign-in form,
  // the contact fields) with their rules, for the pages with a form: a list or a guide doesn't
  // wait for them.
  {
    name: (id: string, graph: ModuleGraph) => (isFormModule(id, graph) ? 'forms' : null),
    debugName: 'forms',
    minShareCount: 2,
    priority: 6,
    // Their own modules only: the API client and the shared UI they use stay in common.
    includeDependenciesRecursively: false,
  },
  // The list pages' filter bar (the folding panel, its fields bound to the address), for the list
  // pages alone: in `common` every page with data would download it.
  {
    name: 'list-filters',
    test: /[\\/]src[\\/]ui[\\/](ListFilters|UrlSearchField|FoldingFilters)(\.css)?\.tsx?$/,
    minShareCount: 2,
    priority: 6,
    // Its own modules only: the fields and the shared UI it uses stay in common.
    includeDependenciesRecursively: false,
  },
  // A feature's modules that several pages share (the job card, the dating profile), in a chunk
  // of that feature's own: in `common` every page with data would download every feature's.
  {
    name: (id: string) => {
      const feature = FEATURE_MODULE.exec(id)?.[1];
      return feature ? `${feature}-shared` : null;
    },
    debugName: 'features',
    minShareCount: 2,
    priority: 5,
    // Their own modules only: the API client and the shared UI they use stay in common.
    includeDependenciesRecursively: false,
  },
  // The rest that two or more lazy chunks share (the API client, shared UI):
  // with the route's own chunk, all a page waits for. main.tsx starts it beside the route's chunk.
  { name: 'common', minShareCount: 2, priority: 4 },
];
