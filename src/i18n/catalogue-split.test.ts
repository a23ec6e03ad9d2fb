// The first load carries only the main catalogue; a section's (the sportsbook's, the account
// area's: lingui.config.ts) loads with the routes and modals that draw it. A module drawing a
// section's messages before that section is loaded shows their ids instead of words: these tests
// cut the app's module graph as the build does (scripts/lib/catalogue-split.ts) and fail on one.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appModuleGraph,
  cataloguesLoadedBefore,
  fileOf,
  hasMessages,
  MAIN_CATALOGUE,
  messagesBeforeTheirCatalogue,
  playerCatalogues,
  type AppGraph,
  type ModuleNode,
} from '../../scripts/lib/catalogue-split';

const ROOT = join(import.meta.dirname, '../..');
const SECTIONS = ['account', 'sportsbook'];
const at = (id: string) => relative(ROOT, id);

let graph: AppGraph;
let catalogues: Map<string, string>;
const catalogueOf = (file: string) => catalogues.get(file);

beforeAll(async () => {
  [graph, catalogues] = await Promise.all([appModuleGraph(ROOT), playerCatalogues(ROOT)]);
}, 120_000);

function walk() {
  return messagesBeforeTheirCatalogue(graph.modules, graph.entry, catalogueOf, (importer, target) =>
    cataloguesLoadedBefore(graph.modules, importer, target),
  );
}

describe('the sections’ catalogues', () => {
  it('stay out of the first load: no module the entry imports statically draws their messages', () => {
    const inFirstLoad = [...graph.firstLoad]
      .filter((id) => {
        const node = graph.modules.get(id);
        return (
          node &&
          hasMessages(node) &&
          (catalogueOf(fileOf(id)) ?? MAIN_CATALOGUE) !== MAIN_CATALOGUE
        );
      })
      .map((id) => `${at(id)} (${catalogueOf(fileOf(id))})`);
    expect(inFirstLoad).toEqual([]);
  });

  it('are loaded before their messages are drawn: by the route (`beforeLoad`, `loader`) or with the modal (`registerModal`)', () => {
    // each with the way it is reached: static imports, and `import()` that do not load it
    const early = walk().early.map(({ module, catalogue, path }) => {
      const steps = path.map((step) =>
        step.replace(/^(import\()?(.*?)(\))?$/, (_, call, id) =>
          call ? `import(${at(id)})` : at(id),
        ),
      );
      return `${at(module)} (${catalogue}): ${steps.join(' -> ')}`;
    });
    expect(early).toEqual([]);
  });

  it('are each `<name>Catalogue` in src/i18n/<name>.ts, loading src/locales/{es,en}/<name>.po', () => {
    for (const name of SECTIONS) {
      const source = readFileSync(join(import.meta.dirname, `${name}.ts`), 'utf8');
      expect(source).toContain(`export const ${name}Catalogue: Catalogue`);
      expect(source).toContain(`import('../locales/es/${name}.po')`);
      expect(source).toContain(`import('../locales/en/${name}.po')`);
    }
    expect(new Set(catalogues.values())).toEqual(new Set([MAIN_CATALOGUE, ...SECTIONS]));
  });

  it('are checked on the graph the build cuts', () => {
    const first = new Set([...graph.firstLoad].map(at));
    expect(first).toContain('src/main.tsx');
    expect(first).toContain('src/lib/error-messages.ts');
    expect(first).toContain('src/routes/{-$locale}/_layout/_player/user-management.tsx');
    // a route's component is not in the first load, a modal neither
    expect(first).not.toContain(
      'src/routes/{-$locale}/_layout/_player/user-management.tsx?tsr-split=component',
    );
    expect(first).not.toContain('src/features/security/components/security-panel.tsx');

    const { reached } = walk();
    const loadedWhenReached = (file: string) =>
      (reached.get(join(ROOT, file)) ?? []).map((loaded) => [...loaded].sort());
    // a modal, a route's page and the sportsbook's pages, reached only with their catalogue
    expect(loadedWhenReached('src/features/security/components/security-panel.tsx')).toEqual([
      ['account'],
    ]);
    expect(loadedWhenReached('src/features/fairness/components/verifier.tsx')).toEqual([
      ['account'],
    ]);
    expect(loadedWhenReached('src/features/auth/components/login-modal.tsx')).toEqual([
      ['account'],
    ]);
    expect(loadedWhenReached('src/features/sportsbook/components/sports-home.tsx')).toEqual([
      ['sportsbook'],
    ]);
    // every module with a section's messages is reached: the walk misses no import
    const unreached = [...catalogues]
      .filter(
        ([file, name]) =>
          name !== MAIN_CATALOGUE && /\.tsx?$/.test(file) && !file.endsWith('.test.ts'),
      )
      .filter(([file]) => {
        const source = readFileSync(file, 'utf8');
        return /@lingui\/(core|react)\/macro|\/\*i18n\*\//.test(source) && !reached.has(file);
      })
      .map(([file]) => at(file));
    expect(unreached).toEqual([]);
    expect([...catalogues.values()].filter((name) => name === 'account').length).toBeGreaterThan(
      50,
    );
  });

  it('fail on a section’s module reached without its catalogue (graphs made up here)', () => {
    const node = (imports: string[], dynamicImports: string[] = []): ModuleNode => ({
      imports: [...imports, '@lingui/react/macro'],
      dynamicImports,
      code: '',
    });
    const sections = new Map([
      ['/modal', 'account'],
      ['/panel', 'account'],
    ]);
    /** `/main` imports `/layout`, and with `import()` the modal (with its catalogue) and a page. */
    const early = (layout: ModuleNode, page: ModuleNode, pageLoads: string[] = []) =>
      messagesBeforeTheirCatalogue(
        new Map([
          ['/main', node(['/layout'], ['/modal', '/page'])],
          ['/layout', layout],
          ['/modal', node(['/panel'])],
          ['/page', page],
          ['/panel', node([])],
        ]),
        '/main',
        (file) => sections.get(file),
        (_importer, target) =>
          target === '/modal' ? ['account'] : target === '/page' ? pageLoads : [],
      ).early.map(({ module, catalogue, path }) => `${module} (${catalogue}): ${path.join(' ')}`);

    expect(early(node([]), node([]))).toEqual([]);
    // the layout imports the panel: drawn before the modal brings the account's messages
    expect(early(node(['/panel']), node([]))).toEqual(['/panel (account): /main /layout /panel']);
    // so does a page whose route does not load them, and not one whose route does
    expect(early(node([]), node(['/panel']))).toEqual([
      '/panel (account): /main import(/page) /panel',
    ]);
    expect(early(node([]), node(['/panel']), ['account'])).toEqual([]);
  });
});
