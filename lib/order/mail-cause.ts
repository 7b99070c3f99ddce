// Why a mail's fate is unknown (issue 32 #18), told to the customer: never a time-out when an answer came.

export const UNKNOWN_CAUSES = ['timeout', 'error', 'network'] as const;
export type UnknownCause = (typeof UNKNOWN_CAUSES)[number];

const CAUSE_TEXT: Record<UnknownCause, string> = {
  timeout: 'de e-maildienst antwoordde niet op tijd',
  error: 'de e-maildienst antwoordde met een fout',
  network: 'de verbinding met de e-maildienst werd verbroken',
};
// A request under way when the page was reloaded or its tab closed: nobody heard the answer.
const NO_ANSWER = 'we kregen geen duidelijk antwoord van de e-maildienst';

const causeText = (cause: UnknownCause | undefined) => (cause ? CAUSE_TEXT[cause] : NO_ANSWER);
const capitalCause = (cause: UnknownCause | undefined) =>
  causeText(cause).replace(/^./, (first) => first.toUpperCase());

export const copyUnknownText = (cause: UnknownCause | undefined) =>
  `De slagerij heeft uw bestelling ontvangen. We weten niet of de bevestiging naar uw e-mailadres vertrokken is: ${causeText(cause)}.`;

export const maybeArrivedText = (cause: UnknownCause | undefined) =>
  `${capitalCause(cause)}: misschien is uw bestelling toch aangekomen. Verstuurt u ze opnieuw, dan ziet de slagerij aan de referentie en de vermelding ‘herzending’ dat het om dezelfde bestelling gaat.`;

export const cancelMaybeText = (cause: UnknownCause | undefined) =>
  `${capitalCause(cause)}: misschien is uw annulering toch aangekomen.`;
