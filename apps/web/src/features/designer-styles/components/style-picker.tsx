import type { DesignerStyle } from '@atelier/shared';
import { SearchPicker } from '@/components/ui/search-picker';
import { useDesignerStylePages } from '../api/designer-styles-api';

/** What an option says: the number and name the designer prints, and the designer. */
export const styleLabel = (style: Pick<DesignerStyle, 'styleNumber' | 'name' | 'designer'>) =>
  `${style.styleNumber} · ${style.name} — ${style.designer.name}`;

type Props = {
  id: string;
  /** The chosen style's id, '' for none. */
  value: string;
  /** The chosen style's label as the edited record carries it. */
  selectedName?: string;
  /** The chosen id and, from the list, the style (its sizes and colours). */
  onChange: (id: string, style: DesignerStyle | null) => void;
  placeholder: string;
  texts: { loading: string; none: string; narrow: string };
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/** A style of the catalogue, found by the server's search of its name or number as the user types (decision 215). */
export function StylePicker(props: Props) {
  return <SearchPicker<DesignerStyle> {...props} usePages={useDesignerStylePages} labelOf={styleLabel} />;
}
