import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/api/token';
import { renderApp } from '@/test/renderApp';
import { user } from '@/test/user';
import { db } from '@mocks/db';
import { startSeededSession } from '@mocks/sessions';
import { setupMockApi } from '@mocks/testing';

const server = setupMockApi();

/** The premium member's saved job and article, named as lists show them (read from the seed). */
function savedJobAndArticle() {
  const job = db.job.findFirst((q) => q.where({ id: 3 }))!;
  const article = db.article.findFirst((q) => q.where({ id: 12 }))!;
  return [`${job.title} at ${job.company_name}`, article.title];
}

async function signedInAs(tier: 'free' | 'premium') {
  localStorage.setItem(AUTH_TOKEN_KEY, await startSeededSession(tier));
}

function placesOn(listName: string) {
  const list = screen.getByRole('list', { name: `Places on ${listName}` });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('link').textContent);
}

describe('/lists', () => {
  it("shows the member's lists, newest first, with their places in order", async () => {
    await signedInAs('premium');
    renderApp('/lists');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Travel Lists' })).toBeVisible();
    await screen.findByRole('heading', { level: 2, name: 'Ubud retreat' });
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Ubud retreat', 'Where to work next']);
    const [job, article] = savedJobAndArticle();
    expect(placesOn('Where to work next')).toEqual([job, article, 'Bangkok, Thailand']);
    expect(screen.getByText('Kitchens and cities I could move to after Bali.')).toBeVisible();
  });

  it('moves a place up, keeps focus on it, says so, and the order stays after a reload', async () => {
    await signedInAs('premium');
    const { unmount } = renderApp('/lists');
    const moveUp = await screen.findByRole('button', { name: 'Move Bangkok, Thailand up' });
    await user.click(moveUp);
    const [job, article] = savedJobAndArticle();
    expect(placesOn('Where to work next')).toEqual([job, 'Bangkok, Thailand', article]);
    expect(await screen.findByText('Bangkok, Thailand moved to place 2 of 3.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Bangkok, Thailand up' })).toHaveFocus();
    unmount();

    renderApp('/lists');
    await screen.findByRole('heading', { level: 2, name: 'Where to work next' });
    expect(placesOn('Where to work next')[1]).toBe('Bangkok, Thailand');
  });

  it('takes a place off a list but keeps it saved', async () => {
    const places = db.travelList.findFirst((q) =>
      q.where({ name: 'Thailand and Vietnam this winter' }),
    )!.favorite_ids.length;
    await signedInAs('free');
    renderApp('/lists');
    await user.click(
      await screen.findByRole('button', {
        name: 'Remove Da Nang, Vietnam from Thailand and Vietnam this winter',
      }),
    );
    await waitFor(() =>
      expect(placesOn('Thailand and Vietnam this winter')).not.toContain('Da Nang, Vietnam'),
    );
    expect(screen.getByText(new RegExp(`^${places - 1} places? · created`))).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'See your favorites' }));
    expect(await screen.findByRole('link', { name: 'Da Nang, Vietnam' })).toBeVisible();
  });

  it('renames a list, refusing a name too short and keeping what was typed', async () => {
    await signedInAs('premium');
    renderApp('/lists');
    await user.click(await screen.findByRole('button', { name: 'Rename Ubud retreat' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename list' });
    const name = within(dialog).getByLabelText('List name');
    await user.clear(name);
    await user.type(name, 'U');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(dialog).findByText('Name your list with at least 2 characters'),
    ).toBeVisible();
    await user.type(name, 'bud and the rice terraces');
    await user.type(within(dialog).getByLabelText('Description (optional)'), 'Ten slow days.');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Ubud and the rice terraces' }),
    ).toBeVisible();
    expect(screen.getByText('Ten slow days.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes a list once confirmed, then offers to start one', async () => {
    await signedInAs('free');
    renderApp('/lists');
    await user.click(
      await screen.findByRole('button', { name: 'Delete Thailand and Vietnam this winter' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete this list?' });
    expect(within(dialog).getByText(/The places on it stay in your favorites/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Delete List' }));
    expect(await screen.findByText('No travel lists yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create a Travel List' })).toHaveAttribute(
      'href',
      '/lists/new',
    );
  });
});

describe('Add to list', () => {
  it('adds the page’s place to a list, saving it on the way, and marks the list', async () => {
    await signedInAs('premium');
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
    renderApp('/locations/thailand/chiang-mai');
    const open = await screen.findByRole('button', { name: 'Add to list: Chiang Mai' });
    // The lists are asked for only when the menu opens.
    expect(asked.filter((path) => path.endsWith('/lists'))).toEqual([]);
    await user.click(open);
    await user.click(await screen.findByRole('button', { name: 'Add to Ubud retreat' }));
    expect(await screen.findByText(/Added to/)).toHaveTextContent(
      'Added to Ubud retreat. See your lists',
    );
    expect(screen.getByRole('button', { name: 'Chiang Mai is on Ubud retreat' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await screen.findByRole('button', { name: 'Saved Chiang Mai' })).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'See your lists' }));
    await screen.findByRole('heading', { level: 2, name: 'Ubud retreat' });
    expect(placesOn('Ubud retreat')).toEqual(['Ubud, Indonesia', 'Chiang Mai, Thailand']);
  });

  it('is not offered to a visitor, who is asked to sign in to save instead', async () => {
    renderApp('/locations/thailand/chiang-mai');
    expect(await screen.findByRole('link', { name: 'Sign in to save Chiang Mai' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Add to list/ })).not.toBeInTheDocument();
  });
});
