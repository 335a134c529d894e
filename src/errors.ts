// Typed errors. Handlers and services throw these; one middleware turns every error into the
// response shape { error, details? } with the status carried here.

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string, details?: unknown) {
    super(400, message, details);
  }
}

export class UnauthorizedError extends HttpError {
  constructor() {
    super(401, 'Invalid or missing admin secret');
  }
}

export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

export class TooManyRequestsError extends HttpError {
  constructor(retryAfterSeconds: number) {
    super(429, 'Too many requests. Please try again later.', undefined, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}

/** What was asked for has a new address for good (a changed slug): 301 to it. `slug` is the item's current one. */
export class MovedPermanentlyError extends HttpError {
  constructor(readonly slug: string, location: string) {
    super(301, `Moved permanently to ${location}`, undefined, { Location: location });
  }
}

/** What was asked for existed and was deleted: 410. */
export class GoneError extends HttpError {
  constructor(message = 'Gone') {
    super(410, message);
  }
}
