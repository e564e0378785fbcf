import { vSendContactMessageBody, vSubmitGuideBody } from '@/api/generated/valibot.gen';
import { contract, json } from './http';
import { recordRequest } from './requests';
import { route } from './route';

/** Messages and guides are kept by the email they came from: 'Your requests' shows them. */
export const supportHandlers = [
  contract.post(
    '/contact',
    route({ auth: 'optional', body: vSendContactMessageBody }, async ({ body }) => {
      await recordRequest('contact', body.email, body.subject);
      return json(
        { message: 'Thank you for your message. We will reply within one working day.' },
        201,
      );
    }),
  ),

  contract.post(
    '/guides/submissions',
    route({ auth: 'optional', body: vSubmitGuideBody }, async ({ body }) => {
      await recordRequest('guide', body.email, body.title);
      return json(
        { message: 'Thank you! Our editors will read your guide and email you within a week.' },
        201,
      );
    }),
  ),
];
