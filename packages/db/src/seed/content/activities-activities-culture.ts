/** Activities (tour type 3) on land: food, culture, a balloon flight, cycling and Ayurveda. */
import { DurationUnit } from '@serendib/domain/duration'
import { TourType } from '@serendib/domain/tour-types'
import { defineActivity, perPerson, steps } from './activity-builder.ts'
import type { SeedActivity } from './types.ts'

const activity = TourType.activity
const H = DurationUnit.hours
const M = DurationUnit.minutes

export const cultureActivities: SeedActivity[] = [
  defineActivity({
    key: 'galle-cooking-class',
    title: 'Sri Lankan Cooking Class with Market Visit in Galle',
    overview:
      'Shop for spices, jackfruit and fresh fish at the Galle market with your host, then cook a full rice-and-curry feast: dhal, a fish curry, coconut sambol and a mallung of greens. You eat everything you make and take the recipes home.',
    tourType: activity,
    duration: [4, H],
    itinerary: steps(
      ['09:00', 'Meet your host at the Galle central market.'],
      ['09:45', 'Tuk-tuk to a family kitchen in the hills above the fort.'],
      ['10:00', 'Grind spices and cook five dishes over a wood fire.'],
      ['12:30', 'Lunch of everything you cooked.'],
    ),
    inclusions: ['Market tour', 'All ingredients and a recipe booklet', 'Lunch', 'Tuk-tuk from the market'],
    knowBeforeYouGo: ['Vegetarian and vegan menus are available; tell us when you book.'],
    categories: ['food-cooking', 'culture-heritage'],
    startLocations: ['galle', 'unawatuna'],
    pickupLocations: ['galle-hotels'],
    price: perPerson(4500, 2500, 0),
    featured: true,
    sold: 980,
    supplier: 'spice-route-kitchen',
    dailyCapacity: 12,
    pictures: [
      ['galle', 'food'],
      ['galle', 'beach'],
    ],
  }),
  defineActivity({
    key: 'colombo-street-food-tuk-tuk',
    title: 'Colombo Street Food by Tuk-Tuk',
    overview:
      'An evening tasting tour through Colombo by tuk-tuk: kottu roti chopped to a rhythm in Pettah, egg hoppers, isso vadai on Galle Face Green and a Wattalappam dessert. Ten tastings in all, with stories from your local foodie guide.',
    tourType: activity,
    duration: [210, M],
    itinerary: steps(
      ['Pick-up', 'From your hotel by tuk-tuk, 20 to 30 minutes before the start.'],
      ['Start', 'Short eats and hoppers in Pettah.'],
      ['+1 h 15 min', 'Kottu roti in Slave Island.'],
      ['+2 h', 'Galle Face Green street stalls and dessert, then back to your hotel.'],
    ),
    inclusions: ['Tuk-tuk and guide', 'Ten food tastings', 'Drinks: king coconut, ginger beer, faluda'],
    categories: ['food-cooking', 'city-tours'],
    startLocations: ['colombo'],
    pickupLocations: ['colombo-city-hotels', 'colombo-south-hotels'],
    price: perPerson(5500, 3000, 0),
    sold: 640,
    supplier: 'spice-route-kitchen',
    dailyCapacity: 16,
    cutoffDays: 0,
    pictures: [
      ['colombo', 'food'],
      ['colombo', 'city'],
    ],
  }),
  defineActivity({
    key: 'kandy-dance-temple-evening',
    title: 'Kandyan Dance Show & Temple of the Tooth Evening',
    overview:
      'Watch Kandyan drummers, dancers and fire-walkers at the Kandy Lake Club show, then join the evening puja at the Temple of the Sacred Tooth Relic, when drums sound and the shrine room opens.',
    tourType: activity,
    duration: [3, H],
    itinerary: steps(
      ['17:00', 'Kandyan dance performance.'],
      ['18:15', 'Walk along Kandy Lake to the temple.'],
      ['18:30', 'Evening puja at the Temple of the Tooth.'],
      ['20:00', 'Drop-off.'],
    ),
    inclusions: ['Show ticket', 'Temple entrance ticket', 'Guide', 'Hotel transfers in Kandy'],
    knowBeforeYouGo: ['Wear white or light clothes covering shoulders and knees for the temple.'],
    categories: ['culture-heritage', 'city-tours'],
    startLocations: ['kandy'],
    pickupLocations: ['kandy-hotels'],
    price: perPerson(3000, 1500, 0),
    sold: 870,
    supplier: 'hill-country-journeys',
    cutoffDays: 0,
    pictures: [
      ['kandy', 'heritage'],
      ['kandy', 'wellness'],
    ],
  }),
  defineActivity({
    key: 'dambulla-hot-air-balloon',
    title: 'Hot Air Balloon Flight over Dambulla & Sigiriya',
    overview:
      'Float over lakes, paddy fields and jungle at sunrise, with Sigiriya rock on the horizon and elephants sometimes visible below. The flight lasts about an hour and ends with a champagne toast in a village field.',
    tourType: activity,
    duration: [4, H],
    itinerary: steps(
      ['05:00', 'Pick-up from your hotel.'],
      ['05:45', 'Watch the inflation at the launch field.'],
      ['06:15', 'About one hour in the air.'],
      ['07:30', 'Landing toast and certificate; back by 09:00.'],
    ),
    inclusions: [
      'Hotel transfers',
      'One-hour flight with a licensed pilot',
      'Sparkling wine or juice toast',
      'Flight certificate',
    ],
    knowBeforeYouGo: [
      'Flights run from November to April and depend on the wind; if cancelled you get a full refund or a new date.',
    ],
    categories: ['adventure-water-sports', 'photography'],
    startLocations: ['dambulla', 'sigiriya'],
    pickupLocations: ['sigiriya-hotels'],
    price: perPerson(24500, 19000, null),
    ages: { childAgeFrom: 7 },
    saleType: 2,
    sold: 260,
    supplier: 'lanka-trails',
    dailyCapacity: 16,
    cutoffDays: 2,
    pictures: [
      ['dambulla', 'rock'],
      ['sigiriya', 'rock'],
    ],
  }),
  defineActivity({
    key: 'bentota-ayurveda-massage',
    title: 'Traditional Ayurveda Massage & Herbal Steam in Bentota',
    overview:
      'Ninety minutes at a licensed Ayurveda centre: a full-body Abhyanga massage with warm herbal oils, a head massage and a herbal steam bath, followed by a cup of coriander tea.',
    tourType: activity,
    duration: [90, M],
    itinerary: steps(
      ['15:00', 'Short consultation and choice of oils.'],
      ['15:10', 'Abhyanga and head massage.'],
      ['16:10', 'Herbal steam bath and tea.'],
    ),
    inclusions: ['Consultation', '60-minute massage', 'Steam bath', 'Herbal tea'],
    categories: ['wellness-ayurveda'],
    startLocations: ['bentota'],
    pickupLocations: ['bentota-hotels'],
    price: perPerson(5000, null, null),
    ages: { adultAgeFrom: 16 },
    sold: 450,
    supplier: 'southern-blue',
    cutoffDays: 0,
    pictures: [
      ['bentota', 'wellness'],
      ['bentota', 'food'],
    ],
  }),
  defineActivity({
    key: 'polonnaruwa-cycling-tour',
    title: 'Polonnaruwa Ancient City by Bicycle',
    overview:
      'The flat, shaded lanes of Polonnaruwa are best seen by bike. Cycle with a guide from the Royal Palace to the Quadrangle, the Lankatilaka image house and the four Buddhas carved in the granite of Gal Vihara.',
    tourType: activity,
    duration: [4, H],
    itinerary: steps(
      ['07:30', 'Bike fitting at the museum.'],
      ['08:00', 'Royal Palace and the Quadrangle.'],
      ['09:30', 'Rankoth Vehera and Lankatilaka.'],
      ['10:30', 'Gal Vihara; finish at 11:30.'],
    ),
    inclusions: ['Bicycle and helmet', 'Guide', 'Entrance ticket', 'Water'],
    categories: ['culture-heritage', 'hiking-nature'],
    startLocations: ['polonnaruwa'],
    pickupLocations: ['sigiriya-hotels'],
    price: perPerson(4000, 2500, null),
    ages: { childAgeFrom: 8 },
    sold: 350,
    supplier: 'lanka-trails',
    pictures: [
      ['polonnaruwa', 'heritage'],
      ['polonnaruwa', 'rock'],
    ],
  }),
]
