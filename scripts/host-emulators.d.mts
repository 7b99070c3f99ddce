export interface HostAnswer {
  status: number;
  headers: Record<string, string>;
  location?: string;
  file?: string | null;
}
export type Host = (rawPath: string) => HostAnswer;
export const HOST_DEFAULT_CACHE: string;
export const GITHUB_PAGES_CACHE: string;
export function patternToRegExp(pattern: string): RegExp;
export function parseNetlifyRedirects(
  text: string,
): Array<{ from: string; to: string; status: number; force: boolean }>;
export function parseNetlifyHeaders(text: string): Array<{ path: string; values: Record<string, string> }>;
export function netlify(out: string): Host;
export function vercel(out: string): Host;
export function githubPages(site: string): Host;
