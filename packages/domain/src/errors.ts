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
 * Input refused field by field (the supplier's tour editor): `fields` maps a payload path
 * (`price_periods.1.starts_on`) to the message shown under that field; 422, nothing changed.
 */
export class FieldErrorsError extends DomainError {
  readonly fields: Record<string, string>
  constructor(fields: Record<string, string>, message = Object.values(fields)[0] ?? 'Please check the form') {
    super(message, 422)
    this.fields = fields
  }
}
