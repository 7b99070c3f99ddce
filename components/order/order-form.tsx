'use client';

import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useForm, useWatch, type Control, type FieldError, type Resolver } from 'react-hook-form';
import { emailJsConfig } from '@/lib/env';
import { productById } from '@/lib/order/catalogue';
import type { OrderDraft, StoredOrder } from '@/lib/order/draft';
import { confirmOrder, outcomeOf, pageRestored } from '@/lib/order/lifecycle';
import type { OrderLine } from '@/lib/order/lines';
import { buildTemplateParams } from '@/lib/order/payload';
import { DEFAULT_PICKUP_HOUR, pickupLabel, shopPickupDays, type PickupOption } from '@/lib/order/pickup';
import { createOrderReference } from '@/lib/order/reference';
import { BERICHT_MAX_LENGTH, NO_PRODUCT_MESSAGE, isHoneypotFilled } from '@/lib/order/form-rules';
import type { OrderFormInput, OrderForm as OrderFormValues } from '@/lib/order/schema';
import { ConfirmDialog } from './confirm-dialog';
import {
  createDraftSaver,
  forgetCustomer,
  isEmptyDraft,
  readDraft,
  readHistory,
  writeDraft,
  writeHistory,
} from './order-draft';
import { addToHistory, type PastOrder } from '@/lib/order/history';
import { Reorder } from './reorder';
import { OrderResult, type OrderOutcome, type SentOrder } from './order-result';
import { useOrderStore, useStoredOrder } from './order-store';
import { OrderSummary } from './order-summary';
import styles from './order-form.module.css';

export const PHONE_HINT = 'Vul een geldig nummer in, bv. een gsm-nummer van 10 cijfers';

export const CHUNK_FAILURE_MESSAGE =
  'Een deel van de pagina kon niet geladen worden (zwak netwerk?). Uw bestelling staat er nog: probeer het zo opnieuw.';
export const INVALID_AMOUNT_MESSAGE = 'Verbeter eerst de hoeveelheid bij';

type Contact = OrderDraft['contact'];
// The schema is the type: what the fields hold (z.input) and what the check gives (z.infer).
type FormValues = OrderFormInput;
type DialogState = {
  lines: readonly OrderLine[];
  form: OrderFormValues;
  days: PickupOption[];
  dag: string;
  uur: string;
  /** Why the dialog asks again (the chosen day passed while it was open, a part failed to load). */
  notice: string | null;
};

// zod and the form's one schema are not part of the page: they load when the visitor first enters
// the form (so the check on submit has them at hand), or at the latest on submit.
const loadFormCheck = () => Promise.all([import('@hookform/resolvers/zod'), import('@/lib/order/schema')]);
const preloadFormCheck = () => {
  loadFormCheck().catch(() => undefined);
};
const orderFormResolver: Resolver<FormValues, unknown, OrderFormValues> = async (
  values,
  context,
  options,
) => {
  const [{ zodResolver }, { orderFormSchema }] = await loadFormCheck();
  return zodResolver(orderFormSchema)(values, context, options);
};

const EMPTY: FormValues = { naam: '', email: '', telefoon: '', bericht: '', website: '' };

const contactOf = (values: Partial<FormValues>): Contact => ({
  naam: values.naam ?? '',
  email: values.email ?? '',
  telefoon: values.telefoon ?? '',
  bericht: values.bericht ?? '',
});

function droppedNote(dropped: readonly string[]): string | null {
  if (dropped.length === 0) return null;
  const named = dropped.filter(Boolean);
  const unnamed = dropped.length - named.length;
  const parts = [...named];
  if (unnamed > 0)
    parts.push(
      unnamed === 1 ? 'één product dat niet meer bestaat' : `${unnamed} producten die niet meer bestaan`,
    );
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} en ${parts.at(-1)}` : parts[0];
  return `Niet meer te bestellen en daarom weggelaten: ${list}. De rest van uw bestelling staat klaar.`;
}

const sentOrder = (order: StoredOrder): SentOrder => ({
  reference: order.reference,
  dag: order.dag,
  uur: order.uur,
  dayLabel: pickupLabel(order.dag),
  lines: order.lines,
  params: buildTemplateParams({
    lines: order.lines,
    form: order.contact,
    dag: order.dag,
    uur: order.uur,
    reference: order.reference,
  }),
});

type FieldProps = {
  id: string;
  label: ReactNode;
  error?: FieldError;
  hint?: string;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
  after?: ReactNode;
};

function Field({ id, label, error, hint, children, after }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-fout` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children(describedBy, Boolean(error))}
      {error?.message && (
        <p id={errorId} role="alert" className={styles.error}>
          {error.message}
        </p>
      )}
      {after}
    </div>
  );
}

function MessageCounter({ control }: { control: Control<FormValues, unknown, OrderFormValues> }) {
  const length = (useWatch({ control, name: 'bericht' }) ?? '').length;
  return (
    <p id="bestelling-bericht-teller" className={styles.counter}>
      {length}/{BERICHT_MAX_LENGTH} tekens
    </p>
  );
}

export function OrderForm({ searchId }: { searchId: string }) {
  const store = useOrderStore();
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    subscribe,
    control,
    formState: { errors },
  } = useForm<FormValues, unknown, OrderFormValues>({
    resolver: orderFormResolver,
    defaultValues: EMPTY,
  });

  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<OrderOutcome | null>(null);
  const [failedDraft, setFailedDraft] = useState<OrderDraft | null>(null);
  const stored = useStoredOrder(store);
  const [productError, setProductError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [history, setHistory] = useState<readonly PastOrder[]>([]);

  const sendingRef = useRef(false);
  const lastPickupRef = useRef<{ dag: string; uur: string } | null>(null);
  // Set while the page itself changes lines or fields (restore, reset): those are no visitor edits.
  const programmaticRef = useRef(false);
  // After a failure the form is empty but the stored draft keeps the failed order until the visitor
  // starts something new.
  const holdDraftRef = useRef(false);
  const loadedRef = useRef(false);
  const submitRef = useRef<HTMLButtonElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const resultRef = useRef<HTMLElement>(null);
  const formTitleRef = useRef<HTMLHeadingElement>(null);

  // Serialising every line on each click or keystroke would cost the interaction: the draft is
  // written once typing pauses, and at once when the page is hidden or left.
  const [draftSaver] = useState(() => createDraftSaver());
  const buildDraft = useCallback((): OrderDraft | null => {
    const order = store.getOrder();
    const draft: OrderDraft = {
      version: 2,
      quantities: store.quantities(),
      contact: contactOf(getValues()),
      ...(order ? { order } : {}),
      savedAt: Date.now(),
    };
    return isEmptyDraft(draft) ? null : draft;
  }, [store, getValues]);
  const saveDraft = useCallback(() => {
    draftSaver.schedule(() => (!loadedRef.current || holdDraftRef.current ? undefined : buildDraft()));
  }, [draftSaver, buildDraft]);
  useEffect(() => draftSaver.listen(), [draftSaver]);

  // Written now (not after the pause): a result replaces whatever was waiting to be saved.
  const storeDraft = useCallback(
    (draft: OrderDraft | null) => {
      draftSaver.cancel();
      writeDraft(draft);
    },
    [draftSaver],
  );

  const asPage = useCallback((change: () => void) => {
    programmaticRef.current = true;
    try {
      change();
    } finally {
      programmaticRef.current = false;
    }
  }, []);

  const onVisitorEdit = useCallback(() => {
    holdDraftRef.current = false;
    saveDraft();
  }, [saveDraft]);

  const remember = useCallback((order: StoredOrder, draft: Pick<OrderDraft, 'quantities' | 'contact'>) => {
    setHistory((current) => {
      const next = addToHistory(current, {
        reference: order.reference,
        dag: order.dag,
        quantities: draft.quantities,
        contact: draft.contact,
      });
      writeHistory(next);
      return next;
    });
  }, []);

  const putBack = useCallback(
    (draft: Pick<OrderDraft, 'quantities' | 'contact'>) => {
      let dropped: string[] = [];
      asPage(() => {
        dropped = store.load(draft.quantities);
        reset({ ...EMPTY, ...draft.contact });
      });
      setNote(droppedNote(dropped));
    },
    [asPage, reset, store],
  );

  // Restore the order in progress after mount (the server HTML has the empty order: rows keep their
  // size, only values change), then follow every edit.
  useEffect(() => {
    let active = true;
    let edited = false;
    // Checking a stored draft loads its schema (zod) first, only when there is one; an edit made in
    // that moment wins over the stored draft.
    void readHistory().then((past) => {
      if (active && past.length > 0) setHistory((current) => (current.length > 0 ? current : past));
    });
    void readDraft().then((draft) => {
      if (!active) return;
      const order = draft?.order ? pageRestored(draft.order) : null;
      if (order && outcomeOf(order) === 'sent') {
        // Both mails went out before the page went away: say so, never offer it again as new.
        if (!edited && draft) {
          storeDraft(null);
          remember(order, draft);
          setOutcome({ kind: 'sent', order: sentOrder(order) });
        }
      } else if (draft && !edited) {
        putBack(draft);
        if (order) {
          store.setOrder(order);
          lastPickupRef.current = { dag: order.dag, uur: order.uur };
          writeDraft({ ...draft, order, savedAt: Date.now() });
        }
      }
      loadedRef.current = true;
      if (edited) saveDraft();
    });
    const onEdit = () => {
      edited = true;
      onVisitorEdit();
    };
    const unsubscribeStore = store.subscribe(() => {
      if (!programmaticRef.current) onEdit();
    });
    const unsubscribeForm = subscribe({
      formState: { values: true },
      callback: ({ type }) => {
        if (type === 'change' && !programmaticRef.current) onEdit();
      },
    });
    return () => {
      active = false;
      unsubscribeStore();
      unsubscribeForm();
    };
  }, [store, subscribe, onVisitorEdit, saveDraft, storeDraft, putBack, remember]);

  useEffect(() => {
    if (outcome) resultRef.current?.focus();
  }, [outcome]);

  const productsOf = (lines: readonly OrderLine[]) => lines.flatMap((line) => productById(line.id) ?? []);

  const openDialog = (form: OrderFormValues) => {
    setProductError(null);
    setOutcome(null);
    // Honeypot filled: a bot. It gets the success it hopes for and nothing is sent.
    if (isHoneypotFilled(form)) {
      asPage(() => {
        store.reset();
        reset(EMPTY);
      });
      storeDraft(null);
      setOutcome({ kind: 'sent', order: null });
      return;
    }
    const invalid = store.invalidRows();
    if (invalid.length > 0) {
      setProductError(`${INVALID_AMOUNT_MESSAGE} ${invalid.map((product) => product.naam).join(', ')}.`);
      summaryRef.current?.focus();
      return;
    }
    const lines = store.getChosen();
    if (lines.length === 0) {
      setProductError(NO_PRODUCT_MESSAGE);
      summaryRef.current?.focus();
      return;
    }
    // Computed now, in the browser, never at build time: the offer changes every Thursday.
    const days = shopPickupDays(new Date(), productsOf(lines));
    const previous = store.getOrder() ?? lastPickupRef.current;
    const dag = previous && days.some((day) => day.value === previous.dag) ? previous.dag : '';
    const notice =
      previous && previous.dag && !dag
        ? `${pickupLabel(previous.dag)} kan niet meer: de bestellingen voor die dag zijn afgesloten. Kies een andere dag.`
        : null;
    setDialog({ lines, form, days, dag, uur: previous?.uur ?? DEFAULT_PICKUP_HOUR, notice });
  };

  const onInvalid = () => {
    const invalid = store.invalidRows();
    if (invalid.length > 0)
      setProductError(`${INVALID_AMOUNT_MESSAGE} ${invalid.map((product) => product.naam).join(', ')}.`);
    else setProductError(store.getChosen().length === 0 ? NO_PRODUCT_MESSAGE : null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The check (zod) may fail to load on a flaky network: say so and keep everything.
    handleSubmit(
      openDialog,
      onInvalid,
    )(event).catch(() => {
      setProductError(CHUNK_FAILURE_MESSAGE);
      summaryRef.current?.focus();
    });
  };

  const closeDialog = (pickup: { dag: string; uur: string }) => {
    lastPickupRef.current = pickup;
    setDialog(null);
  };

  const confirm = async ({ dag, uur }: { dag: string; uur: string }) => {
    if (!dialog || sendingRef.current) return;
    const { lines, form } = dialog;

    // The dialog may have been open for a while: the day must still be possible now (deadline, lead
    // times, closures, a day in the past). If not, nothing is sent and the days valid now are offered.
    const daysNow = shopPickupDays(new Date(), productsOf(lines));
    if (!daysNow.some((day) => day.value === dag)) {
      setDialog({
        ...dialog,
        days: daysNow,
        dag: '',
        uur,
        notice: `${pickupLabel(dag)} kan niet meer: de bestellingen voor die dag zijn intussen afgesloten. Er is niets verzonden. Kies een andere dag.`,
      });
      return;
    }

    sendingRef.current = true;
    setSending(true);
    const typed = contactOf(getValues());
    const quantities = store.quantities();
    let order: StoredOrder = confirmOrder(store.getOrder(), { lines, contact: form, dag, uur }, () =>
      createOrderReference(new Date(), Math.random),
    );
    const save = (next: StoredOrder) => {
      order = next;
      store.setOrder(next);
      storeDraft({ version: 2, quantities, contact: typed, order: next, savedAt: Date.now() });
    };
    // Kept before anything leaves the browser: a reload or a closed tab finds this order again.
    save(order);

    let transport;
    let sendOrder;
    try {
      // Loaded on the first confirm: the EmailJS SDK is not needed to compose an order.
      const [emailjs, send] = await Promise.all([import('@/lib/order/emailjs'), import('@/lib/order/send')]);
      transport = await emailjs.loadEmailJsTransport(emailJsConfig);
      sendOrder = send.sendOrder;
    } catch {
      sendingRef.current = false;
      setSending(false);
      setDialog({ ...dialog, dag, uur, notice: CHUNK_FAILURE_MESSAGE });
      return;
    }
    try {
      await sendOrder(order, {
        transport,
        templates: { shop: emailJsConfig.templateShop, customer: emailJsConfig.templateCustomer },
        paramsFor: (current, _kind, resend) =>
          buildTemplateParams({
            lines: current.lines,
            form: current.contact,
            dag: current.dag,
            uur: current.uur,
            reference: current.reference,
            resend,
          }),
        save,
      });
    } catch {
      // the record says what is known; an unexpected error must not leave the dialog spinning
    }

    // Spec §4: whether sent or not, quantities go back to 0, the fields clear and the dialog closes.
    asPage(() => {
      store.reset();
      reset(EMPTY);
    });
    lastPickupRef.current = null;
    store.setOrder(null);
    setDialog(null);
    setSending(false);
    sendingRef.current = false;

    const result = outcomeOf(order);
    if (result === 'sent') {
      holdDraftRef.current = false;
      storeDraft(null);
      remember(order, { quantities, contact: typed });
      setFailedDraft(null);
      setOutcome({ kind: 'sent', order: sentOrder(order) });
      return;
    }
    const failed: OrderDraft = { version: 2, quantities, contact: typed, order, savedAt: Date.now() };
    storeDraft(failed);
    holdDraftRef.current = true;
    setFailedDraft(failed);
    setOutcome({ kind: 'failed', order: sentOrder(order), state: result === 'sending' ? 'maybe' : result });
  };

  const restore = () => {
    if (!failedDraft) return;
    putBack(failedDraft);
    holdDraftRef.current = false;
    store.setOrder(failedDraft.order ?? null);
    lastPickupRef.current = failedDraft.order
      ? { dag: failedDraft.order.dag, uur: failedDraft.order.uur }
      : null;
    saveDraft();
    setFailedDraft(null);
    setOutcome(null);
    formTitleRef.current?.focus();
  };

  const reorder = (past: PastOrder) => {
    putBack(past);
    // a new order: its own reference, and the customer picks a new day
    store.setOrder(null);
    lastPickupRef.current = null;
    holdDraftRef.current = false;
    setFailedDraft(null);
    setOutcome(null);
    saveDraft();
    formTitleRef.current?.focus();
  };

  const forget = () => {
    forgetCustomer();
    setHistory([]);
    setNote('Uw vorige bestellingen en gegevens zijn van dit toestel gewist.');
  };

  const storedState = stored ? outcomeOf(stored) : null;

  return (
    <div className={styles.checkout}>
      {outcome && <OrderResult ref={resultRef} outcome={outcome} onRestore={restore} />}

      <Reorder history={history} onReorder={reorder} onForget={forget} />

      <OrderSummary ref={summaryRef} error={productError} searchId={searchId} />

      <section id="bestelformulier" className={styles.formCard} aria-labelledby="bestelling-plaatsen">
        <h2 id="bestelling-plaatsen" ref={formTitleRef} tabIndex={-1} className={styles.title}>
          Bestelling Plaatsen
        </h2>
        {stored && storedState === 'maybe' && (
          <p className={styles.pending} role="status">
            Bestelling <strong>{stored.reference}</strong> is misschien al verzonden: we weten niet of ze bij
            de slagerij aangekomen is. Kijk ze na en klik op ‘Bestelling Plaatsen’ om ze opnieuw te versturen;
            ze draagt dan dezelfde referentie en de vermelding ‘herzending’, zodat de slagerij ze maar één
            keer klaarmaakt.
          </p>
        )}
        {stored && storedState !== 'maybe' && (
          <p className={styles.pending} role="status">
            Bestelling <strong>{stored.reference}</strong> is nog niet volledig verzonden. Kijk ze na en klik
            op ‘Bestelling Plaatsen’ om ze opnieuw te versturen.
          </p>
        )}
        {note && (
          <p className={styles.pending} role="status">
            {note}
          </p>
        )}
        {/* never GET: even a native submit must not put personal data in a URL */}
        <form method="post" noValidate className={styles.form} onFocus={preloadFormCheck} onSubmit={submit}>
          <Field id="bestelling-naam" label="Naam" error={errors.naam}>
            {(describedBy, invalid) => (
              <input
                id="bestelling-naam"
                className={styles.input}
                type="text"
                autoComplete="name"
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                {...register('naam')}
              />
            )}
          </Field>
          <Field id="bestelling-email" label="E-mail" error={errors.email}>
            {(describedBy, invalid) => (
              <input
                id="bestelling-email"
                className={styles.input}
                type="email"
                autoComplete="email"
                inputMode="email"
                spellCheck={false}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                {...register('email')}
              />
            )}
          </Field>
          <Field id="bestelling-telefoon" label="Telefoonnummer" hint={PHONE_HINT} error={errors.telefoon}>
            {(describedBy, invalid) => (
              <input
                id="bestelling-telefoon"
                className={styles.input}
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                {...register('telefoon')}
              />
            )}
          </Field>
          <Field
            id="bestelling-bericht"
            label={
              <>
                Bericht <span className={styles.optional}>(optioneel)</span>
              </>
            }
            error={errors.bericht}
            after={<MessageCounter control={control} />}
          >
            {(describedBy, invalid) => (
              <textarea
                id="bestelling-bericht"
                className={`${styles.input} ${styles.textarea}`}
                rows={4}
                maxLength={BERICHT_MAX_LENGTH}
                aria-invalid={invalid || undefined}
                aria-describedby={[describedBy, 'bestelling-bericht-teller'].filter(Boolean).join(' ')}
                {...register('bericht')}
              />
            )}
          </Field>
          {/* Honeypot: people, keyboards and autofill never reach it (not rendered); form-filling bots do. */}
          <div className={styles.trap} aria-hidden="true">
            <label htmlFor="bestelling-website">Laat dit veld leeg</label>
            <input
              id="bestelling-website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              {...register('website')}
            />
          </div>
          <button ref={submitRef} type="submit" className={`button ${styles.submit}`}>
            Bestelling Plaatsen
          </button>
          <p className={styles.privacy}>
            Wat we met uw gegevens doen: <a href="/privacy">privacy</a>.
          </p>
        </form>
      </section>

      {dialog && (
        <ConfirmDialog
          contact={dialog.form}
          lines={dialog.lines}
          days={dialog.days}
          notice={dialog.notice}
          initialDay={dialog.dag}
          initialHour={dialog.uur}
          sending={sending}
          onConfirm={confirm}
          onCancel={closeDialog}
          returnFocus={submitRef}
        />
      )}
    </div>
  );
}
