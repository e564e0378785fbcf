// Generated from openapi.yaml by scripts/generate/operationSchemas.ts (npm run generate): do not edit.

import {
  vAccountSettingsResponse,
  vActivityResponse,
  vAdListResponse,
  vAdResponse,
  vArticleDetailResponse,
  vArticleListResponse,
  vAuthResponse,
  vCategoryListResponse,
  vChangePasswordRequest,
  vCheckoutRequest,
  vCheckoutResponse,
  vConfirmCheckoutRequest,
  vContactRequest,
  vContactSellerRequest,
  vConversationResponse,
  vConversationsResponse,
  vCreateAdRequest,
  vCreateFavoriteRequest,
  vCreateForumReplyRequest,
  vCreateForumTopicRequest,
  vCreateJobRequest,
  vCreateJournalEntryRequest,
  vCreateReportRequest,
  vCreateTravelListRequest,
  vDatingProfileListOnlyResponse,
  vDatingProfileListResponse,
  vDatingProfileResponse,
  vDeleteAccountRequest,
  vErrorResponse,
  vFavoriteListResponse,
  vFavoriteResponse,
  vForgotPasswordRequest,
  vForumCategoryListResponse,
  vForumMemberListResponse,
  vForumMemberProfileResponse,
  vForumReplyResponse,
  vForumTopicListResponse,
  vForumTopicResponse,
  vGuideSubmissionRequest,
  vInsiderGuideListResponse,
  vInsiderGuideResponse,
  vInviteTeamMemberRequest,
  vInvoicesResponse,
  vJobListResponse,
  vJobResponse,
  vJournalEntryListResponse,
  vJournalEntryResponse,
  vLikeResponse,
  vLocationListResponse,
  vLocationResponse,
  vLoginRequest,
  vMemberRequestsResponse,
  vMessageResponse,
  vMyAdsResponse,
  vRegisterRequest,
  vResetPasswordRequest,
  vSearchResponse,
  vSendMessageRequest,
  vSimilarJobsResponse,
  vStatsResponse,
  vSubscriptionResponse,
  vTeamResponse,
  vTravelListResponse,
  vTravelListsResponse,
  vTrendingArticleListResponse,
  vUpdateAccountSettingsRequest,
  vUpdateAdRequest,
  vUpdateProfileRequest,
  vUpdateTeamMemberRequest,
  vUpdateTravelListRequest,
  vUserResponse,
  vValidationErrorResponse,
} from './valibot.gen';

/**
 * Every operation by method and contract path: the schema of its request body, and the schema of
 * the response body at each status it documents (null: that answer has no body).
 */
export const operationSchemas = {
  'POST /auth/login': {
    request: vLoginRequest,
    responses: { 200: vAuthResponse, 401: vErrorResponse, 422: vValidationErrorResponse, 429: vErrorResponse, 500: vErrorResponse, 507: vErrorResponse },
  },
  'POST /auth/register': {
    request: vRegisterRequest,
    responses: { 201: vAuthResponse, 409: vValidationErrorResponse, 422: vValidationErrorResponse, 429: vErrorResponse, 500: vErrorResponse, 507: vErrorResponse },
  },
  'POST /auth/logout': {
    responses: { 204: null, 401: vErrorResponse, 429: vErrorResponse, 500: vErrorResponse, 507: vErrorResponse },
  },
  'GET /auth/user': {
    responses: { 200: vUserResponse, 401: vErrorResponse, 429: vErrorResponse, 500: vErrorResponse },
  },
  'POST /auth/forgot-password': {
    request: vForgotPasswordRequest,
    responses: { 202: vMessageResponse, 422: vValidationErrorResponse, 429: vErrorResponse, 500: vErrorResponse, 507: vErrorResponse },
  },
  'POST /auth/reset-password': {
    request: vResetPasswordRequest,
    responses: { 200: vMessageResponse, 422: vValidationErrorResponse, 429: vErrorResponse, 500: vErrorResponse, 507: vErrorResponse },
  },
  'GET /account/requests': {
    responses: { 200: vMemberRequestsResponse, 401: vErrorResponse, 429: vErrorResponse, 500: vErrorResponse },
  },
  'PATCH /account/profile': {
    request: vUpdateProfileRequest,
    responses: { 200: vUserResponse, 401: vErrorResponse, 422: vValidationErrorResponse, 429: vErrorResponse, 500: vErrorResponse, 507: vErrorResponse },
  },
  'GET /account/activity': {
    responses: { 200: vActivityResponse, 401: vErrorResponse, 429: vErrorResponse, 500: vErrorResponse },
  },
  'PUT /account/password': {
    request: vChangePasswordRequest,
    responses: { 204: null, 401: vErrorResponse, 422: vValidationErrorResponse, 429: vErrorResponse, 500: vErrorResponse, 507: vErrorResponse },
  },
  'GET /account/settings': {
    responses: { 200: vAccountSettingsResponse, 401: vErrorResponse, 429: vErrorResponse, 500: vErrorResponse },
  },
  'PATCH /account/settings': {
    request: vUpdateAccountSettingsRequest,
    responses: { 200: vAccountSettingsResponse, 401: vErrorResponse, 422: vValidationErrorResponse, 429: vErrorResponse, 500: vErrorResponse, 507: vErrorResponse },
  },
  'DELETE /account': {
    request: vDeleteAccountRequest,
    responses: { 204: null, 401: vErrorResponse, 422: vValidationErrorResponse, 429: vErrorResponse, 500: vErrorResponse, 507: vErrorResponse },
  },
  'GET /insider-guides': {
    responses: { 200: vInsiderGuideListResponse, 429: vErrorResponse, 500: vErrorResponse },
  },
  'GET /insider-guides/{slug}': {
    responses: { 200: vInsiderGuideResponse, 404: vErrorResponse, 429: vErrorResponse, 500: vErrorResponse },
  },
  'GET /team': {
    responses: { 200: vTeamResponse, 401: vErrorResponse, 403: vErrorResponse, 429: vErrorResponse, 500: vErrorResponse },
  },
  'POST /team/invitations': {
    request: vInviteTeamMemberRequest,
    responses: { 201: vTeamResponse, 401: vErrorResponse, 403: vErrorResponse, 409: vErrorResponse, 422: vValidationErrorResponse, 429: vErrorResponse, 500: vErrorResponse, 507: vErrorResponse },
  },
  'DELETE /team/invitations/{id}': {
    responses: { 200: vTeamResponse, 401: vErrorResponse, 403: vErrorResponse, 404: vErrorResponse, 429: vErrorResponse, 500: vErrorResponse, 507: vErrorResponse },
  },
  'PATCH /team/members/{id}': {
    request: vUpdateTeamMemberRequest,
    responses: { 200: vTeamResponse, 401: vErrorResponse, 403: vErrorResponse, 404: vErrorResponse, 422: vValidationErrorResponse, 429: vErrorResponse, 500: vErrorResponse, 507: vErrorResponse },
  },
  'DELETE /team/members/{id}': {
    responses: { 200: vTeamResponse, 401: vErrorResponse, 403: vErrorResponse, 404: vErrorResponse, 429: vErrorResponse, 500: vErrorResponse, 507: vErrorResponse },
  },
  'GET /billing/subscription': {
    responses: { 200: vSubscriptionResponse, 401: vErrorResponse, 429: vErrorResponse, 500: vErrorResponse },
  },
  'POST /billing/subscription/cancel': {
    responses: { 200: vSubscriptionResponse, 401: vErrorResponse, 409: vErrorResponse, 429: vErrorResponse, 500: vErrorResponse, 507: vErrorResponse },
  },
  'POST /billing/subscription/resume': {
    responses: { 200: vSubscriptionResponse, 401: vErrorResponse, 409: vErrorResponse, 429: vErrorResponse, 500: vErrorResponse, 507: vErrorResponse },
  },
  'POST /billing/checkout': {
    request: vCheckoutRequest,
    responses: { 200: vCheckoutResponse, 401: vErrorResponse, 402: vErrorResponse, 409: vErrorResponse, 422: vValidationErrorResponse, 429: vErrorResponse, 500: vErrorResponse, 507: vErrorResponse },
  },
  'POST /billing/checkout/{checkout_id}/confirm': {
    request: vConfirmCheckoutRequest,
    responses: { 200: vCheckoutResponse, 401: vErrorResponse, 402: vErrorResponse, 404: vErrorResponse, 422: vValidationErrorResponse, 429: vErrorResponse, 500: vErrorResponse, 507: vErrorResponse },
  },
  'GET /billing/invoices': {
    responses: { 200: vInvoicesResponse, 401: vErrorResponse, 429: vErrorResponse, 500: vErrorResponse },
  },
  'GET /favorites': {
    responses: { 200: vFavoriteListResponse, 401: vErrorResponse, 429: vErrorResponse, 500: vErrorResponse },
  },
  'POST /favorites': {
    request: vCreateFavoriteRequest,
    responses: { 200: vFavoriteResponse, 201: vFavoriteResponse, 401: vErrorResponse, 403: vErrorResponse, 404: vErrorResponse, 422: vValidationErrorResponse, 429: vErrorResponse, 500: vErrorResponse, 507: vErrorResponse },
  },
  'DELETE /favorites/{id}': {
    responses: { 204: null, 401: vErrorResponse, 404: vErrorResponse, 429: vErrorResponse, 500: vErrorResponse, 507: vErrorResponse },
  },
  'GET /journal/entries': {
    responses: { 200: vJournalEntryListResponse, 401: vErrorResponse, 403: vErrorResponse, 429: vErrorResponse, 500: vErrorResponse },
  },
  'POST /journal/entries': {
    request: vCreateJournalEntryRequest,
    responses: { 201: vJournalEntryResponse, 401: vErrorResponse, 403: vErrorResponse, 422: vValidationErrorResponse, 429: vErrorResponse, 500: vErrorResponse, 507: vErrorResponse },
  },
  'DELETE /journal/entries/{id}': {
    responses: { 204: null, 401: vErrorResponse, 403: vErrorResponse, 404: vErrorResponse, 429: vErrorResponse, 500: vErrorResponse, 507: vErrorResponse },
  },
  'GET /content': {
    responses: { 200: vArticleListResponse, 422: vValidationErrorResponse, 429: vErrorResponse, 500: vErrorResponse },
  },
  'GET /content/categories': {
    responses: { 200: vCategoryListResponse, 429: vErrorResponse, 500: vErrorResponse },
  },
  'GET /content/trending': {
    responses: { 200: vTrendingArticleListResponse, 422: vValidationErrorResponse, 429: vErrorResponse, 500: vErrorResponse },
  },
  'GET /content/{slug}': {
    responses: { 200: vArticleDetailResponse, 404: vErrorResponse, 429: vErrorResponse, 500: vErrorResponse },
  },
  'POST /content/{slug}/like': {
    responses: { 200: vLikeResponse, 404: vErrorResponse, 429: vErrorResponse, 500: vErrorResponse, 507: vErrorResponse },
  },
  'GET /locations': {
    responses: { 200: vLocationListResponse, 422: vValidationErrorResponse, 429: vErrorResponse, 500: vErrorResponse },
  },
  'GET /locations/{slug}': {
    responses: { 200: vLocationResponse, 404: vErrorResponse, 429: vErrorResponse, 500: vErrorResponse },
  },
  'GET /jobs': {
    responses: { 200: vJobListResponse, 422: vValidationErrorResponse, 429: vErrorResponse, 500: vErrorResponse },
  },
  'POST /jobs': {
    request: vCreateJobRequest,
    responses: { 201: vJobResponse, 401: vErrorResponse, 422: vValidationErrorResponse, 429: vErrorResponse, 500: vErrorResponse, 507: vErrorResponse },
  },
  'GET /jobs/{id}': {
    responses: { 200: vJobResponse, 404: vErrorResponse, 429: vErrorResponse, 500: vErrorResponse },
  },
  'GET /jobs/{id}/similar': {
    responses: { 200: vSimilarJobsResponse, 404: vErrorResponse, 422: vValidationErrorResponse, 429: vErrorResponse, 500: vErrorResponse },
  },
  'GET /dating/profiles': {
    responses: { 200: vDatingProfileListResponse, 422: vValidationErrorResponse, 429: vErrorResponse, 500: vErrorResponse },
  },
  'GET /dating/profiles/{id}': {
    responses: { 200: vDatingProfileResponse, 404: vErrorResponse, 429: vErrorResponse, 500: vErrorResponse },
  },
  'GET /dating/profiles/{id}/similar': {
    responses: { 200: vDatingProfileListOnlyResponse, 404: vErrorResponse, 429: vErrorResponse, 500: vErrorResponse },
  },
  'POST /dating/profiles/{id}/like': {
    responses: { 200: vLikeResponse, 401: vErrorResponse, 404: vErrorResponse, 429: vErrorResponse, 500: vErrorResponse, 507: vErrorResponse },
  },
  'GET /dating/conversations': {
    responses: { 200: vConversationsResponse, 401: vErrorResponse, 429: vErrorResponse, 500: vErrorResponse },
  },
  'GET /dating/conversations/{id}': {
    responses: { 200: vConversationResponse, 401: vErrorResponse, 404: vErrorResponse, 429: vErrorResponse, 500: vErrorResponse },
  },
  'POST /dating/profiles/{id}/block': {
    responses: { 204: null, 401: vErrorResponse, 404: vErrorResponse, 429: vErrorResponse, 500: vErrorResponse, 507: vErrorResponse },
  },
  'POST /dating/profiles/{id}/messages': {
    request: vSendMessageRequest,
    responses: { 201: vMessageResponse, 401: vErrorResponse, 403: vErrorResponse, 404: vErrorResponse, 422: vValidationErrorResponse, 429: vErrorResponse, 500: vErrorResponse, 507: vErrorResponse },
  },
  'POST /reports': {
    request: vCreateReportRequest,
    responses: { 201: vMessageResponse, 404: vErrorResponse, 422: vValidationErrorResponse, 429: vErrorResponse, 500: vErrorResponse, 507: vErrorResponse },
  },
  'GET /forums/members': {
    responses: { 200: vForumMemberListResponse, 422: vValidationErrorResponse, 429: vErrorResponse, 500: vErrorResponse },
  },
  'GET /forums/members/{slug}': {
    responses: { 200: vForumMemberProfileResponse, 404: vErrorResponse, 429: vErrorResponse, 500: vErrorResponse },
  },
  'GET /forums/categories': {
    responses: { 200: vForumCategoryListResponse, 429: vErrorResponse, 500: vErrorResponse },
  },
  'GET /forums/topics': {
    responses: { 200: vForumTopicListResponse, 422: vValidationErrorResponse, 429: vErrorResponse, 500: vErrorResponse },
  },
  'POST /forums/topics': {
    request: vCreateForumTopicRequest,
    responses: { 201: vForumTopicResponse, 401: vErrorResponse, 422: vValidationErrorResponse, 429: vErrorResponse, 500: vErrorResponse, 507: vErrorResponse },
  },
  'GET /forums/topics/{id}': {
    responses: { 200: vForumTopicResponse, 404: vErrorResponse, 429: vErrorResponse, 500: vErrorResponse },
  },
  'POST /forums/topics/{id}/replies': {
    request: vCreateForumReplyRequest,
    responses: { 201: vForumReplyResponse, 401: vErrorResponse, 404: vErrorResponse, 422: vValidationErrorResponse, 429: vErrorResponse, 500: vErrorResponse, 507: vErrorResponse },
  },
  'POST /forums/topics/{id}/like': {
    responses: { 200: vLikeResponse, 401: vErrorResponse, 404: vErrorResponse, 429: vErrorResponse, 500: vErrorResponse, 507: vErrorResponse },
  },
  'POST /forums/replies/{id}/like': {
    responses: { 200: vLikeResponse, 401: vErrorResponse, 404: vErrorResponse, 429: vErrorResponse, 500: vErrorResponse, 507: vErrorResponse },
  },
  'GET /stats': {
    responses: { 200: vStatsResponse, 429: vErrorResponse, 500: vErrorResponse },
  },
  'GET /search': {
    responses: { 200: vSearchResponse, 422: vValidationErrorResponse, 429: vErrorResponse, 500: vErrorResponse },
  },
  'POST /contact': {
    request: vContactRequest,
    responses: { 201: vMessageResponse, 422: vValidationErrorResponse, 429: vErrorResponse, 500: vErrorResponse, 507: vErrorResponse },
  },
  'POST /guides/submissions': {
    request: vGuideSubmissionRequest,
    responses: { 201: vMessageResponse, 422: vValidationErrorResponse, 429: vErrorResponse, 500: vErrorResponse, 507: vErrorResponse },
  },
  'GET /ads': {
    responses: { 200: vAdListResponse, 422: vValidationErrorResponse, 429: vErrorResponse, 500: vErrorResponse },
  },
  'POST /ads': {
    request: vCreateAdRequest,
    responses: { 201: vAdResponse, 401: vErrorResponse, 422: vValidationErrorResponse, 429: vErrorResponse, 500: vErrorResponse, 507: vErrorResponse },
  },
  'GET /ads/mine': {
    responses: { 200: vMyAdsResponse, 401: vErrorResponse, 429: vErrorResponse, 500: vErrorResponse },
  },
  'GET /ads/{id}': {
    responses: { 200: vAdResponse, 404: vErrorResponse, 429: vErrorResponse, 500: vErrorResponse },
  },
  'PATCH /ads/{id}': {
    request: vUpdateAdRequest,
    responses: { 200: vAdResponse, 401: vErrorResponse, 404: vErrorResponse, 422: vValidationErrorResponse, 429: vErrorResponse, 500: vErrorResponse, 507: vErrorResponse },
  },
  'DELETE /ads/{id}': {
    responses: { 204: null, 401: vErrorResponse, 404: vErrorResponse, 429: vErrorResponse, 500: vErrorResponse, 507: vErrorResponse },
  },
  'POST /ads/{id}/renew': {
    responses: { 200: vAdResponse, 401: vErrorResponse, 404: vErrorResponse, 409: vErrorResponse, 429: vErrorResponse, 500: vErrorResponse, 507: vErrorResponse },
  },
  'POST /ads/{id}/sold': {
    responses: { 200: vAdResponse, 401: vErrorResponse, 404: vErrorResponse, 429: vErrorResponse, 500: vErrorResponse, 507: vErrorResponse },
  },
  'POST /ads/{id}/contact': {
    request: vContactSellerRequest,
    responses: { 201: vMessageResponse, 401: vErrorResponse, 404: vErrorResponse, 422: vValidationErrorResponse, 429: vErrorResponse, 500: vErrorResponse, 507: vErrorResponse },
  },
  'GET /lists': {
    responses: { 200: vTravelListsResponse, 401: vErrorResponse, 429: vErrorResponse, 500: vErrorResponse },
  },
  'POST /lists': {
    request: vCreateTravelListRequest,
    responses: { 201: vTravelListResponse, 401: vErrorResponse, 422: vValidationErrorResponse, 429: vErrorResponse, 500: vErrorResponse, 507: vErrorResponse },
  },
  'PATCH /lists/{id}': {
    request: vUpdateTravelListRequest,
    responses: { 200: vTravelListResponse, 401: vErrorResponse, 404: vErrorResponse, 422: vValidationErrorResponse, 429: vErrorResponse, 500: vErrorResponse, 507: vErrorResponse },
  },
  'DELETE /lists/{id}': {
    responses: { 204: null, 401: vErrorResponse, 404: vErrorResponse, 429: vErrorResponse, 500: vErrorResponse, 507: vErrorResponse },
  },
  'POST /lists/{id}/items': {
    request: vCreateFavoriteRequest,
    responses: { 200: vTravelListResponse, 401: vErrorResponse, 403: vErrorResponse, 404: vErrorResponse, 422: vValidationErrorResponse, 429: vErrorResponse, 500: vErrorResponse, 507: vErrorResponse },
  },
};
