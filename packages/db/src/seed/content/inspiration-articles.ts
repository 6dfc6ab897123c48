/**
 * The demo article behind each travel inspiration card (/travel-inspiration/{seo_url}) and the
 * tours it presents, by seed key. HTML uses the admin content allow-list (h2, p, ul, strong, a).
 */
export interface SeedInspirationArticle {
  body: string
  tours: string[]
}

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('')
const list = (...items: string[]) => `<ul>${items.map((text) => `<li>${text}</li>`).join('')}</ul>`

export const inspirationArticles: Record<string, SeedInspirationArticle> = {
  'when-to-go': {
    body:
      p(
        'Sri Lanka has two monsoons that arrive at different times on different coasts, so there is always somewhere dry and warm on the island.',
      ) +
      '<h2>December to April: the south and west</h2>' +
      p(
        'Galle, Mirissa and Bentota are at their best: calm seas, whale season off Mirissa and clear mornings in the hill country.',
      ) +
      '<h2>May to September: the east</h2>' +
      p(
        'Trincomalee, Pasikudah and Arugam Bay take over, with surf at Arugam Bay and calm snorkelling at Pigeon Island.',
      ) +
      '<h2>Any time: the Cultural Triangle</h2>' +
      p('Sigiriya, Dambulla and Polonnaruwa sit between the two monsoons and can be visited all year.'),
    tours: ['galle-fort-south-coast-day-trip', 'arugam-bay-surf-lesson', 'sigiriya-dambulla-day-tour'],
  },
  'hill-country-train': {
    body:
      p(
        'The blue train from Kandy to Ella is one of the most beautiful rides in the world, through tea estates, tunnels and cloud forest.',
      ) +
      '<h2>Which side to sit on</h2>' +
      p('Sit on the right side from Kandy to Ella for the best views of the valleys after Nanu Oya.') +
      '<h2>Getting seats</h2>' +
      list(
        '<strong>Reserved seats</strong> go on sale 30 days ahead and sell out quickly in high season.',
        '<strong>Unreserved second class</strong> is sold on the day; board at Kandy, where the train starts.',
      ) +
      '<h2>Stops worth a night</h2>' +
      p(
        'Nuwara Eliya (Nanu Oya station), Haputale and Ella itself, with Little Adam’s Peak and the Nine Arch Bridge.',
      ),
    tours: ['kandy-to-ella-train-ride', 'ella-highlights-day-tour', 'hill-country-tea-trails-5-days'],
  },
  leopards: {
    body:
      p(
        'Sri Lanka has one of the highest densities of leopards anywhere, and no lions or tigers to compete with them.',
      ) +
      '<h2>Yala</h2>' +
      p(
        'Block 1 of Yala is the classic choice. Go in the early morning jeep: leopards are most active at first light.',
      ) +
      '<h2>Wilpattu</h2>' +
      p('Larger and quieter, with natural lakes (villus) where leopards and sloth bears come to drink.') +
      '<h2>Good to know</h2>' +
      list(
        'Yala closes for part of September and October each year.',
        'Bring binoculars and keep your voice down.',
      ),
    tours: ['yala-full-day-safari', 'wilpattu-safari-from-negombo', 'wildlife-safari-circuit-6-days'],
  },
  'rice-and-curry': {
    body:
      p(
        'Rice and curry is not one dish but a spread: a mound of rice with five or more small curries around it.',
      ) +
      '<h2>What is on the plate</h2>' +
      list(
        '<strong>Dhal</strong>: red lentils in coconut milk, mild and comforting.',
        '<strong>Pol sambol</strong>: grated coconut with chilli, lime and red onion.',
        '<strong>Polos</strong>: young jackfruit curry, rich and meaty without meat.',
      ) +
      '<h2>Eating with your hand</h2>' +
      p(
        'Use your right hand, mix a little of each curry into the rice with your fingertips and push it into your mouth with your thumb.',
      ),
    tours: ['galle-cooking-class', 'colombo-street-food-tuk-tuk'],
  },
  'temple-etiquette': {
    body:
      p('Temples are places of worship first. A few simple habits make visits comfortable for everyone.') +
      '<h2>What to wear</h2>' +
      p('Cover shoulders and knees. A light sarong or scarf in your day bag solves it anywhere.') +
      '<h2>At the temple</h2>' +
      list(
        'Take off shoes and hats before entering; socks are fine on hot stone.',
        'Never pose with your back to a Buddha statue.',
        'Do not point your feet towards a statue or a monk.',
      ),
    tours: ['kandy-dance-temple-evening', 'kandy-day-trip-from-colombo', 'anuradhapura-mihintale-day-tour'],
  },
  'tea-story': {
    body:
      p(
        'In 1867 James Taylor planted the first commercial tea estate at Loolecondera, near Kandy. Coffee rust had just wiped out the island’s coffee.',
      ) +
      '<h2>High-grown, mid-grown, low-grown</h2>' +
      p(
        'Tea grown above 1,200 metres, around Nuwara Eliya, is light and bright; low-grown tea from the south is darker and stronger.',
      ) +
      '<h2>Visiting a factory</h2>' +
      p(
        'Most factories show withering, rolling, fermenting and drying, and end with a tasting. Mornings are busiest on the estates.',
      ),
    tours: [
      'nuwara-eliya-tea-factory-tasting',
      'nuwara-eliya-tea-country-day',
      'hill-country-tea-trails-5-days',
    ],
  },
  whales: {
    body:
      p(
        'Blue whales pass close to the south coast on their migration, and sperm whales gather off the east.',
      ) +
      '<h2>When and where</h2>' +
      list(
        '<strong>Mirissa</strong>: November to April.',
        '<strong>Trincomalee</strong>: May to October.',
        '<strong>Kalpitiya</strong>: dolphins in their hundreds from November to March.',
      ) +
      '<h2>Choosing an operator</h2>' +
      p(
        'Pick boats that keep their distance, limit the number of boats around a whale and carry life jackets for everyone.',
      ),
    tours: [
      'mirissa-blue-whale-watching',
      'trincomalee-whale-dolphin-watching',
      'kalpitiya-dolphin-watching',
    ],
  },
  ayurveda: {
    body:
      p(
        'Ayurveda is the traditional medicine of Sri Lanka and India, built on diet, herbal oils and massage.',
      ) +
      '<h2>The consultation</h2>' +
      p(
        'A doctor takes your pulse, asks about sleep and digestion and plans treatments and meals for your stay.',
      ) +
      '<h2>How long to stay</h2>' +
      p('A single massage is a pleasant afternoon; a real treatment programme takes at least a week.'),
    tours: ['bentota-ayurveda-massage', 'ayurveda-retreat-7-days'],
  },
}
