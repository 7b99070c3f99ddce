import { inlineScript } from '@/lib/early/inline-script';
import { shop } from '@/lib/shop';
import styles from './early-order.module.css';

// Server components; the script goes first in the fieldset, so it enables the form however many rows follow.
const EARLY_ORDER_SCRIPT = inlineScript('early-order-script.ts');

export function EarlyOrderScript() {
  return <script dangerouslySetInnerHTML={{ __html: EARLY_ORDER_SCRIPT }} />;
}

// On a submit before the page is ready; and when its JavaScript never comes (the script fills in the mail).
export function EarlyOrderMessages() {
  return (
    <>
      <p className={styles.wait} role="status" data-early-wait="" hidden>
        Even geduld: de pagina wordt klaargemaakt. Uw bestelling gaat daarna vanzelf verder.
      </p>
      <div className={styles.wait} role="alert" data-early-stuck="" hidden>
        <p>
          Deze pagina kan uw bestelling nu niet versturen: een deel ervan laadt niet (zwak netwerk?).{' '}
          <span data-early-kept="">Wat u typte, blijft op dit toestel bewaard.</span>
        </p>
        <p>
          Bestel telefonisch (<a href={`tel:${shop.phone.tel}`}>Bel {shop.phone.display}</a>) of met een mail
          die klaarstaat met wat u typte (<a href={`mailto:${shop.email}`}>Mail uw bestelling</a>).
        </p>
      </div>
    </>
  );
}
