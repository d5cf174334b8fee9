import type { PortalView } from '@atelier/shared';

/** A client's portal as GET /portal/:token answers it, for the portal page's tests (decision 085). */
export function samplePortal(overrides: Partial<PortalView> = {}): PortalView {
  return {
    studio: {
      name: 'Maison Ada',
      imageUrl: 'https://cdn.example.com/ada.png',
      email: 'studio@example.com',
      phone: '+44 20 7946 0018',
      address: '12 Savile Row\nLondon',
      website: 'maison-ada.example',
      brandColor: '',
      language: 'en',
      timezone: 'Europe/Paris',
    },
    client: { name: 'Grace Hopper', language: 'en' },
    measurementUnit: 'inches',
    appointments: [
      {
        id: 'ap1',
        title: 'First fitting',
        type: 'fitting',
        startTime: '2036-12-01T14:00:00.000Z',
        endTime: '2036-12-01T15:00:00.000Z',
        location: 'Studio',
        clientResponse: null,
        documentSha256: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      },
    ],
    projects: [
      {
        id: 'p1',
        name: 'Wedding gown',
        type: 'Wedding Dress',
        status: 'in-progress',
        progress: 40,
        dueDate: '2027-01-15',
        stages: [
          { name: 'Design', status: 'done', dueDate: null },
          { name: 'Cutting', status: 'in-progress', dueDate: null },
          { name: 'Sewing', status: 'todo', dueDate: null },
        ],
      },
    ],
    measurements: [
      {
        id: 'm1',
        garmentType: 'dress',
        garmentName: 'Dress',
        takenBy: 'studio',
        values: [
          { name: 'Hips', size: 38, unit: 'inches' },
          { name: 'Waist', size: 71, unit: 'cm' },
        ],
        createdAt: '2026-10-02T10:00:00.000Z',
      },
    ],
    invoices: [
      {
        id: 'inv1',
        invoiceNumber: 'INV-0007',
        status: 'sent',
        paymentState: 'deposit-paid',
        dueDate: '2026-12-20',
        currency: 'GBP',
        amount: 1200,
        amountPaid: 450.5,
        balanceDue: 749.5,
      },
    ],
    measurementRequests: [
      {
        id: 'r1',
        garmentName: 'Dress',
        unit: 'inches',
        fields: [
          { name: 'Hips', hint: 'Around the fullest part of your hips' },
          { name: 'Waist', hint: 'Around your natural waist' },
        ],
        status: 'open',
      },
    ],
    conversation: { unread: 0 },
    ...overrides,
  };
}
