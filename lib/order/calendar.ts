import { TZDate } from '@date-fns/tz';
import { createEvent } from 'ics';
import { fullAddress, shop } from '@/lib/shop';

// The 'Zet in agenda' file. Loaded only on click (the `ics` package is large). The pick-up time is
// Brussels wall-clock time, turned into the right instant and written in UTC so every calendar app
// shows it correctly whatever the visitor's zone.

export const PICKUP_EVENT_MINUTES = 30;

const siteHost = new URL(shop.siteUrl).hostname;

export async function pickupCalendarFile(input: {
  reference: string;
  dag: string;
  uur: string;
  summaryText: string;
}): Promise<string> {
  const { reference, dag, uur, summaryText } = input;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dag);
  const time = /^(\d{2}):(\d{2})$/.exec(uur);
  if (!day || !time) throw new Error(`Ongeldig afhaalmoment: ${dag} ${uur}`);
  const start = new TZDate(
    Number(day[1]),
    Number(day[2]) - 1,
    Number(day[3]),
    Number(time[1]),
    Number(time[2]),
    shop.timeZone,
  );
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
    duration: { minutes: PICKUP_EVENT_MINUTES },
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
