import { lazy, type ComponentType } from 'react';

/** React.lazy for modules with named exports (the codebase uses no default exports). */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
