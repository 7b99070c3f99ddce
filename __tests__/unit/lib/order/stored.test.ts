import { buildTemplateParams } from '@/lib/order/payload';
import { migrate, parseConcept, parseHistory, parseKeptOrder } from '@/lib/order/stored';
import { OLD_FORMATS_UNTIL, toStored } from '@/lib/order/stored-format';

// What the previous version kept on a device, written out as it stored it: weights as Dutch text.
const OLD_KEPT_ORDER = `{"order":{"reference":"DL-4K7QX","lines":[
  {"id":1,"naam":"Biefstuk","isPerPiece":false,"toggleDisabled":true,"gewicht":"0,50","aantalStuks":0},
  {"id":2,"naam":"Spek","isPerPiece":false,"toggleDisabled":true,"gewicht":"0,125","aantalStuks":0},
  {"id":3,"naam":"Gehakt","isPerPiece":false,"toggleDisabled":true,"gewicht":"2,","aantalStuks":0},
  {"id":4,"naam":"Kippenbout","isPerPiece":true,"toggleDisabled":false,"gewicht":"0","aantalStuks":3}],
  "contact":{"naam":"Jan","email":"jan@example.be","telefoon":"0470123456","bericht":""},
  "dag":"2026-11-27","uur":"10:30","placedAt":"2026-11-24T09:15:00.000Z",
  "mails":{"shop":{"status":"in-flight","mayHaveArrived":true,"attempts":1,"retry":false},
  "customer":{"status":"not-sent","mayHaveArrived":false,"attempts":0,"retry":false}}},
  "owner":"k3x9q2ab","heartbeat":1764000000000,"left":true}`;

it('resumes an order the previous version kept mid-send with the same reference, lines and mail text; from OLD_FORMATS_UNTIL the previous format is neither read nor written: only this version’s', () => {
  const kept = parseKeptOrder(OLD_KEPT_ORDER)!;
  expect(kept.order.reference).toBe('DL-4K7QX');
  const amounts = kept.order.lines.map((line) => `${line.id}: ${line.kg} kg, ${line.aantalStuks} st.`);
  expect(amounts).toEqual(['1: 0.5 kg, 0 st.', '2: 0.125 kg, 0 st.', '3: 2 kg, 0 st.', '4: 0 kg, 3 st.']);
  expect(kept.order.mails.shop).toMatchObject({ status: 'in-flight', mayHaveArrived: true });
  const mail = buildTemplateParams({ order: kept.order });
  expect(mail.producten.map((product) => product.gewicht)).toEqual(['0,5', '0,125', '2', '0']);
  expect(JSON.stringify(kept)).not.toContain('gewicht');
  const old = JSON.parse(OLD_KEPT_ORDER) as object;
  expect(kept.writtenAt).toBe(1764000000000);
  expect(migrate(old, OLD_FORMATS_UNTIL - 1)).toMatchObject({ version: 4, writtenAt: 1764000000000 });
  expect(migrate(old, OLD_FORMATS_UNTIL)).toBeNull();
  const current = JSON.parse(toStored(kept, OLD_FORMATS_UNTIL)) as object;
  expect(current).toEqual({ ...kept, version: 4 });
  expect(migrate(current, OLD_FORMATS_UNTIL)).toBe(current);
  expect(toStored(kept, OLD_FORMATS_UNTIL - 1)).toContain('"heartbeat":1764000000000');
});

it('reads a concept and history the previous version kept, and refuses a weight no version accepted', () => {
  const concept = parseConcept(
    '{"quantities":{"7":{"isPerPiece":false,"gewicht":"1,25","aantalStuks":0},"8":{"isPerPiece":false,"gewicht":"","aantalStuks":0}},' +
      '"contact":{"naam":"","email":"","telefoon":"","bericht":""},"savedAt":1764000000000}',
  );
  expect(concept?.quantities).toEqual({
    7: { isPerPiece: false, kg: 1.25, aantalStuks: 0 },
    8: { isPerPiece: false, kg: 0, aantalStuks: 0 },
  });
  const history = parseHistory(
    '[{"reference":"DL-4K7QX","dag":"2026-11-27","quantities":{"1":{"isPerPiece":false,"gewicht":"0,5","aantalStuks":0}},' +
      '"contact":{"naam":"Jan","email":"jan@example.be","telefoon":"0470123456","bericht":""}}]',
  );
  expect(history[0]?.quantities).toEqual({ 1: { isPerPiece: false, kg: 0.5, aantalStuks: 0 } });
  const withAmount = (amount: object) => {
    const quantities = { 1: { isPerPiece: false, aantalStuks: 0, ...amount } };
    return parseHistory(JSON.stringify([{ ...history[0], quantities }]));
  };
  expect(withAmount({ gewicht: '51' })).toEqual([]);
  // under 100 g: an earlier version allowed it, and such an order may be at the shop (issue 51.5)
  expect(withAmount({ kg: 0.05 })).toHaveLength(1);
  expect(withAmount({ gewicht: '0,05' })[0]?.quantities).toEqual({
    1: { isPerPiece: false, kg: 0.05, aantalStuks: 0 },
  });
  expect(withAmount({ kg: 1.2345 })).toEqual([]);
  expect(withAmount({ kg: 50.5 })).toEqual([]);
  expect(withAmount({ kg: 49.999 })).toHaveLength(1);
});

it('keeps the amounts of a product /admin numbered by the moment of its first save (13 digits), and the prices a sent order was made at (which ones: price.test.ts); refuses a price that is no number', () => {
  const amount = { isPerPiece: false, kg: 0.5, aantalStuks: 0 };
  const nobody = { naam: '', email: '', telefoon: '', bericht: '' };
  const concept = { quantities: { '1765090000000': amount }, contact: nobody, savedAt: 1 };
  expect(parseConcept(toStored(concept))?.quantities).toEqual({ '1765090000000': amount });
  const contact = { naam: 'Jan', email: 'jan@example.be', telefoon: '', bericht: '' };
  const quantities = { '1': { isPerPiece: false, kg: 1.5, aantalStuks: 0 } };
  const prices = { '1': { pricePerKg: 22.5 } };
  const past = { reference: 'DL-4K7QX', dag: '2026-11-20', quantities, contact, prices };
  expect(parseHistory(toStored({ orders: [past] }))).toEqual([past]);
  const malformed = { ...past, prices: { '1': { pricePerKg: 'veel' } } };
  expect(parseHistory(toStored({ orders: [malformed] }))).toEqual([]);
});
