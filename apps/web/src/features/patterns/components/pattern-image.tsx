import { ImageOff, Scissors } from 'lucide-react';
import { cn } from '@/lib/cn';
import { usePatternImage } from '../api/pattern-image';

/**
 * A pattern's first image (of its `image_urls`, the first is shown) in a 4:3 frame, or the
 * placeholder icon when it has none or it could not be loaded. The frame stays
 * white in the dark theme: a pattern is drawn on white paper.
 */
export function PatternImage({ url, alt, className }: { url: string | undefined; alt: string; className?: string }) {
  const image = usePatternImage(url);
  return (
    <div
      className={cn(
        'relative flex aspect-[4/3] w-full items-center justify-center overflow-hidden rounded-lg border border-border bg-white',
        className,
      )}
    >
      {image.src ? (
        <img src={image.src} alt={alt} className="h-full w-full object-contain" draggable={false} />
      ) : image.isLoading ? (
        <div className="h-full w-full animate-pulse bg-muted motion-reduce:animate-none" aria-hidden />
      ) : image.failed ? (
        <ImageOff className="h-8 w-8 text-neutral-500" aria-hidden data-testid="pattern-image-placeholder" />
      ) : (
        <Scissors className="h-8 w-8 text-neutral-500" aria-hidden data-testid="pattern-image-placeholder" />
      )}
    </div>
  );
}
