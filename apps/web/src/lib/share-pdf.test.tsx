import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sharePdf } from './share-pdf';

/*
 * A claim check printed from a phone (decision 153): the share sheet with the PDF as a file on a
 * touch device that can share files, the browser's download everywhere else or when sharing fails.
 */
const pdf = new Blob(['%PDF-1.3'], { type: 'application/pdf' });
let clicked: string[];

function device(opts: { coarse: boolean; share?: (data: ShareData) => Promise<void>; canShare?: boolean }) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)' && opts.coarse }));
  Object.defineProperty(navigator, 'share', { configurable: true, value: opts.share });
  Object.defineProperty(navigator, 'canShare', { configurable: true, value: opts.share ? () => opts.canShare ?? true : undefined });
}

beforeEach(() => {
  clicked = [];
  URL.createObjectURL = () => 'blob:pdf';
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'canShare');
});

describe('sharePdf', () => {
  it('on a phone, shares the PDF as a file named as the server named it', async () => {
    const share = vi.fn((_data: ShareData) => Promise.resolve());
    device({ coarse: true, share });
    expect(await sharePdf(pdf, 'A-0427.pdf', 'Claim check A-0427')).toBe('shared');
    const data = share.mock.calls[0]?.[0];
    expect(data?.title).toBe('Claim check A-0427');
    expect(data?.files?.[0]?.name).toBe('A-0427.pdf');
    expect(data?.files?.[0]?.type).toBe('application/pdf');
    expect(clicked).toEqual([]);
  });

  it('a share sheet closed by the user is neither an error nor a download', async () => {
    device({ coarse: true, share: () => Promise.reject(new DOMException('closed', 'AbortError')) });
    expect(await sharePdf(pdf, 'A-0427.pdf', 'Claim check')).toBe('cancelled');
    expect(clicked).toEqual([]);
  });

  it('downloads when the browser refuses to share (the tap too long past)', async () => {
    device({ coarse: true, share: () => Promise.reject(new DOMException('no activation', 'NotAllowedError')) });
    expect(await sharePdf(pdf, 'A-0427.pdf', 'Claim check')).toBe('downloaded');
    expect(clicked).toEqual(['A-0427.pdf']);
  });

  it('downloads on a phone that cannot share files, and on a computer even when it could', async () => {
    device({ coarse: true, share: () => Promise.resolve(), canShare: false });
    expect(await sharePdf(pdf, 'tags.pdf', 'Tags')).toBe('downloaded');
    const share = vi.fn(() => Promise.resolve());
    device({ coarse: false, share });
    expect(await sharePdf(pdf, 'A-0427.pdf', 'Claim check')).toBe('downloaded');
    expect(share).not.toHaveBeenCalled();
    expect(clicked).toEqual(['tags.pdf', 'A-0427.pdf']);
  });
});
