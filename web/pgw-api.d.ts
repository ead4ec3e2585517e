// pgw-api.d.ts — types of window.PGW (web/pgw-api.js).

export type Kind = 'slide' | 'flow' | 'cities' | 'assembly' | 'blocks';

/** Form fields of a kind. Flow: width, height, env, density, unique, blank, difficulty ("easy", "medium",
 *  "hard", "expert" or "any"; a difficulty implies unique).
 *  Slide: width, height, min_moves, stationary, moving, hardest, climb, difficulty (as Flow's; implies climb).
 *  Cities: width, height, min, max, terrain ("open", "islands", "mountains"), neighbours (4 or 8).
 *  Assembly: file (a compiled-in UFO:AI map file: city, farm, forest, …) or text (a .ump text small enough
 *  for a link), assembly, "*<cvar>": "+tile", and strict (true: refuse a file that disagrees with itself
 *  instead of assembling it as the game does, with warnings).
 *  Blocks: rules ("rush" or "klotski"), width, height (Rush 4–8, Klotski 3–7, at most 42 cells), min_moves,
 *  walls (Rush), difficulty (a band of optimal moves for the size). */
export type ParamFields = Record<string, number | boolean | string>;

export interface JobOptions {
  /** Called while the job runs: fraction 0..1 and the phase's name. */
  onProgress?: (fraction: number, phase: string) => void;
  /** Aborting cancels the job; the promise rejects with Error('cancelled'). */
  signal?: AbortSignal;
}

export interface Generated {
  /** The level code, "<kind>-…": the exact level, in any later version. */
  code: string;
  /** "#<code>": append to the workbench's address for a level link. */
  link: string;
  /** "#recipe/<kind>/<params>/<seed>": short, regenerates the same level. */
  recipe: string;
}

export interface SlideSolution { solvable: boolean; optimal_moves?: number; moves?: string; }
/** Blocks: moves are "B+1 C-2" (Rush: along the piece's axis) or "Bdrr" (Klotski: the piece's path). */
export interface BlocksSolution { solvable: boolean; optimal_moves?: number; steps?: number; moves?: string; }
export interface FlowSolution { solutions: number; unique: boolean; solution?: string; }
/** Cities: the placement made again and judged by the independent checker. */
export interface CitiesVerdict {
  cities: number; min_distance_ok: boolean; max_distance_violations: number; isolated: number; maximal: boolean;
}

/** A collection read from its link (#collection/…); levels are codes, or recipes made when asked. */
export interface CollectionLevel {
  index: number; kind: Kind; code?: string; recipe?: string; params?: string; seed?: string;
  difficulty?: string; name?: string;
}
export interface Collection {
  title: string; author: string; note: string; type: 'generated' | 'hand-made'; count: number; link: string;
  levels: CollectionLevel[];
}
/** A level solved in an embedded app on the page (PGW.onResult). */
export interface EmbedResult {
  kind: Kind; code: string; ms: number; moves: number; par: number; hints: number; daily: boolean;
  /** The collection link and the level's 1-based place, when the embed plays a collection. */
  collection?: string; index?: number;
}

export interface PGW {
  /** Where jobs run: "threads" on the app's page, "worker" (a plain Web Worker) anywhere else. */
  backend(): 'threads' | 'worker';
  /** Rejects with a message that names the problem ("width 99 is out of range 2–40"). */
  generate(kind: Kind, params: ParamFields | string, seed: string | number, options?: JobOptions): Promise<Generated>;
  /** A level code or level link, solved from its start (Cities: placed and checked; Assembly: verified). */
  solve(code: string, options?: JobOptions): Promise<SlideSolution | FlowSolution | CitiesVerdict | BlocksSolution>;
  /** Size and what the kind knows of the level; rejects on a damaged code. */
  describe(code: string): Promise<Record<string, unknown>>;
  /** Rejects with what is wrong with the link (its checksum, a generator that changed, …). */
  collection(link: string): Promise<Collection>;
  /** Level `index` (1-based): its code, or its recipe generated (progress and cancel as generate). */
  collectionLevel(link: string, index: number, options?: JobOptions): Promise<Generated>;
  /** Each level solved in an embedded workbench (an iframe of ?embed) on this page. */
  onResult(listener: (result: EmbedResult, source: MessageEventSource | null) => void): void;
}

declare global {
  interface Window { PGW: PGW; }
}
