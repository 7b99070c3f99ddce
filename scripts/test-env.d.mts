export const testBuildEnv: Record<string, string>;
export const E2E_PORT: number;
