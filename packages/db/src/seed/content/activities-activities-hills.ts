/** Activities (tour type 3) in the hills: sunrise climbs, yoga, tea, a zipline and the Ella train. */
import { DurationUnit } from '@serendib/domain/duration'
import { TourType } from '@serendib/domain/tour-types'
import { defineActivity, perPerson, steps } from './activity-builder.ts'
import type { SeedActivity } from './types.ts'

const activity = TourType.activity
const H = DurationUnit.hours
const M = DurationUnit.minutes

export const hillActivities: SeedActivity[] = [
  defineActivity({
    key: 'pidurangala-sunrise-hike',
    title: 'Pidurangala Rock Sunrise Hike',
    overview:
      'Climb Pidurangala, Sigiriya’s neighbour, in the dark and watch the sun rise behind the Lion Rock. The path passes a cave temple with a 12-metre reclining Buddha; the last stretch is a short scramble over boulders.',
    tourType: activity,
    duration: [3, H],
    itinerary: steps(
      ['05:00', 'Meet at Pidurangala temple with torches.'],
      ['05:45', 'Summit for sunrise.'],
      ['07:00', 'Descend via the reclining Buddha.'],
    ),
    inclusions: ['Local guide', 'Temple entrance', 'Head torch', 'Water'],
    categories: ['hiking-nature', 'photography'],
    startLocations: ['sigiriya'],
    pickupLocations: ['sigiriya-hotels'],
    price: perPerson(2500, 1500, null),
    ages: { childAgeFrom: 6 },
    sold: 690,
    supplier: 'lanka-trails',
    cutoffDays: 0,
    pictures: [
      ['sigiriya', 'hills'],
      ['sigiriya', 'rock'],
    ],
  }),
  defineActivity({
    key: 'adams-peak-night-climb',
    title: 'Adam’s Peak (Sri Pada) Night Climb for Sunrise',
    overview:
      'Join pilgrims on the 5,500 illuminated steps to the summit of Sri Pada, sacred to Buddhists, Hindus, Muslims and Christians. At sunrise the mountain casts a perfect triangular shadow across the clouds.',
    tourType: activity,
    duration: [9, H],
    itinerary: steps(
      ['01:30', 'Pick-up in Nallathanniya or Hatton.'],
      ['02:00', 'Begin the climb with tea stops.'],
      ['05:45', 'Sunrise and the shadow of the peak.'],
      ['07:00', 'Descend; breakfast at 09:30.'],
    ),
    inclusions: ['Local guide', 'Breakfast after the climb', 'Transfers from Hatton station or hotels'],
    knowBeforeYouGo: [
      'Season: December to May, when the path is lit.',
      'It is cold at the top: bring a warm layer and socks for the temple.',
    ],
    categories: ['hiking-nature', 'culture-heritage'],
    startLocations: ['adams-peak'],
    pickupLocations: ['hatton-meeting-point'],
    price: perPerson(6000, 3500, null),
    ages: { childAgeFrom: 8 },
    sold: 310,
    supplier: 'hill-country-journeys',
    pictures: [
      ['adams-peak', 'hills'],
      ['adams-peak', 'heritage'],
    ],
  }),
  defineActivity({
    key: 'ella-sunrise-yoga',
    title: 'Sunrise Yoga with a View of Ella Rock',
    overview:
      'A gentle hatha yoga class on an open-air platform facing Ella Rock and the Ella Gap, suitable for all levels. Finish with a fruit breakfast and fresh tea.',
    tourType: activity,
    duration: [75, M],
    itinerary: steps(['06:15', 'Yoga class.'], ['07:15', 'Fruit and tea.']),
    inclusions: ['Yoga class with mat', 'Fruit breakfast'],
    categories: ['wellness-ayurveda', 'hiking-nature'],
    startLocations: ['ella'],
    pickupLocations: ['ella-hotels'],
    price: perPerson(1800, 1000, null),
    ages: { childAgeFrom: 8 },
    sold: 230,
    supplier: 'hill-country-journeys',
    cutoffDays: 0,
    pictures: [
      ['ella', 'wellness'],
      ['ella', 'hills'],
    ],
  }),
  defineActivity({
    key: 'nuwara-eliya-tea-factory-tasting',
    title: 'Tea Factory Tour & Tasting near Nuwara Eliya',
    overview:
      'Walk the rows with a tea plucker, then follow the leaf through withering, rolling, fermenting and drying in a working factory. End with a guided tasting of high-grown Ceylon teas.',
    tourType: activity,
    duration: [2, H],
    itinerary: steps(
      ['Start', 'Estate walk with a plucker.'],
      ['+45 min', 'Factory tour.'],
      ['+1 h 30 min', 'Tasting and shop.'],
    ),
    inclusions: ['Guided estate walk and factory tour', 'Tea tasting', 'Transfers in Nuwara Eliya'],
    categories: ['tea-country', 'family-friendly'],
    startLocations: ['nuwara-eliya'],
    pickupLocations: ['nuwara-eliya-hotels'],
    price: perPerson(2000, 1000, 0),
    sold: 590,
    supplier: 'hill-country-journeys',
    cutoffDays: 0,
    pictures: [
      ['nuwara-eliya', 'tea'],
      ['haputale', 'tea'],
    ],
  }),
  defineActivity({
    key: 'ella-flying-ravana-zipline',
    title: 'Flying Ravana Mega Zipline in Ella',
    overview:
      'Fly over tea plantations and jungle on one of the longest ziplines in South Asia, about 550 metres long, with views of Ella Rock and the Nine Arch Bridge valley.',
    tourType: activity,
    duration: [45, M],
    itinerary: steps(
      ['09:00', 'Harness fitting and briefing.'],
      ['09:20', 'The zipline ride.'],
      ['09:30', 'Return by jeep; finish by 09:45.'],
    ),
    inclusions: ['Zipline ride', 'Safety equipment', 'Briefing'],
    knowBeforeYouGo: ['Weight limit 35 to 120 kg.'],
    categories: ['adventure-water-sports'],
    startLocations: ['ella'],
    pickupLocations: ['ella-hotels'],
    price: perPerson(3000, 2500, null),
    ages: { childAgeFrom: 8 },
    sold: 770,
    supplier: 'hill-country-journeys',
    cutoffDays: 0,
    pictures: [
      ['ella', 'hills'],
      ['ella', 'tea'],
    ],
  }),
  defineActivity({
    key: 'kandy-to-ella-train-ride',
    title: 'Kandy to Ella Scenic Train Ride with Reserved Seats',
    overview:
      'The seven-hour ride from Kandy to Ella climbs through tea estates, tunnels and cloud forest to Pattipola, the highest station on the line. Reserved seats sell out weeks ahead; we book them and an escort meets you at the platform.',
    tourType: activity,
    duration: [7, H],
    itinerary: steps(
      ['08:00', 'Meet the escort at Kandy station.'],
      ['08:47', 'Train departs.'],
      ['12:30', 'Pattipola, the highest point.'],
      ['15:30', 'Arrive in Ella.'],
    ),
    inclusions: ['Reserved second- or first-class seat', 'Station escort', 'Snack box'],
    knowBeforeYouGo: [
      'Trains run late; the timetable is a guide.',
      'Large luggage should travel by car; we can arrange that.',
    ],
    categories: ['train-journeys', 'tea-country', 'photography'],
    startLocations: ['kandy'],
    pickupLocations: ['kandy-station', 'kandy-hotels'],
    price: perPerson(6500, 4500, 0),
    featured: true,
    sold: 1890,
    supplier: 'lanka-trails',
    dailyCapacity: 20,
    cutoffDays: 2,
    pictures: [
      ['ella', 'train'],
      ['nuwara-eliya', 'tea'],
      ['kandy', 'train'],
    ],
  }),
]
