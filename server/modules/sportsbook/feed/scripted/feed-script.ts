// A scripted feed's file (SPORTS_FEED_SCRIPT): JSON Lines, one feed message a line, exactly the
// shape of feed-messages.ts, with an optional `at`: the milliseconds after the feed starts when
// the line is applied. What SPORTS_FEED_RECORD writes reads back here.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { feedMessageSchema } from '../feed-message-schema';
import type { FeedMessage } from '../feed-messages';

export interface ScriptLine {
  /** where the line is in its file, from 1 */
  lineNumber: number;
  /** ms after the feed starts: the line's `at`, or the line above's when absent or earlier */
  at: number;
  message: FeedMessage;
}

export interface FeedScript {
  path: string;
  /** the file's SHA-256: a changed file is another script, replayed from its first line */
  hash: string;
  lines: ScriptLine[];
}

/** A script that cannot be replayed: the feed does not start. */
export class FeedScriptError extends Error {
  constructor(path: string, problem: string) {
    super(`SPORTS_FEED_SCRIPT ${path}: ${problem}`);
    this.name = 'FeedScriptError';
  }
}

const atSchema = v.pipe(
  v.number('must be a whole number of milliseconds'),
  v.integer('must be a whole number of milliseconds'),
  v.minValue(0, 'must be 0 or more milliseconds'),
);

/** Reads and checks the whole file; throws FeedScriptError naming the first line it refuses. */
export function readFeedScript(path: string): FeedScript {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    throw new FeedScriptError(path, `cannot be read (${(error as Error).message})`);
  }
  const hash = createHash('sha256').update(bytes).digest('hex');
  return { path, hash, lines: parseFeedScript(path, bytes.toString('utf8')) };
}

/** The lines of a script's text; blank lines are skipped (and counted). */
export function parseFeedScript(path: string, text: string): ScriptLine[] {
  const lines: ScriptLine[] = [];
  const seen = new Map<string, number>();
  text.split('\n').forEach((content, index) => {
    if (content.trim() === '') return;
    const lineNumber = index + 1;
    const refuse = (problem: string) => new FeedScriptError(path, `line ${lineNumber}: ${problem}`);
    const { at, message } = parseLine(content, refuse);
    const earlier = seen.get(message.id);
    if (earlier !== undefined)
      throw refuse(`id ${message.id} is the id of line ${earlier} (a message applies once)`);
    seen.set(message.id, lineNumber);
    // a line never goes before the one above it
    const previous = lines.at(-1)?.at ?? 0;
    lines.push({ lineNumber, at: Math.max(previous, at ?? previous), message });
  });
  if (lines.length === 0) throw new FeedScriptError(path, 'holds no message');
  return lines;
}

function parseLine(
  content: string,
  refuse: (problem: string) => FeedScriptError,
): { at: number | undefined; message: FeedMessage } {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch (error) {
    throw refuse(`is not JSON (${(error as Error).message})`);
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw refuse('must be a JSON object, one feed message');
  const { at, ...rest } = json as Record<string, unknown>;
  if (at !== undefined) {
    const checked = v.safeParse(atSchema, at);
    if (!checked.success) throw refuse(`at: ${checked.issues[0].message}`);
  }
  const parsed = v.safeParse(feedMessageSchema, rest);
  if (!parsed.success) throw refuse(parsed.issues.map(describeIssue).join('; '));
  return { at: at as number | undefined, message: parsed.output };
}

/** `markets.0.outcomes.1.oddsMilli: must be above 1000` */
function describeIssue(issue: v.BaseIssue<unknown>): string {
  const path = issue.path?.map((item) => String(item.key)).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}
