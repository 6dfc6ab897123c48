/** Shared look of the booking panel's inputs; the invalid state follows aria-invalid. */
export const fieldControl =
  'h-11 rounded-lg border border-slate-300 bg-white px-3 text-slate-900 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700'
export const fieldInput = `${fieldControl} w-full`
export const fieldLabel = 'mb-1 block text-sm font-semibold text-slate-800'
