import type { GeneratorDesign } from '@atelier/shared';

/** A language's sewing steps: each design's own, and the first and last steps every design shares. */
export type Steps = { steps: Record<GeneratorDesign, string[]>; shared: (seamAllowanceText: string) => { first: string[]; last: string } };
