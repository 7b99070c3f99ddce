import { writtenPhone } from '@/lib/order/phone';

it.each([
  // Belgian mobiles and landlines, as people type them: one written form.
  ['0470 12 34 56', '0470 12 34 56'],
  ['0470123456', '0470 12 34 56'],
  ['0470.12.34.56', '0470 12 34 56'],
  ['0470/12.34.56', '0470 12 34 56'],
  ['0470-12-34-56', '0470 12 34 56'],
  [' (0470) 123 456 ', '0470 12 34 56'],
  ['+32 470 12 34 56', '0470 12 34 56'],
  ['0032 470 12 34 56', '0470 12 34 56'],
  ['050 36 12 34', '050 36 12 34'],
  ['050361234', '050 36 12 34'],
  ['+32 50 36 12 34', '050 36 12 34'],
  ['02 511 22 33', '02 511 22 33'],
  // Other countries in + (or 00) form, written internationally.
  ['+31 6 12345678', '+31 6 12345678'],
  ['0031612345678', '+31 6 12345678'],
  ['+33 6 12 34 56 78', '+33 6 12 34 56 78'],
  ['+49 30 12345678', '+49 30 12345678'],
])('%j → %j', (raw, written) => {
  expect(writtenPhone(raw)).toBe(written);
});

it.each([
  '',
  '047012345', // a digit short
  '04701234567', // a digit too many
  '0470 12 34 5x',
  '06 12345678', // a Dutch mobile without +31 is not a Belgian number
  '050 12 34 5',
  '+31 6 1234',
  'nummer',
  '0470 12 34 56 of 050 36 12 34',
  '+32 470 12 34 56\u202E',
])('refuses %j', (raw) => {
  expect(writtenPhone(raw)).toBeNull();
});
