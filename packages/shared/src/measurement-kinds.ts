/**
 * What a measurement is, from its name (decision 124): a length or a circumference is taken in the
 * record's unit, an angle in degrees whatever the unit says, a count is a whole number. The kind is
 * derived here, never stored: a standard name has its kind below, any other name is a length.
 * No zod: the portal page reads this (decision 085).
 */
export type MeasurementKind = 'length' | 'circumference' | 'angle' | 'count';
/** A body measurement FreeSewing drafts from: never a count. */
type BodyKind = Exclude<MeasurementKind, 'count'>;

/**
 * FreeSewing's body measurements and our names for them (decision 038: our 'Hips' is its `seat`, …).
 * A record's value is found by `label`, any alias or the FreeSewing name itself, case-insensitively.
 */
export const FREESEWING_MEASUREMENTS: Record<string, { label: string; aliases: readonly string[]; kind: BodyKind }> = {
  chest: { label: 'Chest', aliases: ['Bust'], kind: 'circumference' },
  waist: { label: 'Waist', aliases: ['Trouser Waist'], kind: 'circumference' },
  seat: { label: 'Hips', aliases: ['Seat'], kind: 'circumference' },
  hips: { label: 'High Hip', aliases: ['Upper Hip'], kind: 'circumference' },
  neck: { label: 'Neck', aliases: ['Neck Circumference'], kind: 'circumference' },
  biceps: { label: 'Bicep', aliases: ['Biceps'], kind: 'circumference' },
  wrist: { label: 'Wrist', aliases: ['Cuff'], kind: 'circumference' },
  upperLeg: { label: 'Thigh', aliases: ['Upper Leg'], kind: 'circumference' },
  knee: { label: 'Knee', aliases: [], kind: 'circumference' },
  ankle: { label: 'Ankle', aliases: [], kind: 'circumference' },
  heel: { label: 'Heel', aliases: [], kind: 'circumference' },
  head: { label: 'Head', aliases: [], kind: 'circumference' },
  highBust: { label: 'High Bust', aliases: [], kind: 'circumference' },
  highBustFront: { label: 'High Bust Front', aliases: [], kind: 'length' },
  underbust: { label: 'Underbust', aliases: ['Under-bust'], kind: 'circumference' },
  bustFront: { label: 'Bust Front', aliases: [], kind: 'length' },
  bustSpan: { label: 'Bust Span', aliases: ['Bust Point to Bust Point'], kind: 'length' },
  bustPointToUnderbust: { label: 'Bust Point to Underbust', aliases: [], kind: 'length' },
  hpsToBust: { label: 'HPS to Bust', aliases: ['Shoulder to Bust', 'Shoulder to Bust Point'], kind: 'length' },
  shoulderToShoulder: { label: 'Shoulder Width', aliases: ['Shoulder to Shoulder'], kind: 'length' },
  shoulderToWrist: { label: 'Arm Length', aliases: ['Sleeve Length', 'Shoulder to Wrist'], kind: 'length' },
  shoulderToElbow: { label: 'Shoulder to Elbow', aliases: [], kind: 'length' },
  shoulderSlope: { label: 'Shoulder Slope', aliases: [], kind: 'angle' },
  hpsToWaistFront: { label: 'Front Length', aliases: ['HPS to Waist Front'], kind: 'length' },
  hpsToWaistBack: { label: 'Back Length', aliases: ['HPS to Waist Back', 'Nape to Waist'], kind: 'length' },
  waistBack: { label: 'Waist Back', aliases: [], kind: 'length' },
  seatBack: { label: 'Seat Back', aliases: ['Hips Back'], kind: 'length' },
  waistToArmpit: { label: 'Waist to Armpit', aliases: [], kind: 'length' },
  waistToUnderbust: { label: 'Waist to Underbust', aliases: [], kind: 'length' },
  waistToHips: { label: 'Waist to High Hip', aliases: [], kind: 'length' },
  waistToSeat: { label: 'Waist to Hip', aliases: ['Waist to Seat'], kind: 'length' },
  waistToUpperLeg: { label: 'Rise', aliases: ['Waist to Upper Leg', 'Crotch Depth'], kind: 'length' },
  waistToKnee: { label: 'Waist to Knee', aliases: [], kind: 'length' },
  waistToFloor: { label: 'Outseam', aliases: ['Waist to Floor', 'Trouser Length'], kind: 'length' },
  inseam: { label: 'Inseam', aliases: [], kind: 'length' },
  crossSeam: { label: 'Cross Seam', aliases: ['Crotch Length'], kind: 'length' },
  crossSeamFront: { label: 'Cross Seam Front', aliases: [], kind: 'length' },
  crotchDepth: { label: 'Crotch Depth (seated)', aliases: [], kind: 'length' },
};

/** The standard names of the garment lists (`GARMENT_TEMPLATES`) FreeSewing does not name; the rest are lengths. */
const OTHER_STANDARD_KINDS: Readonly<Record<string, MeasurementKind>> = {
  Armhole: 'circumference',
  Collar: 'circumference',
  'Hem Circumference': 'circumference',
  'Sleeve Width': 'circumference',
};

const key = (name: string) => name.trim().toLowerCase();

const KINDS = new Map<string, MeasurementKind>();
for (const [name, m] of Object.entries(FREESEWING_MEASUREMENTS))
  for (const n of [m.label, ...m.aliases, name]) if (!KINDS.has(key(n))) KINDS.set(key(n), m.kind);
for (const [name, kind] of Object.entries(OTHER_STANDARD_KINDS)) KINDS.set(key(name), kind);

/** The kind of a measurement by its name, whatever its case ('Shoulder Slope' is an angle); a custom name is a length. */
export function measurementKind(name: string): MeasurementKind {
  return KINDS.get(key(name)) ?? 'length';
}

/** A tape's units, as a record stores them, and the unit of an angle (decision 189). */
type TapeUnit = 'inches' | 'cm';
export const ANGLE_UNIT = 'degrees';
export type AnsweredUnit = TapeUnit | typeof ANGLE_UNIT;

/**
 * The unit a measurement is in, given its kind (decision 189): an angle is in degrees whatever the
 * record says (decision 124), anything else in its record's unit. Every answer, export and document
 * names a value's unit through this, so Shoulder Slope never says "inches".
 */
export function unitOfMeasurement(value: { name: string; unit: AnsweredUnit }): AnsweredUnit {
  return measurementKind(value.name) === 'angle' ? ANGLE_UNIT : value.unit;
}
