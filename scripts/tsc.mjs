// The type checker and the server's build run on TypeScript 7, the native compiler, about twice as
// fast as 5.9 on this repository (decision 141); typescript-eslint still needs the 5.9 API, so both
// are installed and `tsc` on the path may be either. This runs 7 by its package name, whatever the path holds.
import { spawn } from 'node:child_process';
import path from 'node:path';

// By path: the package exports none of its files. Workspaces install it at the root.
const tsc = path.join(import.meta.dirname, '../node_modules/tsc-native/bin/tsc');
const child = spawn(process.execPath, [tsc, ...process.argv.slice(2)], { stdio: 'inherit' });
child.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
