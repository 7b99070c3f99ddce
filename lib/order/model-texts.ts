// What the order model tells the customer (order-model.ts decides when).
import { pickupLabel } from './day-text';
import { shop } from '@/lib/shop';

export const CHUNK_FAILURE_MESSAGE =
  'Een deel van de pagina kon niet geladen worden (zwak netwerk?). Uw bestelling staat er nog: probeer het zo opnieuw.';
export const FORGOTTEN_NOTE = 'Uw gegevens en vorige bestellingen zijn van dit toestel gewist.';
export const forgottenExcept = (references: readonly string[]) =>
  references.length === 1
    ? `Uw gegevens zijn van dit toestel gewist, behalve bestelling ${references[0]}: die is nog niet volledig verzonden. Ze wordt gewist zodra ze verzonden is of u ze niet meer nodig hebt.`
    : `Uw gegevens zijn van dit toestel gewist, behalve de bestellingen ${references.join(' en ')}: die zijn nog niet volledig verzonden. Ze worden gewist zodra ze verzonden zijn of u ze niet meer nodig hebt.`;
export const CHOICE_MESSAGE = 'Zeg eerst of dit dezelfde bestelling is of een nieuwe.';
export const receivedMeanwhile = (reference: string) =>
  `De slagerij heeft bestelling ${reference} intussen ontvangen: die verandert niet meer. Zeg opnieuw of dit een nieuwe bestelling is.`;
export const heldElsewhere = (reference: string) =>
  `Bestelling ${reference} wordt in een ander venster van deze browser verstuurd. Rond ze daar af, of kies ‘nieuwe bestelling’.`;
export const amendEnded = (reference: string) =>
  `De slagerij heeft bestelling ${reference} intussen toch ontvangen: ze verandert niet meer. Wat u nu bestelt, wordt een nieuwe bestelling (de pagina vraagt het u).`;

export function dayGone(dag: string, now: boolean) {
  return `${pickupLabel(dag)} kan niet meer: de bestellingen voor die dag zijn ${now ? 'intussen ' : ''}afgesloten.${now ? ' Er is niets verzonden.' : ''} Kies een andere dag.`;
}

export const hourGone = ({ dag, uur }: { dag: string; uur: string }) =>
  `${pickupLabel(dag)} om ${uur} kan niet meer: de uren van die dag zijn gewijzigd. Er is niets verzonden. Kies een ander moment.`;

export const CANCEL_TOO_LATE = `Annuleren per mail kan niet meer op de afhaaldag zelf: bel ons op ${shop.phone.display}.`;
