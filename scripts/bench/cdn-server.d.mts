import type { Server } from 'node:http';

export function createCdnServer(options: { outDir: string; site?: boolean }): Server;
export function listenCdn(server: Server, port?: number): Promise<string>;
