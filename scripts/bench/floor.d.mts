export const root: string;
export const floorOut: string;
export function ensureFloor(options?: { force?: boolean; quiet?: boolean }): string;
