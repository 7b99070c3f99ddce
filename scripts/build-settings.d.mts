type Env = Record<string, string | undefined>;
export const LOCAL_OUT_DIR: string;
export const DEPLOY_OUT_DIR: string;
export const LOCAL_EMAIL_VALUES: Record<string, string>;
export function isLocalBuild(env: Env): boolean;
export function deployProblems(env: Env): string[];
export function buildSummary(
  env: Env,
  outDir?: string,
  mail?: { shopInbox: string; siteEmail: string },
): string[];
export interface CmsSettings {
  repo: string;
  branch: string;
  authUrl: string;
  authEndpoint: string;
  siteUrl: string;
}
export function cmsSettings(env: Env): CmsSettings;
export function cmsProblems(env: Env): string[];
export function writeCmsConfig(text: string, settings: CmsSettings): string;
