// src/lib holds only code several parts of the client use (README.md beside this file): a module
// that one feature, or only the app's start-up, needs lives with that feature or in src/app.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const LIB = new URL('.', import.meta.url).pathname;
const SOURCE = join(LIB, '..');

function sourceFiles(): string[] {
  return readdirSync(SOURCE, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => join(SOURCE, name));
}

/** The part of the client a file belongs to: `features/<name>`, or its top folder (`app` for main.tsx). */
function areaOf(file: string): string {
  const [top = '', second = ''] = relative(SOURCE, file).split('/');
  if (top === 'features') return `features/${second}`;
  return top === 'main.tsx' ? 'app' : top;
}

/** The modules of `src/lib` a file imports, by their path without extension. */
function libImportsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)]
    .map(([, specifier = '']) => resolve(dirname(file), specifier))
    .filter((target) => dirname(target) === resolve(LIB));
}

function areasUsing(): Map<string, Set<string>> {
  const areas = new Map<string, Set<string>>();
  for (const file of sourceFiles())
    for (const target of libImportsOf(file)) {
      const name = relative(LIB, target);
      if (name === relative(LIB, file).replace(/\.tsx?$/, '')) continue;
      areas.set(name, (areas.get(name) ?? new Set()).add(areaOf(file)));
    }
  return areas;
}

describe('src/lib', () => {
  it('holds only modules that at least two parts of the client import', () => {
    const areas = areasUsing();
    const modules = readdirSync(LIB)
      .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
      .map((name) => name.replace(/\.tsx?$/, ''));
    const ownedByOne = modules
      .map((name) => ({ name, usedBy: [...(areas.get(name) ?? [])].sort() }))
      .filter(({ usedBy }) => usedBy.length < 2);
    expect(ownedByOne).toEqual([]);
  });

  it('sees the imports it counts', () => {
    expect([...(areasUsing().get('api-client') ?? [])]).toEqual(
      expect.arrayContaining(['app', 'features/account', 'features/auth', 'lib']),
    );
  });
});
