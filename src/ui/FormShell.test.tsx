import { act, screen } from '@testing-library/react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepTypedBeforeRender } from './earlyInput';
import { useAppForm } from './form/appForm';
import { FormShell } from './FormShell';
import { user } from '@/test/user';

type Values = { email: string; note: string; plan: string; remember: boolean };

type SignUpFormProps = { onSubmit: (values: Values) => void; plan?: string };

function SignUpForm({ onSubmit, plan = 'free' }: SignUpFormProps) {
  const form = useAppForm({
    defaultValues: { email: '', note: '', plan, remember: false } as Values,
    onSubmit: ({ value }) => onSubmit(value),
  });
  return (
    <FormShell form={form} label="Sign up" submitLabel="Sign up" pendingLabel="Signing up...">
      <form.AppField name="email">
        {(field) => <field.TextField label="Email address" />}
      </form.AppField>
      <form.AppField name="note">{(field) => <field.TextArea label="Note" />}</form.AppField>
      <form.AppField name="plan">
        {(field) => (
          <field.Select
            label="Plan"
            options={[
              { value: 'free', label: 'Free' },
              { value: 'premium', label: 'Premium' },
            ]}
          />
        )}
      </form.AppField>
      <form.AppField name="remember">
        {(field) => <field.Checkbox label="Remember me" />}
      </form.AppField>
    </FormShell>
  );
}

const typed: Values = {
  email: 'mai@example.com',
  note: 'Moving to Chiang Mai',
  plan: 'premium',
  remember: true,
};

/** Types into the page's HTML as a visitor would before the script has run. */
function fillIn() {
  (screen.getByLabelText('Email address') as HTMLInputElement).value = typed.email;
  (screen.getByLabelText('Note') as HTMLTextAreaElement).value = typed.note;
  (screen.getByLabelText('Plan') as HTMLSelectElement).value = typed.plan;
  (screen.getByLabelText('Remember me') as HTMLInputElement).checked = typed.remember;
}

describe('FormShell on a page built ahead', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.replaceChildren();
    keepTypedBeforeRender(document.body);
  });

  function serve(onSubmit: (values: Values) => void) {
    const page = document.createElement('div');
    page.innerHTML = renderToString(<SignUpForm onSubmit={onSubmit} />);
    document.body.append(page);
    return {
      page,
      hydrate: () => act(() => void (root = hydrateRoot(page, <SignUpForm onSubmit={onSubmit} />))),
    };
  }

  it('cannot be sent before the app starts, so nothing typed leaves in the address', () => {
    serve(vi.fn());
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeDisabled();
  });

  it('keeps and sends what the visitor typed before the app started', async () => {
    const onSubmit = vi.fn();
    const { hydrate } = serve(onSubmit);
    fillIn();

    hydrate();
    await user.type(screen.getByLabelText('Email address'), '{End}m');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(screen.getByLabelText('Email address')).toHaveValue('mai@example.comm');
    expect(onSubmit).toHaveBeenCalledWith({ ...typed, email: 'mai@example.comm' });
  });

  it('keeps what was typed when the app renders the page afresh instead of hydrating it', async () => {
    const onSubmit = vi.fn();
    const { page } = serve(onSubmit);
    fillIn();

    keepTypedBeforeRender(page);
    act(() => {
      root = createRoot(page);
      root.render(<SignUpForm onSubmit={onSubmit} />);
    });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(onSubmit).toHaveBeenCalledWith(typed);
  });

  it('leaves a form rendered in the browser as the app set it, even a choice the list lacks', async () => {
    const onSubmit = vi.fn();
    const page = document.body.appendChild(document.createElement('div'));
    act(() => {
      root = createRoot(page);
      root.render(<SignUpForm onSubmit={onSubmit} plan="" />);
    });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: '', note: '', plan: '', remember: false });
  });

  it('changes nothing the visitor did not touch', async () => {
    const onSubmit = vi.fn();
    serve(onSubmit).hydrate();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: '', note: '', plan: 'free', remember: false });
  });
});
