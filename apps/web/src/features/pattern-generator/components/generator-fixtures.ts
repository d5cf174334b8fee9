import { DESIGNS, type GeneratorInfo, type Pattern } from '@atelier/shared';

/** Answers of the generator's API as its contract gives them, for the page's tests. */
const skirtMeasurements = [
  { name: 'waist', label: 'Waist', kind: 'circumference' as const },
  { name: 'seat', label: 'Hips', kind: 'circumference' as const },
  { name: 'waistToSeat', label: 'Waist to Hip', kind: 'length' as const },
];

export function generatorInfo(over: Partial<GeneratorInfo> = {}): GeneratorInfo {
  return {
    designs: DESIGNS.map((d) => ({ ...d, garmentTypes: [...d.garmentTypes], available: d.free, measurements: skirtMeasurements })),
    usage: { used: 2, limit: 5, resetsAt: '2026-11-30T23:00:00.000Z', timeZone: 'Europe/Berlin' },
    watermarked: true,
    defaults: { unit: 'cm', seamAllowance: 10, fabricWidth: 1400, paperSize: 'a4' },
    ...over,
  };
}

export function generatedPattern(over: Partial<Pattern> = {}): Pattern {
  return {
    _id: 'p1',
    id: 'p1',
    name: 'Formal Skirt',
    description: '',
    garmentType: 'Skirt',
    style: 'Formal',
    sizeRange: 'Custom',
    fabricType: 'Wool',
    occasion: '',
    additionalDetails: '',
    image_urls: [],
    isAiGenerated: true,
    isWatermarked: true,
    difficulty: '',
    materials: ['1.2 m of wool, 140 cm wide', '1 invisible zip, 20 cm'],
    instructions: ['Sew the darts.', 'Insert the zip.', 'Attach the waistband.'],
    isPublic: false,
    generator: {
      design: 'penelope',
      designName: 'Penelope',
      clientId: 'c1',
      measurementId: 'm1',
      seamAllowance: 10,
      fabricWidth: 1400,
      fabricLength: 1200,
      unit: 'cm',
      parts: ['Front', 'Back', 'Waistband'],
      pdfUrl: '/api/v1/patterns/p1/pdf',
      svgUrl: '/api/v1/patterns/p1/svg',
    },
    isOwn: true,
    author: '',
    createdAt: '2026-11-23T09:00:00.000Z',
    updatedAt: '2026-11-23T09:00:00.000Z',
    ...over,
  };
}

export const client = {
  _id: 'c1',
  id: 'c1',
  name: 'Grace Hopper',
  email: '',
  phone: '',
  address: '',
  notes: '',
  status: 'active',
  projects: 0,
  lastOrderDate: null,
};
export const skirtRecord = {
  _id: 'm1',
  id: 'm1',
  clientId: 'c1',
  garmentType: 'skirt',
  measurements: [{ name: 'Waist', size: 70, unit: 'cm' }],
  notes: '',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};
