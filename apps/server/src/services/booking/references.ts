import { randomInt } from 'node:crypto'

/** No 0/O or 1/I/L: references are read out on the phone to suppliers and support. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

function randomCode(length: number): string {
  let code = ''
  for (let i = 0; i < length; i++) code += ALPHABET[randomInt(ALPHABET.length)]
  return code
}

/** "SRD-7K3M9Q2P": 31^8 ≈ 850 billion codes; the unique index turns a clash into a failed checkout, never a mix-up. */
export const newOrderReference = () => `SRD-${randomCode(8)}`
export const newBookingReference = () => `SB${randomCode(8)}`
