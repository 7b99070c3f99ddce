// The owner's repository as /admin reaches it: GitHub's REST API with the token of the CMS sign-in.
export type GitHubAccess = { repo: string; branch: string; token: string; apiRoot?: string };

/** The address of `route` of the repository ('commits', 'contents/…'). */
export const repoUrl = ({ repo, apiRoot = 'https://api.github.com' }: GitHubAccess, route: string) =>
  `${apiRoot}/repos/${repo}/${route}`;

/** The contents API's address of a file or folder, each part of its path encoded. */
export const contentsUrl = (access: GitHubAccess, path: string) =>
  repoUrl(access, `contents/${path.split('/').map(encodeURIComponent).join('/')}`);
