/**
 * The props of every field where a length or a quantity is typed as a tailor writes it (`27 1/4`,
 * `69,5`, `3 1/2 yd`), read by the shared `readSize` (decision 124) rather than the plain number
 * reader (decision 178): text, so no browser reads it in its own locale; a keyboard with the space
 * and the slash where fractions are written, else the decimal one. `data-size` marks it for the walk
 * over every form's numbers.
 */
export const sizeInputProps = (fractions = true) =>
  ({ type: 'text', inputMode: fractions ? 'text' : 'decimal', autoComplete: 'off', 'data-size': '' }) as const;
