import type { Pattern } from '@atelier/shared';
import { useRef, useState } from 'react';
import { PublicPatternLibrary } from './public-pattern-library';
import { PageHeader } from '@/components/ui/page-header';
import { handleError } from '@/lib/handle-error';
import { useMessages } from '@/lib/i18n/i18n';
import { usePatterns } from '../api/own-patterns';
import { patternMessages } from '../messages';
import { DrawingSurface } from './drawing-surface';
import { PatternDesigner } from './pattern-designer';
import { YourPatterns } from './your-patterns';

/**
 * /patterns: the Pattern Designer, Your Patterns and, under its own
 * heading, the Public Pattern Library. The page holds the canvas and which saved pattern it shows,
 * so a card can open its pattern in the designer above it.
 */
export function PatternsPage() {
  const t = useMessages(patternMessages);
  const [surface] = useState(() => new DrawingSurface());
  const [opened, setOpened] = useState<Pattern | null>(null);
  const [name, setName] = useState('');
  const designer = useRef<HTMLDivElement>(null);
  const { items } = usePatterns();
  // The open pattern as last saved when it is in the loaded pages; it may have come from a search
  // or a later page, so it is kept itself too (decision 069).
  const current = opened ? (items.find((p) => p.id === opened.id) ?? opened) : null;

  const open = (pattern: Pattern, image: Blob | null) => {
    // An image the browser cannot decode is said in a toast; the canvas stays as it was.
    if (image) surface.open(image).catch((err: unknown) => handleError(err));
    else surface.clear();
    setOpened(pattern);
    setName(pattern.name);
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    designer.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    designer.current?.querySelector<HTMLElement>('[data-testid="pattern-canvas-input"]')?.focus({ preventScroll: true });
  };

  return (
    <div className="space-y-10">
      <div ref={designer} className="scroll-mt-4">
        <PageHeader title={t.title} description={t.description} />
        <PatternDesigner
          surface={surface}
          current={current}
          name={name}
          onNameChange={setName}
          onNewPattern={() => {
            // An undoable Clear: a drawing started on the wrong pattern can be brought back and saved as new.
            surface.clear();
            setOpened(null);
            setName('');
          }}
          onSaved={() => {
            // After a save the form resets and the canvas clears.
            void surface.reset();
            setOpened(null);
            setName('');
          }}
        />
      </div>
      {/* A pattern deleted while open is no longer the one Save would update. */}
      <YourPatterns onOpen={open} onDeleted={(id) => opened?.id === id && setOpened(null)} />
      <PublicPatternLibrary />
    </div>
  );
}
