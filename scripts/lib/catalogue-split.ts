// The player app's messages are split into catalogues (lingui.config.ts): the main one, compiled
// into the first load, and the sections' (the sportsbook's, the account area's), each loaded by the
// routes and modals that draw its messages (`loadSection` in src/i18n/i18n.ts). A module whose
// messages are in a section's catalogue, run before that catalogue is loaded, draws its messages as
// their ids. This cuts the app's module graph as the build does and finds such modules
// (src/i18n/catalogue-split.test.ts).
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import ts from 'typescript';
import { build, type Plugin } from 'vite';
import { firstLoadModules } from './first-load-modules.ts';
import { routerPluginOptions } from './router-plugin-options.ts';

/** The main catalogue's name (src/locales/{locale}/messages.po): loaded before the first render. */
export const MAIN_CATALOGUE = 'messages';

export interface ModuleNode {
  /** the ids it imports statically (a package by its name: packages stay out of the graph) */
  imports: string[];
  /** the ids it imports with `import()` (a route's component, `?tsr-split=`, is one) */
  dynamicImports: string[];
  /** its code as the router's plugin leaves it: a route file without its split parts */
  code: string;
}

export interface AppGraph {
  entry: string;
  modules: Map<string, ModuleNode>;
  /** what the entry imports statically: the `app` chunk's set (scripts/lib/first-load-modules.ts) */
  firstLoad: Set<string>;
}

/**
 * The client's module graph from src/main.tsx, cut by the router's plugin with the build's options
 * (a route file's component is a module of its own, imported with `import()`); packages are left
 * out. Writes nothing.
 */
export async function appModuleGraph(root: string): Promise<AppGraph> {
  const modules = new Map<string, ModuleNode>();
  const firstLoad = firstLoadModules();
  const record: Plugin = {
    name: 'casino:record-module-graph',
    buildEnd() {
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (!info) continue;
        modules.set(id, {
          imports: [...info.importedIds],
          dynamicImports: [...info.dynamicallyImportedIds],
          code: info.code ?? '',
        });
      }
    },
  };
  const entry = join(root, 'src/main.tsx');
  await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [
      tanstackRouter(routerPluginOptions),
      // the catalogues' and styles' content does not matter here
      {
        name: 'casino:empty-assets',
        load: (id) =>
          id.endsWith('.po') ? 'export const messages = {};' : id.endsWith('.css') ? '' : null,
      },
      firstLoad.plugin,
      record,
    ],
    build: {
      write: false,
      rolldownOptions: {
        input: entry,
        external: (id) => !id.startsWith('.') && !isAbsolute(id) && !id.startsWith('\0'),
      },
    },
  });
  return { entry, modules, firstLoad: new Set([...modules.keys()].filter(firstLoad.has)) };
}

/**
 * The catalogue (its name: `messages`, `sportsbook`, `account`) of each source file of the player
 * app, as `lingui extract` assigns them (lingui.config.ts).
 */
export async function playerCatalogues(root: string): Promise<Map<string, string>> {
  const config = getConfig({ cwd: root, configPath: join(root, 'lingui.config.ts') });
  const files = new Map<string, string>();
  for (const catalog of await getCatalogs(config)) {
    if (!resolve(root, catalog.path).startsWith(join(root, 'src/locales/'))) continue;
    for (const file of catalog.sourcePaths) files.set(resolve(root, file), basename(catalog.path));
  }
  return files;
}

/** The file of a module id (a route's split part is its route file's). */
export const fileOf = (id: string) => id.replace(/\?.*$/, '');

// Whether a module draws messages: it uses Lingui's macros or holds descriptors marked /*i18n*/.
export function hasMessages(node: ModuleNode): boolean {
  return (
    node.imports.some((id) => id === '@lingui/core/macro' || id === '@lingui/react/macro') ||
    node.code.includes('/*i18n*/')
  );
}

// A section's catalogue is the `<name>Catalogue` of src/i18n/<name>.ts.
const CATALOGUE_IDENTIFIER = /^(\w+)Catalogue$/;

function catalogueNamed(node: ts.Node): string | undefined {
  return ts.isIdentifier(node) ? CATALOGUE_IDENTIFIER.exec(node.text)?.[1] : undefined;
}

const parsed = new WeakMap<ModuleNode, ts.SourceFile>();

function parse(node: ModuleNode, id: string): ts.SourceFile {
  let source = parsed.get(node);
  if (!source) {
    source = ts.createSourceFile(
      fileOf(id),
      node.code,
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.JS,
    );
    parsed.set(node, source);
  }
  return source;
}

function descendants(node: ts.Node): ts.Node[] {
  const found: ts.Node[] = [];
  const visit = (child: ts.Node) => {
    found.push(child);
    ts.forEachChild(child, visit);
  };
  ts.forEachChild(node, visit);
  return found;
}

/** The catalogues a route file's `beforeLoad` or `loader` loads (`loadSection(xCatalogue)`). */
export function cataloguesLoadedByRoute(node: ModuleNode, id: string): string[] {
  const names: string[] = [];
  for (const child of descendants(parse(node, id))) {
    if (!ts.isPropertyAssignment(child) && !ts.isMethodDeclaration(child)) continue;
    if (!ts.isIdentifier(child.name) || !['beforeLoad', 'loader'].includes(child.name.text))
      continue;
    for (const call of descendants(child))
      if (
        ts.isCallExpression(call) &&
        ts.isIdentifier(call.expression) &&
        call.expression.text === 'loadSection'
      )
        names.push(...call.arguments.flatMap((argument) => catalogueNamed(argument) ?? []));
  }
  return names;
}

/**
 * The catalogues a module's `import(target)` loads with it: those named in the `registerModal`
 * call it is written in (src/lib/modal-registry.ts loads them with the modal's code). When it
 * imports `target` in several places, what every one of them loads.
 */
export function cataloguesLoadedWithImport(node: ModuleNode, id: string, target: string): string[] {
  const loads: string[][] = [];
  for (const call of descendants(parse(node, id))) {
    if (!ts.isCallExpression(call) || call.expression.kind !== ts.SyntaxKind.ImportKeyword)
      continue;
    const specifier = call.arguments[0];
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    const resolved = resolve(dirname(fileOf(id)), specifier.text);
    if (fileOf(target).replace(/\.[cm]?[jt]sx?$/, '') !== resolved.replace(/\.[cm]?[jt]sx?$/, ''))
      continue;
    const names: string[] = [];
    for (let parent = call.parent; parent !== undefined; parent = parent.parent)
      if (
        ts.isCallExpression(parent) &&
        ts.isIdentifier(parent.expression) &&
        parent.expression.text === 'registerModal'
      )
        names.push(...parent.arguments.flatMap((argument) => catalogueNamed(argument) ?? []));
    loads.push(names);
  }
  const [first = [], ...others] = loads;
  return first.filter((name) => others.every((names) => names.includes(name)));
}

/**
 * The route files a route file renders in (TanStack's file routes: `dir/route.tsx` or `dir.tsx`
 * for each folder above it, then `__root.tsx`), those the graph holds.
 */
export function parentRoutes(modules: Map<string, ModuleNode>, routeFile: string): string[] {
  const routes = routeFile.slice(0, routeFile.indexOf('/src/routes/') + '/src/routes'.length);
  const segments = relative(routes, routeFile).split('/').slice(0, -1);
  const parents: string[] = [];
  for (let count = segments.length; count > 0; count--) {
    const folder = join(routes, ...segments.slice(0, count));
    for (const candidate of [join(folder, 'route.tsx'), `${folder}.tsx`])
      if (candidate !== routeFile && modules.has(candidate)) parents.push(candidate);
  }
  if (modules.has(join(routes, '__root.tsx'))) parents.push(join(routes, '__root.tsx'));
  return parents;
}

/** The catalogues loaded before `importer`'s `import(target)` runs its module. */
export function cataloguesLoadedBefore(
  modules: Map<string, ModuleNode>,
  importer: string,
  target: string,
): string[] {
  const node = modules.get(importer);
  if (!node) return [];
  // a route's split parts render once its and its parents' `beforeLoad` and `loader` are done
  if (/\?tsr-split=/.test(target) && fileOf(target) === importer)
    return [importer, ...parentRoutes(modules, importer)].flatMap((route) => {
      const routeNode = modules.get(route);
      return routeNode ? cataloguesLoadedByRoute(routeNode, route) : [];
    });
  return cataloguesLoadedWithImport(node, importer, target);
}

export interface EarlyMessages {
  /** a module whose messages are in `catalogue`, reached before that catalogue is loaded */
  module: string;
  catalogue: string;
  /** how the entry reaches it: static imports, and `import()` that do not load it */
  path: string[];
}

/**
 * The modules with messages in a section's catalogue that run before it is loaded: walks from the
 * entry through static imports and `import()`, adding at each `import()` the catalogues it loads.
 * `reached`: each module with the sets of catalogues loaded by the time it runs.
 */
export function messagesBeforeTheirCatalogue(
  modules: Map<string, ModuleNode>,
  entry: string,
  catalogueOf: (file: string) => string | undefined,
  loadedBefore: (importer: string, target: string) => string[],
): { early: EarlyMessages[]; reached: Map<string, Set<string>[]> } {
  const reached = new Map<string, Set<string>[]>();
  const early: EarlyMessages[] = [];
  const seen = new Set<string>();
  const pending: { id: string; loaded: Set<string>; path: string[] }[] = [
    { id: entry, loaded: new Set(), path: [entry] },
  ];
  for (let step = pending.shift(); step !== undefined; step = pending.shift()) {
    const { id, loaded, path } = step;
    const key = `${id}|${[...loaded].sort().join(',')}`;
    const node = modules.get(id);
    if (seen.has(key) || !node) continue;
    seen.add(key);
    reached.set(id, [...(reached.get(id) ?? []), loaded]);
    const catalogue = catalogueOf(fileOf(id));
    if (
      hasMessages(node) &&
      catalogue !== undefined &&
      catalogue !== MAIN_CATALOGUE &&
      !loaded.has(catalogue)
    )
      early.push({ module: id, catalogue, path });
    for (const target of node.imports)
      pending.push({ id: target, loaded, path: [...path, target] });
    for (const target of node.dynamicImports)
      pending.push({
        id: target,
        loaded: new Set([...loaded, ...loadedBefore(id, target)]),
        path: [...path, `import(${target})`],
      });
  }
  return { early, reached };
}
