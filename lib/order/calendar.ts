import { TZDate } from '@date-fns/tz';
import { createEvent } from 'ics';
import { fullAddress, shop } from '@/lib/shop';
import type { OrderRecord } from './stored';

// 'Zet in agenda', loaded on click (`ics` is large): Brussels time written in UTC, right in any app and zone.

const siteHost = new URL(shop.siteUrl).hostname;

type Pickup = Pick<OrderRecord, 'reference' | 'dag' | 'uur'> & { summaryText: string };

export async function pickupCalendarFile({ reference, dag, uur, summaryText }: Pickup): Promise<string> {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(`${dag} ${uur}`);
  if (!match) throw new Error(`Ongeldig afhaalmoment: ${dag} ${uur}`);
  const [year = 0, month = 1, day = 1, hours = 0, minutes = 0] = match.slice(1).map(Number);
  const start = new TZDate(year, month - 1, day, hours, minutes, shop.timeZone);
  const { error, value } = createEvent({
    uid: `${reference}-${dag}@${siteHost}`,
    productId: `${siteHost}/bestellen`,
    title: `Bestelling ${reference} afhalen – ${shop.name}`,
    description: summaryText,
    location: `${shop.name}, ${fullAddress}`,
    geo: { lat: shop.map.lat, lon: shop.map.lng },
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: shop.ordering.slotMinutes },
    status: 'CONFIRMED',
    busyStatus: 'FREE',
    alarms: [
      {
        action: 'display',
        description: `Bestelling ${reference} afhalen`,
        trigger: { hours: 1, before: true },
      },
    ],
  });
  if (error || !value) throw error ?? new Error('Agenda-bestand kon niet gemaakt worden');
  return value;
}
