import { vSendContactMessageBody, vSubmitGuideBody } from '@/api/generated/valibot.gen';
import { contract, json } from './http';
import { recordRequest } from './requests';
import { route } from './route';

/** The team's acknowledgement of a request: 201 with what the sender reads next. */
const received = (message: string) => json({ message }, 201);

/** Messages and guides are kept with the account that sent them: its 'Your requests' shows them. */
export const supportHandlers = [
  contract.post(
    '/contact',
    route({ auth: 'optional', body: vSendContactMessageBody }, async ({ body, user }) => {
      await recordRequest('contact', { email: body.email, user }, body.subject);
      return received('Thank you for your message. We will reply within one working day.');
    }),
  ),

  contract.post(
    '/guides/submissions',
    route({ auth: 'optional', body: vSubmitGuideBody }, async ({ body, user }) => {
      await recordRequest('guide', { email: body.email, user }, body.title);
      return received('Thank you! Our editors will read your guide and email you within a week.');
    }),
  ),
];
