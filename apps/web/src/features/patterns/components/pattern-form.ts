import {
  createPatternBodySchema,
  PATTERN_DEFAULTS,
  updatePatternBodySchema,
  type CreatePatternBody,
  type Pattern,
  type PatternFabricType,
  type PatternGarmentType,
  type PatternSizeRange,
  type PatternStyle,
  type UpdatePatternBody,
} from '@atelier/shared';
import { validateBody, type Validated } from '@/lib/validate-form';

/** The fields of the 'Save Pattern' and 'Edit Pattern' dialogs on /patterns. */
export type PatternFormValues = {
  name: string;
  description: string;
  garmentType: PatternGarmentType;
  style: PatternStyle;
  sizeRange: PatternSizeRange;
  fabricType: PatternFabricType;
  occasion: string;
};

/** The designer's defaults; the name is the one typed in the panel, if any. */
export function emptyPatternForm(name = ''): PatternFormValues {
  return {
    name,
    description: '',
    garmentType: PATTERN_DEFAULTS.garmentType,
    style: PATTERN_DEFAULTS.style,
    sizeRange: PATTERN_DEFAULTS.sizeRange,
    fabricType: PATTERN_DEFAULTS.fabricType,
    occasion: '',
  };
}

export function patternToForm(pattern: Pattern): PatternFormValues {
  const { name, description, garmentType, style, sizeRange, fabricType, occasion } = pattern;
  return { name, description, garmentType, style, sizeRange, fabricType, occasion };
}

/** An empty name saves as 'Custom Pattern' (the shared schema does the same). */
const details = (values: PatternFormValues) => ({ ...values, name: values.name.trim() || PATTERN_DEFAULTS.name });

/**
 * POST /patterns from the designer: the details, additionalDetails set from the
 * description, the canvas as a PNG data URL, and isAiGenerated false.
 */
export function toCreatePatternBody(values: PatternFormValues, base64Image: string): Validated<CreatePatternBody> {
  const body = details(values);
  return validateBody(createPatternBodySchema, { ...body, additionalDetails: body.description, base64Image, isAiGenerated: false });
}

/**
 * PATCH /patterns/{id}: the edited fields and base64Image, null to keep the image
 * (the Edit Pattern dialog, which edits the details only) or the canvas when a pattern opened in the
 * canvas is saved again.
 */
export function toUpdatePatternBody(values: PatternFormValues, base64Image: string | null): Validated<UpdatePatternBody> {
  return validateBody(updatePatternBodySchema, { ...details(values), base64Image });
}

/**
 * A file name from a pattern's name: what file systems refuse is taken out, and an empty result is
 * 'pattern' (Download PNG here, Download PDF on the generator's page).
 */
export function patternFileBase(name: string): string {
  const safe = name
    // eslint-disable-next-line no-control-regex -- control characters are exactly what must go.
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 100)
    .trim();
  return safe || 'pattern';
}

export function pngFileName(name: string): string {
  return `${patternFileBase(name)}.png`;
}
