import { useStore, type AnyFormApi } from '@tanstack/react-form';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Alert } from './Alert';
import { Button } from './Button';
import { replayTypedBeforeHydration, takeBackTypedBeforeRender, useAppStarted } from './earlyInput';
import { ServerErrorsContext, type ServerErrors } from './form/serverErrors';

type FormShellProps = {
  form: AnyFormApi;
  /** Accessible name of the form (or the id of its heading, with `labelledBy`). */
  label?: string;
  labelledBy?: string;
  /** Shown first, above the banner (e.g. the form's heading). */
  heading?: ReactNode;
  className?: string;
  /** What the server said of the last submit: its banner above the fields, and each field's message. */
  server?: ServerErrors;
  /** A banner of the form's own instead of the server's (`null`: none). */
  error?: string | null;
  /** A confirmation, shown above the fields. */
  success?: string | null;
  submitLabel: string;
  pendingLabel: string;
  fullWidth?: boolean;
  children: ReactNode;
};

/**
 * A TanStack form element: browser validation off (the form's own rules speak), the banner,
 * the fields, and a submit button that is disabled and relabelled while submitting. Clicks that
 * land before the button is disabled (several in one tick) submit once. On a page built ahead,
 * the button waits for the app, and what the visitor typed before it started is kept.
 */
export function FormShell({
  form,
  label,
  labelledBy,
  heading,
  className,
  server,
  error = server?.banner,
  success,
  submitLabel,
  pendingLabel,
  fullWidth,
  children,
}: FormShellProps) {
  const isSubmitting = useStore(form.store, (state) => state.isSubmitting);
  const submitting = useRef(false);
  const formElement = useRef<HTMLFormElement>(null);
  const started = useAppStarted();
  // Not started on its first render: this form is being hydrated from the page's HTML.
  const hydratedFromHtml = useRef(!started);
  useLayoutEffect(() => {
    const form = formElement.current;
    if (!form) return;
    if (hydratedFromHtml.current) replayTypedBeforeHydration(form);
    else takeBackTypedBeforeRender(form);
  }, []);
  return (
    <form
      ref={formElement}
      className={className}
      noValidate
      aria-label={label}
      aria-labelledby={labelledBy}
      onSubmit={(event) => {
        event.preventDefault();
        if (submitting.current) return;
        submitting.current = true;
        void form.handleSubmit().finally(() => {
          submitting.current = false;
        });
      }}
    >
      {heading}
      {error ? <Alert tone="error">{error}</Alert> : null}
      {success ? <Alert tone="success">{success}</Alert> : null}
      <ServerErrorsContext.Provider value={server ?? null}>{children}</ServerErrorsContext.Provider>
      <Button type="submit" fullWidth={fullWidth} disabled={isSubmitting || !started}>
        {isSubmitting ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
