'use client';

import { useCallback, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createFormControl, useFormState, type FieldError, type Resolver } from 'react-hook-form';
import { BERICHT_MAX_LENGTH } from '@/lib/order/form-rules';
import type { OrderFormInput, OrderForm as OrderFormValues } from '@/lib/order/schema';
import { Message } from './controls';
import { adoptEarlyContact, type FormApi } from './early-input';
import { ConfirmDialogWhenNeeded, OrderResultWhenNeeded, ReorderWhenNeeded, formParts } from './on-demand';
import { STORAGE_FAILED_WARNING, type ModelState } from '@/lib/order/order-state';
import { useOrderStore } from './order-store';
import { OrderSummary } from './order-summary';
import { DeviceData } from './device-data';
import type { OrderRuntime } from '@/lib/device/order-runtime';
import { EMPTY_FORM, useOrderFlow } from './use-order-flow';
import styles from './order-form.module.css';

// zod and the schema are not in the page: they load when the visitor first enters the form, or on submit.
const loadFormCheck = () => Promise.all([import('@hookform/resolvers/zod'), import('@/lib/order/schema')]);
const orderFormResolver: Resolver<OrderFormInput, unknown, OrderFormValues> = async (...args) => {
  const [{ zodResolver }, { orderFormSchema }] = await loadFormCheck();
  return zodResolver(orderFormSchema)(...args);
};

// Read at each change (a watch misses text typed in hydration); no maxLength: nothing is cut, submit refuses.
function MessageCounter({ form: { getValues, subscribe } }: { form: FormApi }) {
  const length = useSyncExternalStore(
    useCallback((changed) => subscribe({ formState: { values: true }, callback: changed }), [subscribe]),
    () => (getValues('bericht') ?? '').trim().length,
    () => 0,
  );
  const over = length - BERICHT_MAX_LENGTH;
  return (
    <>
      <p id="bestelling-bericht-teller" className={over > 0 ? styles.counterOver : styles.counter}>
        {over > 0
          ? `${over} ${over === 1 ? 'teken' : 'tekens'} te veel (${length}/${BERICHT_MAX_LENGTH}): er is niets weggelaten, maak het wat korter`
          : `Nog ${-over} van ${BERICHT_MAX_LENGTH} tekens`}
      </p>
      {/* said once when the message becomes too long (the counter itself would speak at every key) */}
      <p role="status" className="visually-hidden">
        {over > 0 ? 'Uw bericht is te lang.' : ''}
      </p>
    </>
  );
}

type Control = { id: string; className?: string; 'aria-invalid'?: true; 'aria-describedby'?: string };
type FieldProps = { id: string; label: ReactNode; error?: FieldError; hint?: string; after?: ReactNode };

function Field(props: FieldProps & { children: (control: Control) => ReactNode }) {
  const { id, error, hint } = props;
  const describedBy = [error && `${id}-fout`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {props.label}
      </label>
      <Message id={`${id}-hint`} className={styles.hint} text={hint} />
      {props.children({
        id,
        className: styles.input,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      <Message id={`${id}-fout`} role="alert" className={styles.error} text={error?.message} />
      {props.after}
    </div>
  );
}

const PHONE_HINT = 'Bv. 0470 12 34 56 of 050 36 12 34; uit het buitenland met + (+31 6 12345678)';
const INPUTS = [
  { name: 'naam', label: 'Naam', type: 'text', autoComplete: 'name' },
  {
    name: 'email',
    label: 'E-mail',
    type: 'email',
    autoComplete: 'email',
    inputMode: 'email',
    spellCheck: false,
  },
  { name: 'telefoon', label: 'Telefoonnummer', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
] as const;

function ContactFields({ form }: { form: FormApi }) {
  const { register, control } = form;
  const { errors } = useFormState({ control });
  return (
    <>
      {INPUTS.map(({ name, label, ...input }) => (
        <Field
          key={name}
          id={`bestelling-${name}`}
          label={label}
          error={errors[name]}
          hint={name === 'telefoon' ? PHONE_HINT : undefined}
        >
          {(control) => <input {...control} {...input} {...register(name)} />}
        </Field>
      ))}
      <Field
        id="bestelling-bericht"
        label={
          <>
            Bericht <span className={styles.optional}>(optioneel)</span>
          </>
        }
        error={errors.bericht}
        after={<MessageCounter form={form} />}
      >
        {({ className, 'aria-describedby': describedBy, ...control }) => (
          <textarea
            {...control}
            className={`${className} ${styles.textarea}`}
            rows={4}
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
    </>
  );
}

function FormNotes({ state }: { state: ModelState }) {
  const amends = state.amends && (
    <>
      U past bestelling <strong>{state.amends}</strong> aan. Ze wordt opnieuw verstuurd met dezelfde
      referentie en de vermelding ‘herzending’.
    </>
  );
  // while the dialog is open, it says so itself (the form behind it is out of reach)
  const storage = state.storageFailed && !state.dialog && STORAGE_FAILED_WARNING;
  return (
    <>
      <Message className={styles.pending} role="status" text={amends} />
      <Message className={styles.pending} role="alert" text={storage} />
      <Message className={styles.pending} role="status" text={state.note} />
    </>
  );
}

export function OrderForm({ searchId, runtime }: { searchId: string; runtime: OrderRuntime }) {
  const store = useOrderStore();
  // Not `useForm`: its layout-effect state change re-renders the form as hydration ends (docs/metingen.md).
  const [form] = useState(() =>
    createFormControl({ resolver: orderFormResolver, defaultValues: EMPTY_FORM }),
  );
  // Typed before the framework ran (early-order-script.ts): back in the fields before the first paint.
  useLayoutEffect(() => void adoptEarlyContact(form), [form]);
  const { state, actions, summaryRef, formTitleRef, formRef } = useOrderFlow(store, form, runtime);
  const submitRef = useRef<HTMLButtonElement>(null);

  return (
    <div className={styles.checkout}>
      <OrderResultWhenNeeded state={state} actions={actions} />
      <ReorderWhenNeeded history={state.history} onReorder={actions.reorder} />

      <OrderSummary ref={summaryRef} error={state.productError} searchId={searchId} />

      <section id="bestelformulier" className={styles.formCard} aria-labelledby="bestelling-plaatsen">
        <h2 id="bestelling-plaatsen" ref={formTitleRef} tabIndex={-1} className={styles.title}>
          Bestelling Plaatsen
        </h2>
        <FormNotes state={state} />
        {/* never GET: even a native submit must not put personal data in a URL */}
        <form
          ref={formRef}
          method="post"
          noValidate
          className={styles.form}
          onFocus={() => [loadFormCheck, ...formParts].forEach((load) => void load().catch(() => undefined))}
          onSubmit={actions.submit}
        >
          <ContactFields form={form} />
          <button ref={submitRef} type="submit" className={`button ${styles.submit}`}>
            Bestelling Plaatsen
          </button>
          <p className={styles.privacy}>
            Wat we met uw gegevens doen: <a href="/privacy">privacy</a>.
          </p>
        </form>
        <DeviceData state={state} actions={actions} />
      </section>

      <ConfirmDialogWhenNeeded state={state} actions={actions} returnFocus={submitRef} />
    </div>
  );
}
