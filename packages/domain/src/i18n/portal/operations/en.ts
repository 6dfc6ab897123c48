import { AmendmentMessages } from '../../../amendments.ts'
import { AttendanceMessages } from '../../../attendance.ts'
import { CommentMessages } from '../../../booking-comments.ts'
import { AreaMessages } from '../../../messages/areas.ts'
import { ResourceMessages } from '../../../resources.ts'
import { StaffMessages } from '../../../staff.ts'
import { SupplierBookingMessages } from '../../../supplier-bookings.ts'
import { VoucherMessages } from '../../../vouchers.ts'

/**
 * The API's sentences on the portal's day-to-day pages (issue 31's portal audit): a booking's
 * decision and amendments, attendance, the trip sheet's check-in, staff and the area refusal; a
 * part of `portal/en.ts`. The English is the domain's constant, so `server-messages.ts` finds the
 * id by the server's text (decision 078's update); the trip sheet's "Check in" button too.
 */
export const portalOperationsEn = {
  // The date boxes' hint: the day, month and year they take, in that order.
  'common.datePlaceholder': 'dd/mm/yyyy',
  // The day manifest's CSV columns (services/supplier/manifest/manifest-csv.ts), in the page's language.
  'csv.manifest.date': 'Date',
  'csv.manifest.tour': 'Tour',
  'csv.manifest.start': 'Start',
  'csv.manifest.pickupPoint': 'Pick-up point',
  'csv.manifest.pickupTime': 'Pick-up time',
  'csv.manifest.reference': 'Reference',
  'csv.manifest.status': 'Status',
  'csv.manifest.lead': 'Lead traveller',
  'csv.manifest.adults': 'Adults',
  'csv.manifest.children': 'Children',
  'csv.manifest.infants': 'Infants',
  'csv.manifest.phone': 'Phone',
  'csv.manifest.hotel': 'Hotel or flight',
  'csv.manifest.notes': 'Notes',
  'csv.manifest.checkedIn': 'Checked in',
  'csv.manifest.noShow': 'No-show',
  'csv.manifest.soldBy': 'Sold by',
  'csv.manifest.answers': 'Answers',
  'csv.manifest.option': 'Option',
  'csv.manifest.vehicle': 'Vehicle',
  'csv.manifest.guide': 'Driver-guide',
  // The earnings CSV's columns (services/supplier/earnings/earnings-csv.ts).
  'csv.earnings.month': 'Month',
  'csv.earnings.travelDate': 'Travel date',
  'csv.earnings.reference': 'Reference',
  'csv.earnings.tour': 'Tour',
  'csv.earnings.status': 'Status',
  'csv.earnings.gross': 'Gross USD',
  'csv.earnings.refunds': 'Refunds USD',
  'csv.earnings.commission': 'Commission USD',
  'csv.earnings.net': 'Net USD',
  'csv.earnings.soldBy': 'Sold by',
  'manifest.checkInLabel': 'Check in {reference}',

  'msg.booking.confirmed': SupplierBookingMessages.confirmed,
  'msg.booking.rejected': SupplierBookingMessages.rejected,
  'msg.booking.canceled': SupplierBookingMessages.canceled,
  'msg.booking.refundFailed': SupplierBookingMessages.refundFailed,
  'msg.booking.reasonRequired': SupplierBookingMessages.reasonRequired,
  'msg.amendment.accepted': AmendmentMessages.accepted,
  'msg.amendment.rejected': AmendmentMessages.rejected,
  'msg.amendment.alreadyDecided': AmendmentMessages.alreadyDecided,
  'msg.amendment.datePassed': AmendmentMessages.datePassed,
  'msg.attendance.noShowReported': AttendanceMessages.noShowReported,
  'msg.attendance.noShowTooEarly': AttendanceMessages.noShowTooEarly,
  'msg.attendance.noShowTooLate': AttendanceMessages.noShowTooLate,
  'msg.attendance.noShowNotConfirmed': AttendanceMessages.noShowNotConfirmed,
  'msg.attendance.alreadyCheckedIn': AttendanceMessages.alreadyCheckedIn,
  'msg.attendance.alreadyNoShow': AttendanceMessages.alreadyNoShow,
  'msg.attendance.checkInAfterNoShow': AttendanceMessages.checkInAfterNoShow,
  'msg.voucher.notFound': VoucherMessages.notFound,
  'msg.voucher.forged': VoucherMessages.forged,
  'msg.voucher.canceled': VoucherMessages.canceled,
  'msg.voucher.pending': VoucherMessages.pending,
  'msg.voucher.checkedIn': VoucherMessages.checkedIn,
  'msg.voucher.alreadyCheckedIn': VoucherMessages.alreadyCheckedIn('{at}'),
  'msg.voucher.noVoucher': VoucherMessages.noVoucher,
  'msg.staff.onlySupplier': StaffMessages.staffOnlyForSupplier,
  'msg.staff.emailTaken': StaffMessages.emailTaken,
  'msg.staff.invited': StaffMessages.invited,
  'msg.staff.revoked': StaffMessages.revoked,
  'msg.staff.notFound': StaffMessages.notFound,
  'msg.staff.guideNotFound': StaffMessages.guideNotFound,
  'msg.comment.empty': CommentMessages.empty,
  'msg.comment.tooLong': CommentMessages.tooLong,
  'msg.area.suppliersOnly': AreaMessages.suppliersOnly,
  // The Team page's own checks before it sends a vehicle or a driver-guide (domain's resourceProblems).
  'msg.resource.nameRequired': ResourceMessages.nameRequired,
  'msg.resource.seatsRange': ResourceMessages.seatsRange,
  'msg.resource.plateRequired': ResourceMessages.plateRequired,
  'msg.resource.phoneRequired': ResourceMessages.phoneRequired,
  'msg.resource.licenceRequired': ResourceMessages.licenceRequired,
  'msg.resource.languagesRequired': ResourceMessages.languagesRequired,
}
