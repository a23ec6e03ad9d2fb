export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

const LEVELS: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };
// Keys whose values never reach a log line.
const SECRET_KEY =
  /pass(word)?|secret|token|authorization|cookie|signature|private|seed|idempotency/i;

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** Structured JSON lines on stdout, with secrets redacted by key. */
export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stdout.write(line),
): Logger {
  const threshold = LEVELS[level];
  const log =
    (at: Exclude<LogLevel, 'silent'>) => (message: string, fields?: Record<string, unknown>) => {
      if (LEVELS[at] < threshold) return;
      write(
        `${JSON.stringify({ time: new Date().toISOString(), level: at, message, ...redact(fields) })}\n`,
      );
    };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}

export function redact(fields: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!fields) return {};
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (SECRET_KEY.test(key)) clean[key] = '[redacted]';
    else if (value instanceof Error)
      clean[key] = { name: value.name, message: value.message, stack: value.stack };
    else if (typeof value === 'bigint') clean[key] = value.toString();
    else if (value && typeof value === 'object' && !Array.isArray(value))
      clean[key] = redact(value as Record<string, unknown>);
    else clean[key] = value;
  }
  return clean;
}
