import type { ContactRequest, GuideSubmissionRequest } from './generated';
import { vSendContactMessageResponse, vSubmitGuideResponse } from './generated/valibot.gen';
import { apiRequest } from './client';

/** Sends a message to the team and returns their confirmation. */
export async function sendContactMessage(
  message: ContactRequest,
  submissionKey: string,
): Promise<string> {
  return (
    await apiRequest('/contact', vSendContactMessageResponse, {
      method: 'post',
      json: message,
      submissionKey,
    })
  ).message;
}

/** Sends a guide to the editors and returns their confirmation. */
export async function submitGuide(
  guide: GuideSubmissionRequest,
  submissionKey: string,
): Promise<string> {
  return (
    await apiRequest('/guides/submissions', vSubmitGuideResponse, {
      method: 'post',
      json: guide,
      submissionKey,
    })
  ).message;
}
