export function inlineScriptHashes(html: string): string[];
export function pageScriptHashes(out: string): Array<{ route: string; scriptHashes: string[] }>;
export function writeHostingFiles(out?: string): string[];
