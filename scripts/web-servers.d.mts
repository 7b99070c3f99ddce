export interface RunningServer {
  port: number;
  pid: number;
  origin: string;
  stop(): Promise<void>;
}
export const APACHE: string;
export const NGINX: string;
export function ensureWebServers(): void;
export function freePort(): Promise<number>;
export function startApache(options: { root: string; port: number }): Promise<RunningServer>;
export function startNginx(options: { serverBlock: string; port: number }): Promise<RunningServer>;
export function startCloudflarePages(options: {
  root: string;
  port: number;
  inspectorPort: number;
}): Promise<RunningServer>;
