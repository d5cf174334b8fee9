/** A small seeded generator (mulberry32): the same seed, the same search (decision 143). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An order of the units to place and each one's turn (false: as drafted, true: 180°). */
export type Genome = { order: number[]; turned: boolean[] };

/** Swaps neighbours in the order and flips turns, each with probability `rate` (SVGnest's mutation). */
export function mutate(g: Genome, rate: number, rnd: () => number, canTurn: boolean): Genome {
  const order = [...g.order];
  const turned = [...g.turned];
  for (let i = 0; i < order.length; i += 1) {
    if (rnd() < rate && i + 1 < order.length) [order[i], order[i + 1]] = [order[i + 1]!, order[i]!];
    if (canTurn && rnd() < rate) turned[order[i]!] = !turned[order[i]!];
  }
  return { order, turned };
}

/** One-point order crossover: the head of one parent, the rest in the other's order. */
export function crossover(a: Genome, b: Genome, rnd: () => number): Genome {
  const cut = Math.floor(rnd() * a.order.length);
  const head = a.order.slice(0, cut);
  const taken = new Set(head);
  const order = [...head, ...b.order.filter((i) => !taken.has(i))];
  const turned = a.turned.map((t, i) => (taken.has(i) ? t : b.turned[i]!));
  return { order, turned };
}
