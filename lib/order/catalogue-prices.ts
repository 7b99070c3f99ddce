import { catalogue, productById } from './catalogue';
import { hasPrices, type PriceOf } from './price';

// The shop's price list (issue 19), read from the catalogue: whether prices are shown at all (not
// while no product in content/producten.json has one) and each product's price by id.

export type PriceList = { shown: boolean; priceOf: PriceOf };

export const cataloguePrices: PriceList = {
  shown: hasPrices(catalogue),
  priceOf: (id) => productById(id),
};
