/**
 * Typed errors that business operations throw. The server's one error handler turns them into
 * `{ status: 'error', message }` with the matching HTTP status; the message is shown to people,
 * so it uses the spec's wording where the spec gives one.
 */
export class DomainError extends Error {
  readonly httpStatus: number
  constructor(message: string, httpStatus: number) {
    super(message)
    this.name = new.target.name
    this.httpStatus = httpStatus
  }
}

export class BadRequestError extends DomainError {
  constructor(message: string) {
    super(message, 400)
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = 'Please log in to continue') {
    super(message, 401)
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'You are not allowed to do that') {
    super(message, 403)
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Not found') {
    super(message, 404)
  }
}

export class ConflictError extends DomainError {
  constructor(message: string) {
    super(message, 409)
  }
}

/** Rate limits (429); the handler adds Retry-After from retryAfterSeconds. */
export class TooManyRequestsError extends DomainError {
  readonly retryAfterSeconds: number
  constructor(message: string, retryAfterSeconds: number) {
    super(message, 429)
    this.retryAfterSeconds = retryAfterSeconds
  }
}

/** Well-formed but unacceptable input (a weak password, a field that cannot change): 422. */
export class UnprocessableError extends DomainError {
  constructor(message: string) {
    super(message, 422)
  }
}

/**
 * 422 with one message per field, which a form shows beside each field; `message` (the
 * snackbar's) is the first of them. The error handler adds `errors` to the JSON answer.
 */
export class FieldErrorsError extends UnprocessableError {
  readonly errors: Record<string, string>
  constructor(errors: Record<string, string>, message?: string) {
    super(message ?? Object.values(errors)[0] ?? 'Invalid input')
    this.errors = errors
  }
}
