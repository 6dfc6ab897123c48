/** Inland destinations and start locations: Cultural Triangle, hill country, parks and the north. */
import type { SeedPlace } from './types.ts'

export const inlandPlaces: SeedPlace[] = [
  {
    key: 'kandy',
    name: 'Kandy',
    region: 'Central Province',
    latitude: 7.2906,
    longitude: 80.6337,
    theme: 'heritage',
    description:
      'The last royal capital, set around a lake in green hills. The Temple of the Sacred Tooth Relic and the Esala Perahera festival make it the island’s cultural heart.',
  },
  {
    key: 'sigiriya',
    name: 'Sigiriya',
    region: 'Cultural Triangle',
    latitude: 7.957,
    longitude: 80.7603,
    theme: 'rock',
    description:
      'A 180-metre rock fortress built by King Kashyapa in the 5th century, with frescoes, the Mirror Wall, water gardens and the giant lion paws that guard the last climb.',
  },
  {
    key: 'dambulla',
    name: 'Dambulla',
    region: 'Cultural Triangle',
    latitude: 7.8742,
    longitude: 80.6511,
    theme: 'heritage',
    description:
      'Home of the Golden Cave Temple, five caves filled with over 150 Buddha statues and painted ceilings, a UNESCO World Heritage Site above the central plains.',
  },
  {
    key: 'ella',
    name: 'Ella',
    region: 'Uva Hill Country',
    latitude: 6.8667,
    longitude: 81.0466,
    theme: 'train',
    description:
      'A laid-back mountain village of tea estates, waterfalls and viewpoints, with easy walks to Little Adam’s Peak and the Nine Arch Bridge on the famous railway.',
  },
  {
    key: 'nuwara-eliya',
    name: 'Nuwara Eliya',
    region: 'Central Highlands',
    latitude: 6.9497,
    longitude: 80.7891,
    theme: 'tea',
    description:
      '“Little England” at 1,868 metres: cool air, colonial bungalows, Gregory Lake and rolling tea estates where Ceylon tea is still plucked by hand.',
  },
  {
    key: 'yala',
    name: 'Yala',
    region: 'Deep South',
    latitude: 6.3728,
    longitude: 81.5169,
    theme: 'wildlife',
    description:
      'Sri Lanka’s most visited national park, with one of the world’s highest densities of leopards, plus elephants, sloth bears, crocodiles and coastal lagoons full of birds.',
  },
  {
    key: 'anuradhapura',
    name: 'Anuradhapura',
    region: 'Cultural Triangle',
    latitude: 8.3114,
    longitude: 80.4037,
    theme: 'heritage',
    description:
      'The first great capital, founded in the 4th century BC, with giant white dagobas, monastery ruins and the Sri Maha Bodhi, the oldest documented tree planted by people.',
  },
  {
    key: 'polonnaruwa',
    name: 'Polonnaruwa',
    region: 'Cultural Triangle',
    latitude: 7.9403,
    longitude: 81.0188,
    theme: 'heritage',
    description:
      'The medieval royal city of the 11th and 12th centuries, best explored by bicycle: palace ruins, the Vatadage and the rock-cut Buddhas of Gal Vihara.',
  },
  {
    key: 'jaffna',
    name: 'Jaffna',
    region: 'Northern Province',
    latitude: 9.6615,
    longitude: 80.0255,
    theme: 'heritage',
    description:
      'The Tamil north: the golden Nallur Kandaswamy Kovil, a Dutch star fort, palmyra palms, island causeways and a cuisine of crab curry and odiyal kool.',
  },
  {
    key: 'habarana',
    name: 'Habarana',
    region: 'Cultural Triangle',
    latitude: 8.0367,
    longitude: 80.7486,
    theme: 'elephant',
    description:
      'A crossroads village in the dry zone, ideally placed for Sigiriya, Polonnaruwa and the elephant gatherings of Minneriya and Kaudulla.',
  },
  {
    key: 'udawalawe',
    name: 'Udawalawe',
    region: 'Sabaragamuwa',
    latitude: 6.4745,
    longitude: 80.8987,
    theme: 'elephant',
    description:
      'Open grassland around a reservoir where herds of wild elephants are seen year-round, and the Elephant Transit Home raises orphaned calves.',
  },
  {
    key: 'kitulgala',
    name: 'Kitulgala',
    region: 'Sabaragamuwa',
    latitude: 6.9925,
    longitude: 80.4176,
    theme: 'water',
    description:
      'A rainforest village on the Kelani River, the island’s white-water rafting centre and the filming location of The Bridge on the River Kwai.',
  },
  {
    key: 'pinnawala',
    name: 'Pinnawala',
    region: 'Kegalle',
    latitude: 7.3003,
    longitude: 80.3875,
    theme: 'elephant',
    description:
      'Known for the Pinnawala Elephant Orphanage, where the herd walks to the Maha Oya river to bathe twice a day.',
  },
  {
    key: 'haputale',
    name: 'Haputale',
    region: 'Uva Hill Country',
    latitude: 6.7681,
    longitude: 80.9582,
    theme: 'tea',
    description:
      'A ridge-top town with views to the south coast on clear mornings, and Lipton’s Seat, where Sir Thomas Lipton surveyed his tea estates.',
  },
  {
    key: 'horton-plains',
    name: 'Horton Plains',
    region: 'Central Highlands',
    latitude: 6.8022,
    longitude: 80.8061,
    theme: 'hills',
    description:
      'A high plateau of cloud forest and grassland, where a 9 km loop leads to the sheer drop of World’s End and the veil of Baker’s Falls.',
  },
  {
    key: 'minneriya',
    name: 'Minneriya',
    region: 'Cultural Triangle',
    latitude: 8.0372,
    longitude: 80.8989,
    theme: 'elephant',
    description:
      'A national park around an ancient reservoir where hundreds of elephants gather in the dry season, from July to October.',
  },
  {
    key: 'adams-peak',
    name: 'Adam’s Peak',
    region: 'Central Highlands',
    latitude: 6.8096,
    longitude: 80.4994,
    theme: 'hills',
    description:
      'Sri Pada, the sacred 2,243-metre summit climbed by night from Nallathanniya in the pilgrimage season, December to May, for sunrise and the peak’s shadow.',
  },
  {
    key: 'knuckles',
    name: 'Knuckles Range',
    region: 'Central Province',
    latitude: 7.45,
    longitude: 80.8,
    theme: 'hills',
    description:
      'A UNESCO-listed mountain wilderness of cloud forest, villages and waterfalls, named after peaks that look like a clenched fist.',
  },
  {
    key: 'sinharaja',
    name: 'Sinharaja',
    region: 'Sabaragamuwa',
    latitude: 6.4,
    longitude: 80.5,
    theme: 'water',
    description:
      'The last large lowland rainforest of Sri Lanka and a UNESCO site, full of endemic birds, frogs and the mixed-species bird flocks it is famous for.',
  },
  {
    key: 'wilpattu',
    name: 'Wilpattu',
    region: 'North Western Province',
    latitude: 8.45,
    longitude: 80.0,
    theme: 'wildlife',
    description:
      'The island’s largest national park, a quiet forest dotted with natural lakes called villus, with leopards, sloth bears and far fewer jeeps.',
  },
  {
    key: 'tissamaharama',
    name: 'Tissamaharama',
    region: 'Deep South',
    latitude: 6.2785,
    longitude: 81.2876,
    theme: 'wildlife',
    description:
      'The gateway town to Yala and Bundala, with an ancient dagoba and a reservoir full of pelicans and painted storks.',
  },
]
