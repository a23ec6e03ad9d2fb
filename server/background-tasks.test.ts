import { describe, expect, it } from 'vitest';
import { createBackgroundTasks } from './background-tasks';
import { createLogger } from './logger';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function tasksWithLog() {
  const lines: string[] = [];
  const tasks = createBackgroundTasks(createLogger('error', (line) => lines.push(line)));
  return { tasks, lines };
}

describe('background work done once', () => {
  it('starts after the code that queued it has finished, not during it', async () => {
    const { tasks } = tasksWithLog();
    const order: string[] = [];
    tasks.once('email', async () => {
      order.push('task');
    });
    order.push('answer');
    await Promise.resolve();
    order.push('answer sent');
    await tasks.idle();
    expect(order).toEqual(['answer', 'answer sent', 'task']);
  });

  it('is awaited by stop, so shutting down loses no email', async () => {
    const { tasks } = tasksWithLog();
    let isSent = false;
    tasks.once('email', async () => {
      await later(50);
      isSent = true;
    });
    await tasks.stop();
    expect(isSent).toBe(true);
  });

  it('is waited for by idle, including work that work queued', async () => {
    const { tasks } = tasksWithLog();
    const done: string[] = [];
    tasks.once('first', async () => {
      await later(20);
      tasks.once('second', async () => {
        await later(20);
        done.push('second');
      });
      done.push('first');
    });
    await tasks.idle();
    expect(done).toEqual(['first', 'second']);
  });

  it('logs a failure and goes on', async () => {
    const { tasks, lines } = tasksWithLog();
    let isLaterRun = false;
    tasks.once('broken', async () => {
      throw new Error('smtp down');
    });
    tasks.once('fine', async () => {
      isLaterRun = true;
    });
    await tasks.idle();
    expect(isLaterRun).toBe(true);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] as string)).toMatchObject({
      level: 'error',
      message: 'background task failed',
      name: 'broken',
      error: { message: 'smtp down' },
    });
  });
});
