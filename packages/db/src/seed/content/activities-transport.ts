/** Transport (tour type 4): airport and town-to-town transfers, mostly priced per vehicle. */
import { DurationUnit } from '@serendib/domain/duration'
import { TourType } from '@serendib/domain/tour-types'
import type { DurationUnitCode } from '@serendib/domain/duration'
import type { ImageTheme } from '../images/scene-themes.ts'
import { defineActivity, perGroup, perPerson, steps } from './activity-builder.ts'
import type { PriceInput } from './activity-builder.ts'
import type { SeedActivity } from './types.ts'

const H = DurationUnit.hours
const M = DurationUnit.minutes
const car = 'Private air-conditioned car (up to 3 passengers) with an English-speaking driver'
const van = 'Private air-conditioned van (up to 6 passengers) with an English-speaking driver'
const carIncludes = [
  'Fuel, highway tolls and parking',
  'Bottled water and wet towels',
  'Flight monitoring for airport pick-ups',
]

interface TransferInput {
  key: string
  title: string
  overview: string
  duration: [number, DurationUnitCode]
  from: string
  to: string
  vehicle: string
  price: PriceInput
  startLocations: string[]
  pickupLocations: string[]
  categories: string[]
  sold: number
  featured?: boolean
  pictures: [string, ImageTheme][]
}

/** Transfers share their shape: pick-up, the drive, drop-off. */
function transfer(input: TransferInput): SeedActivity {
  return defineActivity({
    key: input.key,
    title: input.title,
    overview: input.overview,
    tourType: TourType.transport,
    duration: input.duration,
    itinerary: steps(
      ['Pick-up', `Your driver meets you at ${input.from} with a name board.`],
      ['Journey', 'Direct drive with a refreshment stop on request.'],
      ['Drop-off', `Drop-off at your hotel or address in ${input.to}.`],
    ),
    inclusions: [input.vehicle, ...carIncludes],
    exclusions: ['Waiting beyond 60 minutes after the flight lands or the agreed pick-up time'],
    categories: input.categories,
    startLocations: input.startLocations,
    pickupLocations: input.pickupLocations,
    price: input.price,
    featured: input.featured ?? false,
    sold: input.sold,
    supplier: 'island-wheels',
    pictures: input.pictures,
  })
}

const airport = 'Bandaranaike International Airport (CMB) arrivals hall'

export const transportActivities: SeedActivity[] = [
  transfer({
    key: 'cmb-airport-to-colombo-transfer',
    title: 'Private Airport Transfer: CMB to Colombo City',
    overview:
      'Skip the taxi queue: a private car from Bandaranaike International Airport to any hotel in Colombo, about 45 minutes on the Katunayake Expressway. Your driver tracks your flight and waits if it is late.',
    duration: [1, H],
    from: airport,
    to: 'Colombo',
    vehicle: car,
    price: perGroup(3500, 3),
    startLocations: ['negombo', 'colombo'],
    pickupLocations: ['cmb-airport'],
    categories: ['airport-transfers'],
    sold: 2650,
    featured: true,
    pictures: [
      ['negombo', 'airport'],
      ['colombo', 'city'],
    ],
  }),
  transfer({
    key: 'cmb-airport-to-negombo-transfer',
    title: 'Private Airport Transfer: CMB to Negombo',
    overview:
      'The short hop from the airport to the Negombo beach hotels, around 20 to 30 minutes. Ideal for a first night by the sea after a long flight.',
    duration: [30, M],
    from: airport,
    to: 'Negombo',
    vehicle: car,
    price: perGroup(2000, 3),
    startLocations: ['negombo'],
    pickupLocations: ['cmb-airport'],
    categories: ['airport-transfers'],
    sold: 1980,
    pictures: [
      ['negombo', 'airport'],
      ['negombo', 'beach'],
    ],
  }),
  transfer({
    key: 'cmb-airport-to-kandy-transfer',
    title: 'Private Airport Transfer: CMB to Kandy',
    overview:
      'A private car from the airport up into the hills to Kandy, about three and a half hours via the Central Expressway and Kurunegala. Stop at Pinnawala or a cashew village on request.',
    duration: [4, H],
    from: airport,
    to: 'Kandy',
    vehicle: car,
    price: perGroup(7500, 3),
    startLocations: ['negombo'],
    pickupLocations: ['cmb-airport', 'negombo-hotels'],
    categories: ['airport-transfers', 'private-transfers'],
    sold: 1120,
    pictures: [
      ['kandy', 'road'],
      ['negombo', 'airport'],
    ],
  }),
  transfer({
    key: 'cmb-airport-to-kandy-van-transfer',
    title: 'Airport Van Transfer for Families: CMB to Kandy',
    overview:
      'A roomy van for up to six travellers and their luggage from the airport to Kandy. Child seats are free on request.',
    duration: [4, H],
    from: airport,
    to: 'Kandy',
    vehicle: van,
    price: perGroup(11000, 6),
    startLocations: ['negombo'],
    pickupLocations: ['cmb-airport', 'negombo-hotels'],
    categories: ['airport-transfers', 'family-friendly'],
    sold: 340,
    pictures: [
      ['kandy', 'road'],
      ['kandy', 'heritage'],
    ],
  }),
  transfer({
    key: 'cmb-airport-to-bentota-galle-transfer',
    title: 'Private Airport Transfer: CMB to Bentota, Hikkaduwa or Galle',
    overview:
      'Straight from the airport to the south-west beaches on the Southern Expressway: about 2 hours to Bentota and 2.5 hours to Galle or Unawatuna.',
    duration: [3, H],
    from: airport,
    to: 'Bentota, Hikkaduwa, Galle or Unawatuna',
    vehicle: car,
    price: perGroup(9000, 3),
    startLocations: ['negombo'],
    pickupLocations: ['cmb-airport'],
    categories: ['airport-transfers'],
    sold: 1430,
    pictures: [
      ['bentota', 'road'],
      ['galle', 'beach'],
    ],
  }),
  transfer({
    key: 'cmb-airport-to-sigiriya-transfer',
    title: 'Private Airport Transfer: CMB to Sigiriya, Habarana or Dambulla',
    overview:
      'Begin your Cultural Triangle trip door to door: about four hours from the airport to Sigiriya, Habarana or Dambulla, with a rest stop on the way.',
    duration: [4, H],
    from: airport,
    to: 'Sigiriya, Habarana or Dambulla',
    vehicle: car,
    price: perGroup(9500, 3),
    startLocations: ['negombo'],
    pickupLocations: ['cmb-airport', 'negombo-hotels'],
    categories: ['airport-transfers', 'private-transfers'],
    sold: 870,
    pictures: [
      ['sigiriya', 'road'],
      ['sigiriya', 'rock'],
    ],
  }),
  transfer({
    key: 'cmb-airport-to-ella-transfer',
    title: 'Private Airport Transfer: CMB to Ella',
    overview:
      'The long way up to Ella in comfort, about six and a half hours through Ratnapura and the Haputale pass, with time for lunch on the way.',
    duration: [7, H],
    from: airport,
    to: 'Ella',
    vehicle: car,
    price: perGroup(16500, 3),
    startLocations: ['negombo'],
    pickupLocations: ['cmb-airport'],
    categories: ['airport-transfers', 'private-transfers'],
    sold: 260,
    pictures: [
      ['ella', 'road'],
      ['ella', 'hills'],
    ],
  }),
  transfer({
    key: 'kandy-to-ella-transfer',
    title: 'Private Transfer: Kandy to Ella via Nuwara Eliya',
    overview:
      'Drive the hill-country road from Kandy to Ella with stops at Ramboda Falls, a tea factory and Nuwara Eliya, about five hours with breaks. A good choice when train seats are sold out.',
    duration: [5, H],
    from: 'your Kandy hotel',
    to: 'Ella',
    vehicle: car,
    price: perGroup(11000, 3),
    startLocations: ['kandy'],
    pickupLocations: ['kandy-hotels'],
    categories: ['private-transfers', 'tea-country'],
    sold: 540,
    pictures: [
      ['nuwara-eliya', 'road'],
      ['ella', 'tea'],
    ],
  }),
  transfer({
    key: 'colombo-to-mirissa-transfer',
    title: 'Private Transfer: Colombo to Mirissa or Weligama',
    overview:
      'From any Colombo hotel to the south coast beaches of Mirissa and Weligama in about two and a half hours on the expressway.',
    duration: [3, H],
    from: 'your Colombo hotel',
    to: 'Mirissa or Weligama',
    vehicle: car,
    price: perGroup(9500, 3),
    startLocations: ['colombo'],
    pickupLocations: ['colombo-city-hotels', 'colombo-south-hotels'],
    categories: ['private-transfers'],
    sold: 610,
    pictures: [
      ['mirissa', 'road'],
      ['mirissa', 'beach'],
    ],
  }),
  transfer({
    key: 'private-car-driver-full-day',
    title: 'Private Car with Driver for a Full Day',
    overview:
      'Your own car and English-speaking driver for up to 10 hours and 150 km: make your own itinerary, from temple visits to beach hopping.',
    duration: [10, H],
    from: 'your hotel',
    to: 'the same hotel or a new one on your route',
    vehicle: car,
    price: perGroup(7000, 3),
    startLocations: ['colombo', 'kandy', 'galle', 'negombo'],
    pickupLocations: [
      'colombo-city-hotels',
      'kandy-hotels',
      'galle-hotels',
      'negombo-hotels',
      'bentota-hotels',
    ],
    categories: ['private-transfers'],
    sold: 720,
    pictures: [
      ['galle', 'road'],
      ['colombo', 'road'],
    ],
  }),
  transfer({
    key: 'cmb-airport-shared-shuttle-colombo',
    title: 'Shared Airport Shuttle: CMB to Colombo Hotels',
    overview:
      'A budget-friendly shared minibus from the airport to central Colombo hotels, leaving every hour from 07:00 to 22:00. Priced per seat.',
    duration: [90, M],
    from: airport,
    to: 'central Colombo',
    vehicle: 'Seat in a shared air-conditioned minibus',
    price: perPerson(1200, 600, 0),
    startLocations: ['negombo', 'colombo'],
    pickupLocations: ['cmb-airport'],
    categories: ['airport-transfers'],
    sold: 3100,
    pictures: [
      ['colombo', 'airport'],
      ['colombo', 'road'],
    ],
  }),
]
