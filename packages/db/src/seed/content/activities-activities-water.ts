/** Activities (tour type 3) on the sea and rivers: whales, dolphins, surf, snorkelling, rafting. */
import { DurationUnit } from '@serendib/domain/duration'
import { TourType } from '@serendib/domain/tour-types'
import { defineActivity, perGroup, perPerson, steps } from './activity-builder.ts'
import type { SeedActivity } from './types.ts'

const activity = TourType.activity
const H = DurationUnit.hours
const M = DurationUnit.minutes
const seasick =
  'Take seasickness tablets an hour before departure if you are prone to it; the sea can be rough.'

export const waterActivities: SeedActivity[] = [
  defineActivity({
    key: 'mirissa-blue-whale-watching',
    title: 'Mirissa Blue Whale Watching Cruise',
    overview:
      'Head out from Mirissa harbour at dawn to the continental shelf, where blue whales, the largest animals ever to live, feed from November to April. Sperm whales, Bryde’s whales and spinner dolphins are also seen on many trips.',
    tourType: activity,
    duration: [5, H],
    itinerary: steps(
      ['06:00', 'Check in at Mirissa Fisheries Harbour.'],
      ['06:30', 'Depart on a licensed whale-watching vessel; breakfast on board.'],
      ['08:00', 'Search for whales with the crew and a marine naturalist.'],
      ['11:00', 'Return to the harbour.'],
    ),
    inclusions: [
      'Boat trip on a licensed vessel',
      'Breakfast, water and soft drinks',
      'Life jackets',
      'Naturalist commentary',
    ],
    knowBeforeYouGo: [
      seasick,
      'Season: November to April. Trips may be cancelled in bad weather with a full refund.',
    ],
    categories: ['whale-watching', 'beaches-coast', 'family-friendly'],
    startLocations: ['mirissa'],
    pickupLocations: ['mirissa-harbour', 'mirissa-hotels'],
    price: perPerson(6000, 3000, 0),
    featured: true,
    sold: 2310,
    supplier: 'southern-blue',
    dailyCapacity: 60,
    cutoffDays: 1,
    pictures: [
      ['mirissa', 'whale'],
      ['mirissa', 'beach'],
      ['weligama', 'whale'],
    ],
  }),
  defineActivity({
    key: 'trincomalee-whale-dolphin-watching',
    title: 'Trincomalee Whale & Dolphin Watching',
    overview:
      'On the east coast the deep Trincomalee canyon brings blue and sperm whales close to shore between March and August. Pods of spinner dolphins often ride the bow on the way out.',
    tourType: activity,
    duration: [4, H],
    itinerary: steps(
      ['06:30', 'Pick-up from Uppuveli or Nilaveli.'],
      ['07:00', 'Board the boat and head to the canyon.'],
      ['10:30', 'Return to shore.'],
    ),
    inclusions: ['Boat trip', 'Light breakfast', 'Hotel transfers'],
    knowBeforeYouGo: [seasick, 'Season: March to August.'],
    categories: ['whale-watching', 'beaches-coast'],
    startLocations: ['trincomalee'],
    pickupLocations: ['trincomalee-hotels'],
    price: perPerson(7000, 3500, 0),
    sold: 420,
    supplier: 'east-coast-explorers',
    pictures: [
      ['trincomalee', 'whale'],
      ['trincomalee', 'beach'],
    ],
  }),
  defineActivity({
    key: 'kalpitiya-dolphin-watching',
    title: 'Kalpitiya Dolphin Watching Safari',
    overview:
      'Off the Kalpitiya peninsula, super-pods of hundreds of spinner dolphins leap and spin at sunrise from November to April. A short boat ride from the lagoon resorts.',
    tourType: activity,
    duration: [3, H],
    itinerary: steps(
      ['06:00', 'Meet at the lagoon jetty.'],
      ['06:15', 'Boat out to the dolphin grounds.'],
      ['09:00', 'Return to the jetty.'],
    ),
    inclusions: ['Boat and skipper', 'Life jackets', 'Water'],
    knowBeforeYouGo: [seasick],
    categories: ['whale-watching', 'family-friendly'],
    startLocations: ['kalpitiya'],
    pickupLocations: ['kalpitiya-hotels'],
    price: perPerson(4500, 2500, 0),
    sold: 380,
    supplier: 'southern-blue',
    pictures: [
      ['kalpitiya', 'whale'],
      ['kalpitiya', 'beach'],
    ],
  }),
  defineActivity({
    key: 'kitulgala-white-water-rafting',
    title: 'Kitulgala White-Water Rafting on the Kelani River',
    overview:
      'Raft 7 km of the Kelani River through grade 2 and 3 rapids in the rainforest at Kitulgala, where The Bridge on the River Kwai was filmed. Certified guides give a full safety briefing, and there is a natural pool for swimming.',
    tourType: activity,
    duration: [3, H],
    itinerary: steps(
      ['09:00', 'Check in and safety briefing.'],
      ['09:30', 'Raft five named rapids down to Kitulgala.'],
      ['11:00', 'Swim in the natural pool, then return to base.'],
    ),
    inclusions: ['Raft, helmet, life jacket and paddle', 'Certified rafting guide', 'Transport back to base'],
    knowBeforeYouGo: [
      'Wear clothes that can get wet and sandals with straps.',
      'Minimum age 10; swimming ability is helpful but not required.',
    ],
    categories: ['adventure-water-sports', 'family-friendly'],
    startLocations: ['kitulgala'],
    pickupLocations: ['kitulgala-hotels'],
    price: perPerson(3500, 2500, null),
    ages: { childAgeFrom: 10 },
    featured: true,
    sold: 1460,
    supplier: 'hill-country-journeys',
    dailyCapacity: 48,
    cutoffDays: 0,
    pictures: [
      ['kitulgala', 'water'],
      ['kitulgala', 'hills'],
    ],
  }),
  defineActivity({
    key: 'arugam-bay-surf-lesson',
    title: 'Arugam Bay Beginner Surf Lesson',
    overview:
      'Catch your first wave at Baby Point, the gentle beach break beside the famous Arugam Bay point. Two hours with a certified instructor, soft-top board included, in groups of up to four.',
    tourType: activity,
    duration: [2, H],
    itinerary: steps(
      ['06:30', 'Meet at the surf school, warm-up and beach theory.'],
      ['07:00', 'In the water with your instructor.'],
      ['08:30', 'Finish.'],
    ),
    inclusions: ['Soft-top board and rash vest', 'Certified instructor', 'Tuk-tuk to the break'],
    categories: ['adventure-water-sports', 'beaches-coast'],
    startLocations: ['arugam-bay'],
    pickupLocations: ['arugam-bay-hotels'],
    price: perPerson(3000, 2000, null),
    ages: { childAgeFrom: 8 },
    sold: 760,
    supplier: 'east-coast-explorers',
    cutoffDays: 0,
    pictures: [
      ['arugam-bay', 'beach'],
      ['arugam-bay', 'beach'],
    ],
  }),
  defineActivity({
    key: 'hikkaduwa-snorkelling-turtles',
    title: 'Hikkaduwa Snorkelling with Sea Turtles',
    overview:
      'Snorkel over the coral of Hikkaduwa’s marine sanctuary, where green turtles come to the shallows to feed. A guide in the water shows you the reef fish and keeps you at a respectful distance from the turtles.',
    tourType: activity,
    duration: [2, H],
    itinerary: steps(
      ['Start', 'Meet on the beach and fit masks and fins.'],
      ['+15 min', 'Snorkel along the reef.'],
      ['+1 h 45 min', 'Back on the beach.'],
    ),
    inclusions: ['Mask, snorkel, fins and life vest', 'Snorkelling guide', 'Glass-bottom boat ride'],
    categories: ['adventure-water-sports', 'beaches-coast', 'family-friendly'],
    startLocations: ['hikkaduwa'],
    pickupLocations: ['hikkaduwa-hotels'],
    price: perPerson(2500, 1500, null),
    ages: { childAgeFrom: 6 },
    sold: 540,
    supplier: 'southern-blue',
    cutoffDays: 0,
    pictures: [
      ['hikkaduwa', 'beach'],
      ['galle', 'beach'],
    ],
  }),
  defineActivity({
    key: 'pigeon-island-snorkelling',
    title: 'Pigeon Island National Park Snorkelling Trip',
    overview:
      'A short boat ride from Nilaveli takes you to Pigeon Island, one of two marine national parks in Sri Lanka. Snorkel among hard corals, turtles and blacktip reef sharks in clear water from May to October.',
    tourType: activity,
    duration: [4, H],
    itinerary: steps(
      ['08:00', 'Boat from Nilaveli beach.'],
      ['08:30', 'Snorkel the reef with a guide.'],
      ['11:30', 'Return to Nilaveli.'],
    ),
    inclusions: ['Boat and park fees', 'Snorkel gear', 'Guide', 'Water and fruit'],
    categories: ['adventure-water-sports', 'beaches-coast'],
    startLocations: ['trincomalee'],
    pickupLocations: ['trincomalee-hotels'],
    price: perPerson(4000, 2500, null),
    ages: { childAgeFrom: 6 },
    sold: 510,
    supplier: 'east-coast-explorers',
    pictures: [
      ['trincomalee', 'beach'],
      ['trincomalee', 'heritage'],
    ],
  }),
  defineActivity({
    key: 'bentota-water-sports-package',
    title: 'Bentota Water Sports: Jet Ski, Banana Boat & Tube Ride',
    overview:
      'Bentota’s calm river mouth is the island’s water-sports centre. This package gives you 15 minutes on a jet ski with an instructor, a banana boat ride and a tube ride behind a speedboat.',
    tourType: activity,
    duration: [90, M],
    itinerary: steps(
      ['10:00', 'Safety briefing at the water-sports centre.'],
      ['10:15', 'Jet ski, banana boat and tube ride.'],
      ['11:30', 'Finish.'],
    ),
    inclusions: ['Jet ski (15 minutes), banana boat and tube ride', 'Life jackets', 'Instructor'],
    categories: ['adventure-water-sports', 'beaches-coast'],
    startLocations: ['bentota'],
    pickupLocations: ['bentota-hotels'],
    price: perPerson(5500, null, null),
    ages: { adultAgeFrom: 16 },
    sold: 300,
    supplier: 'southern-blue',
    cutoffDays: 0,
    pictures: [
      ['bentota', 'wellness'],
      ['bentota', 'beach'],
    ],
  }),
  defineActivity({
    key: 'unawatuna-discover-scuba',
    title: 'Discover Scuba Diving in Unawatuna',
    overview:
      'Try diving with a PADI instructor, no experience needed. After a pool session you make a shallow dive on a reef or the wreck-strewn bay near Unawatuna.',
    tourType: activity,
    duration: [4, H],
    itinerary: steps(
      ['08:00', 'Theory and pool session.'],
      ['10:00', 'Boat to the dive site.'],
      ['10:30', 'Dive to a maximum of 12 m.'],
      ['12:00', 'Back at the dive centre.'],
    ),
    inclusions: ['PADI instructor', 'All diving equipment', 'Boat dive'],
    knowBeforeYouGo: [
      'You will fill in a medical questionnaire; some conditions need a doctor’s approval.',
      'Do not fly within 24 hours after diving.',
    ],
    categories: ['adventure-water-sports'],
    startLocations: ['unawatuna', 'galle'],
    pickupLocations: ['galle-hotels'],
    price: perPerson(9500, 9500, null),
    ages: { childAgeFrom: 10 },
    saleType: 2,
    sold: 140,
    supplier: 'southern-blue',
    dailyCapacity: 8,
    pictures: [
      ['galle', 'beach'],
      ['unawatuna', 'beach'],
    ],
  }),
  defineActivity({
    key: 'negombo-lagoon-sunrise-kayak',
    title: 'Negombo Lagoon Sunrise Kayak',
    overview:
      'Paddle into the mangroves of the Negombo lagoon as the fishing boats come home, spotting herons, kingfishers and monitor lizards. Perfect before an evening flight.',
    tourType: activity,
    duration: [150, M],
    itinerary: steps(
      ['05:45', 'Meet at the lagoon.'],
      ['06:00', 'Guided paddle through the mangroves.'],
      ['08:15', 'Tea and breakfast on the bank.'],
    ),
    inclusions: ['Sit-on-top kayak and paddle', 'Guide', 'Breakfast'],
    categories: ['adventure-water-sports', 'hiking-nature'],
    startLocations: ['negombo'],
    pickupLocations: ['negombo-hotels'],
    price: perGroup(7000, 2),
    sold: 120,
    supplier: 'island-wheels',
    cutoffDays: 0,
    pictures: [
      ['negombo', 'wellness'],
      ['negombo', 'beach'],
    ],
  }),
]
