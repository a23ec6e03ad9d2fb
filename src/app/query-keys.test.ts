import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

/** Every source file of the client, tests and the generated route tree left out. */
function sourceFiles(): { path: string; text: string }[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path))
    .filter((path) => !path.endsWith('route-tree.gen.ts'))
    .map((path) => ({
      path: relative(SRC, join(SRC, path)),
      text: readFileSync(join(SRC, path), 'utf8'),
    }));
}

const isFactoryFile = (path: string) => path.endsWith('-queries.ts');

/** `file:line` of each match of `pattern` in the files. */
function findings(files: { path: string; text: string }[], pattern: RegExp): string[] {
  return files.flatMap(({ path, text }) =>
    text.split('\n').flatMap((line, index) => (pattern.test(line) ? [`${path}:${index + 1}`] : [])),
  );
}

// Query keys are written once, in the `queryOptions` factories of the `*-queries.ts` files; every
// read, write and invalidation asks a factory (`playerQueries.transactions()`), so a key can not
// drift between the query and the code that refreshes it.
describe('query keys', () => {
  const files = sourceFiles();

  it('are written only in *-queries.ts factory files', () => {
    const elsewhere = files.filter(({ path }) => !isFactoryFile(path));
    expect(findings(elsewhere, /queryKey:\s*\[|QueryData\(\s*\[/)).toEqual([]);
  });

  it('start from their factory root (`[...xQueries.all(), …]`), never from a typed string', () => {
    expect(findings(files, /queryKey:\s*\[\s*['"`]/)).toEqual([]);
  });

  it('have a root of their own in each factory', () => {
    const roots = files
      .filter(({ path }) => isFactoryFile(path))
      .flatMap(({ text }) => [...text.matchAll(/\ball: \(\) => \[\s*'([^']+)'\s*\]/g)])
      .map((match) => match[1]);
    expect(roots.length).toBeGreaterThan(5);
    expect(new Set(roots).size).toBe(roots.length);
  });
});
