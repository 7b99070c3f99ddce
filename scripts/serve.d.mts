import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export function createStaticServer(options?: {
  outDir?: string;
  handlers?: Array<(req: IncomingMessage, res: ServerResponse) => Promise<boolean> | boolean>;
  extraConnect?: string[];
}): Server;

export function listen(server: Server, port: number): Promise<Server>;
