import type { ContactRequest, GuideSubmissionRequest } from './generated';
import { sendContactMessage as postContact, submitGuide as postGuide } from './generated/sdk.gen';
import { api, submittedAs } from './client';

/** Sends a message to the team and returns their confirmation. */
export async function sendContactMessage(
  message: ContactRequest,
  submissionKey: string,
): Promise<string> {
  const { data } = await postContact({
    client: api,
    body: message,
    ...submittedAs(submissionKey),
  });
  return data.message;
}

/** Sends a guide to the editors and returns their confirmation. */
export async function submitGuide(
  guide: GuideSubmissionRequest,
  submissionKey: string,
): Promise<string> {
  const { data } = await postGuide({
    client: api,
    body: guide,
    ...submittedAs(submissionKey),
  });
  return data.message;
}
