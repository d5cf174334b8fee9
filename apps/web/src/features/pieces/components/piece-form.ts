import {
  createPieceBodySchema,
  updatePieceBodySchema,
  type CreatePieceBody,
  type Piece,
  type PieceCondition,
  type UpdatePieceBody,
} from '@atelier/shared';
import { validateBody, type Validated } from '@/lib/validate-form';

/** The add/edit form as typed (decision 215); the style's label is kept to show it before the picker has read it. */
export type PieceFormValues = {
  styleId: string;
  styleLabel: string;
  size: string;
  colour: string;
  condition: PieceCondition;
  location: string;
  note: string;
};

export const emptyPieceForm: PieceFormValues = {
  styleId: '',
  styleLabel: '',
  size: '',
  colour: '',
  condition: 'new',
  location: '',
  note: '',
};

export function pieceToForm(piece: Piece, styleLabel: string): PieceFormValues {
  return {
    styleId: piece.style.id,
    styleLabel,
    size: piece.size,
    colour: piece.colour,
    condition: piece.condition,
    location: piece.location,
    note: piece.note,
  };
}

/** The fields as the server takes them: texts trimmed, a blank location or note cleared. */
function fieldsOf(v: PieceFormValues) {
  return {
    styleId: v.styleId,
    size: v.size.trim(),
    colour: v.colour.trim(),
    condition: v.condition,
    location: v.location.trim() || null,
    note: v.note.trim() || null,
  };
}

export const toCreatePieceBody = (v: PieceFormValues): Validated<CreatePieceBody> => validateBody(createPieceBodySchema, fieldsOf(v));

export const toUpdatePieceBody = (v: PieceFormValues): Validated<UpdatePieceBody> => validateBody(updatePieceBodySchema, fieldsOf(v));
