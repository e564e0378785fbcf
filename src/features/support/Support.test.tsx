import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/renderApp';
import { user } from '@/test/user';
import { API_ORIGIN, setupMockApi } from '@mocks/testing';

const server = setupMockApi();

describe('/contact', () => {
  it('fills the subject from the link, checks each field, then confirms', async () => {
    renderApp('/contact?subject=Advertising');
    expect(await screen.findByLabelText('Subject')).toHaveValue('Advertising');
    await user.type(screen.getByLabelText('Email address'), 'maya@');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Write at least 20 characters so we can help')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Your name'), 'Maya Tan');
    await user.type(screen.getByLabelText('Email address'), 'example.com');
    await user.type(
      screen.getByLabelText('Message'),
      'We run a guesthouse in Hoi An and would like to know about Premium.',
    );
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message sent')).toBeInTheDocument();
    expect(
      screen.getByText('Thank you for your message. We will reply within one working day.'),
    ).toBeInTheDocument();
  });

  it('keeps the message and shows the server’s words when sending fails', async () => {
    server.use(
      http.post(`${API_ORIGIN}/contact`, () =>
        HttpResponse.json({ message: 'Too many messages. Try again later.' }, { status: 429 }),
      ),
    );
    renderApp('/contact');
    await user.type(await screen.findByLabelText('Your name'), 'Maya Tan');
    await user.type(screen.getByLabelText('Email address'), 'maya@example.com');
    await user.type(screen.getByLabelText('Subject'), 'Hello');
    await user.type(screen.getByLabelText('Message'), 'A question about listings, please.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many messages. Try again later.',
    );
    expect(screen.getByLabelText('Message')).toHaveValue('A question about listings, please.');
  });
});

describe('/submit-guide', () => {
  it('asks for enough detail, then thanks the writer', async () => {
    renderApp('/submit-guide');
    await user.type(await screen.findByLabelText('Your name'), 'Maya Tan');
    await user.type(screen.getByLabelText('Email address'), 'maya@example.com');
    await user.type(screen.getByLabelText('City'), 'Hoi An');
    await user.type(screen.getByLabelText('Country'), 'Vietnam');
    await user.type(screen.getByLabelText('Guide title'), 'Hoi An beyond the old town');
    await user.type(screen.getByLabelText('Your guide (markdown supported)'), 'Too short.');
    await user.click(screen.getByRole('button', { name: 'Submit Guide' }));
    expect(
      await screen.findByText('Write at least 300 characters: readers need detail'),
    ).toBeInTheDocument();

    const guide = screen.getByLabelText('Your guide (markdown supported)');
    await user.clear(guide);
    await user.click(guide);
    await user.paste('Cycle through the rice fields of Tra Que at dawn. '.repeat(8));
    await user.click(screen.getByRole('button', { name: 'Submit Guide' }));
    await waitFor(() => expect(screen.getByText('Guide received')).toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Browse the guides' })).toHaveAttribute(
      'href',
      '/guides',
    );
  });
});
