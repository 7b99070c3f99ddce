import type { CspOptions, PathPolicy } from './hosting-config.mjs';

interface Options {
  cspOptions?: CspOptions;
  policies?: PathPolicy[];
}
export function headersFile(
  options?: Options & { pages?: Array<{ route: string; scriptHashes: string[] }>; fallbackHashes?: string[] },
): string;
export function redirectsFile(): string;
export function htaccess(options?: Options): string;
export function nginxServer(
  options?: Options & { root?: string; listen?: string; serverName?: string },
): string;
export function vercelJson(options?: Options): string;
export function vercelIgnore(): string;
