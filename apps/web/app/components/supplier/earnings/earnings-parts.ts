/** The parts of a month's gross, bottom of the bar first, with their colours (chart and legend agree). */
/** `label` is the part's id in the portal catalogue (decision 078). */
export const earningsParts = [
  { key: 'net_cents', label: 'earnings.netColumn', colour: '#0f766e' },
  { key: 'commission_cents', label: 'earnings.commission', colour: '#f59e0b' },
  { key: 'refunds_cents', label: 'earnings.refunds', colour: '#94a3b8' },
] as const
