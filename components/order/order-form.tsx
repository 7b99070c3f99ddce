'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch, type Control, type FieldError, type Resolver } from 'react-hook-form';
import { emailJsConfig } from '@/lib/env';
import { productById } from '@/lib/order/catalogue';
import type { OrderDraft } from '@/lib/order/draft';
import type { OrderLine } from '@/lib/order/lines';
import { buildTemplateParams } from '@/lib/order/payload';
import { DEFAULT_PICKUP_HOUR, shopPickupDays, type PickupOption } from '@/lib/order/pickup';
import { createOrderReference } from '@/lib/order/reference';
import { BERICHT_MAX_LENGTH, NO_PRODUCT_MESSAGE, isHoneypotFilled } from '@/lib/order/form-rules';
import type { OrderForm as OrderFormValues } from '@/lib/order/schema';
import type { Delivery, SendResult } from '@/lib/order/send';
import { ConfirmDialog } from './confirm-dialog';
import { createDraftSaver, isEmptyDraft, readDraft, writeDraft } from './order-draft';
import { OrderResult, type OrderOutcome, type SentOrder } from './order-result';
import { useOrderStore, usePendingOrder, type PendingOrder } from './order-store';
import { OrderSummary } from './order-summary';
import styles from './order-form.module.css';

export const PHONE_HINT = 'Vul een geldig nummer in, bv. een gsm-nummer van 10 cijfers';

type Contact = OrderDraft['contact'];
type Pending = PendingOrder;
type FormValues = Contact & { website: string };
type DialogState = {
  lines: readonly OrderLine[];
  form: OrderFormValues;
  days: PickupOption[];
  dag: string;
  uur: string;
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
const NONE: Delivery = { shop: false, customer: false };

const contactOf = (values: Partial<FormValues>): Contact => ({
  naam: values.naam ?? '',
  email: values.email ?? '',
  telefoon: values.telefoon ?? '',
  bericht: values.bericht ?? '',
});

// A restored order that is changed is a new version of the same order: mails that already went out
// (or may have: time-out) are sent again, marked as a resend so the shop spots the repeat.
function changedPending(pending: Pending): Pending {
  return {
    ...pending,
    delivered: NONE,
    timedOut: {
      shop: pending.delivered.shop || pending.timedOut.shop,
      customer: pending.delivered.customer || pending.timedOut.customer,
    },
  };
}

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
  const pending = usePendingOrder(store);
  const [productError, setProductError] = useState<string | null>(null);

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
  const saveDraft = useCallback(() => {
    draftSaver.schedule(() => {
      if (!loadedRef.current || holdDraftRef.current) return undefined;
      const pendingOrder = store.getPending();
      const draft: OrderDraft = {
        version: 1,
        quantities: store.quantities(),
        contact: contactOf(getValues()),
        ...(pendingOrder ? { pending: pendingOrder } : {}),
      };
      return isEmptyDraft(draft) ? null : draft;
    });
  }, [draftSaver, store, getValues]);
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
    const current = store.getPending();
    if (current && (current.delivered.shop || current.delivered.customer))
      store.setPending(changedPending(current));
    saveDraft();
  }, [saveDraft, store]);

  // Restore the order in progress after mount (the server HTML has the empty order: rows keep their
  // size, only values change), then follow every edit.
  useEffect(() => {
    let active = true;
    let edited = false;
    // Checking a stored draft loads its schema (zod) first, only when there is one; an edit made in
    // that moment wins over the stored draft.
    void readDraft().then((draft) => {
      if (!active) return;
      if (draft && !edited) {
        asPage(() => {
          store.load(draft.quantities);
          reset({ ...EMPTY, ...draft.contact });
        });
        if (draft.pending) store.setPending(draft.pending);
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
  }, [store, reset, subscribe, asPage, onVisitorEdit, saveDraft]);

  useEffect(() => {
    if (outcome) resultRef.current?.focus();
  }, [outcome]);

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
    const lines = store.getChosen();
    if (lines.length === 0) {
      setProductError(NO_PRODUCT_MESSAGE);
      summaryRef.current?.focus();
      return;
    }
    const products = lines.flatMap((line) => productById(line.id) ?? []);
    // Computed now, in the browser, never at build time: the offer changes every Thursday.
    const days = shopPickupDays(new Date(), products);
    const previous = store.getPending() ?? lastPickupRef.current;
    const dag = previous && days.some((day) => day.value === previous.dag) ? previous.dag : '';
    setDialog({ lines, form, days, dag, uur: previous?.uur ?? DEFAULT_PICKUP_HOUR });
  };

  const closeDialog = (pickup: { dag: string; uur: string }) => {
    lastPickupRef.current = pickup;
    setDialog(null);
  };

  const confirm = async ({ dag, uur }: { dag: string; uur: string }) => {
    if (!dialog || sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    const { lines, form, days } = dialog;

    let previous = store.getPending();
    if (previous && (previous.dag !== dag || previous.uur !== uur)) previous = changedPending(previous);
    const reference = previous?.reference ?? createOrderReference(new Date(), Math.random);
    const alreadyDelivered = previous?.delivered ?? NONE;
    const resend = previous?.timedOut ?? NONE;
    const base = { lines, form, dag, uur, reference };
    const shopParams = buildTemplateParams({ ...base, resend: resend.shop });
    const customerParams = buildTemplateParams({ ...base, resend: resend.customer });

    let result: SendResult;
    try {
      // Loaded on the first confirm: the EmailJS SDK is not needed to compose an order.
      const [{ createEmailJsTransport }, { sendOrderMails }] = await Promise.all([
        import('@/lib/order/emailjs'),
        import('@/lib/order/send'),
      ]);
      result = await sendOrderMails({
        shopParams,
        customerParams,
        templates: { shop: emailJsConfig.templateShop, customer: emailJsConfig.templateCustomer },
        transport: createEmailJsTransport(emailJsConfig),
        alreadyDelivered,
      });
    } catch {
      result = { ok: false, delivered: alreadyDelivered, timedOut: NONE, failures: [] };
    }

    const order: SentOrder = {
      reference,
      dag,
      uur,
      dayLabel: days.find((day) => day.value === dag)?.label ?? dag,
      lines,
      params: shopParams,
    };
    const failedQuantities = store.quantities();
    // as typed (the form's output has the phone normalised), so a restore gives back the same fields
    const contact = contactOf(getValues());

    // Spec §4: whether sent or not, quantities go back to 0, the fields clear and the dialog closes.
    asPage(() => {
      store.reset();
      reset(EMPTY);
    });
    lastPickupRef.current = null;
    store.setPending(null);
    setDialog(null);
    setSending(false);
    sendingRef.current = false;

    if (result.ok) {
      holdDraftRef.current = false;
      storeDraft(null);
      setFailedDraft(null);
      setOutcome({ kind: 'sent', order });
      return;
    }
    const timedOut: Delivery = {
      shop: !result.delivered.shop && (resend.shop || result.timedOut.shop),
      customer: !result.delivered.customer && (resend.customer || result.timedOut.customer),
    };
    const failed: OrderDraft = {
      version: 1,
      quantities: failedQuantities,
      contact,
      pending: { reference, dag, uur, delivered: result.delivered, timedOut },
    };
    storeDraft(failed);
    holdDraftRef.current = true;
    setFailedDraft(failed);
    setOutcome({ kind: 'failed', order, delivered: result.delivered, timedOut });
  };

  const restore = () => {
    if (!failedDraft) return;
    asPage(() => {
      store.load(failedDraft.quantities);
      reset({ ...EMPTY, ...failedDraft.contact });
    });
    holdDraftRef.current = false;
    store.setPending(failedDraft.pending ?? null);
    lastPickupRef.current = failedDraft.pending
      ? { dag: failedDraft.pending.dag, uur: failedDraft.pending.uur }
      : null;
    saveDraft();
    setFailedDraft(null);
    setOutcome(null);
    formTitleRef.current?.focus();
  };

  return (
    <div className={styles.checkout}>
      {outcome && <OrderResult ref={resultRef} outcome={outcome} onRestore={restore} />}

      <OrderSummary ref={summaryRef} error={productError} searchId={searchId} />

      <section id="bestelformulier" className={styles.formCard} aria-labelledby="bestelling-plaatsen">
        <h2 id="bestelling-plaatsen" ref={formTitleRef} tabIndex={-1} className={styles.title}>
          Bestelling Plaatsen
        </h2>
        {pending && (
          <p className={styles.pending} role="status">
            Bestelling <strong>{pending.reference}</strong> is nog niet volledig verzonden. Kijk ze na en klik
            op ‘Bestelling Plaatsen’ om ze opnieuw te versturen.
          </p>
        )}
        <form
          noValidate
          className={styles.form}
          onFocus={preloadFormCheck}
          onSubmit={(event) =>
            handleSubmit(openDialog, () => {
              setProductError(store.getChosen().length === 0 ? NO_PRODUCT_MESSAGE : null);
            })(event)
          }
        >
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
          {/* Honeypot: people never see or reach it; form-filling bots do. */}
          <div className={styles.trap} aria-hidden="true">
            <label htmlFor="bestelling-website">Website</label>
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
