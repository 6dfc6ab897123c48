import { bookingThreadRoutes } from '../../../../contract/booking-thread-routes.ts'
import { supplierSide } from '../../../../services/account/bookings/thread-sides.ts'

/** The supplier's side of its bookings' messages: a reply goes to the customer. */
export default bookingThreadRoutes(supplierSide)
