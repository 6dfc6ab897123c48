/** Home page content: hero sliders, featured category tiles, travel inspirations and site settings. */
import type { ImageTheme } from '../images/scene-themes.ts'
import type {
  SeedFeaturedCategory,
  SeedImage,
  SeedSiteSettings,
  SeedSlider,
  SeedTravelInspiration,
} from './types.ts'

function image(key: string, theme: ImageTheme, alt: string, shape: SeedImage['shape']): SeedImage {
  return { key, theme, alt, shape }
}

export const sliders: SeedSlider[] = [
  {
    key: 'slider-sigiriya',
    title: 'Climb the Lion Rock',
    subText: 'Sunrise over Sigiriya and the ancient kingdoms of the Cultural Triangle',
    position: 1,
    image: image(
      'slider-sigiriya',
      'rock',
      'Sigiriya rock fortress rising above the jungle at sunrise',
      'hero',
    ),
  },
  {
    key: 'slider-ella-train',
    title: 'The Most Beautiful Train Ride in the World',
    subText: 'Reserved seats from Kandy to Ella through the tea country',
    position: 2,
    image: image(
      'slider-ella-train',
      'train',
      'A blue train crossing the Nine Arch Bridge near Ella',
      'hero',
    ),
  },
  {
    key: 'slider-mirissa-whales',
    title: 'Meet the Blue Whales',
    subText: 'Dawn cruises from Mirissa, November to April',
    position: 3,
    image: image(
      'slider-mirissa-whales',
      'whale',
      'A blue whale raising its tail off the coast of Mirissa',
      'hero',
    ),
  },
  {
    key: 'slider-yala-leopards',
    title: 'Leopards of Yala',
    subText: 'Full-day safaris with expert trackers in the Deep South',
    position: 4,
    image: image(
      'slider-yala-leopards',
      'wildlife',
      'A leopard resting on a rock in Yala National Park',
      'hero',
    ),
  },
  {
    key: 'slider-south-coast',
    title: 'Golden Beaches, Free Cancellation',
    subText: 'Cancel up to 24 hours before the start for a full refund',
    position: 5,
    image: image('slider-south-coast', 'beach', 'Palm trees leaning over a quiet beach near Galle', 'hero'),
  },
]

function featured(
  position: number,
  key: string,
  title: string,
  description: string,
  categories: string[],
  theme: ImageTheme,
  alt: string,
): SeedFeaturedCategory {
  return {
    key,
    title,
    description,
    categories,
    position,
    image: image(`featured-${key}`, theme, alt, 'card'),
  }
}

export const featuredCategories: SeedFeaturedCategory[] = [
  featured(
    1,
    'wildlife',
    'Wildlife Safaris',
    'Leopards, elephants and sloth bears in the island’s national parks.',
    ['wildlife-safari'],
    'elephant',
    'Elephants at a water hole at sunset',
  ),
  featured(
    2,
    'heritage',
    'Ancient Cities',
    'Eight UNESCO World Heritage Sites within a day’s drive.',
    ['culture-heritage'],
    'heritage',
    'A white dagoba in the sacred city',
  ),
  featured(
    3,
    'tea',
    'Tea Country',
    'Misty hills, planters’ bungalows and the freshest cup of Ceylon tea.',
    ['tea-country', 'train-journeys'],
    'tea',
    'Terraced tea estate in the highlands',
  ),
  featured(
    4,
    'beaches',
    'Beaches & Whales',
    'Sun, surf and the largest animals on earth off the south coast.',
    ['beaches-coast', 'whale-watching'],
    'beach',
    'Palm-fringed beach with an outrigger canoe',
  ),
  featured(
    5,
    'adventure',
    'Adventure',
    'Rafting, surfing, ziplines and balloon flights.',
    ['adventure-water-sports'],
    'water',
    'A waterfall in the rainforest',
  ),
  featured(
    6,
    'food',
    'Food & Cooking',
    'Rice and curry, hoppers and kottu, cooked with local families.',
    ['food-cooking'],
    'food',
    'Rice and curries served on a banana leaf',
  ),
  featured(
    7,
    'wellness',
    'Wellness & Ayurveda',
    'Ancient healing traditions, yoga and quiet retreats.',
    ['wellness-ayurveda'],
    'wellness',
    'A lotus flower on a calm lake at dawn',
  ),
  featured(
    8,
    'transfers',
    'Airport Transfers',
    'Private cars from CMB airport to anywhere on the island.',
    ['airport-transfers', 'private-transfers'],
    'airport',
    'A plane taking off at dusk',
  ),
]

function inspiration(
  position: number,
  key: string,
  title: string,
  description: string,
  theme: ImageTheme,
  place: string,
): SeedTravelInspiration {
  return {
    key,
    page: 'home',
    title,
    description,
    position,
    image: image(`inspiration-${key}`, theme, `${title}: ${place}`, 'card'),
  }
}

export const travelInspirations: SeedTravelInspiration[] = [
  inspiration(
    1,
    'when-to-go',
    'When to Visit Sri Lanka',
    'Two monsoons mean there is always a sunny coast: the south and west from December to April, the east from May to September.',
    'beach',
    'South & East Coasts',
  ),
  inspiration(
    2,
    'hill-country-train',
    'Riding the Hill Country Train',
    'Which side to sit on, how to get seats and the best stops between Kandy and Ella.',
    'train',
    'Kandy to Ella',
  ),
  inspiration(
    3,
    'leopards',
    'Where to See Leopards',
    'Yala, Wilpattu and the lesser-known parks where Sri Lankan leopards rule the food chain.',
    'wildlife',
    'Yala & Wilpattu',
  ),
  inspiration(
    4,
    'rice-and-curry',
    'A Guide to Rice and Curry',
    'From dhal and pol sambol to jackfruit curry: what is on the plate and how to eat it with your hand.',
    'food',
    'Island Kitchens',
  ),
  inspiration(
    5,
    'temple-etiquette',
    'Visiting Temples Respectfully',
    'Cover shoulders and knees, remove shoes and hats, and never pose with your back to a Buddha statue.',
    'heritage',
    'Kandy',
  ),
  inspiration(
    6,
    'tea-story',
    'The Story of Ceylon Tea',
    'How James Taylor planted the first estate in 1867 and what makes high-grown tea so bright.',
    'tea',
    'Nuwara Eliya',
  ),
  inspiration(
    7,
    'whales',
    'Whale Watching Done Right',
    'Choosing a responsible operator and the best months for Mirissa, Trincomalee and Kalpitiya.',
    'whale',
    'Mirissa',
  ),
  inspiration(
    8,
    'ayurveda',
    'Ayurveda for Beginners',
    'What to expect from a consultation, the treatments and how long to stay.',
    'wellness',
    'Bentota',
  ),
]

export const siteSettings: SeedSiteSettings = {
  title: 'Serendib — Tours & Activities in Sri Lanka',
  description:
    'Book tours, day trips, safaris and transfers across Sri Lanka with local suppliers. Prices in USD, free cancellation up to 24 hours before the start and 24/7 support.',
  keywords:
    'Sri Lanka tours, Sri Lanka day trips, Sigiriya tour, Kandy to Ella train, Yala safari, whale watching Mirissa, Sri Lanka round tour, airport transfer Colombo',
  featured: [
    'classic-sri-lanka-7-days',
    'sigiriya-dambulla-day-tour',
    'yala-full-day-safari',
    'kandy-to-ella-train-ride',
    'mirissa-blue-whale-watching',
    'galle-cooking-class',
  ],
}
