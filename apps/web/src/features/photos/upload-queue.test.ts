import { describe, expect, it, vi } from 'vitest';
import { UploadQueue } from './upload-queue';

/** One send under the test's control: its progress, its answer, whether it was stopped. */
type Pending = {
  name: string;
  meta: string;
  progress: (fraction: number) => void;
  resolve: (value: string) => void;
  reject: (error: unknown) => void;
  signal: AbortSignal;
};

function setup(options: { concurrency?: number; check?: (file: File) => string | null } = {}) {
  const pending: Pending[] = [];
  const sent: string[] = [];
  const settled: number[] = [];
  const queue = new UploadQueue<string, string>({
    concurrency: options.concurrency ?? 3,
    check: options.check,
    send: (file, meta, onProgress, signal) =>
      new Promise<string>((resolve, reject) => {
        pending.push({ name: file.name, meta, progress: onProgress, resolve, reject, signal });
      }),
    errorText: (error) => (error instanceof Error ? error.message : 'Something went wrong'),
    onSent: (result) => sent.push(result),
    onSettled: (count) => settled.push(count),
  });
  const file = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
  const row = (name: string) => queue.getSnapshot().find((item) => item.name === name);
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { queue, pending, sent, settled, file, row, flush };
}

describe('the upload queue (several photos at once, decision 081)', () => {
  it('sends at most `concurrency` files at once and starts the next as one ends', async () => {
    const { queue, pending, file, flush } = setup({ concurrency: 3 });
    queue.add(
      ['a', 'b', 'c', 'd', 'e'].map((n) => file(`${n}.jpg`)),
      'fabric',
    );
    expect(pending.map((p) => p.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(queue.getSnapshot().map((i) => i.status)).toEqual(['uploading', 'uploading', 'uploading', 'queued', 'queued']);
    pending[1]!.resolve('photo-b');
    await flush();
    expect(pending.map((p) => p.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg']);
    expect(pending.every((p) => p.meta === 'fabric')).toBe(true);
  });

  it('shows each file its own progress, never going backwards', () => {
    const { queue, pending, file, row } = setup();
    queue.add([file('a.jpg'), file('b.jpg')], 'other');
    pending[0]!.progress(0.25);
    pending[1]!.progress(0.8);
    expect(row('a.jpg')?.progress).toBe(0.25);
    expect(row('b.jpg')?.progress).toBe(0.8);
    pending[0]!.progress(0.1);
    expect(row('a.jpg')?.progress).toBe(0.25);
    pending[0]!.progress(3);
    expect(row('a.jpg')?.progress).toBe(1);
  });

  it('takes a sent file off the list, hands the answer on and reports the batch once it ends', async () => {
    const { queue, pending, sent, settled, file, flush } = setup();
    queue.add([file('a.jpg'), file('b.jpg')], 'other');
    pending[0]!.resolve('photo-a');
    await flush();
    expect(queue.getSnapshot().map((i) => i.name)).toEqual(['b.jpg']);
    expect(sent).toEqual(['photo-a']);
    expect(settled).toEqual([]);
    pending[1]!.resolve('photo-b');
    await flush();
    expect(queue.getSnapshot()).toEqual([]);
    expect(settled).toEqual([2]);
  });

  it("keeps a failed file with the server's words, and Retry sends that file only", async () => {
    const { queue, pending, sent, file, row, flush } = setup();
    queue.add([file('a.jpg'), file('notes.txt'), file('c.jpg')], 'reference');
    pending[0]!.resolve('photo-a');
    pending[1]!.reject(new Error('The file is not an image.'));
    pending[2]!.resolve('photo-c');
    await flush();
    expect(sent).toEqual(['photo-a', 'photo-c']);
    expect(queue.getSnapshot()).toEqual([
      expect.objectContaining({ name: 'notes.txt', status: 'failed', error: 'The file is not an image.', retryable: true }),
    ]);

    queue.retry(row('notes.txt')!.id);
    expect(pending.map((p) => p.name)).toEqual(['a.jpg', 'notes.txt', 'c.jpg', 'notes.txt']);
    expect(row('notes.txt')).toEqual(expect.objectContaining({ status: 'uploading', progress: 0, error: null }));
    pending[3]!.resolve('photo-notes');
    await flush();
    expect(sent).toEqual(['photo-a', 'photo-c', 'photo-notes']);
    expect(queue.getSnapshot()).toEqual([]);
  });

  it('refuses a file the check refuses without sending it, and offers no Retry for it', () => {
    const { queue, pending, file, row } = setup({ check: (f) => (f.size > 100 ? 'The photo must be at most 20 MB.' : null) });
    queue.add([file('huge.jpg', 200), file('ok.jpg', 50)], 'other');
    expect(pending.map((p) => p.name)).toEqual(['ok.jpg']);
    const huge = row('huge.jpg')!;
    expect(huge).toEqual(expect.objectContaining({ status: 'failed', error: 'The photo must be at most 20 MB.', retryable: false }));
    queue.retry(huge.id);
    expect(pending.map((p) => p.name)).toEqual(['ok.jpg']);
  });

  it('stops a file taken off the list while it is sent, and sends the next in its place', async () => {
    const { queue, pending, sent, file, row, flush } = setup({ concurrency: 1 });
    queue.add([file('a.jpg'), file('b.jpg')], 'other');
    queue.remove(row('a.jpg')!.id);
    expect(pending[0]!.signal.aborted).toBe(true);
    pending[0]!.reject(new DOMException('stopped', 'AbortError'));
    await flush();
    expect(queue.getSnapshot().map((i) => i.name)).toEqual(['b.jpg']);
    expect(pending.map((p) => p.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(sent).toEqual([]);
  });

  it('tells its subscribers of every change and stops everything when disposed', () => {
    const { queue, pending, file } = setup();
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    queue.add([file('a.jpg')], 'other');
    expect(listener).toHaveBeenCalled();
    queue.dispose();
    expect(pending[0]!.signal.aborted).toBe(true);
    expect(queue.getSnapshot()).toEqual([]);
    unsubscribe();
  });
});
