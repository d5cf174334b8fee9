import type { Material, PurchaseOrder, Supplier } from '@atelier/shared';

/** The records the purchasing screens' tests are stubbed with. */
const at = '2026-11-25T10:00:00.000Z';

export const supplier = (id: string, name: string, over: Partial<Supplier> = {}): Supplier => ({
  _id: id,
  id,
  name,
  contact: 'Ines',
  email: 'orders@mill.test',
  phone: '+33 1 23 45 67 89',
  leadTimeDays: 10,
  notes: '',
  purchaseOrders: 0,
  createdAt: at,
  updatedAt: at,
  ...over,
});

export const fabric = (id: string, name: string, over: Partial<Material> = {}): Material => ({
  _id: id,
  id,
  kind: 'fabric',
  measure: 'length',
  name,
  fibre: 'Wool',
  colour: 'Navy',
  widthMm: 1500,
  cost: 24.5,
  supplier: '',
  location: '',
  directional: false,
  repeatMm: null,
  lowStockLevel: null,
  notes: '',
  onHand: 0,
  reserved: 0,
  available: 0,
  low: false,
  createdAt: at,
  updatedAt: at,
  ...over,
});

export const order = (id: string, over: Partial<PurchaseOrder> = {}): PurchaseOrder => ({
  _id: id,
  id,
  number: 'PO-0001',
  status: 'draft',
  supplier: { id: 's1', name: 'Bolt Mill' },
  currency: 'USD',
  lines: [
    {
      _id: 'l1',
      id: 'l1',
      materialId: 'm1',
      materialName: 'Wool crepe',
      specialOrderId: null,
      measure: 'length',
      quantity: 3500,
      received: 0,
      unitPrice: 20,
      amount: 70,
    },
  ],
  total: 70,
  notes: '',
  sentAt: null,
  receivedAt: null,
  createdAt: at,
  updatedAt: at,
  ...over,
});
