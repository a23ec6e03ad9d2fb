import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

describe('structured logs', () => {
  it('write one JSON line per entry and never secrets or passwords', () => {
    const lines: string[] = [];
    const logger = createLogger('info', (line) => lines.push(line));
    logger.info('login', {
      username: 'ana',
      password: 'hunter2',
      nested: { refreshToken: 'abc', amount: 5n },
    });
    logger.debug('hidden below the level');
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] as string);
    expect(entry).toMatchObject({
      level: 'info',
      message: 'login',
      username: 'ana',
      password: '[redacted]',
      nested: { refreshToken: '[redacted]', amount: '5' },
    });
    expect(lines[0]).not.toContain('hunter2');
  });
});
