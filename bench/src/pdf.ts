import { renderInvoicePdf } from '../../apps/server/src/modules/invoices/pdf.js';
import { sampleInvoice, sampleStudio } from '../../apps/server/src/test/invoice-samples.js';
import type { Figure } from './measure';

/**
 * How many 20-item invoice PDFs one process renders per second, in process (no HTTP, no
 * database), one at a time for `seconds`; latencies per render. The HTTP figure is the route's.
 */
export async function benchInvoicePdf(seconds = 5): Promise<Figure> {
  const lines = Array.from({ length: 20 }, (_, i) => ({
    description: `Item ${i + 1}: silk lining, hand-finished seams for Łucja Nguyễn`,
    quantity: 1 + (i % 3) * 0.5,
    rate: 12_500,
  }));
  const input = {
    invoice: sampleInvoice({ lines, taxRate: 7.5 }),
    studio: sampleStudio(),
    client: { name: 'Łucja Nguyễn', email: 'lucja@example.com', phone: '', address: 'Kraków' },
  };
  await renderInvoicePdf(input); // fonts read and parsed once, as in a running server
  const times: number[] = [];
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const start = performance.now();
    await renderInvoicePdf(input);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 10) / 10;
  return {
    name: 'renderInvoicePdf, 20 items (in process)',
    rps: Math.round(times.length / seconds),
    p50: at(0.5),
    p99: at(0.99),
    errors: 0,
  };
}
