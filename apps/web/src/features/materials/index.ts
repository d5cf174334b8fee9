// The materials feature's public face: what other features and the app use (decision 119).
// A project's bill of materials can list and pick the studio's materials, and write their quantities.
export { materialsQueryOptions, materialQueryOptions, useMaterials, useProjectMovement, type MaterialFilters } from './api/materials-api';
export { MaterialFigures, useQuantityText, useQuantityUnitLabel, useQuantityWithUnit, useUnitLabel } from './components/material-figures';
export { materialPath } from './components/material-card';
export {
  readQuantity,
  quantityNumber,
  quantityUnit,
  materialUnits,
  perMetreFromPerYard,
  perYardFromPerMetre,
  type LengthUnit,
} from './components/material-units';
// A purchase order's prices are typed per metre, per yard or per unit, as a material's cost is.
export { costPer } from './components/material-form';
