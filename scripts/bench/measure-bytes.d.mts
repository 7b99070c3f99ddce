import type { BrowserContext } from '@playwright/test';

export const PHONE: {
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  isMobile: boolean;
  hasTouch: boolean;
};
export const ROUTES: string[];
export const FLOOR_FACTOR: number;
export const ORDER_EXTRA_BYTES: number;
export function jsBudget(route: string, floorJs: number): number;
export interface ByteMeasurement {
  js: number;
  total: number;
  requests: number;
  failed: string[];
  files: Array<{ url: string; type: string; bytes: number }>;
}
export function measureBytes(
  context: BrowserContext,
  url: string,
  options?: { prefetch?: boolean },
): Promise<ByteMeasurement>;
export function kb(bytes: number): string;
