// src/styles holds only what is truly global (README.md beside this file): small files, and no
// class that a single component uses — that class belongs in a CSS file beside the component.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const STYLES = new URL('.', import.meta.url).pathname;
const SOURCE = join(STYLES, '..');
const MAX_LINES = 200;

/** Global on purpose although fewer than two components use them today. */
const GLOBAL_BY_DESIGN = new Set([
  // the container and 12-column grid of SPEC.md section 9, kept whole
  'container',
  'row',
  'col-12',
  'col-6',
  'col-3',
  // an accessibility helper for any component
  'visually-hidden',
]);

function filesUnder(directory: string, extension: RegExp): string[] {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((name) => extension.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => join(directory, name));
}

/** The class names a stylesheet gives rules to (`.name` in its selectors). */
function classesDefinedIn(css: string): Set<string> {
  const selectors = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\{[^{}]*\}/g, '{}');
  return new Set([...selectors.matchAll(/\.([a-z][a-z0-9_-]*)/g)].map((match) => match[1] ?? ''));
}

/** The class names a component writes in its `className` attributes (quoted or templated). */
function classesUsedIn(source: string): Set<string> {
  const classes = new Set<string>();
  for (const [, attribute = ''] of source.matchAll(/className=("[^"]*"|\{[^\n]*\})/g)) {
    for (const [, literal = ''] of attribute.matchAll(/["'`]([^"'`]*)["'`]/g)) {
      for (const name of literal.replace(/\$\{[^}]*\}/g, ' ').split(/\s+/))
        if (/^[a-z][a-z0-9_-]*[a-z0-9]$/.test(name)) classes.add(name);
    }
  }
  return classes;
}

describe('src/styles', () => {
  const stylesheets = filesUnder(STYLES, /\.css$/);

  it.each(stylesheets.map((path) => [relative(SOURCE, path), path]))(
    `%s has at most ${MAX_LINES} lines`,
    (_name, path) => {
      expect(readFileSync(path, 'utf8').split('\n').length).toBeLessThanOrEqual(MAX_LINES);
    },
  );

  it('gives rules only to classes that several components use', () => {
    const components = filesUnder(SOURCE, /\.tsx$/).map((path) => ({
      path: relative(SOURCE, path),
      classes: classesUsedIn(readFileSync(path, 'utf8')),
    }));
    const tooNarrow = stylesheets.flatMap((stylesheet) =>
      [...classesDefinedIn(readFileSync(stylesheet, 'utf8'))]
        .filter((name) => !GLOBAL_BY_DESIGN.has(name))
        .map((name) => ({
          name,
          users: components.filter((file) => file.classes.has(name)).map((file) => file.path),
        }))
        .filter(({ users }) => users.length < 2)
        .map(({ name, users }) => `${relative(SOURCE, stylesheet)}: .${name} used by ${users}`),
    );
    expect(tooNarrow).toEqual([]);
  });

  it('reads class names from selectors and className attributes', () => {
    expect([...classesUsedIn(`<p className={\`toast toast--\${kind}\`} />`)]).toEqual(['toast']);
    expect([...classesDefinedIn('.a, .b:hover p { color: red } @media (x) { .c { } }')]).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});
