import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import styles from './order-form.module.css';

// One form field: label, hint, control and error, with ids and aria wired once.

type FieldProps = {
  id: string;
  label: ReactNode;
  error?: FieldError;
  hint?: string;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
  after?: ReactNode;
};

export function Field({ id, label, error, hint, children, after }: FieldProps) {
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

type InputFieldProps = Omit<FieldProps, 'children' | 'after'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> & { registration: UseFormRegisterReturn };

export function InputField({ id, label, error, hint, registration, ...input }: InputFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(describedBy, invalid) => (
        <input
          id={id}
          className={styles.input}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...input}
          {...registration}
        />
      )}
    </Field>
  );
}
