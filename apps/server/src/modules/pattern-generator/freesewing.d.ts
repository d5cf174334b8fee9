/**
 * The parts of FreeSewing 4's API the generator uses (its packages ship no types; read from
 * @freesewing/core's source: pattern/index.mjs, part.mjs, path.mjs, store.mjs).
 */
declare module '@freesewing/core' {
  export type FsPoint = { x: number; y: number };
  export type FsOp =
    { type: 'move' | 'line'; to: FsPoint } | { type: 'curve'; cp1: FsPoint; cp2: FsPoint; to: FsPoint } | { type: 'close' };
  export type FsAttributes = { get(name: string): string | false; list: Record<string, string[]> };
  export type FsPath = { ops: FsOp[]; hidden: boolean; attributes: FsAttributes; length(): number };
  export type FsSnippet = { def: string; anchor: FsPoint };
  export type FsPart = {
    hidden: boolean;
    paths: Record<string, FsPath>;
    points: Record<string, FsPoint & { dist(to: FsPoint): number }>;
    snippets: Record<string, FsSnippet>;
    topLeft?: FsPoint;
    bottomRight?: FsPoint;
  };
  export type FsLogs = { error: unknown[]; warn: unknown[] };
  export type FsCut = { cut: number; onFold: boolean; onBias: boolean };
  export type FsSettings = {
    measurements: Record<string, number>;
    options?: Record<string, number | boolean | string>;
    sa?: number;
    complete?: boolean;
    paperless?: boolean;
    units?: 'metric' | 'imperial';
  };
  export type FsOption = {
    pct?: number;
    min?: number;
    max?: number;
    deg?: number;
    mm?: number;
    bool?: boolean;
    count?: number;
    list?: unknown[];
    dflt?: unknown;
  };
  export interface FsPattern {
    draft(): FsPattern;
    getRenderProps(): { stacks: Record<string, unknown>; width: number; height: number };
    getLogs(): { pattern: FsLogs; sets: FsLogs[] };
    parts: Record<string, FsPart>[];
    setStores: {
      cutlist?: Record<string, { materials?: Record<string, FsCut[]>; grain?: number; cutOnFold?: { x: number; y: number }[] }>;
    }[];
  }
  export interface FsDesign {
    new (settings: FsSettings): FsPattern;
    patternConfig: {
      measurements: string[];
      optionalMeasurements: string[];
      options: Record<string, FsOption | number | string | boolean>;
    };
  }
}

declare module '@freesewing/bella' {
  import type { FsDesign } from '@freesewing/core';
  export const Bella: FsDesign;
}
declare module '@freesewing/penelope' {
  import type { FsDesign } from '@freesewing/core';
  export const Penelope: FsDesign;
}
declare module '@freesewing/titan' {
  import type { FsDesign } from '@freesewing/core';
  export const Titan: FsDesign;
}
declare module '@freesewing/waralee' {
  import type { FsDesign } from '@freesewing/core';
  export const Waralee: FsDesign;
}
declare module '@freesewing/brian' {
  import type { FsDesign } from '@freesewing/core';
  export const Brian: FsDesign;
}
declare module '@freesewing/teagan' {
  import type { FsDesign } from '@freesewing/core';
  export const Teagan: FsDesign;
}
declare module '@freesewing/bent' {
  import type { FsDesign } from '@freesewing/core';
  export const Bent: FsDesign;
}
declare module '@freesewing/simon' {
  import type { FsDesign } from '@freesewing/core';
  export const Simon: FsDesign;
}
declare module '@freesewing/sven' {
  import type { FsDesign } from '@freesewing/core';
  export const Sven: FsDesign;
}
declare module '@freesewing/aaron' {
  import type { FsDesign } from '@freesewing/core';
  export const Aaron: FsDesign;
}
declare module '@freesewing/models' {
  export const cisFemaleAdult34: Record<string, number>;
  export const cisMaleAdult42: Record<string, number>;
  export const cisFemaleAdult46: Record<string, number>;
}
