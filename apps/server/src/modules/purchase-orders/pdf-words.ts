import type { MaterialMeasure, PurchaseOrderStatus } from '@atelier/shared';
import { languageTable } from '../../lib/language-table.js';

/**
 * Every word of a purchase order PDF, one catalog per language (decisions 128, 145): the studio's
 * language picks it, Intl writes the figures.
 */
export type PurchaseOrderWords = {
  title: string;
  subject: (number: string) => string;
  number: string;
  date: string;
  status: Record<PurchaseOrderStatus, string>;
  supplier: string;
  material: string;
  quantity: string;
  received: string;
  unitPrice: string;
  amount: string;
  total: string;
  notes: string;
  /** '12.5 m', '3 units': the quantity in the material's measure. */
  amountOf: (measure: MaterialMeasure, figure: string, count: number) => string;
  per: Record<MaterialMeasure, string>;
  page: (number: string, page: number, of: number) => string;
};

const EN: PurchaseOrderWords = {
  title: 'Purchase order',
  subject: (n) => `Purchase order ${n}`,
  number: 'Number',
  date: 'Date',
  status: { draft: 'Draft', sent: 'Sent', 'partly-received': 'Partly received', received: 'Received', cancelled: 'Cancelled' },
  supplier: 'Supplier',
  material: 'Material',
  quantity: 'Quantity',
  received: 'Received',
  unitPrice: 'Unit price',
  amount: 'Amount',
  total: 'Total',
  notes: 'Notes',
  amountOf: (measure, figure, count) => (measure === 'length' ? `${figure} m` : `${figure} ${count === 1 ? 'unit' : 'units'}`),
  per: { length: '/ m', count: '/ unit' },
  page: (n, page, of) => `${n} · Page ${page} of ${of}`,
};

const FR: PurchaseOrderWords = {
  title: 'Bon de commande',
  subject: (n) => `Bon de commande ${n}`,
  number: 'Numéro',
  date: 'Date',
  status: { draft: 'Brouillon', sent: 'Envoyé', 'partly-received': 'Reçu en partie', received: 'Reçu', cancelled: 'Annulé' },
  supplier: 'Fournisseur',
  material: 'Matière',
  quantity: 'Quantité',
  received: 'Reçu',
  unitPrice: 'Prix unitaire',
  amount: 'Montant',
  total: 'Total',
  notes: 'Notes',
  amountOf: (measure, figure, count) => (measure === 'length' ? `${figure} m` : `${figure} ${count <= 1 ? 'unité' : 'unités'}`),
  per: { length: '/ m', count: '/ unité' },
  page: (n, page, of) => `${n} · Page ${page} sur ${of}`,
};

export const purchaseOrderWords = languageTable<PurchaseOrderWords>('purchaseOrders.pdf', { en: EN, fr: FR });
