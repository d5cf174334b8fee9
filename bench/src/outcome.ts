/**
 * What did not get measured in this run. A section that throws, or a figure that could not be taken,
 * is named here and makes `npm run bench` exit 1 at the end, after the other sections have run: a
 * bench that prints a table and exits 0 must have measured everything it printed.
 */
const failures: string[] = [];
/** The section running now, if any. */
let running: string | null = null;

/** Records that `what` was not measured, and why (the first line of the error). */
export function notMeasured(what: string, err: unknown): void {
  const why = (err instanceof Error ? (err.stack ?? err.message) : String(err)).split('\n')[0];
  failures.push(`${what}: ${why}`);
  console.error(`\n!! ${what} not measured: ${why}`);
}

/** Runs one section; a crash is recorded and the next section still runs. */
export async function section(name: string, run: () => Promise<void>): Promise<void> {
  const started = performance.now();
  running = name;
  try {
    await run();
  } catch (err) {
    notMeasured(`section ${name}`, err);
  } finally {
    running = null;
    console.log(`(section ${name}: ${Math.round((performance.now() - started) / 1000)} s)`);
  }
}

/** The run's exit code: 1 when anything was not measured, after listing what. */
export function finish(): number {
  if (failures.length === 0) return 0;
  console.error(`\nbench FAILED: ${failures.length} not measured`);
  for (const failure of failures) console.error(`- ${failure}`);
  return 1;
}

/**
 * A section that waits for something that can no longer happen (an exit already past) leaves Node
 * nothing to do, and Node would end the run there with exit code 0 and nothing printed: the run
 * fails instead, naming that section.
 */
export function failIfStalled(): void {
  process.once('beforeExit', () => {
    if (running === null) return;
    notMeasured(`section ${running}`, new Error('it waited on something that can no longer happen, and the run ended inside it'));
    process.exitCode = finish();
  });
}
