import { bookingThreadRoutes } from '../../../../contract/booking-thread-routes.ts'
import { adminSide } from '../../../../services/account/bookings/thread-sides.ts'

/** Admins read any booking's thread (hidden text included) and answer the customer. */
export default bookingThreadRoutes(adminSide)
