import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Button, type ButtonProps } from './button';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shows the label visually (forms) or only to assistive technology (compact forms). */
  showLabel?: boolean;
  icon?: ReactNode;
  /** A fixed text before the value (e.g. the dialing code "+63"). */
  prefix?: string;
  /** A control at the end of the field (send-code button, captcha image). */
  trailing?: ReactNode;
  error?: string | undefined;
  hint?: string | undefined;
  requiredMark?: boolean;
}

/** A labelled text input with its error under it (aria-invalid and aria-describedby wired up). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, showLabel = true, icon, prefix, trailing, error, hint, requiredMark, className, id, ...input },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  return (
    <div className={cn('w-full', className)}>
      <label
        htmlFor={inputId}
        className={cn(showLabel ? 'mb-1.5 block text-[13px] font-semibold text-muted' : 'sr-only')}
      >
        {label}
        {requiredMark && (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        )}
      </label>
      <div className="flex items-stretch gap-2">
        <div
          className={cn(
            'relative flex h-12 min-w-0 flex-1 items-center rounded-xl border bg-surface-2 transition focus-within:border-brand focus-within:bg-surface',
            error ? 'border-danger' : 'border-line-strong',
          )}
        >
          {icon && <span className="pointer-events-none pl-3.5 text-subtle">{icon}</span>}
          {prefix && (
            <span className="ml-3 shrink-0 border-r border-line-strong pr-2.5 text-sm font-semibold text-muted">
              {prefix}
            </span>
          )}
          <input
            ref={ref}
            id={inputId}
            aria-invalid={error ? true : undefined}
            aria-describedby={error || hint ? messageId : undefined}
            className="h-full w-full min-w-0 rounded-xl bg-transparent px-3 text-sm text-fg outline-none placeholder:text-subtle"
            {...input}
          />
        </div>
        {trailing}
      </div>
      {error ? (
        <p id={messageId} role="alert" className="mt-1.5 text-xs font-medium text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="mt-1.5 text-xs text-subtle">
          {hint}
        </p>
      ) : null}
    </div>
  );
});

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  children: ReactNode;
  error?: string | undefined;
}

/** A checkbox with its label text and an error line. */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { children, error, className, id, ...input },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="flex cursor-pointer items-start gap-2.5 text-[13px] leading-snug">
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="mt-0.5 h-4 w-4 shrink-0 accent-[var(--brand)]"
          {...input}
        />
        <span className="text-muted">{children}</span>
      </label>
      {error && (
        <p id={`${inputId}-error`} role="alert" className="mt-1 ml-6.5 text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
});

/** A short form-level message (the server's answer to a submit). */
export function FormMessage({
  tone = 'error',
  children,
}: {
  tone?: 'error' | 'success';
  children: ReactNode;
}) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={tone === 'error' ? 'form-error' : 'form-success'}
      className={cn(
        'rounded-xl px-3.5 py-2.5 text-[13px] font-medium',
        tone === 'error' ? 'bg-danger-soft text-danger' : 'bg-brand-soft text-brand-fg',
      )}
    >
      {children}
    </p>
  );
}

/** A small animated spinner for buttons in their loading state. */
export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block h-4 w-4 animate-spin rounded-full border-2 border-current border-r-transparent',
        className,
      )}
    />
  );
}

/** A form's main submit button: full width, gold, disabled with a spinner while the form submits. */
export function SubmitButton({
  busy,
  disabled,
  className,
  children,
  ...rest
}: Omit<ButtonProps, 'type' | 'variant' | 'size'> & { busy: boolean }) {
  return (
    <Button
      type="submit"
      variant="gold"
      size="lg"
      className={cn('w-full', className)}
      disabled={busy || disabled}
      aria-busy={busy}
      {...rest}
    >
      {busy && <Spinner />}
      {children}
    </Button>
  );
}
