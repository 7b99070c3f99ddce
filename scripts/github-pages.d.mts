export function prepareGithubPages(site: string): string[];
