import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { BackgroundTasks } from './background.js';

const logger = () => ({ error: vi.fn() }) as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> };

describe('BackgroundTasks', () => {
  it('returns at once and lets idle() wait for the work, including work it starts', async () => {
    const tasks = new BackgroundTasks(logger());
    const done: string[] = [];
    tasks.run('outer', async () => {
      await new Promise((r) => setTimeout(r, 20));
      done.push('outer');
      tasks.run('inner', async () => {
        await new Promise((r) => setTimeout(r, 20));
        done.push('inner');
      });
    });
    expect(done).toEqual([]);
    await tasks.idle();
    expect(done).toEqual(['outer', 'inner']);
  });

  it('logs a failure with its label instead of throwing into the request', async () => {
    const log = logger();
    const tasks = new BackgroundTasks(log);
    tasks.run('reset code', async () => {
      throw new Error('smtp down');
    });
    await tasks.idle();
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ task: 'reset code' }), 'background task failed');
  });
});
