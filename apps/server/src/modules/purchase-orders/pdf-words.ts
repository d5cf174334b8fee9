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

const ES: PurchaseOrderWords = {
  title: 'Pedido a proveedor',
  subject: (n) => `Pedido a proveedor ${n}`,
  number: 'Número',
  date: 'Fecha',
  status: { draft: 'Borrador', sent: 'Enviado', 'partly-received': 'Recibido en parte', received: 'Recibido', cancelled: 'Cancelado' },
  supplier: 'Proveedor',
  material: 'Material',
  quantity: 'Cantidad',
  received: 'Recibido',
  unitPrice: 'Precio unitario',
  amount: 'Importe',
  total: 'Total',
  notes: 'Notas',
  amountOf: (measure, figure, count) => (measure === 'length' ? `${figure} m` : `${figure} ${count === 1 ? 'unidad' : 'unidades'}`),
  per: { length: '/ m', count: '/ unidad' },
  page: (n, page, of) => `${n} · Página ${page} de ${of}`,
};

const PT: PurchaseOrderWords = {
  title: 'Encomenda a fornecedor',
  subject: (n) => `Encomenda a fornecedor ${n}`,
  number: 'Número',
  date: 'Data',
  status: { draft: 'Rascunho', sent: 'Enviada', 'partly-received': 'Recebida em parte', received: 'Recebida', cancelled: 'Cancelada' },
  supplier: 'Fornecedor',
  material: 'Material',
  quantity: 'Quantidade',
  received: 'Recebido',
  unitPrice: 'Preço unitário',
  amount: 'Valor',
  total: 'Total',
  notes: 'Notas',
  amountOf: (measure, figure, count) => (measure === 'length' ? `${figure} m` : `${figure} ${count === 1 ? 'unidade' : 'unidades'}`),
  per: { length: '/ m', count: '/ unidade' },
  page: (n, page, of) => `${n} · Página ${page} de ${of}`,
};

const DE: PurchaseOrderWords = {
  title: 'Bestellung',
  subject: (n) => `Bestellung ${n}`,
  number: 'Nummer',
  date: 'Datum',
  status: { draft: 'Entwurf', sent: 'Gesendet', 'partly-received': 'Teilweise erhalten', received: 'Erhalten', cancelled: 'Storniert' },
  supplier: 'Lieferant',
  material: 'Material',
  quantity: 'Menge',
  received: 'Erhalten',
  unitPrice: 'Stückpreis',
  amount: 'Betrag',
  total: 'Gesamt',
  notes: 'Notizen',
  amountOf: (measure, figure) => (measure === 'length' ? `${figure} m` : `${figure} Stück`),
  per: { length: '/ m', count: '/ Stück' },
  page: (n, page, of) => `${n} · Seite ${page} von ${of}`,
};

const IT: PurchaseOrderWords = {
  title: 'Ordine d’acquisto',
  subject: (n) => `Ordine d’acquisto ${n}`,
  number: 'Numero',
  date: 'Data',
  status: { draft: 'Bozza', sent: 'Inviato', 'partly-received': 'Ricevuto in parte', received: 'Ricevuto', cancelled: 'Annullato' },
  supplier: 'Fornitore',
  material: 'Materiale',
  quantity: 'Quantità',
  received: 'Ricevuto',
  unitPrice: 'Prezzo unitario',
  amount: 'Importo',
  total: 'Totale',
  notes: 'Note',
  amountOf: (measure, figure, count) => (measure === 'length' ? `${figure} m` : `${figure} ${count === 1 ? 'pezzo' : 'pezzi'}`),
  per: { length: '/ m', count: '/ pezzo' },
  page: (n, page, of) => `${n} · Pagina ${page} di ${of}`,
};

export const purchaseOrderWords = languageTable<PurchaseOrderWords>('purchaseOrders.pdf', {
  en: EN,
  fr: FR,
  es: ES,
  pt: PT,
  de: DE,
  it: IT,
});
