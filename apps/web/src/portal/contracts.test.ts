// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import type { PortalContract } from '@atelier/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { samplePortal } from '@/test/sample-portal';
import { stubApi } from '@/test/stub-api';
import { startPortal } from './page';

const HASH = 'a'.repeat(64);
const sent: PortalContract = {
  id: 'c1',
  title: 'Bridal gown agreement',
  version: 1,
  status: 'sent',
  filledBody: 'Between Maison Ada and Grace Hopper.',
  documentSha256: HASH,
  sentAt: '2026-11-20T10:00:00.000Z',
  signedAt: null,
  signatures: [],
};

beforeEach(() => {
  document.body.innerHTML = '<div id="portal"><main id="main" class="state"><p class="loading">…</p></main></div>';
});
afterEach(() => vi.unstubAllGlobals());

describe('the portal’s contracts (decision 159)', () => {
  it('shows the text, refuses to sign without consent, then signs by typing the name with the hash seen', async () => {
    const signedAt = '2026-11-21T09:30:00.000Z';
    const fetch = stubApi({
      'GET /portal/tok': { data: { portal: samplePortal() } },
      'GET /portal/tok/contracts': { data: { contracts: [sent] } },
      'POST /portal/tok/contracts/c1/sign': {
        data: {
          contract: {
            ...sent,
            status: 'signed-by-client',
            signatures: [{ role: 'client', signerName: 'Grace Hopper', method: 'typed', signedAt, documentSha256: HASH }],
          },
        },
      },
    });
    await startPortal({ root: document.getElementById('portal')!, doc: document, browserLanguages: ['en-US'] }, '/portal/tok');
    const section = within(await screen.findByRole('region', { name: 'Contracts to sign' }));
    expect(section.getByRole('region', { name: 'Text of Bridal gown agreement' }).textContent).toBe('Between Maison Ada and Grace Hopper.');
    section.getByRole('button', { name: 'Sign the contract' }).click();
    expect(section.getByRole('status').textContent).toBe('Tick the box to agree to sign electronically.');
    section.getByLabelText('I have read this contract and I agree to sign it electronically.').click();
    section.getByRole('button', { name: 'Sign the contract' }).click();
    await waitFor(() => expect(section.getByText(/^Signed by Grace Hopper on /)).toBeTruthy());
    const post = fetch.mock.calls.find(([url, init]) => url === '/api/v1/portal/tok/contracts/c1/sign' && init.method === 'POST');
    expect(JSON.parse(post![1].body as string)).toEqual({
      consent: true,
      signerName: 'Grace Hopper',
      method: 'typed',
      image: null,
      documentSha256: HASH,
    });
  });
});
