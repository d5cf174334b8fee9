/**
 * The shared words other languages give the built-in names (decisions 137, 202, 203): each language is
 * one file of this shape in this folder, listed once in index.ts; English is the name itself. No
 * import beyond this folder and no zod: the portal page reads these (decision 085).
 */

export type SharedWords = {
  /** A measurement's name by its English name, as the studio's form and the generator name it. */
  readonly measurements: Readonly<Record<string, string>>;
  /** A built-in stage's name by its English name. */
  readonly stages: Readonly<Record<string, string>>;
};
