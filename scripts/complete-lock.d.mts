export interface Platform {
  os?: string[];
  cpu?: string[];
  libc?: string[];
}
export function platformFromName(name: string): Platform | null;
export function completeLock(lock: { packages: Record<string, Record<string, unknown>> }): {
  added: string[];
  skipped: string[];
};
