import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_DB_KIND, type TestServer } from '../testing/harness';
import { prepared } from './database';

// A statement marked `prepared` answers exactly as the same text sent plainly, on PGlite and on
// PostgreSQL, where each pooled connection keeps it as a named prepared statement.

const ROW_SQL = prepared(
  `SELECT $1::int * 2 AS doubled, $2::text AS label, count(*)::int AS kinds
     FROM (SELECT DISTINCT kind FROM accounts WHERE player_id IS NULL) AS kinds`,
);

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('prepared statements', () => {
  it('answer as the plain text does, with other parameters every time', async () => {
    const plain = await server.db.query(`${ROW_SQL} `, [1, 'plain']);
    // past the five custom plans PostgreSQL makes before it may switch to a generic one
    for (let index = 0; index < 8; index++) {
      const { rows } = await server.db.query(ROW_SQL, [index, `label ${index}`]);
      expect(rows).toEqual([
        { doubled: index * 2, label: `label ${index}`, kinds: plain.rows[0]?.kinds },
      ]);
    }
  });

  it('still answer in the next transaction after one that was rolled back', async () => {
    await expect(
      server.db.transaction(async (tx) => {
        await tx.query(ROW_SQL, [1, 'rolled back']);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const answers = await server.db.transaction(async (tx) =>
      Promise.all([tx.query(ROW_SQL, [2, 'a']), tx.query(ROW_SQL, [3, 'b'])]),
    );
    expect(answers.map(({ rows }) => rows[0]?.doubled)).toEqual([4, 6]);
  });

  it.runIf(TEST_DB_KIND === 'postgres')(
    'are kept by the connection on PostgreSQL, by name',
    async () => {
      const statements = await server.db.transaction(async (tx) => {
        await tx.query(ROW_SQL, [5, 'kept']);
        const { rows } = await tx.query<{ name: string; statement: string }>(
          'SELECT name, statement FROM pg_prepared_statements',
        );
        return rows;
      });
      expect(statements).toContainEqual({
        name: expect.stringMatching(/^prepared_\d+$/),
        statement: ROW_SQL,
      });
    },
  );
});
