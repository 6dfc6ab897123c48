/** Location landing pages (spec: /{location}/{title}/location/{pid}); descriptions are plain text paragraphs. */
import type { ImageTheme } from '../images/scene-themes.ts'
import type { SeedLocationPage } from './types.ts'

function page(
  place: string,
  name: string,
  region: string,
  theme: ImageTheme,
  paragraphs: string[],
  seoDescription: string,
): SeedLocationPage {
  const title = `Things to Do in ${name}`
  return {
    key: `location-${place}`,
    place,
    title,
    description: paragraphs.join('\n\n'),
    seoTitle: `${name} Tours & Activities | Serendib`,
    seoDescription,
    seoUrl: `${place}-tours-and-activities`,
    image: {
      key: `location-${place}`,
      theme,
      alt: `${name}, ${region}`,
      shape: 'card',
    },
  }
}

export const locationPages: SeedLocationPage[] = [
  page(
    'colombo',
    'Colombo',
    'Western Province',
    'city',
    [
      'Colombo is where most journeys begin and end. The city rewards a day of exploring: the Gangaramaya temple and Seema Malaka on Beira Lake, the spice and textile bazaars of Pettah, the red-and-white Jami Ul-Alfar Mosque and the colonial façades of Fort.',
      'In the evening, the city comes to Galle Face Green to fly kites and eat isso vadai as the sun sets over the Indian Ocean. Colombo is also the easiest base for day trips to Galle, Kandy and the Bentota coast.',
    ],
    'Colombo city tours, street food by tuk-tuk, day trips to Galle and Kandy, and airport transfers from CMB, bookable in USD with free cancellation.',
  ),
  page(
    'kandy',
    'Kandy',
    'Central Province',
    'heritage',
    [
      'The last capital of the Sinhalese kings sits around a lake in a bowl of forested hills. Its heart is the Temple of the Sacred Tooth Relic, where drums announce the daily pujas, and every July or August the Esala Perahera fills the streets with dancers and caparisoned elephants.',
      'Kandy is also the start of the famous hill-country railway to Ella, and a good base for the Royal Botanical Gardens at Peradeniya, the Pinnawala elephants and treks in the Knuckles range.',
    ],
    'Temple of the Tooth visits, Kandyan dance shows, the Kandy to Ella train, Knuckles treks and day trips from Colombo.',
  ),
  page(
    'sigiriya',
    'Sigiriya',
    'Cultural Triangle',
    'rock',
    [
      'Sigiriya’s rock rises 180 metres above the plains. King Kashyapa built his palace on its summit in the 5th century, reached past painted maidens, a polished Mirror Wall and a gateway of giant lion paws. Today it is Sri Lanka’s most visited monument and a UNESCO World Heritage Site.',
      'Stay nearby to climb in the cool of the morning, watch the sunrise from neighbouring Pidurangala, drift over the lakes in a hot air balloon and join elephant safaris at Minneriya and Kaudulla.',
    ],
    'Sigiriya rock and Dambulla tours, Pidurangala sunrise hikes, hot air balloon flights and Minneriya elephant safaris.',
  ),
  page(
    'ella',
    'Ella',
    'Uva Hill Country',
    'train',
    [
      'Ella is a village of guesthouses and cafés set in a gap in the mountains, with views all the way to the south coast. Easy trails lead to Little Adam’s Peak and the Nine Arch Bridge, where blue trains curve across a stone viaduct built in 1921 without steel.',
      'Arrive on the scenic train from Kandy, then spend a few days walking through tea estates, swimming below Ravana Falls and flying over the valley on the Flying Ravana zipline.',
    ],
    'Ella day tours, Nine Arch Bridge and Little Adam’s Peak walks, zipline, sunrise yoga and the scenic train from Kandy.',
  ),
  page(
    'nuwara-eliya',
    'Nuwara Eliya',
    'Central Highlands',
    'tea',
    [
      'At almost 1,900 metres, Nuwara Eliya was the cool retreat of British planters and still has the mock-Tudor hotels, a racecourse and a golf course to prove it. Around the town, tea bushes cover every slope, and the factories welcome visitors to see how the leaf is made.',
      'Come for a tea tasting, a walk around Gregory Lake, and the early-morning hike across Horton Plains to World’s End.',
    ],
    'Tea factory tours and tastings, Horton Plains and World’s End hikes, and tea country day tours from Kandy.',
  ),
  page(
    'galle',
    'Galle',
    'Southern Coast',
    'beach',
    [
      'Galle Fort was built by the Portuguese and rebuilt by the Dutch in the 17th century. Its ramparts enclose a living town of churches, mosques, merchants’ houses, boutiques and cafés, and a walk around the walls to the lighthouse at sunset is one of the island’s great pleasures.',
      'Along the coast nearby are the calm bay of Unawatuna, the stilt fishermen of Koggala and Jungle Beach below the Japanese Peace Pagoda.',
    ],
    'Galle Fort walks, Sri Lankan cooking classes, south coast day trips, diving in Unawatuna and airport transfers.',
  ),
  page(
    'mirissa',
    'Mirissa',
    'Southern Coast',
    'whale',
    [
      'Mirissa is a small bay of palm trees, surf and seafood restaurants, and Sri Lanka’s capital of whale watching. From November to April, blue whales feed just off the continental shelf, a short boat ride from the harbour.',
      'Between whale trips, surf at neighbouring Weligama, climb Parrot Rock for the sunset or take a day out to Galle and the stilt fishermen.',
    ],
    'Blue whale watching cruises from Mirissa harbour, surfing, south coast day trips and transfers from Colombo.',
  ),
  page(
    'yala',
    'Yala',
    'Deep South',
    'wildlife',
    [
      'Yala National Park mixes scrub jungle, rocky outcrops, lagoons and beaches on the south-east coast. It is famous for having one of the highest densities of leopards in the world, and also shelters elephants, sloth bears, crocodiles and over 200 species of birds.',
      'Safaris start from Tissamaharama at dawn, when the cats are most active. The park closes for a few weeks each year between September and October.',
    ],
    'Yala leopard safaris, full-day and half-day jeep tours from Tissamaharama, and wildlife round tours.',
  ),
  page(
    'trincomalee',
    'Trincomalee',
    'East Coast',
    'beach',
    [
      'Trincomalee sits on one of the finest natural harbours in the world. On Swami Rock, the Koneswaram Temple looks out over the ocean, and north of town the beaches of Uppuveli and Nilaveli are at their calmest from May to October.',
      'Snorkel with reef sharks at Pigeon Island National Park, watch whales and dolphins off the coast, or bathe in the hot wells of Kanniya.',
    ],
    'Pigeon Island snorkelling, whale and dolphin watching, Koneswaram Temple tours and east coast beach holidays.',
  ),
  page(
    'bentota',
    'Bentota',
    'Southwest Coast',
    'beach',
    [
      'Bentota’s long golden beach lies where the river meets the sea, about two hours south of the airport. The calm river mouth makes it the island’s water-sports centre, and boat safaris explore the mangroves upstream.',
      'It is also home to many of Sri Lanka’s Ayurveda resorts, and to Lunuganga and Brief Garden, the country estates of the Bawa brothers.',
    ],
    'Bentota river safaris, water sports, Ayurveda massages and retreats, Bawa garden tours and airport transfers.',
  ),
  page(
    'jaffna',
    'Jaffna',
    'Northern Province',
    'heritage',
    [
      'Jaffna is the cultural capital of Sri Lanka’s Tamil community, a flat land of palmyra palms, lagoons and colourful Hindu temples. The golden gopuram of Nallur Kandaswamy Kovil dominates the town, and the Dutch built one of their largest forts here.',
      'Causeways link the peninsula to islands like Nainativu, sacred to both Hindus and Buddhists. Do not leave without trying Jaffna crab curry.',
    ],
    'Jaffna city and island tours, northern heritage round tours and Tamil food experiences.',
  ),
]
