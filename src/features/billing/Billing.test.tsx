import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/api/token';
import { now } from '@/lib/clock';
import { renderApp } from '@/test/renderApp';
import { user } from '@/test/user';
import { invoicesOf } from '@mocks/billing';
import { SEEDED_ACCOUNTS } from '@mocks/seed/accounts';
import { TEST_BANK_CODE, TEST_CARDS } from '@mocks/testCards';
import { startSeededSession, type SeededTier } from '@mocks/sessions';
import { setupMockApi } from '@mocks/testing';

setupMockApi();

async function signedInAs(tier: SeededTier) {
  localStorage.setItem(AUTH_TOKEN_KEY, await startSeededSession(tier));
}

async function fillCard(cardNumber: string) {
  await user.type(await screen.findByLabelText('Card number'), cardNumber);
  await user.type(screen.getByLabelText('Expiry date'), '08/29');
  await user.type(screen.getByLabelText('Security code'), '123');
  await user.type(screen.getByLabelText('Name on card'), 'Emma Explorer');
  await user.click(screen.getByRole('button', { name: 'Start free trial' }));
}

describe('/checkout', () => {
  it("starts an Explorer's free trial: the header says Adventurer and the journal opens", async () => {
    await signedInAs('free');
    const { router } = renderApp('/upgrade');
    await user.click(await screen.findByRole('link', { name: 'Choose Adventurer' }));
    const summary = await screen.findByRole('region', { name: 'Adventurer membership' });
    expect(summary).toHaveTextContent('Due today$0.00');
    expect(summary).toHaveTextContent('From Apr 15, 2027$9.00 per month');

    await fillCard(TEST_CARDS.succeeds);
    expect(await screen.findByText('Welcome, Adventurer!')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Your free trial runs until Apr 15, 2027');
    expect(
      await screen.findByRole('button', { name: /Account menu: Emma Adventurer/ }),
    ).toBeInTheDocument();
    await router.navigate({ to: '/journal' });
    expect(await screen.findByRole('heading', { name: 'Add an entry' })).toBeInTheDocument();
  });

  it('says why each field is wrong before anything is sent', async () => {
    await signedInAs('free');
    renderApp('/checkout');
    await user.type(await screen.findByLabelText('Card number'), '4242 4242 4242 4241');
    await user.type(screen.getByLabelText('Expiry date'), '02/27');
    await user.click(screen.getByRole('button', { name: 'Start free trial' }));
    expect(await screen.findByLabelText('Card number')).toHaveAccessibleDescription(
      'This card number is not valid. Check it and try again.',
    );
    expect(screen.getByLabelText('Expiry date')).toHaveAccessibleDescription(
      'MM/YY This card has expired.',
    );
    expect(screen.getByLabelText('Name on card')).toHaveAccessibleDescription(
      'Enter the name on your card.',
    );
  });

  it('keeps the card as typed when the bank declines it, and the member stays an Explorer', async () => {
    await signedInAs('free');
    renderApp('/checkout');
    await fillCard('4000 0000 0000 0002');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your card was declined. Nothing was charged.',
    );
    expect(screen.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
    expect(screen.getByRole('button', { name: /Account menu: Emma Explorer/ })).toBeVisible();
  });

  it("asks for the bank's code on the second-step card and starts the plan once it matches", async () => {
    await signedInAs('free');
    renderApp('/checkout');
    await fillCard(TEST_CARDS.asksForCode);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm with your bank' });
    const code = within(dialog).getByLabelText('Code from your bank');
    await user.type(code, '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    expect(
      await within(dialog).findByText(
        'This code does not match. Check the latest text message from your bank.',
      ),
    ).toBeVisible();
    await user.clear(code);
    await user.type(code, TEST_BANK_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByText('Welcome, Adventurer!')).toBeVisible();
  });

  it('says the bank cancelled the payment after the fifth wrong code', async () => {
    await signedInAs('free');
    renderApp('/checkout');
    await fillCard(TEST_CARDS.asksForCode);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm with your bank' });
    const code = within(dialog).getByLabelText('Code from your bank');
    const sendWrongCode = async () => {
      await user.clear(code);
      await user.type(code, '111111');
      await user.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    };
    for (let wrong = 1; wrong < 5; wrong += 1) {
      await sendWrongCode();
      // Typing dropped the last answer's message: this one is the new answer's.
      expect(await within(dialog).findByText(/This code does not match/)).toBeVisible();
    }
    await sendWrongCode();
    expect(await within(dialog).findByText(/fifth wrong code.*nothing was charged/)).toBeVisible();
  });

  it('says nothing was charged when the member leaves the bank step', async () => {
    await signedInAs('free');
    renderApp('/checkout');
    await fillCard(TEST_CARDS.asksForCode);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm with your bank' });
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    expect(await screen.findByText(/so nothing was charged/)).toBeVisible();
  });

  it('has nothing to sell to an Adventurer', async () => {
    await signedInAs('premium');
    renderApp('/checkout');
    expect(await screen.findByText('You already have Adventurer')).toBeVisible();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });
});

describe('/billing', () => {
  it("shows an Adventurer's next payment and every invoice, newest first", async () => {
    await signedInAs('premium');
    renderApp('/billing');
    const plan = await screen.findByRole('region', { name: 'Your plan' });
    expect(plan).toHaveTextContent(
      'Adventurer, $9.00 a month. Next payment on Apr 5, 2027, charged to your Visa ending 4242.',
    );
    // Every invoice the mock backend derives from the account's subscription, newest first.
    const aditya = SEEDED_ACCOUNTS.find((account) => account.membership_tier === 'premium')!;
    const invoices = invoicesOf(aditya.id, now());
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(1 + invoices.length);
    invoices.forEach((invoice, index) => expect(rows[index + 1]).toHaveTextContent(invoice.number));
    expect(rows.at(-1)).toHaveTextContent('Adventurer, 30-day free trial');
    expect(rows.at(-1)).toHaveTextContent('$0.00');
  });

  it('cancels at the end of the month paid for, and keeps the plan when asked', async () => {
    await signedInAs('premium');
    renderApp('/billing');
    await user.click(await screen.findByRole('button', { name: 'Switch to Explorer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch to Explorer?' });
    await user.click(
      within(dialog).getByRole('button', { name: 'Switch to Explorer on Apr 5, 2027' }),
    );
    const plan = await screen.findByRole('region', { name: 'Your plan' });
    expect(await within(plan).findByText(/You keep Adventurer until Apr 5, 2027/)).toBeVisible();
    expect(screen.getByRole('button', { name: /Account menu: Aditya Adventurer/ })).toBeVisible();
    await user.click(within(plan).getByRole('button', { name: 'Keep Adventurer' }));
    expect(await within(plan).findByText('Your Adventurer plan goes on as before.')).toBeVisible();
  });

  it('offers an Explorer the trial, and explains Enterprise billing', async () => {
    await signedInAs('free');
    const { unmount } = renderApp('/billing');
    expect(
      await screen.findByRole('link', { name: 'Try Adventurer free for 30 days' }),
    ).toHaveAttribute('href', '/checkout');
    expect(await screen.findByText('No invoices yet')).toBeVisible();
    unmount();
    await signedInAs('corporate');
    renderApp('/billing');
    expect(await screen.findByText(/arranged with our team/)).toBeVisible();
    expect(
      await screen.findByText('Enterprise invoices come from your account manager by email.'),
    ).toBeVisible();
  });
});
