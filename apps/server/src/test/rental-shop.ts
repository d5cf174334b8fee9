import type { Piece } from '@atelier/shared';
import { expect } from 'vitest';
import type { businessApi } from './business.js';

/** A suit shop for the rentals' tests (decisions 222, 223). */
type Api = ReturnType<typeof businessApi>;

export async function posted<T>(api: Api, path: string, body: Record<string, unknown>, key: string): Promise<T> {
  const res = await api.call('POST', path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data[key] as T;
}

export const SUIT_TERMS = { price: 89.5, period: 'weekend', deposit: 150, bufferDays: 2, replacementValue: 640 };

/** A suit style in three sizes with four rentable pieces (two in 40) and one not rented out, and a client. */
export async function suitShop(api: Api) {
  const designer = await posted<{ id: string }>(api, '/suppliers', { name: 'Hugo Boss' }, 'supplier');
  const style = await posted<{ id: string }>(
    api,
    '/designer-styles',
    { designerId: designer.id, styleNumber: 'HB-40', name: 'Morning suit', sizes: ['38', '40', '42'], colours: ['Grey'] },
    'designerStyle',
  );
  const piece = (size: string, rental: Record<string, unknown> | null = SUIT_TERMS) =>
    posted<Piece>(api, '/pieces', { styleId: style.id, size, colour: 'Grey', condition: 'used', rental }, 'piece');
  const pieces = {
    a40: await piece('40'),
    b40: await piece('40'),
    c42: await piece('42'),
    d38: await piece('38'),
    sold: await piece('38', null),
  };
  const client = await api.createClient({ name: 'Théo Marchand' });
  return { designerId: designer.id, styleId: style.id, pieces, clientId: client.id };
}
export type Shop = Awaited<ReturnType<typeof suitShop>>;

export const rent = (shop: Shop, pieceIds: string[], pickupDate: string, returnDate: string, extra: Record<string, unknown> = {}) => ({
  clientId: shop.clientId,
  pickupDate,
  returnDate,
  lines: pieceIds.map((pieceId) => ({ pieceId })),
  ...extra,
});
