/**
 * Codes of the answers that come from the transport rather than from a feature: the request
 * as a whole is too big, of the wrong type, or arrives while the node is full.
 */
export const RequestErrorCode = {
  PayloadTooLarge: 'PayloadTooLarge',
  UnsupportedMediaType: 'UnsupportedMediaType',
  UriTooLong: 'UriTooLong',
  HeadersTooLarge: 'HeadersTooLarge',
  ServiceUnavailable: 'ServiceUnavailable',
} as const;
export type RequestErrorCode = (typeof RequestErrorCode)[keyof typeof RequestErrorCode];
