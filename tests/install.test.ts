import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * A fresh `npm ci` on the Node the README promises prints no engine warning and runs only the
 * install scripts we declared (decision 108). Both are read from the lockfile, which holds each
 * installed package's `engines` and whether it has an install script, so this fails the moment an
 * update pulls in a package that wants a newer Node or a script nobody reviewed.
 */
const root = path.resolve(import.meta.dirname, '..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  allowScripts?: Record<string, boolean>;
};
type Locked = { version?: string; engines?: { node?: string } | string[]; hasInstallScript?: boolean; link?: boolean };
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, Locked> };

/** `node_modules/a/node_modules/@b/c` → `@b/c`; workspaces ("apps/web") have no such prefix and are skipped. */
const nameOf = (key: string): string | null => {
  const at = key.lastIndexOf('node_modules/');
  return at === -1 ? null : key.slice(at + 'node_modules/'.length);
};
const installed = Object.entries(lock.packages)
  .map(([key, pkg]) => ({ name: nameOf(key), pkg }))
  .filter((p): p is { name: string; pkg: Locked } => p.name !== null && !p.pkg.link);

describe('a fresh install', () => {
  const promised = semver.minVersion(manifest.engines.node)!;

  it('promises Node 20.19 or newer, the Node our machines run', () => {
    expect(promised.version).toBe('20.19.0');
  });

  it('installs no package that wants a newer Node than the one promised', () => {
    const wanting = installed
      .filter(({ pkg }) => pkg.engines && !Array.isArray(pkg.engines) && pkg.engines.node)
      .filter(({ pkg }) => {
        const range = (pkg.engines as { node: string }).node;
        // A range npm itself cannot read is not an engine warning either.
        return semver.validRange(range) !== null && !semver.satisfies(promised, range);
      })
      .map(({ name, pkg }) => `${name}@${pkg.version} wants node ${(pkg.engines as { node: string }).node}`);
    expect(wanting).toEqual([]);
  });

  it('declares every install script it runs in allowScripts', () => {
    const allowed = manifest.allowScripts ?? {};
    const unreviewed = installed
      .filter(({ pkg }) => pkg.hasInstallScript)
      .filter(({ name, pkg }) => allowed[name] === undefined && allowed[`${name}@${pkg.version}`] === undefined)
      .map(({ name, pkg }) => `${name}@${pkg.version}`);
    expect(unreviewed).toEqual([]);
  });
});
