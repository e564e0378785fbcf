import type { ContactRequest, GuideSubmissionRequest } from './generated';
import { sendContactMessage as postContact, submitGuide as postGuide } from './generated/sdk.gen';
import { submissionOptions } from './client';

/** Sends a message to the team and returns their confirmation. */
export async function sendContactMessage(
  message: ContactRequest,
  submissionKey: string,
): Promise<string> {
  const { data } = await postContact({ ...submissionOptions(submissionKey), body: message });
  return data.message;
}

/** Sends a guide to the editors and returns their confirmation. */
export async function submitGuide(
  guide: GuideSubmissionRequest,
  submissionKey: string,
): Promise<string> {
  const { data } = await postGuide({ ...submissionOptions(submissionKey), body: guide });
  return data.message;
}
