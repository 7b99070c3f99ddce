import nextJest from 'next/jest.js';
import { testBuildEnv } from './scripts/test-env.mjs';

// The unit tests see the site address the test build is made for (lib/env.ts reads it).
process.env.NEXT_PUBLIC_SITE_URL = testBuildEnv.NEXT_PUBLIC_SITE_URL;

const createJestConfig = nextJest({ dir: './' });

export default createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/__tests__/setup-jest.ts'],
  testMatch: ['<rootDir>/__tests__/unit/**/*.test.{ts,tsx}'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
});
