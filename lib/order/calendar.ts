import { TZDate } from '@date-fns/tz';
import { createEvent } from 'ics';
import { fullAddress, shop } from '@/lib/shop';
import { shopSchedule } from './pickup';

// The 'Zet in agenda' file, loaded only on click (`ics` is large). Brussels wall-clock time, written in
// UTC so every calendar app shows it right whatever the visitor's zone.

const siteHost = new URL(shop.siteUrl).hostname;

export async function pickupCalendarFile(input: {
  reference: string;
  dag: string;
  uur: string;
  summaryText: string;
  /** How long the event lasts: the pick-up slot length of the schedule. */
  slotMinutes?: number;
}): Promise<string> {
  const { reference, dag, uur, summaryText, slotMinutes = shopSchedule.slotMinutes } = input;
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
    duration: { minutes: slotMinutes },
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
