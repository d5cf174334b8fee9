import { isPieceCode } from '@atelier/shared';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { PiecePanel, usePieceByCode } from '@/features/pieces';
import { ApiError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n/i18n';
import { useCan } from '@/lib/permissions';
import { useAdvanceGarment, useGarment } from '../api/garments-api';
import { scanMessages, type ScanTexts } from '../messages';
import { CameraReader } from './camera-reader';
import { GarmentPanel } from './garment-panel';

/** What people type or a scan reads, as codes are written (the server reads it the same way). */
const normal = (code: string) => code.trim().toUpperCase();

/** A refusal the screen tells in its own words; anything else was toasted already. */
function refusal(t: ScanTexts, error: unknown, code: string): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'NOT_FOUND') return isPieceCode(code) ? t.pieceNotFound({ code }) : t.notFound({ code });
  if (error.code === 'GARMENT_MOVED_ON') return t.movedOn;
  if (error.code === 'GARMENT_WITHOUT_STAGES') return t.noStages;
  return null;
}

/**
 * /scan (decision 152): a garment's tag read by the camera, a photo of it or its code typed opens
 * the garment; one tap marks its current stage done and starts the next. The field is ready for
 * the next code as soon as a garment has moved. A piece's tag (S-0042, decision 215) opens the piece.
 */
export function ScanPage() {
  const t = useMessages(scanMessages);
  const [code, setCode] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const pieceCode = code !== null && isPieceCode(code) ? code : null;
  const garment = useGarment(pieceCode ? null : code);
  const piece = usePieceByCode(pieceCode);
  const advance = useAdvanceGarment();
  const canMove = useCan('projects.write');

  const open = useCallback(
    (value: string) => {
      const next = normal(value);
      if (!next) return;
      advance.reset();
      setCode(next);
    },
    [advance],
  );

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    open(typed);
  };

  const onAdvance = (stageId: string) => {
    if (!code) return;
    advance.mutate(
      { code, stageId },
      {
        onSuccess: () => {
          setTyped('');
          field.current?.focus();
        },
        // Moved on another device: the garment is read again, as it now is.
        onError: () => void garment.refetch(),
      },
    );
  };

  const problem = code ? (refusal(t, advance.error, code) ?? refusal(t, garment.error, code) ?? refusal(t, piece.error, code)) : null;
  const looking = (garment.isFetching && !garment.data) || (piece.isFetching && !piece.data);
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <PageHeader title={t.title} description={t.description} />
      <Card>
        <CardContent className="space-y-4 pt-5 sm:pt-6">
          <CameraReader onCode={open} />
          <form onSubmit={onSubmit} className="flex items-end gap-2">
            <Field label={t.typeCode} hint={t.typeCodeHint} className="flex-1">
              {(control) => (
                <Input
                  {...control}
                  ref={field}
                  value={typed}
                  onChange={(e) => setTyped(e.target.value)}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={32}
                />
              )}
            </Field>
            <Button type="submit" size="lg">
              {t.open}
            </Button>
          </form>
        </CardContent>
      </Card>
      <div aria-live="polite" className="space-y-3">
        {looking && <p className="text-sm text-muted-foreground">{t.looking}</p>}
        {problem && (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        )}
        {garment.data && !garment.isError && (
          <GarmentPanel garment={garment.data} moving={advance.isPending} onAdvance={canMove ? onAdvance : () => undefined} />
        )}
        {pieceCode && piece.data && !piece.isError && <PiecePanel piece={piece.data} />}
      </div>
    </div>
  );
}
