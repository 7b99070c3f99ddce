import { CONCEPT_KEY_PREFIX } from './storage-keys';
import { isEmptyConcept } from '@/lib/order/order-state';
import { toStored } from '@/lib/order/stored-format';
import type { KeptOrder } from '@/lib/order/stored';

// Loaded by order-storage.ts only on a device that still has a key of the version before the previous.

type Device = {
  read: (key: string) => string | null;
  put: (key: string, value: string | null) => boolean;
  keep: (kept: KeptOrder) => boolean;
  tabId: () => string;
  parsers: typeof import('@/lib/order/stored');
};

const OLD_STATUS: Record<string, string> = { 'failed-known': 'refused', 'outcome-unknown': 'unknown' };
type OldMail = { status: string; roundAttempts?: number };
type OldDraft = {
  order?: { mails?: Record<string, OldMail> };
  quantities?: object;
  contact?: object;
  savedAt?: number;
} | null;

// Old drafts read as this version's: an order as an orphan to offer, a composition as this or a gone tab's.
export function upgradeDrafts(oldKeys: readonly string[], oldV2: string, device: Device) {
  const { read, put, keep, tabId } = device;
  const { parseKeptOrder, parseConcept } = device.parsers;
  for (const key of oldKeys) {
    try {
      const draft = JSON.parse(read(key) ?? 'null') as OldDraft;
      const old = draft?.order;
      const mails = Object.entries(old?.mails ?? {}).map(([kind, { roundAttempts: _, ...mail }]) => [
        kind,
        { ...mail, status: OLD_STATUS[mail.status] ?? mail.status, attempts: 0 },
      ]);
      const savedAt = draft?.savedAt ?? Date.now();
      const order = {
        ...old,
        mails: Object.fromEntries(mails),
        placedAt: new Date(savedAt).toISOString(),
      };
      const kept = old?.mails && parseKeptOrder(JSON.stringify({ order, owner: '', heartbeat: Date.now() }));
      if (kept) keep(kept);
      const own = key === `${oldV2}${tabId()}`;
      const composition = { quantities: draft?.quantities ?? {}, contact: draft?.contact };
      const concept = parseConcept(JSON.stringify({ ...composition, savedAt }));
      // another tab's composition is taken over for its amounts only: without any, nothing to keep
      const typed = concept && (own ? !isEmptyConcept(concept) : Object.keys(concept.quantities).length > 0);
      const name = own ? tabId() : `v2-${key.slice(oldV2.length) || 'v1'}`;
      if (concept && typed) put(`${CONCEPT_KEY_PREFIX}${name}`, toStored(concept));
    } catch {
      // unreadable: nothing to keep
    }
    put(key, null);
  }
}
