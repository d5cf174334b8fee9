/**
 * FreeSewing designs we offer: each one a 'design template' the plans count (decision 038). A file
 * of its own so the pattern-fit contract can name them without importing the generator's.
 */
export const GENERATOR_DESIGNS = ['bella', 'penelope', 'titan', 'brian', 'teagan', 'bent', 'simon', 'sven', 'aaron', 'waralee'] as const;
