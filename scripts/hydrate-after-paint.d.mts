export const LOAD_AT_THE_LATEST_MS: number;
export const HERO_PAINT_GRACE_MS: number;
export function loadFrameworkAfterPaint(latestMs: number, heroGraceMs: number): void;
export function deferFrameworkScripts(html: string): string;
export const LOADER: string;
export function rewriteProblem(html: string): string | null;
