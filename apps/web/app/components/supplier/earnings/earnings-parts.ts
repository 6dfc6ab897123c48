/** The parts of a month's gross, bottom of the bar first, with their colours (chart and legend agree). */
export const earningsParts = [
  { key: 'net_cents', label: 'Net', colour: '#0f766e' },
  { key: 'commission_cents', label: 'Commission', colour: '#f59e0b' },
  { key: 'refunds_cents', label: 'Refunds', colour: '#94a3b8' },
] as const
