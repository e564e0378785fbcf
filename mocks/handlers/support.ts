import { vSendContactMessageBody, vSubmitGuideBody } from '@/api/generated/valibot.gen';
import { contract, json } from './http';
import { route } from './route';

// The demo has no inbox: valid messages and guides are accepted and confirmed, as a real backend would.
export const supportHandlers = [
  contract.post(
    '/contact',
    route({ auth: 'optional', body: vSendContactMessageBody }, () =>
      json({ message: 'Thank you for your message. We will reply within one working day.' }, 201),
    ),
  ),

  contract.post(
    '/guides/submissions',
    route({ auth: 'optional', body: vSubmitGuideBody }, () =>
      json(
        { message: 'Thank you! Our editors will read your guide and email you within a week.' },
        201,
      ),
    ),
  ),
];
