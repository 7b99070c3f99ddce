import type { Server } from 'node:http';

export function brotli(buffer: Buffer): Buffer;
export function createCdnServer(options: { outDir: string; site?: boolean }): Server;
export function listenCdn(server: Server, port?: number): Promise<string>;
