export function copyProject(prefix: string): string;
export function copyTestSite(prefix?: string): string;
export function buildTestSite(env: NodeJS.ProcessEnv): number;
