import { DESIGNS, designLabel, type GeneratorInfo, type Pattern } from '@atelier/shared';

/** Answers of the generator's API as its contract gives them, for the page's tests. */
const skirtMeasurements = [
  { name: 'waist', label: 'Waist', kind: 'circumference' as const },
  { name: 'seat', label: 'Hips', kind: 'circumference' as const },
  { name: 'waistToSeat', label: 'Waist to Hip', kind: 'length' as const },
];

export function generatorInfo(over: Partial<GeneratorInfo> = {}): GeneratorInfo {
  return {
    designs: DESIGNS.map((d) => ({
      ...d,
      label: designLabel(d),
      garmentTypes: [...d.garmentTypes],
      available: d.free,
      measurements: skirtMeasurements,
    })),
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
      fit: null,
      version: 1,
      lineageId: 'p1',
      previousId: null,
      fittingId: null,
    },
    isOwn: true,
    author: '',
    createdAt: '2026-11-23T09:00:00.000Z',
    updatedAt: '2026-11-23T09:00:00.000Z',
    ...over,
  };
}

/** Version 2 of a pattern, re-drafted with Amara's fitting: Waist +2 cm, waistEase +2 %, Inseam not applied. */
export function fittedPattern(): Pattern {
  const first = generatedPattern();
  const fittedOn = '2026-03-12T10:00:00.000Z';
  const applied = { fittingId: 'f1', fittedOn, worn: 'heels 9 cm', reason: 'tight when seated' };
  return {
    ...first,
    id: 'p2',
    generator: {
      ...first.generator!,
      version: 2,
      previousId: 'p1',
      fittingId: 'f1',
      fit: {
        clientName: 'Amara',
        inputs: [
          {
            target: 'measurement',
            name: 'waist',
            label: 'Waist',
            unit: 'mm',
            base: 700,
            result: 720,
            corrections: [{ ...applied, correctionId: 'k1', change: 2, unit: 'cm', delta: 20 }],
          },
          {
            target: 'option',
            name: 'waistEase',
            label: 'waistEase',
            unit: '%',
            base: 5,
            result: 7,
            corrections: [{ ...applied, correctionId: 'k2', change: 2, unit: '%', delta: 2, reason: '', worn: '' }],
          },
        ],
        notApplied: [
          {
            correctionId: 'k3',
            fittingId: 'f1',
            fittedOn,
            target: 'measurement',
            name: 'Inseam',
            design: null,
            change: 1,
            unit: 'cm',
            why: 'Bodice with sleeves (Bella) does not use Inseam',
          },
        ],
      },
    },
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
