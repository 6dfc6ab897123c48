/** Coastal destinations and start locations: the west, south and east coasts. */
import type { SeedPlace } from './types.ts'

export const coastPlaces: SeedPlace[] = [
  {
    key: 'colombo',
    name: 'Colombo',
    region: 'Western Province',
    latitude: 6.9271,
    longitude: 79.8612,
    theme: 'city',
    description:
      'Sri Lanka’s commercial capital mixes colonial Fort buildings, the bazaars of Pettah, Buddhist temples and the seafront promenade of Galle Face Green, all under the new Lotus Tower.',
  },
  {
    key: 'negombo',
    name: 'Negombo',
    region: 'Western Province',
    latitude: 7.2008,
    longitude: 79.8737,
    theme: 'beach',
    description:
      'A fishing town and lagoon twenty minutes from the international airport, known for its Dutch canal, busy fish market and long beach lined with guesthouses.',
  },
  {
    key: 'galle',
    name: 'Galle',
    region: 'Southern Coast',
    latitude: 6.0535,
    longitude: 80.221,
    theme: 'beach',
    description:
      'A 17th-century Dutch fort on a headland, its ramparts, lighthouse and lanes of cafés and galleries listed by UNESCO and still a living town.',
  },
  {
    key: 'mirissa',
    name: 'Mirissa',
    region: 'Southern Coast',
    latitude: 5.9483,
    longitude: 80.4716,
    theme: 'whale',
    description:
      'A crescent bay of palms and surf, and the best base for blue whale watching between November and April, when boats leave the harbour at dawn.',
  },
  {
    key: 'trincomalee',
    name: 'Trincomalee',
    region: 'East Coast',
    latitude: 8.5874,
    longitude: 81.2152,
    theme: 'beach',
    description:
      'A deep natural harbour with the clifftop Koneswaram Temple, the white beaches of Uppuveli and Nilaveli, and coral reefs at Pigeon Island from May to October.',
  },
  {
    key: 'bentota',
    name: 'Bentota',
    region: 'Southwest Coast',
    latitude: 6.4256,
    longitude: 79.9959,
    theme: 'beach',
    description:
      'A golden beach where the Bentota River meets the sea, with river safaris through mangroves, water sports and Geoffrey Bawa’s garden estates nearby.',
  },
  {
    key: 'hikkaduwa',
    name: 'Hikkaduwa',
    region: 'Southern Coast',
    latitude: 6.1395,
    longitude: 80.1063,
    theme: 'beach',
    description:
      'A lively surf and snorkelling town with a shallow coral reef where green turtles feed close to the beach.',
  },
  {
    key: 'arugam-bay',
    name: 'Arugam Bay',
    region: 'East Coast',
    latitude: 6.8404,
    longitude: 81.8368,
    theme: 'beach',
    description:
      'A world-class right-hand point break and relaxed village, busiest in the surf season from April to October, close to Kumana and Lahugala parks.',
  },
  {
    key: 'unawatuna',
    name: 'Unawatuna',
    region: 'Southern Coast',
    latitude: 6.0098,
    longitude: 80.2506,
    theme: 'beach',
    description:
      'A sheltered bay near Galle with calm swimming water, dive schools, Jungle Beach and the Japanese Peace Pagoda on Rumassala hill.',
  },
  {
    key: 'kalpitiya',
    name: 'Kalpitiya',
    region: 'North Western Coast',
    latitude: 8.2333,
    longitude: 79.7667,
    theme: 'whale',
    description:
      'A lagoon peninsula famed for kitesurfing and large pods of spinner dolphins between November and April.',
  },
  {
    key: 'weligama',
    name: 'Weligama',
    region: 'Southern Coast',
    latitude: 5.9721,
    longitude: 80.4296,
    theme: 'beach',
    description:
      'A wide sandy bay with gentle beginner waves, surf schools, and the stilt fishermen of nearby Koggala.',
  },
  {
    key: 'pasikudah',
    name: 'Pasikudah',
    region: 'East Coast',
    latitude: 7.929,
    longitude: 81.561,
    theme: 'beach',
    description:
      'A shallow, reef-protected bay where you can wade far out to sea, with resorts along a long arc of fine sand.',
  },
]
