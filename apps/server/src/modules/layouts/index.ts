export { nest, DEFAULT_EVALUATIONS, type NestingInput, type NestingResult } from './nesting.js';
export { shelfLayout } from './shelf-baseline.js';
export { layoutPieces, type LayoutPiece } from './pieces.js';
export type { Layout, Placement, Fold } from './arrangement.js';
export { layoutSvg } from './layout-svg.js';
export type { LayoutJob, LayoutJobResult } from './layout-job.js';
