export const root: string;
export function copyProject(prefix: string): string;
export function putTestContent(dir: string): void;
export function copyTestSite(prefix?: string): string;
export function buildTestSite(env: NodeJS.ProcessEnv): number;
