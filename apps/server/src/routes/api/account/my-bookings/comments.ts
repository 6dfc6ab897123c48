import { bookingThreadRoutes } from '../../../../contract/booking-thread-routes.ts'
import { customerSide } from '../../../../services/account/bookings/thread-sides.ts'

/** The customer's side of a booking's messages (spec §7): to the supplier or to us. */
export default bookingThreadRoutes(customerSide)
