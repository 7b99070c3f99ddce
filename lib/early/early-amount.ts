// What an amount field shows after a step, for the order page's early script (it runs before the
// framework, so it cannot import quantity.ts). The store is the truth: when the framework starts it
// replays the customer's actions through the store (components/order/early-input.ts). This function
// only previews that result, and a property test holds it to the store's rules for any typed text
// (__tests__/unit/lib/early/early-amount.test.ts). It is serialised into the inline script with
// toString, so it uses nothing but its arguments, old syntax and no comments inside.

/* eslint-disable no-var */
/**
 * The field's text after a step of `direction` from `text` (null: the step does nothing). `allowed`:
 * the product's fixed weights, empty when any weight goes. Mirrors the store's `step` with its guard.
 */
export function earlyStep(
  text: string,
  perPiece: boolean,
  allowed: readonly number[],
  direction: number,
  limits: { stepKg: number; maxKg: number; minKg: number; maxPieces: number },
): string | null {
  var kgOf = function (weight: string) {
    var trimmed = String(weight)
      .trim()
      .replace(/\s*kg$/i, '');
    if (/^\d+\.\d{3}$/.test(trimmed)) return 0;
    var match = /^(\d*)(?:,(\d{0,3}))?$/.exec(trimmed.replace('.', ','));
    if (!match || trimmed === '') return 0;
    var kg = Number((match[1] || '0') + '.' + (match[2] || '0'));
    return !isFinite(kg) || kg > limits.maxKg || (kg > 0 && kg < limits.minKg) ? 0 : kg;
  };
  var fmt = function (kg: number) {
    var grams = Math.round(Math.min(Math.max(kg, 0), limits.maxKg) * 1000);
    var fraction = String(grams % 1000);
    while (fraction.length < 3) fraction = '0' + fraction;
    fraction = fraction.replace(/0+$/, '');
    return String(Math.floor(grams / 1000)) + (fraction ? ',' + fraction : '');
  };
  if (perPiece) {
    var pieces = /^\s*(\d+)\s*(?:st\.?|stuks?)?\s*$/i.exec(String(text));
    var count = pieces && Number(pieces[1]) <= limits.maxPieces ? Number(pieces[1]) : 0;
    if ((direction < 0 && count <= 0) || (direction > 0 && count >= limits.maxPieces)) return null;
    return String(count + direction);
  }
  var kg = kgOf(text);
  var top = allowed.length ? Math.max.apply(null, allowed as number[]) : limits.maxKg;
  if ((direction < 0 && kg <= 0) || (direction > 0 && kg >= top)) return null;
  if (allowed.length) {
    var options = [0].concat(allowed as number[]).sort(function (a, b) {
      return direction > 0 ? a - b : b - a;
    });
    for (var i = 0; i < options.length; i += 1) {
      var option = options[i] as number;
      if (direction > 0 ? option > kg + 1e-9 : option < kg - 1e-9) return fmt(option);
    }
    return fmt(direction > 0 ? top : 0);
  }
  var steps = kg / limits.stepKg;
  var next = direction > 0 ? Math.floor(steps + 1e-9) + 1 : Math.ceil(steps - 1e-9) - 1;
  return fmt(next * limits.stepKg);
}
/* eslint-enable no-var */
