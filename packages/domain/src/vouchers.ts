/** Vouchers and check-in (issue 14): the sentences the API answers with and the portal shows. */
export const VoucherMessages = {
  notFound: 'No voucher of yours matches this code. Check the reference or scan again.',
  forged: 'This voucher is not genuine: its code was changed or made up.',
  canceled: 'This booking is canceled or was not accepted: do not board.',
  pending: 'This booking is not confirmed yet: answer the request first.',
  checkedIn: 'Checked in.',
  alreadyCheckedIn: (at: string) => `Already checked in at ${at}.`,
  noVoucher: 'This booking has no voucher yet: vouchers come with the confirmation.',
} as const
