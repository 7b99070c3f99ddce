// The inline script's entry (inline-script.ts bundles it): it starts as soon as the form is parsed.
import { startEarlyOrder } from './early-order-script';

startEarlyOrder();
