// Runs npm scripts one after another, stops at the first that fails, and prints how long each took
// (decision 115). Names joined by `+` run side by side as one phase (decision 127: lint and the
// typecheck each use about one core of two). `npm test` runs its phases through it; with CI_TIMINGS_FILE set, each phase's line
// is also appended to that file, where .ci/run adds its own phases and prints the whole table.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

/**
 * CPU seconds (user + sys) of this process's finished children, or null off Linux. The machine is
 * shared, so the wall time of a phase varies with the load; its CPU time is the figure to compare.
 */
function childCpuSeconds() {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name (in parentheses, which may hold spaces); cutime and cstime are
    // fields 16 and 17 of the line, in clock ticks (100 a second on Linux).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

function runScript(name) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', name], { stdio: 'inherit', shell: process.platform === 'win32' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs `a+b+…` side by side; the phase fails with the first script that fails. */
async function runPhase(phase) {
  const codes = await Promise.all(phase.split('+').map(runScript));
  return codes.find((code) => code !== 0) ?? 0;
}

/** One line of the table: phase, wall seconds, CPU seconds (or a dash). */
function formatPhase(name, wallSeconds, cpuSeconds) {
  const cpu = cpuSeconds === null ? '-' : `${Math.round(cpuSeconds)} s`;
  return `${name.padEnd(28)} ${`${Math.round(wallSeconds)} s`.padStart(8)} ${cpu.padStart(8)}`;
}

async function main(names) {
  const lines = [];
  let status = 0;
  for (const name of names) {
    const startedAt = Date.now();
    const cpuBefore = childCpuSeconds();
    status = await runPhase(name);
    const cpuAfter = childCpuSeconds();
    const cpu = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
    const line = formatPhase(status === 0 ? name : `${name} (failed)`, (Date.now() - startedAt) / 1000, cpu);
    lines.push(line);
    if (process.env.CI_TIMINGS_FILE) fs.appendFileSync(process.env.CI_TIMINGS_FILE, `${line}\n`);
    if (status !== 0) break;
  }
  console.log(`\n${'phase'.padEnd(28)} ${'wall'.padStart(8)} ${'cpu'.padStart(8)}\n${lines.join('\n')}`);
  process.exitCode = status;
}

await main(process.argv.slice(2));
