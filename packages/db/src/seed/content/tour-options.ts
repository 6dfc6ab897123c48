/**
 * The demo's options (issue 32, decision 073): day tours sold both as a seat on the shared tour
 * and privately, in the supplier's own vehicles priced per vehicle. Each in German, French,
 * Russian, Chinese, Hindi and Japanese too (decision 088): names, descriptions and vehicle tiers,
 * keyed by the English tier.
 */
type OptionLocale = 'de' | 'fr' | 'ru' | 'zh' | 'hi' | 'ja'

export interface SeedOptionText {
  name: string
  description: string
  /** English tier name → its name in the language. */
  tiers?: Record<string, string>
}

export interface SeedTourOption {
  name: string
  description: string
  kind: 'shared' | 'private'
  maxVehiclesPerBooking?: number
  vehiclesPerDay?: number
  tiers?: { name: string; seats: number; priceCents: number }[]
  translations: Record<OptionLocale, SeedOptionText>
}

type Texts = Record<OptionLocale, string>

const shared = (description: string, translated: Texts): SeedTourOption => ({
  name: 'Shared tour: a seat in the group',
  description,
  kind: 'shared',
  translations: {
    de: { name: 'Gruppentour: ein Platz in der Gruppe', description: translated.de },
    fr: { name: 'Excursion en groupe : une place dans le groupe', description: translated.fr },
    ru: { name: 'Групповой тур: место в группе', description: translated.ru },
    zh: { name: '拼团游：团队中的一个座位', description: translated.zh },
    hi: { name: 'साझा टूर: समूह में एक सीट', description: translated.hi },
    ja: { name: '混載ツアー：グループ内の1席', description: translated.ja },
  },
})

/** Car up to 3, van up to 8, mini coach up to 20: how Sri Lankan operators price private days. */
const privately = (car: number, van: number, coach: number, vehiclesPerDay: number): SeedTourOption => ({
  name: 'Private vehicle with driver-guide',
  description: 'Your own air-conditioned vehicle and English-speaking driver-guide, for your group only.',
  kind: 'private',
  maxVehiclesPerBooking: 3,
  vehiclesPerDay,
  tiers: [
    { name: 'Private car', seats: 3, priceCents: car },
    { name: 'Private van', seats: 8, priceCents: van },
    { name: 'Private mini coach', seats: 20, priceCents: coach },
  ],
  translations: {
    de: {
      name: 'Privatfahrzeug mit Fahrer-Guide',
      description:
        'Ihr eigenes klimatisiertes Fahrzeug mit englischsprachigem Fahrer-Guide, nur für Ihre Gruppe.',
      tiers: {
        'Private car': 'Privatwagen',
        'Private van': 'Privater Kleinbus',
        'Private mini coach': 'Privater Minibus',
      },
    },
    fr: {
      name: 'Véhicule privé avec chauffeur-guide',
      description:
        'Votre propre véhicule climatisé et un chauffeur-guide anglophone, rien que pour votre groupe.',
      tiers: {
        'Private car': 'Voiture privée',
        'Private van': 'Van privé',
        'Private mini coach': 'Minicar privé',
      },
    },
    ru: {
      name: 'Индивидуальный автомобиль с водителем-гидом',
      description:
        'Отдельный автомобиль с кондиционером и англоговорящий водитель-гид — только для вашей группы.',
      tiers: {
        'Private car': 'Легковой автомобиль',
        'Private van': 'Микроавтобус',
        'Private mini coach': 'Небольшой автобус',
      },
    },
    zh: {
      name: '私人专车，配司机兼导游',
      description: '您的团队专属空调车辆和讲英语的司机兼导游。',
      tiers: {
        'Private car': '私人轿车',
        'Private van': '私人面包车',
        'Private mini coach': '私人小型巴士',
      },
    },
    hi: {
      name: 'ड्राइवर-गाइड के साथ निजी वाहन',
      description: 'सिर्फ़ आपके समूह के लिए अपना वातानुकूलित वाहन और अंग्रेज़ी बोलने वाला ड्राइवर-गाइड।',
      tiers: {
        'Private car': 'निजी कार',
        'Private van': 'निजी वैन',
        'Private mini coach': 'निजी मिनी बस',
      },
    },
    ja: {
      name: 'ドライバーガイド付き専用車',
      description: 'お客様のグループだけの冷房付き専用車と、英語を話すドライバーガイド。',
      tiers: {
        'Private car': '専用乗用車',
        'Private van': '専用バン',
        'Private mini coach': '専用マイクロバス',
      },
    },
  },
})

export const tourOptions: { activity: string; options: SeedTourOption[] }[] = [
  {
    activity: 'sigiriya-dambulla-day-tour',
    options: [
      shared('Join the day’s group in a coach with a licensed guide.', {
        de: 'Mit der Tagesgruppe im Reisebus, begleitet von einem lizenzierten Guide.',
        fr: 'Avec le groupe du jour, en car et accompagné d’un guide agréé.',
        ru: 'Поездка в составе группы на автобусе с лицензированным гидом.',
        zh: '与当天的团队同乘大巴，由持证导游陪同。',
        hi: 'दिन के समूह के साथ कोच में, लाइसेंसधारी गाइड के साथ।',
        ja: '当日のグループと一緒に大型バスで、公認ガイドが同行します。',
      }),
      privately(22000, 32000, 60000, 6),
    ],
  },
  {
    activity: 'kandy-day-trip-from-colombo',
    options: [
      shared('Join the day’s group from Colombo.', {
        de: 'Mit der Tagesgruppe ab Colombo.',
        fr: 'Avec le groupe du jour, au départ de Colombo.',
        ru: 'Поездка в составе группы из Коломбо.',
        zh: '与当天的团队一同从科伦坡出发。',
        hi: 'दिन के समूह के साथ कोलंबो से।',
        ja: '当日のグループと一緒にコロンボから出発します。',
      }),
      privately(18000, 26000, 52000, 5),
    ],
  },
  {
    activity: 'galle-fort-south-coast-day-trip',
    options: [
      shared('Join the day’s group along the coast.', {
        de: 'Mit der Tagesgruppe die Küste entlang.',
        fr: 'Avec le groupe du jour, le long de la côte.',
        ru: 'Поездка в составе группы вдоль побережья.',
        zh: '与当天的团队一同沿海岸游览。',
        hi: 'दिन के समूह के साथ तट के किनारे-किनारे।',
        ja: '当日のグループと一緒に海岸沿いを巡ります。',
      }),
      privately(17000, 25000, 48000, 5),
    ],
  },
]
