import type { Draft, DraftPart, Seg } from '../drafting/draft.js';

const shift = (s: Seg, dx: number, dy: number): Seg =>
  s.op === 'Z'
    ? s
    : s.op === 'C'
      ? { ...s, x1: s.x1 + dx, y1: s.y1 + dy, x2: s.x2 + dx, y2: s.y2 + dy, x: s.x + dx, y: s.y + dy }
      : { ...s, x: s.x + dx, y: s.y + dy };

/**
 * One part of two versions on one drawing (decision 087): the earlier cutting line ('before',
 * dashed) under everything of the later one, lined up on FreeSewing's own coordinates, so what a
 * correction moved shows and what it did not lies exactly underneath.
 */
function overlayPart(after: DraftPart | undefined, before: DraftPart | undefined): DraftPart {
  const base = (after ?? before)!;
  const ax = after?.origin?.x ?? 0;
  const ay = after?.origin?.y ?? 0;
  const bx = before?.origin?.x ?? ax;
  const by = before?.origin?.y ?? ay;
  // In the later part's frame, the earlier part starts at (bx - ax, by - ay).
  const dx = bx - ax;
  const dy = by - ay;
  const minX = Math.min(after ? 0 : dx, before ? dx : 0);
  const minY = Math.min(after ? 0 : dy, before ? dy : 0);
  const maxX = Math.max(after ? after.width : -Infinity, before ? dx + before.width : -Infinity);
  const maxY = Math.max(after ? after.height : -Infinity, before ? dy + before.height : -Infinity);
  const earlier = (before?.paths ?? [])
    .filter((p) => p.stroke === 'cut')
    .map((p) => ({ stroke: 'before' as const, segs: p.segs.map((s) => shift(s, dx - minX, dy - minY)) }));
  const later = (after?.paths ?? []).map((p) => ({ ...p, segs: p.segs.map((s) => shift(s, -minX, -minY)) }));
  return {
    ...base,
    paths: [...earlier, ...later],
    marks: (after?.marks ?? []).map((m) => ({ ...m, x: m.x - minX, y: m.y - minY })),
    width: maxX - minX,
    height: maxY - minY,
    origin: { x: ax + minX, y: ay + minY },
  };
}

/** Every part of either version, the later version's order first, with the earlier outline under it. */
export function overlayParts(before: Draft, after: Draft): DraftPart[] {
  const earlier = new Map(before.parts.map((p) => [p.id, p]));
  const later = new Set(after.parts.map((p) => p.id));
  return [
    ...after.parts.map((p) => overlayPart(p, earlier.get(p.id))),
    ...before.parts.filter((p) => !later.has(p.id)).map((p) => overlayPart(undefined, p)),
  ];
}
