/** The request layer (spec §7 "Request layer", §8). Screens use lib/api, which is built on this. */
export { request, upload, download, type RequestOptions, type UploadOptions } from './request';
export { ApiError, ContractError, statusMessageKey } from './errors';
export { apiUrl, endpointUrl } from './exchange';
export { ensureDeviceToken } from './credentials';
export { handSessionToHost, syncShellSession } from './shellSession';
export { forgetPosition } from './location';
export { apiKey, swrFetcher, useApi, type ApiArgs, type ApiResponse } from './swr';
export { Intent, isUnanswered, newIdempotencyKey, resendUnanswered } from './retry';
