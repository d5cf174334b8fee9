import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareFile } from './share-file';

vi.mock('./save-file', () => ({ saveFile: vi.fn() }));
const { saveFile } = await import('./save-file');

const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });

describe('sharing a PDF from the phone', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(saveFile).mockClear();
  });

  it('hands the file to the share sheet where files can be shared', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { share, canShare: () => true });
    await shareFile(pdf, 'A-0001.pdf', 'Claim check A-0001');
    expect(share).toHaveBeenCalledWith({ files: [expect.objectContaining({ name: 'A-0001.pdf' })], title: 'Claim check A-0001' });
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('downloads it where files cannot be shared', async () => {
    vi.stubGlobal('navigator', { share: vi.fn(), canShare: () => false });
    await shareFile(pdf, 'A-0001.pdf', 'Claim check A-0001');
    expect(saveFile).toHaveBeenCalledWith(pdf, 'A-0001.pdf');
  });

  it('does nothing more when the person dismisses the share sheet', async () => {
    vi.stubGlobal('navigator', { share: vi.fn().mockRejectedValue(new DOMException('no', 'AbortError')), canShare: () => true });
    await shareFile(pdf, 'A-0001.pdf', 'Claim check A-0001');
    expect(saveFile).not.toHaveBeenCalled();
  });
});
