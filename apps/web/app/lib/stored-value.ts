/**
 * Values read back from browser storage (the session, the cart, favourite ids). Unlike an API
 * answer, whose shape the contract guarantees, anything may be stored there (an older version
 * of the app, a hand edit), so readers check what they take.
 */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
