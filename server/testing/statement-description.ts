import pg from 'pg';
import type { ValueKind } from './sql-statements';
import { TEST_DB_KIND } from './harness';
import { createPostgresTestDatabase, openRawPgliteTestDatabase } from './temporary-database';

/** A result column as the database describes it. */
export interface ResultField {
  name: string;
  dataTypeID: number;
}

/** Asks the database what a statement takes and returns, without running it. */
export interface StatementDescriber {
  readonly kind: 'pglite' | 'postgres';
  /** The statement's result columns ([] for one that returns none); throws what parsing it would. */
  describe(sql: string): Promise<ResultField[]>;
  close(): Promise<void>;
}

/** A describer on a fresh copy of the run's migrated template, on the database TEST_DB names. */
export async function openStatementDescriber(): Promise<StatementDescriber> {
  if (TEST_DB_KIND === 'pglite') {
    const pglite = await openRawPgliteTestDatabase();
    return {
      kind: 'pglite',
      describe: async (sql) =>
        (await pglite.describeQuery(sql)).resultFields.map(({ name, dataTypeID }) => ({
          name,
          dataTypeID,
        })),
      close: () => pglite.close(),
    };
  }
  const database = await createPostgresTestDatabase(process.env.TEST_DATABASE_URL as string);
  await database.db.close();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  return {
    kind: 'postgres',
    describe: (sql) =>
      new Promise((resolve, reject) => client.query(new Describe(sql, resolve, reject))),
    close: async () => {
      await client.end();
      await database.drop();
    },
  };
}

/**
 * The extended protocol's Parse, Describe (statement) and Sync, as node-postgres sends any
 * statement with parameters (untyped: the server infers them) but never Bind nor Execute.
 */
class Describe implements pg.Submittable {
  private fields: ResultField[] = [];

  constructor(
    private readonly text: string,
    private readonly resolve: (fields: ResultField[]) => void,
    private readonly reject: (error: Error) => void,
  ) {}

  submit(connection: pg.Connection): void {
    connection.parse({ name: '', text: this.text, types: [] }, true);
    connection.describe({ type: 'S' }, true);
    connection.sync();
  }

  handleRowDescription(message: { fields: ResultField[] }): void {
    this.fields = message.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID }));
  }

  // the client lets go of a statement the server refused: its ReadyForQuery never reaches it
  handleError(error: Error): void {
    this.reject(error);
  }

  handleReadyForQuery(): void {
    this.resolve(this.fields);
  }
}

/**
 * The kinds of value a column of type `oid` arrives as, through the type parsers
 * server/db/database.ts sets (int8 as bigint, date as text) on top of each driver's own; a row's
 * property must accept each. Null for a type the check does not know yet.
 */
export function columnKinds(oid: number): ValueKind[] | null {
  return COLUMN_KINDS.get(oid) ?? null;
}

const COLUMN_KINDS = new Map<number, ValueKind[]>([
  [16, ['boolean']],
  [17, ['bytes']],
  [18, ['string']], // "char"
  [19, ['string']], // name
  [20, ['bigint']], // int8: database.ts parses it as bigint on both drivers
  [21, ['number']],
  [23, ['number']],
  [25, ['string']],
  [26, ['number']], // oid
  [114, ['any']], // json: whatever the JSON holds
  [3802, ['any']], // jsonb
  [700, ['number']],
  [701, ['number']],
  [1700, ['string']], // numeric: both drivers leave it text
  [1042, ['string']],
  [1043, ['string']],
  [1082, ['string']], // date: database.ts keeps the text
  [1083, ['string']],
  [1114, ['Date']],
  [1184, ['Date']],
  [2278, ['string']], // void (a function called for its effect)
  [2950, ['string']], // uuid
  [869, ['string']], // inet
  [1000, ['boolean[]']],
  [1005, ['number[]']],
  [1007, ['number[]']],
  // int8[]: PGlite parses the elements with database.ts's int8 parser, node-postgres leaves text
  [1016, ['bigint[]', 'string[]']],
  [1009, ['string[]']],
  [1015, ['string[]']],
  [1231, ['string[]']],
  [1185, ['Date[]']],
  [199, ['any[]']],
  [3807, ['any[]']],
]);
