export interface PathPolicy {
  prefix: string;
  directives: Record<string, string[]>;
}
export interface CspOptions {
  emailjsOrigin?: string;
  extraConnect?: string[];
  scriptHashes?: string[];
  directives?: Record<string, string[]>;
}
export const redirects: Array<{ source: string; destination: string; status: number }>;
export const IMMUTABLE: string;
export const REVALIDATE: string;
export const MEDIA: string;
export const CACHE_RULES: Array<{ prefix: string; value: string }>;
export const PATH_POLICIES: PathPolicy[];
export const HOST_FILES: string[];
export function contentSecurityPolicy(options?: CspOptions): string;
export function securityHeaders(csp: string): Record<string, string>;
export function cacheControlFor(pathname: string): string;
export function pathPolicyFor(pathname: string, policies?: PathPolicy[]): PathPolicy | undefined;
export function cspFor(pathname: string, options?: CspOptions, policies?: PathPolicy[]): string;
export function isHostFile(pathname: string): boolean;
