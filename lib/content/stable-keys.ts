// Issue 52: a save's diff is what changed. /admin hands over its data with the keys in an order of its
// own (Decap keeps a screen's data in immutable maps, which forget the order past eight keys); this puts
// them back in the order of the file as it was, and the opening hours in week order, so a saved file
// differs from the one before only where the owner changed something.
import { weekdays } from './lists';

type Json = unknown;
const isRecord = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// The item of the list as it was to take the order of the keys from: the same place if it has every key,
// else any item that has them all, else the same place or the first.
function referenceItem(item: Json, before: readonly Json[], index: number): Json {
  const keys = isRecord(item) ? Object.keys(item) : [];
  const hasAll = (candidate: Json) =>
    isRecord(candidate) && keys.every((key) => Object.hasOwn(candidate, key));
  const same = before[index];
  if (hasAll(same)) return same;
  return before.find(hasAll) ?? same ?? before[0];
}

/** `data` with every object's keys in the order of `before` (new keys after, as given). */
function keysInOrderOf(data: Json, before: Json): Json {
  if (Array.isArray(data)) {
    const list = Array.isArray(before) ? before : [];
    return data.map((item, index) => keysInOrderOf(item, referenceItem(item, list, index)));
  }
  if (!isRecord(data)) return data;
  const reference = isRecord(before) ? before : {};
  const keys = [
    ...Object.keys(reference).filter((key) => Object.hasOwn(data, key)),
    ...Object.keys(data).filter((key) => !Object.hasOwn(reference, key)),
  ];
  return Object.fromEntries(keys.map((key) => [key, keysInOrderOf(data[key], reference[key])]));
}

type Day = { day?: unknown };
const weekIndex = (day: Json) => {
  const index = weekdays.indexOf((day as Day)?.day as (typeof weekdays)[number]);
  return index < 0 ? weekdays.length : index;
};
const inWeekOrder = (days: Json) =>
  Array.isArray(days) ? [...days].sort((a, b) => weekIndex(a) - weekIndex(b)) : days;

/**
 * The data of `path` as it is to be written: for content/winkel.json the opening hours (now and in
 * each change from a date) in week order, Monday first; then every key in the order of `before`.
 */
export function inFileOrder(path: string, data: Json, before: Json): Json {
  let shaped = data;
  if (path === 'content/winkel.json' && isRecord(data)) {
    shaped = {
      ...data,
      ...(Array.isArray(data.openingHours) ? { openingHours: inWeekOrder(data.openingHours) } : {}),
      ...(Array.isArray(data.scheduleChanges)
        ? {
            scheduleChanges: data.scheduleChanges.map((change) =>
              isRecord(change) && Array.isArray(change.openingHours)
                ? { ...change, openingHours: inWeekOrder(change.openingHours) }
                : change,
            ),
          }
        : {}),
    };
  }
  return keysInOrderOf(shaped, before);
}
