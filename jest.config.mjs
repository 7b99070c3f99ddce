import nextJest from 'next/jest.js';
import { testBuildEnv } from './scripts/test-env.mjs';

// The unit tests see the site address the test build is made for (lib/env.ts reads it).
process.env.NEXT_PUBLIC_SITE_URL = testBuildEnv.NEXT_PUBLIC_SITE_URL;

const createJestConfig = nextJest({ dir: './' });

export default createJestConfig({
  testEnvironment: 'jsdom',
  // V8's own coverage leaves the code as written: scripts/hydrate-after-paint.mjs writes a function's
  // source into every page, and its test reads that source (Babel's counters would be in it).
  coverageProvider: 'v8',
  setupFilesAfterEnv: ['<rootDir>/__tests__/setup-jest.ts'],
  testMatch: ['<rootDir>/__tests__/unit/**/*.test.{ts,tsx}'],
  // The unit tests read a fixed copy of the shipped default content (__tests__/fixtures/content/), never
  // the owner's live files: an edit in /admin can never turn them red (issue 15). The live files are
  // checked by the build (scripts/check-content.ts). lib/photo-files.ts is generated from
  // public/images and not in git: the tests use a fixture built from the fixture photo list.
  // next/jest's compiler rewrites '@/content/x.json' to a relative path before this mapping sees it, so
  // both spellings are matched.
  moduleNameMapper: {
    '^(?:@|(?:\\.\\.?/)+)content/([a-z-]+\\.json)$': '<rootDir>/__tests__/fixtures/content/$1',
    '^(?:@/lib|(?:\\.\\.?/)+(?:lib/)?)photo-files$': '<rootDir>/__tests__/fixtures/photo-files.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
});
