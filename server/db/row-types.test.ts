import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findSqlStatements,
  type RowProperty,
  type Samples,
  type SqlStatement,
} from '../testing/sql-statements';
import {
  columnKinds,
  openStatementDescriber,
  type ResultField,
  type StatementDescriber,
} from '../testing/statement-description';

// Every statement the server sends through `Queryable.query`, described by the migrated database
// without running it, against the row type its call declares (docs/database.md).

/**
 * Values for the parts known only at run time that many statements share (list-query.ts's
 * clauses, filters built as a list of conditions): they change which rows, never which columns.
 */
const COMMON_SAMPLES: Samples = {
  'pageClause(…)': 'LIMIT 20 OFFSET 0',
  'orderBy(…)': '',
  'Math.trunc(…)': 20,
  "conditions.join(' AND ')": 'true',
};

/**
 * The statements built at run time (by key: file#function): each with samples that make a text
 * the database can describe, or the reason it is left unchecked. A new one fails until listed.
 */
const DYNAMIC: Record<string, { samples: Samples } | { unchecked: string }> = {
  'server/db/database.ts#didApply': {
    unchecked: 'the migrations themselves, read from their files',
  },
  'server/cluster/leases.ts#query': {
    unchecked: "passes a lease holder's statement on; those are checked where they are written",
  },
  'server/modules/wallet/ledger.ts#lockCashBalanceWith': {
    samples: { 'then.columns': 'true AS locked', 'then.from': 'generate_series(1, 1) AS extra' },
  },
  'server/modules/wallet/ledger.ts#postJournal': {
    samples: { values: '($1::int, $2::bigint, 0), ($3::int, $4::bigint, 1)', 'params.length': 4 },
  },
  'server/modules/content/repository.ts#findPublished': {
    samples: { where: 'type = $1 AND locale = $2 AND published' },
  },
  'server/modules/sportsbook/book/market-repository.ts#selectMarkets': {
    samples: { where: 'event_id = $1' },
  },
  'server/modules/sportsbook/book/events-repository.ts#selectMarketViews': {
    samples: { where: 'm.event_id = $1' },
  },
  'server/modules/bets/repository.ts#listSettledBets': {
    samples: { casinoWhere: 'b.player_id = $1', sportsWhere: 'sb.player_id = $1' },
  },
};

describe("the server's SQL against the migrated schema", () => {
  let statements: SqlStatement[];
  let describer: StatementDescriber;

  beforeAll(async () => {
    statements = findSqlStatements();
    describer = await openStatementDescriber();
  });
  afterAll(() => describer.close());

  it('knows the text of every statement but the dynamic ones listed, and lists no stale one', () => {
    const dynamic = statements.filter((statement) => !statement.textsWith(COMMON_SAMPLES));
    const unlisted = dynamic
      .filter((statement) => !(statement.key in DYNAMIC))
      .map((statement) => `${statement.where}: built from ${statement.unknownParts.join(', ')}`);
    expect(
      unlisted,
      `statements built at run time, not in DYNAMIC:\n${unlisted.join('\n')}`,
    ).toEqual([]);
    const stale = Object.keys(DYNAMIC).filter(
      (key) => !dynamic.some((statement) => statement.key === key),
    );
    expect(stale, 'DYNAMIC lists statements that are no longer dynamic').toEqual([]);
  });

  it('parses every statement and returns the columns its row type declares, of types that fit', async () => {
    const problems: string[] = [];
    for (const statement of statements) {
      const texts = statementTexts(statement);
      for (const text of texts ?? []) {
        let fields: ResultField[];
        try {
          fields = await describer.describe(text);
        } catch (error) {
          problems.push(`${statement.where}: the database refuses it: ${(error as Error).message}`);
          continue;
        }
        if (statement.row)
          problems.push(
            ...compareRow(statement.row, fields).map((p) => `${statement.where}: ${p}`),
          );
      }
    }
    expect(problems, `\n${[...new Set(problems)].join('\n')}\n`).toEqual([]);
  });
});

/** The texts to describe: known, or made with the samples DYNAMIC gives; null when unchecked. */
function statementTexts(statement: SqlStatement): string[] | null {
  if (statement.texts) return statement.texts;
  const listed = DYNAMIC[statement.key] ?? { samples: {} };
  if ('unchecked' in listed) return null;
  const texts = statement.textsWith({ ...COMMON_SAMPLES, ...listed.samples });
  if (!texts)
    throw new Error(`${statement.where}: the samples in DYNAMIC do not complete its text`);
  return texts;
}

/** What differs between a declared row and the columns the database says the statement returns. */
function compareRow(row: RowProperty[], fields: ResultField[]): string[] {
  const problems: string[] = [];
  const names = fields.map((field) => field.name);
  for (const name of new Set(names.filter((name, index) => names.indexOf(name) !== index)))
    problems.push(`returns "${name}" twice (the row keeps one)`);
  for (const property of row) {
    const field = fields.find((candidate) => candidate.name === property.name);
    if (!field) {
      if (!property.isOptional)
        problems.push(`the row type names "${property.name}", which the query does not return`);
      continue;
    }
    const kinds = columnKinds(field.dataTypeID);
    if (!kinds) {
      problems.push(
        `"${field.name}" has a type (oid ${field.dataTypeID}) this check does not know`,
      );
      continue;
    }
    const fits = (kind: string) =>
      kind === 'any' ||
      property.kinds.has('any') ||
      property.kinds.has(kind as never) ||
      (kind.endsWith('[]') && (kind === 'any[]' || property.kinds.has('any[]')));
    const misfits = kinds.filter((kind) => !fits(kind));
    if (misfits.length > 0)
      problems.push(
        `"${field.name}" arrives as ${misfits.join(' or ')} but the row type says ${property.text}`,
      );
  }
  for (const field of fields)
    if (!row.some((property) => property.name === field.name))
      problems.push(`returns "${field.name}", which the row type does not name`);
  return problems;
}
