export function startCms(options?: {
  repoDir?: string;
  port?: number;
  backendPort?: number;
}): Promise<{ url: string; close: () => Promise<void> }>;
