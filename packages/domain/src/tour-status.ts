/** Tour (activity) status of spec §3/§4. Only active tours are public. */
export const TourStatus = { pending: 0, active: 1, rejected: 2 } as const
export type TourStatusCode = (typeof TourStatus)[keyof typeof TourStatus]

export const tourStatusLabels: Record<TourStatusCode, string> = { 0: 'Pending', 1: 'Active', 2: 'Rejected' }
