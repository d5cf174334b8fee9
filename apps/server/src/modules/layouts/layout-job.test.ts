import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { createHeavyWork } from '../../lib/heavy-work.js';
import { sampleDraftInput } from '../../test/layout-pieces.js';
import type { LayoutJob, LayoutJobResult } from './layout-job.js';

/** The cutting layout runs in the worker pool (decision 143): drafted, nested and drawn off the request's thread. */
const heavy = createHeavyWork({ threads: 1 });
afterAll(async () => heavy.close());

const job = async (fabricWidthMm: number): Promise<LayoutJob> => ({
  draft: await sampleDraftInput('penelope'),
  fabricWidthMm,
  directional: false,
  repeatMm: null,
  seed: 1,
  title: 'Cutting layout of Pencil skirt on 150 cm',
});

describe('the layout task in the worker pool', () => {
  it('answers the layout of the pattern’s main fabric and its drawing', async () => {
    const out = await heavy.run<LayoutJobResult>('studio-a', 'layout', await job(1500));
    expect(out.layout.widthMm).toBe(1500);
    expect(out.layout.lengthMm).toBeGreaterThan(0);
    expect(out.layout.lengthMm).toBeLessThanOrEqual(out.layout.baselineLengthMm);
    expect(out.layout.placements.map((p) => p.title).sort()).toEqual(['Back', 'Back', 'Front', 'Waistband']);
    expect(out.svg).toContain('<title>Cutting layout of Pencil skirt on 150 cm</title>');
  }, 60_000);

  it('refuses a fabric narrower than a piece with the same 422 on the fabric width', async () => {
    const refused = heavy.run('studio-a', 'layout', await job(200));
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({
      statusCode: 422,
      message: expect.stringMatching(/^This fabric is 20 cm wide; the \w+ needs \d+ cm$/),
      errors: [{ field: 'fabricWidthMm', message: expect.stringMatching(/^This fabric is 20 cm wide/) }],
    });
  }, 60_000);
});
