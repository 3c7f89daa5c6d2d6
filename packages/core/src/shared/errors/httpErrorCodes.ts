// A failed HTTP answer with no code of its own keeps its status in its code, from a closed list, so
// a caller can `switch` over every code an error may carry (issue 26: every exported code in a
// union). The list is the error statuses of RFC 9110 §15.5–15.6 plus 425 (RFC 8470), 428, 429, 431
// and 511 (RFC 6585) and 451 (RFC 7725); any other status reads `HTTP_ERROR`, with the status kept in
// the error's `status`.

/**
 * The statuses an HTTP failure's code names (see {@link HttpErrorCode}).
 *
 * @example
 * ```ts
 * type S = HttpErrorStatus // 400 | 401 | … | 511
 * ```
 */
export type HttpErrorStatus =
  | 400
  | 401
  | 402
  | 403
  | 404
  | 405
  | 406
  | 407
  | 408
  | 409
  | 410
  | 411
  | 412
  | 413
  | 414
  | 415
  | 416
  | 417
  | 421
  | 422
  | 425
  | 426
  | 428
  | 429
  | 431
  | 451
  | 500
  | 501
  | 502
  | 503
  | 504
  | 505
  | 506
  | 507
  | 508
  | 510
  | 511

/**
 * The code of a failed HTTP answer that carries no code of its own: `HTTP_<status>` for a status
 * of {@link HttpErrorStatus}, `HTTP_ERROR` for any other.
 *
 * @example
 * ```ts
 * const code: HttpErrorCode = 'HTTP_404'
 * ```
 */
export type HttpErrorCode = `HTTP_${HttpErrorStatus}` | 'HTTP_ERROR'
