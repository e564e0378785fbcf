import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** What a local name was imported as: an export of another file of the repository (`*` for a namespace). */
export interface ImportBinding {
  from: string;
  name: string;
}

/** `export { name as alias } from` (`name` `*` for `export * as alias`), or `export *` when `name` is unset. */
export interface ReExport {
  from: string;
  name?: string;
  alias?: string;
}

/** A source file as the affected-files finder reads it; file names are relative to the repository, with `/`. */
export interface SourceModule {
  file: string;
  imports: Map<string, ImportBinding>;
  reExports: ReExport[];
  /** Exported name → the local name it exports (a declaration or an import). */
  exports: Map<string, string>;
  /** Top-level declaration → the identifiers it mentions. */
  declarations: Map<string, Set<string>>;
  /** String and template literals with a `/`, each `${…}` written as PLACEHOLDER. */
  paths: string[];
  /** Calls whose first argument is a string: `contract.get('/jobs/{id}', …)`, `createFileRoute('/jobs/$id')`. */
  calls: Array<{ callee: string; firstArgument: string }>;
}

export const PLACEHOLDER = '\0';
const SOURCE_EXTENSIONS = ['.ts', '.tsx'];
const SKIPPED_DIRECTORY = 'node_modules';

/** Module specifiers the app's tsconfig `paths` map to folders. */
const PATH_ALIASES: Record<string, string> = { '@/': 'src/', '@mocks/': 'mocks/' };

export function readSourceGraph(root: string, folders: string[]): Map<string, SourceModule> {
  const files = folders.flatMap((folder) => listSourceFiles(root, folder));
  const known = new Set(files);
  return new Map(
    files.map((file) => [
      file,
      parseModule(file, readFileSync(path.join(root, file), 'utf8'), known),
    ]),
  );
}

function listSourceFiles(root: string, folder: string): string[] {
  const absolute = path.join(root, folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute).flatMap((entry) => {
    const file = `${folder}/${entry}`;
    if (statSync(path.join(root, file)).isDirectory()) {
      return entry === SKIPPED_DIRECTORY ? [] : listSourceFiles(root, file);
    }
    return SOURCE_EXTENSIONS.some((extension) => entry.endsWith(extension)) ? [file] : [];
  });
}

export function parseModule(file: string, text: string, known: Set<string>): SourceModule {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const module: SourceModule = {
    file,
    imports: new Map(),
    reExports: [],
    exports: new Map(),
    declarations: new Map(),
    paths: pathLiterals(source),
    calls: callsWithStringArgument(source),
  };
  const resolve = (specifier: ts.Expression) =>
    ts.isStringLiteral(specifier) ? resolveSpecifier(file, specifier.text, known) : undefined;
  for (const statement of source.statements) readStatement(module, statement, resolve);
  return module;
}

type Resolve = (specifier: ts.Expression) => string | undefined;

function readStatement(module: SourceModule, statement: ts.Statement, resolve: Resolve): void {
  if (ts.isImportDeclaration(statement)) return readImport(module, statement, resolve);
  if (ts.isExportDeclaration(statement)) return readExportDeclaration(module, statement, resolve);
  if (ts.isExportAssignment(statement)) {
    module.declarations.set('default', identifiersIn(statement.expression));
    module.exports.set('default', 'default');
    return;
  }
  const names = declaredNames(statement);
  if (names.length === 0) return;
  const mentioned = identifiersIn(statement);
  const exported = hasModifier(statement, ts.SyntaxKind.ExportKeyword);
  const isDefault = hasModifier(statement, ts.SyntaxKind.DefaultKeyword);
  for (const name of names) {
    module.declarations.set(name, mentioned);
    if (exported) module.exports.set(isDefault ? 'default' : name, name);
  }
}

function readImport(module: SourceModule, statement: ts.ImportDeclaration, resolve: Resolve) {
  const from = resolve(statement.moduleSpecifier);
  const clause = statement.importClause;
  if (!from || !clause) return;
  if (clause.name) module.imports.set(clause.name.text, { from, name: 'default' });
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) {
    module.imports.set(bindings.name.text, { from, name: '*' });
  } else if (bindings) {
    for (const element of bindings.elements) {
      const name = (element.propertyName ?? element.name).text;
      module.imports.set(element.name.text, { from, name });
    }
  }
}

function readExportDeclaration(
  module: SourceModule,
  statement: ts.ExportDeclaration,
  resolve: Resolve,
) {
  const from = statement.moduleSpecifier && resolve(statement.moduleSpecifier);
  const clause = statement.exportClause;
  if (statement.moduleSpecifier) {
    if (!from) return;
    if (!clause) module.reExports.push({ from });
    else if (ts.isNamespaceExport(clause)) {
      module.reExports.push({ from, name: '*', alias: clause.name.text });
    } else {
      for (const element of clause.elements) {
        const name = (element.propertyName ?? element.name).text;
        module.reExports.push({ from, name, alias: element.name.text });
      }
    }
    return;
  }
  if (clause && ts.isNamedExports(clause)) {
    for (const element of clause.elements) {
      module.exports.set(element.name.text, (element.propertyName ?? element.name).text);
    }
  }
}

function declaredNames(statement: ts.Statement): string[] {
  if (ts.isVariableStatement(statement)) {
    return statement.declarationList.declarations.flatMap((declaration) =>
      bindingNames(declaration.name),
    );
  }
  if (
    ts.isFunctionDeclaration(statement) ||
    ts.isClassDeclaration(statement) ||
    ts.isInterfaceDeclaration(statement) ||
    ts.isTypeAliasDeclaration(statement) ||
    ts.isEnumDeclaration(statement)
  ) {
    if (statement.name) return [statement.name.text];
    return hasModifier(statement, ts.SyntaxKind.DefaultKeyword) ? ['default'] : [];
  }
  return [];
}

function bindingNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((element) =>
    ts.isBindingElement(element) ? bindingNames(element.name) : [],
  );
}

function hasModifier(statement: ts.Statement, kind: ts.SyntaxKind): boolean {
  return (
    ts.canHaveModifiers(statement) &&
    (ts.getModifiers(statement) ?? []).some((modifier) => modifier.kind === kind)
  );
}

function identifiersIn(node: ts.Node): Set<string> {
  const names = new Set<string>();
  const visit = (child: ts.Node): void => {
    if (ts.isIdentifier(child)) names.add(child.text);
    ts.forEachChild(child, visit);
  };
  visit(node);
  return names;
}

function pathLiterals(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const text = literalText(node);
    if (text?.includes('/')) found.push(text);
    if (!ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.templateSpans.reduce(
      (text, span) => text + PLACEHOLDER + span.literal.text,
      node.head.text,
    );
  }
  return undefined;
}

function callsWithStringArgument(source: ts.SourceFile): SourceModule['calls'] {
  const found: SourceModule['calls'] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const [first] = node.arguments;
      if (first && ts.isStringLiteralLike(first)) {
        found.push({ callee: node.expression.getText(source), firstArgument: first.text });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A specifier resolved to a known file of the repository, as Vite and the tsconfig resolve it. */
function resolveSpecifier(from: string, specifier: string, known: Set<string>): string | undefined {
  const alias = Object.keys(PATH_ALIASES).find((prefix) => specifier.startsWith(prefix));
  const base = alias
    ? PATH_ALIASES[alias] + specifier.slice(alias.length)
    : specifier.startsWith('.')
      ? path.posix.join(path.posix.dirname(from), specifier)
      : undefined;
  if (base === undefined) return undefined;
  const candidates = [
    base,
    ...SOURCE_EXTENSIONS.map((extension) => base + extension),
    ...SOURCE_EXTENSIONS.map((extension) => `${base}/index${extension}`),
  ];
  return candidates.find((candidate) => known.has(candidate));
}
