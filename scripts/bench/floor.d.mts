export const root: string;
export const floorDir: string;
export const floorOut: string;
export function floorStamp(): string;
export function ensureFloor(options?: { force?: boolean; quiet?: boolean }): string;
