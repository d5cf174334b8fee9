import type { MaterialMeasure } from '@atelier/shared';
import { useQuantityUnitLabel } from '@/features/materials';
import { useMessages } from '@/lib/i18n/i18n';
import { useFormat } from '@/lib/use-format';
import { projectMaterialMessages } from '../messages';
import type { QuantityContext } from './bom-form';

/** The studio's units, the page's language and the texts a quantity of this measure is read with. */
export function useQuantityContext(measure: MaterialMeasure): QuantityContext {
  const t = useMessages(projectMaterialMessages);
  const { unit, language } = useFormat();
  const unitLabel = useQuantityUnitLabel(measure);
  return { t, unit, language, unitLabel };
}
