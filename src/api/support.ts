import type { ContactRequest, GuideSubmissionRequest } from './generated';
import { sendContactMessage as postContact, submitGuide as postGuide } from './generated/sdk.gen';
import { submissionOptions } from './client';
import { messageOf } from './envelope';

/** Sends a message to the team and returns their confirmation. */
export function sendContactMessage(
  message: ContactRequest,
  submissionKey: string,
): Promise<string> {
  return messageOf(postContact({ ...submissionOptions(submissionKey), body: message }));
}

/** Sends a guide to the editors and returns their confirmation. */
export function submitGuide(guide: GuideSubmissionRequest, submissionKey: string): Promise<string> {
  return messageOf(postGuide({ ...submissionOptions(submissionKey), body: guide }));
}
