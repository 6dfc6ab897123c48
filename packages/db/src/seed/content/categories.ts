/** Tour categories (spec: category {id, name}); `theme` picks pictures for featured tiles. */
import type { SeedCategory } from './types.ts'

export const categories: SeedCategory[] = [
  {
    key: 'wildlife-safari',
    name: 'Wildlife & Safari',
    description:
      'Jeep safaris for leopards, elephants and sloth bears in Yala, Wilpattu, Udawalawe and Minneriya.',
    theme: 'wildlife',
  },
  {
    key: 'culture-heritage',
    name: 'Culture & Heritage',
    description:
      'Eight UNESCO sites: ancient capitals, cave temples, the Temple of the Tooth and Galle Fort.',
    theme: 'heritage',
  },
  {
    key: 'beaches-coast',
    name: 'Beaches & Coast',
    description:
      'Palm-fringed bays on the south, west and east coasts, with the right beach in every season.',
    theme: 'beach',
  },
  {
    key: 'hiking-nature',
    name: 'Hiking & Nature',
    description: 'Sunrise climbs, cloud-forest plateaus, rainforest trails and waterfalls.',
    theme: 'hills',
  },
  {
    key: 'tea-country',
    name: 'Tea Country',
    description:
      'Estates, factories and tastings in the highlands where Ceylon tea has grown since the 1860s.',
    theme: 'tea',
  },
  {
    key: 'adventure-water-sports',
    name: 'Adventure & Water Sports',
    description: 'White-water rafting, surfing, diving, ziplines and kayaking for every level.',
    theme: 'water',
  },
  {
    key: 'food-cooking',
    name: 'Food & Cooking',
    description:
      'Rice and curry, hoppers and kottu: cook them with local families or eat your way through the streets.',
    theme: 'food',
  },
  {
    key: 'whale-watching',
    name: 'Whale Watching',
    description: 'Blue whales, sperm whales and spinner dolphins off Mirissa, Trincomalee and Kalpitiya.',
    theme: 'whale',
  },
  {
    key: 'train-journeys',
    name: 'Train Journeys',
    description:
      'The hill-country line from Kandy to Ella, one of the most beautiful train rides in the world.',
    theme: 'train',
  },
  {
    key: 'wellness-ayurveda',
    name: 'Wellness & Ayurveda',
    description: 'Traditional Ayurveda treatments, yoga and quiet retreats by the sea or in the hills.',
    theme: 'wellness',
  },
  {
    key: 'photography',
    name: 'Photography',
    description: 'Tours timed for the best light, led by guides who know where to stand.',
    theme: 'rock',
  },
  {
    key: 'airport-transfers',
    name: 'Airport Transfers',
    description:
      'Private, air-conditioned cars from Bandaranaike International Airport to anywhere on the island.',
    theme: 'airport',
  },
  {
    key: 'private-transfers',
    name: 'Private Transfers',
    description: 'Door-to-door rides between towns with licensed, English-speaking drivers.',
    theme: 'road',
  },
  {
    key: 'city-tours',
    name: 'City Tours',
    description: 'Colombo, Kandy, Galle and Jaffna on foot, by tuk-tuk or with a local guide.',
    theme: 'city',
  },
  {
    key: 'family-friendly',
    name: 'Family Friendly',
    description: 'Gentle days out with elephants, turtles, boat rides and beaches that children love.',
    theme: 'elephant',
  },
]
