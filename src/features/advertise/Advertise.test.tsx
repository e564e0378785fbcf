import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/api/token';
import { renderApp } from '@/test/renderApp';
import { user } from '@/test/user';
import { formatPrice } from './adPrice';
import { startSeededSession } from '@mocks/sessions';
import { setupMockApi } from '@mocks/testing';

setupMockApi();

async function fillListing() {
  await user.type(await screen.findByLabelText('Title'), 'Sunny room near the beach');
  await user.selectOptions(screen.getByLabelText('Category'), 'accommodation');
  await user.type(
    screen.getByLabelText('Description'),
    'A bright double room with a balcony, five minutes by bike from the beach.',
  );
  await user.type(screen.getByLabelText('Location'), 'Hoi An, Vietnam');
}

async function fillPrice() {
  await user.type(screen.getByLabelText('Amount'), '6500000');
  await user.selectOptions(screen.getByLabelText('Currency'), 'VND');
}

describe('/advertise/create', () => {
  it('sends a visitor to sign in first', async () => {
    const { router } = renderApp('/advertise/create');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/advertise/create' });
  });

  it('checks the fields and refuses a photo that is not an image of the right kind', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, await startSeededSession('free'));
    renderApp('/advertise/create');
    expect(await screen.findByLabelText('Contact email')).toHaveValue('explorer@ginger.example');
    // The picker offers PNG, JPEG and WebP, but a visitor can still choose 'All files'.
    await userEvent
      .setup({ applyAccept: false })
      .upload(
        screen.getByLabelText('Photo (optional, 1 for a free listing)'),
        new File(['GIF89a'], 'cat.gif', { type: 'image/gif' }),
      );
    await user.click(screen.getByRole('button', { name: 'Publish Free Listing' }));
    expect(
      await screen.findByText('Give your listing a title of at least 5 characters'),
    ).toBeInTheDocument();
    expect(screen.getByText('Choose a category')).toBeInTheDocument();
    expect(screen.getByText('Choose a PNG, JPEG or WebP image')).toBeInTheDocument();
  });

  it('refuses a photo over 500 kB at once, without reading it for a preview', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, await startSeededSession('free'));
    renderApp('/advertise/create');
    const tooBig = new File([new Uint8Array(600_000)], 'beach.jpg', { type: 'image/jpeg' });
    const read = vi.spyOn(FileReader.prototype, 'readAsDataURL');
    await user.upload(
      await screen.findByLabelText('Photo (optional, 1 for a free listing)'),
      tooBig,
    );
    expect(await screen.findByText('Choose a photo under 500 kB')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Preview of your photo' })).not.toBeInTheDocument();
    expect(read).not.toHaveBeenCalled();
  });

  it('publishes a free listing for 30 days, then allows no second one that month', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, await startSeededSession('free'));
    const { unmount } = renderApp('/advertise/create');
    await fillListing();
    await user.click(screen.getByRole('button', { name: 'Publish Free Listing' }));
    expect(
      await screen.findByText('Enter a price, or choose free or on request'),
    ).toBeInTheDocument();
    expect(screen.getByText('Choose a currency')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount'), 'cheap');
    expect(await screen.findByText('Use a number, e.g. 9500 or 12.50')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Amount'));
    await fillPrice();
    await user.selectOptions(screen.getByLabelText('Charged'), 'per month');
    await user.upload(
      screen.getByLabelText('Photo (optional, 1 for a free listing)'),
      new File([new Uint8Array([137, 80, 78, 71])], 'room.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: 'Preview of your photo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish Free Listing' }));
    expect(await screen.findByText('Your listing is live')).toBeInTheDocument();
    expect(screen.getByText(/is listed until/)).toHaveTextContent(
      `${formatPrice(6_500_000, 'VND').replace(/\s/g, ' ')} per month`,
    );
    unmount();

    renderApp('/advertise/create');
    await fillListing();
    await user.selectOptions(screen.getByLabelText('Price'), 'free');
    expect(screen.queryByLabelText('Amount')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish Free Listing' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The free plan includes 1 listing per month.',
    );
    expect(screen.getByLabelText('Title')).toHaveValue('Sunny room near the beach');
  });
});
