import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

// What must never ship in out/; the two browser keys (EmailJS, Google Maps) are public by design.
const PATTERNS: Array<{ name: string; pattern: RegExp }> = [
  { name: 'private key', pattern: /-----BEGIN [A-Z ]*PRIVATE KEY-----/ },
  { name: 'accessToken with a value', pattern: /accessToken["'`]?\s*[:=]\s*["'`][^"'`\s]{4,}["'`]/i },
  { name: 'accessToken in a URL', pattern: /accessToken=[^&"'\s]{4,}/i },
  { name: 'EmailJS private key name', pattern: /EMAILJS_(?:PRIVATE|ACCESS|SECRET)[A-Z_]*/ },
  { name: 'private key setting', pattern: /\b[A-Z_]*(?:PRIVATE_KEY|SECRET_KEY|CLIENT_SECRET)\b/ },
  { name: 'AWS access key', pattern: /\bAKIA[0-9A-Z]{16}\b/ },
  { name: 'GitHub token', pattern: /\bgh[pousr]_[A-Za-z0-9]{36}\b/ },
  { name: 'Slack token', pattern: /\bxox[abprs]-[A-Za-z0-9-]{10,}/ },
  { name: 'Stripe secret key', pattern: /\b[sr]k_live_[A-Za-z0-9]{16,}/ },
  { name: 'Google API key', pattern: /\bAIza[0-9A-Za-z_-]{35}\b/ },
  { name: 'source map reference', pattern: /[#@] sourceMappingURL=/ },
];

type Finding = { file: string; what: string; excerpt: string };

/** Findings in one text; `allowed` values (the public browser keys) are never reported. */
export function findSecrets(
  text: string,
  file: string,
  allowed: string[],
  forbiddenValues: string[] = [],
): Finding[] {
  const findings: Finding[] = [];
  for (const { name, pattern } of PATTERNS) {
    for (const match of text.matchAll(new RegExp(pattern, `${pattern.flags}g`))) {
      if (allowed.some((value) => value && match[0].includes(value))) continue;
      findings.push({ file, what: name, excerpt: match[0].slice(0, 80) });
    }
  }
  for (const value of forbiddenValues) {
    if (value && text.includes(value))
      findings.push({ file, what: 'value from an .env file', excerpt: `${value.slice(0, 3)}…` });
  }
  return findings;
}

/** KEY=value pairs of the project's .env files (if any), without the public NEXT_PUBLIC_ ones. */
export function privateEnvValues(root: string): string[] {
  const files = readdirSync(root).filter((name) => /^\.env(\..+)?$/.test(name) && !name.endsWith('.example'));
  return files.flatMap((name) =>
    readFileSync(path.join(root, name), 'utf8')
      .split(/\r?\n/)
      .map((line) => /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*["']?(.*?)["']?\s*$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .filter(([, key, value]) => !key?.startsWith('NEXT_PUBLIC_') && (value ?? '').length >= 6)
      .map(([, , value]) => value ?? ''),
  );
}

export const TEXT_FILE =
  /\.(?:html|js|mjs|css|txt|json|xml|webmanifest|svg|map|conf)$|^_headers$|^_redirects$|^\.env/;
