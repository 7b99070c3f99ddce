import path from 'node:path';
import { buildSync } from 'esbuild';
import { shop } from '@/lib/shop';
import styles from './early-order.module.css';

// Server components: the script (bundled at export, hashed for the CSP) and its messages are in the HTML.
// It goes first in the fieldset (OrderShop's `early`): it switches the form on as that opens.
const EARLY_ORDER_SCRIPT = buildSync({
  entryPoints: [path.join(process.cwd(), 'lib/early/early-order-script.ts')],
  bundle: true,
  minify: true,
  format: 'iife',
  // The browsers Next 16 supports.
  target: ['chrome111', 'edge111', 'firefox111', 'safari16.4'],
  legalComments: 'none',
  write: false,
}).outputFiles[0]!.text.trim();

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
