import type { Queryable } from '../../../../db/database';

// Where the scripted feed stands in a script (migration 0035_sports_feed_scripts.sql).

export interface ScriptPosition {
  /** how many lines are applied: the index of the next one */
  nextLine: number;
  /** the `at` of the last line applied (0 before the first) */
  scriptMs: number;
}

export async function selectScriptPosition(
  db: Queryable,
  scriptHash: string,
): Promise<ScriptPosition> {
  const { rows } = await db.query<{ next_line: number; script_ms: number }>(
    `SELECT next_line, script_ms::float8 AS script_ms FROM sports_feed_scripts
      WHERE script_hash = $1`,
    [scriptHash],
  );
  const row = rows[0];
  return row ? { nextLine: row.next_line, scriptMs: row.script_ms } : { nextLine: 0, scriptMs: 0 };
}

/** Moves the position on (never back). */
export async function saveScriptPosition(
  db: Queryable,
  scriptHash: string,
  position: ScriptPosition,
): Promise<void> {
  await db.query(
    `INSERT INTO sports_feed_scripts (script_hash, next_line, script_ms) VALUES ($1, $2, $3)
     ON CONFLICT (script_hash) DO UPDATE
       SET next_line = EXCLUDED.next_line, script_ms = EXCLUDED.script_ms, updated_at = now()
       WHERE sports_feed_scripts.next_line < EXCLUDED.next_line`,
    [scriptHash, position.nextLine, position.scriptMs],
  );
}
