import { PIECE_CONDITIONS, type PieceCondition } from '@atelier/shared';
import { useMessages } from '@/lib/i18n/i18n';
import { pieceMessages } from '../messages';

/** A piece's conditions as a select offers them, in the page's language: the piece's form and a gown's check-in (decision 218). */
export function useConditionOptions(): { value: PieceCondition; label: string }[] {
  const t = useMessages(pieceMessages);
  return PIECE_CONDITIONS.map((c) => ({ value: c, label: t[c] }));
}
