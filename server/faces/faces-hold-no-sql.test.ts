import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The rule of README.md here: a face binds its callers' calls to domain functions; the SQL lives
// in the domain's repository (or the ledger), where the next reader of a query looks for it.

const SERVER = join(import.meta.dirname, '..');

/** Words only a query holds, upper case as this code base writes its SQL. */
const SQL_WORDS =
  /\b(SELECT|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|FROM\s+\w+|WHERE|JOIN|RETURNING|ON\s+CONFLICT)\b/;

/** Every file of the faces, and the route files still inside a domain. */
function routeFiles(): string[] {
  const faces = readdirSync(join(SERVER, 'faces'), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'))
    .map((path) => join(SERVER, 'faces', path));
  const routes = readdirSync(join(SERVER, 'modules'), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('routes.ts'))
    .map((path) => join(SERVER, 'modules', path));
  return [...faces, ...routes];
}

/** Each place in a file that runs a query or spells one: `.query(` calls and SQL in strings. */
function sqlIn(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const where = (node: ts.Node) =>
    `line ${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'query'
    ) {
      found.push(`${where(node)}: .query( call`);
    }
    const literal =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
        ? node.text
        : ts.isTemplateExpression(node)
          ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ')
          : null;
    if (literal !== null && SQL_WORDS.test(literal)) {
      found.push(`${where(node)}: SQL in a string: ${literal.trim().slice(0, 60)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('faces hold no SQL', () => {
  it('finds the route files', () => {
    expect(routeFiles().length).toBeGreaterThanOrEqual(10);
  });

  it.each(routeFiles().map((path) => [relative(SERVER, path), path]))('%s', (_name, path) => {
    expect(sqlIn(path, readFileSync(path, 'utf8'))).toEqual([]);
  });

  it('notices a query call and SQL in a string, and lets plain words pass', () => {
    const inRoute = sqlIn(
      'routes.ts',
      [
        'await deps.db.query<{ id: number }>(`SELECT id FROM players WHERE username = $1`, [name]);',
        "const sql = 'DELETE FROM sessions';",
        "const words = 'Select a game from the list where you like';",
      ].join('\n'),
    );
    expect(inRoute).toEqual([
      'line 1: .query( call',
      'line 1: SQL in a string: SELECT id FROM players WHERE username = $1',
      'line 2: SQL in a string: DELETE FROM sessions',
    ]);
  });
});
