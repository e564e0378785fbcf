import { expect, test } from '../fixtures';

/** The HTTP mock server the real-backend build calls, and where it shows what it emailed. */
const MOCK_SERVER = 'http://127.0.0.1:4400';

test('a member who forgot the password follows the link the server mailed, over HTTP', async ({
  page,
  request,
}) => {
  const email = `reset-${crypto.randomUUID().slice(0, 8)}@ginger.example`;
  const registered = await request.post(`${MOCK_SERVER}/api/auth/register`, {
    data: {
      name: 'Rosa Reset',
      email,
      password: 'Lanterns-42!',
      password_confirmation: 'Lanterns-42!',
      terms: true,
    },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/forgot-password');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/If an account exists for that email/)).toBeVisible();

  const mailbox = await request.get(`${MOCK_SERVER}/__qa/mail`);
  const { data } = (await mailbox.json()) as { data: Array<{ to: string; link: string | null }> };
  const link = data.find((mail) => mail.to === email && mail.link)?.link;
  expect(link).toMatch(/^\/reset-password\?token=/);

  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill('Harbour-lights-9');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Harbour-lights-9');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Harbour-lights-9');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Your requests' }).click();
  const latest = page.getByRole('list', { name: 'Your requests' }).getByRole('listitem').first();
  await expect(latest).toContainText('Password reset link');
  await expect(latest).toContainText('Used');
});
