/**
 * What a booking reference looks like: "SB" and 6 to 8 letters or digits (checkout writes "SB"
 * and 8 of an alphabet without 0/O or 1/I/L; the demo writes "SB100001"). A page can answer 404
 * for anything else before asking who is signed in (issue 30: /voucher/NOPE).
 */
export function isBookingReference(value: string): boolean {
  return /^SB[0-9A-Z]{6,8}$/.test(value)
}
