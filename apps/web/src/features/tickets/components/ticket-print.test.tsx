import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PrintMenu } from './ticket-print';

afterEach(cleanup);

const printed = async () => ({ blob: new Blob(['%PDF']), filename: 'x.pdf' });

describe('the print menu', () => {
  it('offers the claim check on an A4 sheet, and the tags on A4 labels', async () => {
    render(<PrintMenu label="Print claim check" title="Claim check" fallbackName="c.pdf" fetchPdf={printed} sheet />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Print claim check' }), { key: 'Enter' });
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual(['Receipt (80 mm)', 'A4 sheet']);
    cleanup();
    render(<PrintMenu label="Print tags" title="Tags" fallbackName="t.pdf" fetchPdf={printed} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Print tags' }), { key: 'Enter' });
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual(['Receipt (80 mm)', 'A4 labels']);
  });
});
