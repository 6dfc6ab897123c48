/**
 * Demo translations (issue 31, decisions 076 and 083): the 20 best-selling tours' titles and
 * overviews in German, French and Russian (here) and in Chinese, Hindi and Japanese (one file per
 * language, tour-translations-zh/hi/ja.ts, which also carry those languages' meeting points,
 * itineraries and home texts), the languages their guides speak, and the home page's texts in
 * all six. Their
 * lists (inclusions, notes, conditions) stay English, so the demo shows the fallback note on every
 * translated page.
 */
import type { SeedItineraryText } from './tour-itinerary-translations.ts'
import { hiHome, hiTours } from './tour-translations-hi.ts'
import { jaHome, jaTours } from './tour-translations-ja.ts'
import { zhHome, zhTours } from './tour-translations-zh.ts'

export interface SeedTourText {
  title: string
  overview: string
}

/** A tour in one of the languages written in a file of its own: texts, meeting point, itinerary. */
export interface SeedAsianTourText extends SeedTourText {
  meetingPoint: string
  /** Item by item as the tour's English itinerary (see tour-itinerary-translations.ts). */
  itinerary: readonly SeedItineraryText[]
}

export interface SeedTourTranslation {
  /** Languages the guides speak, in the order the tour page lists them. */
  guideLanguages: string[]
  de: SeedTourText
  fr: SeedTourText
  ru: SeedTourText
  zh: SeedTourText
  hi: SeedTourText
  ja: SeedTourText
}

const europeanTourTranslations = {
  'mirissa-blue-whale-watching': {
    guideLanguages: ['en', 'de', 'ru'],
    de: {
      title: 'Blauwal-Beobachtung ab Mirissa',
      overview:
        'Im Morgengrauen geht es vom Hafen Mirissa hinaus zum Kontinentalschelf, wo Blauwale – die größten Tiere, die je gelebt haben – von November bis April fressen. Auf vielen Fahrten zeigen sich auch Pottwale, Brydewale und Spinnerdelfine.',
    },
    fr: {
      title: 'Croisière d’observation des baleines bleues à Mirissa',
      overview:
        'Départ à l’aube du port de Mirissa vers le plateau continental, où les baleines bleues, les plus grands animaux ayant jamais vécu, se nourrissent de novembre à avril. Cachalots, rorquals de Bryde et dauphins à long bec sont souvent aussi au rendez-vous.',
    },
    ru: {
      title: 'Морская прогулка к синим китам из Мириссы',
      overview:
        'На рассвете выходим из гавани Мириссы к континентальному шельфу, где с ноября по апрель кормятся синие киты — самые большие животные, когда-либо жившие на Земле. Во многих выходах встречаются также кашалоты, полосатики Брайда и дельфины-вертуны.',
    },
  },
  'kandy-to-ella-train-ride': {
    guideLanguages: ['en', 'de'],
    de: {
      title: 'Panorama-Zugfahrt von Kandy nach Ella mit reservierten Plätzen',
      overview:
        'Die siebenstündige Fahrt von Kandy nach Ella führt durch Teeplantagen, Tunnel und Nebelwald hinauf nach Pattipola, dem höchsten Bahnhof der Strecke. Reservierte Plätze sind Wochen im Voraus ausgebucht; wir buchen sie für Sie, und eine Begleitung empfängt Sie am Bahnsteig.',
    },
    fr: {
      title: 'Le train panoramique de Kandy à Ella, places réservées',
      overview:
        'Sept heures de voyage de Kandy à Ella, à travers les plantations de thé, les tunnels et la forêt de nuages jusqu’à Pattipola, la gare la plus haute de la ligne. Les places réservées partent des semaines à l’avance : nous les réservons pour vous et un accompagnateur vous attend sur le quai.',
    },
    ru: {
      title: 'Живописная поездка на поезде из Канди в Эллу с местами',
      overview:
        'Семичасовой путь из Канди в Эллу поднимается через чайные плантации, тоннели и облачный лес к Паттиполе — самой высокой станции на линии. Места бронируются за несколько недель; мы купим билеты, а сопровождающий встретит вас на платформе.',
    },
  },
  'sigiriya-dambulla-day-tour': {
    guideLanguages: ['en', 'de', 'fr', 'ru'],
    de: {
      title: 'Tagestour zum Felsen Sigiriya und zum Höhlentempel von Dambulla',
      overview:
        'Steigen Sie die 1.200 Stufen von Sigiriya hinauf, dem Palast im Himmel von König Kashyapa aus dem 5. Jahrhundert, vorbei an den Fresken der Wolkenmädchen und den riesigen Löwenpranken. Am Nachmittag erkunden Sie die fünf bemalten Höhlen des Goldenen Tempels von Dambulla.',
    },
    fr: {
      title: 'Journée au rocher de Sigiriya et au temple troglodyte de Dambulla',
      overview:
        'Gravissez les 1 200 marches de Sigiriya, le palais céleste du roi Kashyapa au Ve siècle, en passant devant les fresques des demoiselles des nuages et les gigantesques pattes de lion. L’après-midi, explorez les cinq grottes peintes du Temple d’or de Dambulla.',
    },
    ru: {
      title: 'Однодневный тур: скала Сигирия и пещерный храм Дамбулла',
      overview:
        'Поднимитесь по 1200 ступеням Сигирии — небесного дворца царя Кашьяпы V века — мимо фресок «небесных дев» и гигантских львиных лап. После обеда вы осмотрите пять расписных пещер Золотого храма Дамбуллы.',
    },
  },
  'yala-full-day-safari': {
    guideLanguages: ['en', 'de'],
    de: {
      title: 'Ganztägige Leopardensafari im Yala-Nationalpark',
      overview:
        'Ein ganzer Tag in Yala, wo so viele Leoparden leben wie kaum anderswo auf der Erde. Ihr Fährtenleser folgt frischen Spuren und Funksprüchen, während Sie Elefanten, Lippenbären, Krokodile und Pfauen beobachten – mit Picknick an der Lagune.',
    },
    fr: {
      title: 'Safari léopards d’une journée au parc national de Yala',
      overview:
        'Une journée entière à Yala, l’un des endroits au monde où les léopards sont les plus nombreux. Votre pisteur suit les traces fraîches et les appels radio pendant que vous observez éléphants, ours lippus, crocodiles et paons, avec un pique-nique au bord de la lagune.',
    },
    ru: {
      title: 'Сафари на леопардов в национальном парке Яла на целый день',
      overview:
        'Целый день в Яле, где плотность леопардов — одна из самых высоких в мире. Следопыт идёт по свежим следам и радиосообщениям, а вы наблюдаете за слонами, губачами, крокодилами и павлинами; обед — пикник у лагуны.',
    },
  },
  'kitulgala-white-water-rafting': {
    guideLanguages: ['en'],
    de: {
      title: 'Wildwasser-Rafting auf dem Kelani bei Kitulgala',
      overview:
        'Raften Sie 7 km auf dem Kelani durch Stromschnellen der Klassen 2 und 3 im Regenwald von Kitulgala, wo „Die Brücke am Kwai“ gedreht wurde. Zertifizierte Guides geben eine ausführliche Sicherheitseinweisung, und in einem natürlichen Becken können Sie baden.',
    },
    fr: {
      title: 'Rafting en eaux vives sur la Kelani à Kitulgala',
      overview:
        'Descendez 7 km de la rivière Kelani et ses rapides de classe 2 et 3 dans la forêt tropicale de Kitulgala, où fut tourné « Le Pont de la rivière Kwaï ». Des guides diplômés font un briefing de sécurité complet, et une piscine naturelle permet de se baigner.',
    },
    ru: {
      title: 'Рафтинг по реке Келани в Китулгале',
      overview:
        'Пройдите 7 км по реке Келани через пороги второй и третьей категории в тропическом лесу Китулгалы, где снимали «Мост через реку Квай». Сертифицированные инструкторы проводят подробный инструктаж, а в естественном бассейне можно искупаться.',
    },
  },
  'galle-fort-south-coast-day-trip': {
    guideLanguages: ['en', 'de', 'fr'],
    de: {
      title: 'Tagesausflug von Colombo zum Fort Galle und an die Südküste',
      overview:
        'Verbringen Sie einen Tag im niederländischen Fort von Galle, UNESCO-Welterbe: auf den Wällen bis zum Leuchtturm und durch Gassen voller Boutiquen und Cafés. Unterwegs besuchen Sie die Meeresschildkröten-Aufzucht in Kosgoda und fahren mit dem Boot durch die Mangroven des Madu-Flusses.',
    },
    fr: {
      title: 'Fort de Galle et côte sud, excursion d’une journée depuis Colombo',
      overview:
        'Une journée dans le fort hollandais de Galle, classé par l’UNESCO : les remparts jusqu’au phare, puis les ruelles de boutiques et de cafés. En chemin, visite de l’écloserie de tortues marines de Kosgoda et croisière dans les mangroves de la rivière Madu.',
    },
    ru: {
      title: 'Форт Галле и южное побережье: поездка на день из Коломбо',
      overview:
        'День в голландском форте Галле, объекте ЮНЕСКО: прогулка по крепостным валам к маяку и по улочкам с бутиками и кафе. По пути — питомник морских черепах в Косгоде и лодочная прогулка по мангровым зарослям реки Маду.',
    },
  },
  'ella-highlights-day-tour': {
    guideLanguages: ['en', 'ru'],
    de: {
      title: 'Das Beste von Ella: Nine Arch Bridge, Little Adam’s Peak und Ravana-Fälle',
      overview:
        'Alle Klassiker von Ella in gemütlichem Tempo. Sehen Sie einen Zug über die Nine Arch Bridge fahren, steigen Sie auf den Little Adam’s Peak mit Blick in die Ella-Schlucht, baden Sie unter den Ravana-Fällen und schließen Sie mit einer Verkostung in einer Teefabrik.',
    },
    fr: {
      title: 'Le meilleur d’Ella : Nine Arch Bridge, Little Adam’s Peak et chutes de Ravana',
      overview:
        'Tous les classiques d’Ella, sans se presser. Regardez un train franchir le Nine Arch Bridge, montez au Little Adam’s Peak pour la vue sur la trouée d’Ella, baignez-vous au pied des chutes de Ravana et terminez par une dégustation dans une fabrique de thé.',
    },
    ru: {
      title: 'Главное в Элле: мост «Девять арок», пик Литл-Адамс и водопад Равана',
      overview:
        'Вся классика Эллы в спокойном темпе. Посмотрите, как поезд проходит по мосту «Девять арок», поднимитесь на пик Литл-Адамс с видом на ущелье Элла, искупайтесь под водопадом Равана и завершите день дегустацией на чайной фабрике.',
    },
  },
  'galle-cooking-class': {
    guideLanguages: ['en', 'fr'],
    de: {
      title: 'Sri-lankischer Kochkurs mit Marktbesuch in Galle',
      overview:
        'Kaufen Sie mit Ihrer Gastgeberin auf dem Markt von Galle Gewürze, Jackfrucht und frischen Fisch ein und kochen Sie dann ein ganzes Reis-und-Curry-Festmahl: Dhal, ein Fischcurry, Kokos-Sambol und Mallung aus grünem Blattgemüse. Sie essen alles selbst und nehmen die Rezepte mit nach Hause.',
    },
    fr: {
      title: 'Cours de cuisine sri-lankaise et visite du marché à Galle',
      overview:
        'Faites le marché de Galle avec votre hôte – épices, jacquier et poisson frais – puis cuisinez un vrai festin de riz et curry : dhal, curry de poisson, sambol de noix de coco et mallung de feuilles vertes. Vous mangez tout ce que vous préparez et repartez avec les recettes.',
    },
    ru: {
      title: 'Кулинарный мастер-класс с походом на рынок в Галле',
      overview:
        'Вместе с хозяйкой купите специи, джекфрут и свежую рыбу на рынке Галле, а затем приготовьте настоящий пир «рис и карри»: дал, рыбное карри, кокосовый самбол и маллунг из зелени. Всё приготовленное вы съедите сами, а рецепты заберёте домой.',
    },
  },
  'kandy-day-trip-from-colombo': {
    guideLanguages: ['en', 'de', 'ru'],
    de: {
      title: 'Tagesausflug von Colombo nach Kandy mit den Elefanten von Pinnawala',
      overview:
        'Das Beste von Kandy an einem Tag: Elefanten beim Baden im Fluss bei Pinnawala, das Orchideenhaus des Königlichen Botanischen Gartens in Peradeniya und der Zahntempel, das heiligste buddhistische Heiligtum der Insel.',
    },
    fr: {
      title: 'Excursion à Kandy depuis Colombo avec les éléphants de Pinnawala',
      overview:
        'Le meilleur de Kandy en une journée : les éléphants qui se baignent dans la rivière à Pinnawala, la serre aux orchidées du Jardin botanique royal de Peradeniya et le Temple de la Dent, le sanctuaire bouddhiste le plus sacré de l’île.',
    },
    ru: {
      title: 'Поездка из Коломбо в Канди со слонами Пиннавелы',
      overview:
        'Лучшее в Канди за один день: слоны, купающиеся в реке в Пиннавеле, оранжерея орхидей Королевского ботанического сада в Перадении и Храм Зуба Будды — главная буддийская святыня острова.',
    },
  },
  'kandy-dance-temple-evening': {
    guideLanguages: ['en'],
    de: {
      title: 'Kandy-Tanzshow und Abend im Zahntempel',
      overview:
        'Erleben Sie Trommler, Tänzer und Feuerläufer bei der Show im Kandy Lake Club und nehmen Sie danach an der abendlichen Puja im Zahntempel teil, wenn die Trommeln erklingen und sich der Schreinraum öffnet.',
    },
    fr: {
      title: 'Spectacle de danse kandyenne et soirée au Temple de la Dent',
      overview:
        'Assistez au spectacle des tambours, danseurs et marcheurs sur le feu au Kandy Lake Club, puis à la puja du soir au Temple de la Dent, quand les tambours résonnent et que s’ouvre la salle du reliquaire.',
    },
    ru: {
      title: 'Кандийские танцы и вечер в Храме Зуба Будды',
      overview:
        'Посмотрите выступление барабанщиков, танцоров и ходящих по огню в Kandy Lake Club, а затем побывайте на вечерней пудже в Храме Зуба Будды, когда звучат барабаны и открывается зал святыни.',
    },
  },
  'colombo-city-tour': {
    guideLanguages: ['en', 'de', 'fr', 'ru', 'zh'],
    de: {
      title: 'Stadtrundfahrt Colombo: Tempel, Märkte und Galle Face',
      overview:
        'Entdecken Sie Sri Lankas Hauptstadt in einem halben Tag: den Gangaramaya-Tempel und Seema Malaka am Beira-See, die quirligen Basare von Pettah mit der Roten Moschee, das koloniale Fort und den Unabhängigkeitsplatz. Zum Abschluss Streetfood bei Sonnenuntergang auf dem Galle Face Green.',
    },
    fr: {
      title: 'Visite de Colombo : temples, marchés et Galle Face',
      overview:
        'Découvrez la capitale du Sri Lanka en une demi-journée : le temple Gangaramaya et le Seema Malaka sur le lac Beira, les bazars animés de Pettah et la Mosquée rouge, le Fort colonial et la place de l’Indépendance. Pour finir, cuisine de rue au coucher du soleil sur Galle Face Green.',
    },
    ru: {
      title: 'Обзорная экскурсия по Коломбо: храмы, рынки и Галле-Фейс',
      overview:
        'Столица Шри-Ланки за полдня: храм Гангарамая и Сима Малака на озере Бейра, шумные базары Петты и Красная мечеть, колониальный Форт и площадь Независимости. В завершение — уличная еда на закате на набережной Галле-Фейс.',
    },
  },
  'horton-plains-worlds-end-hike': {
    guideLanguages: ['en', 'de'],
    de: {
      title: 'Sonnenaufgangswanderung in den Horton Plains zum World’s End',
      overview:
        'Aufbruch vor dem Morgengrauen, um World’s End – einen 870 Meter tiefen Abgrund – zu erreichen, bevor die Wolken aus dem Tal steigen. Die 9 km lange Runde über das Hochplateau führt auch an den Baker’s Falls und an Nebelwald vorbei, in dem Sambarhirsche äsen.',
    },
    fr: {
      title: 'Randonnée au lever du soleil à Horton Plains et World’s End',
      overview:
        'Départ avant l’aube pour atteindre World’s End, un à-pic de 870 mètres, avant que les nuages ne montent de la vallée. La boucle de 9 km sur le haut plateau passe aussi par les chutes Baker’s Falls et des îlots de forêt de nuages où paissent les cerfs sambar.',
    },
    ru: {
      title: 'Поход на рассвете: плато Хортон и обрыв «Край света»',
      overview:
        'Выходим до рассвета, чтобы успеть к «Краю света» — обрыву высотой 870 метров, — пока из долины не поднялись облака. Кольцевой маршрут длиной 9 км по высокогорному плато проходит мимо водопада Бейкера и участков облачного леса, где пасутся олени-замбары.',
    },
  },
  'ella-flying-ravana-zipline': {
    guideLanguages: ['en'],
    de: {
      title: 'Flying Ravana Mega-Zipline in Ella',
      overview:
        'Fliegen Sie auf einer der längsten Seilrutschen Südasiens, rund 550 Meter lang, über Teeplantagen und Dschungel – mit Blick auf den Ella Rock und das Tal der Nine Arch Bridge.',
    },
    fr: {
      title: 'Méga-tyrolienne Flying Ravana à Ella',
      overview:
        'Survolez plantations de thé et jungle sur l’une des plus longues tyroliennes d’Asie du Sud, environ 550 mètres, avec vue sur Ella Rock et la vallée du Nine Arch Bridge.',
    },
    ru: {
      title: 'Мега-зиплайн Flying Ravana в Элле',
      overview:
        'Пролетите над чайными плантациями и джунглями по одному из самых длинных зиплайнов Южной Азии — около 550 метров — с видом на скалу Элла и долину моста «Девять арок».',
    },
  },
  'arugam-bay-surf-lesson': {
    guideLanguages: ['en', 'ru'],
    de: {
      title: 'Surfkurs für Anfänger in der Arugam Bay',
      overview:
        'Reiten Sie Ihre erste Welle am Baby Point, dem sanften Beachbreak neben dem berühmten Point der Arugam Bay. Zwei Stunden mit einem zertifizierten Lehrer, Softboard inklusive, in Gruppen von höchstens vier Personen.',
    },
    fr: {
      title: 'Cours de surf pour débutants à Arugam Bay',
      overview:
        'Prenez votre première vague à Baby Point, le beach break tranquille à côté du célèbre spot d’Arugam Bay. Deux heures avec un moniteur diplômé, planche en mousse comprise, par groupes de quatre au plus.',
    },
    ru: {
      title: 'Урок сёрфинга для начинающих в Аругам-Бей',
      overview:
        'Поймайте свою первую волну на Baby Point — пологом пляжном споте рядом со знаменитым пойнтом Аругам-Бей. Два часа с сертифицированным инструктором, мягкая доска включена, в группах до четырёх человек.',
    },
  },
  'udawalawe-safari-elephant-transit-home': {
    guideLanguages: ['en', 'de'],
    de: {
      title: 'Elefantensafari in Udawalawe und Elephant Transit Home',
      overview:
        'Nirgendwo in Asien sieht man wilde Elefanten so sicher wie in Udawalawe, wo das ganze Jahr über Herden rund um den Stausee grasen. Nach einer halbtägigen Jeepsafari sehen Sie im Elephant Transit Home zu, wie verwaiste Jungtiere gefüttert werden, bevor sie in die Wildnis zurückkehren.',
    },
    fr: {
      title: 'Safari éléphants à Udawalawe et Elephant Transit Home',
      overview:
        'Udawalawe est l’endroit le plus sûr d’Asie pour voir des éléphants sauvages : des troupeaux paissent autour du réservoir toute l’année. Après un safari d’une demi-journée en jeep, vous assistez au repas des éléphanteaux orphelins de l’Elephant Transit Home, avant leur retour à la vie sauvage.',
    },
    ru: {
      title: 'Сафари к слонам в Удавалаве и приют Elephant Transit Home',
      overview:
        'Удавалаве — самое надёжное место в Азии, чтобы увидеть диких слонов: стада пасутся у водохранилища круглый год. После полудневного сафари на джипе вы увидите, как кормят осиротевших слонят в приюте Elephant Transit Home перед их возвращением в дикую природу.',
    },
  },
  'nuwara-eliya-tea-country-day': {
    guideLanguages: ['en', 'fr'],
    de: {
      title: 'Tagestour ins Teeland: von den Ramboda-Fällen nach Nuwara Eliya',
      overview:
        'Von Kandy geht es hinauf ins neblige Teeland, mit Halt an den Ramboda-Fällen und in einer arbeitenden Teefabrik, in der Sie das Blatt vom Welken bis zur Verkostung begleiten. Am Nachmittag Nuwara Eliya mit dem Gregory-See und dem kolonialen Postamt.',
    },
    fr: {
      title: 'Journée au pays du thé : des chutes de Ramboda à Nuwara Eliya',
      overview:
        'Montée depuis Kandy vers le pays du thé noyé de brume, avec arrêts aux chutes de Ramboda et dans une fabrique de thé en activité, où l’on suit la feuille du flétrissage à la dégustation. L’après-midi, Nuwara Eliya, le lac Gregory et la poste coloniale.',
    },
    ru: {
      title: 'Чайный край за день: от водопада Рамбода до Нувара-Элии',
      overview:
        'Поднимаемся из Канди в туманный чайный край с остановками у водопада Рамбода и на действующей чайной фабрике, где можно проследить путь листа от завяливания до дегустации. После обеда — Нувара-Элия, озеро Грегори и колониальная почта.',
    },
  },
  'pidurangala-sunrise-hike': {
    guideLanguages: ['en'],
    de: {
      title: 'Sonnenaufgangswanderung auf den Pidurangala-Felsen',
      overview:
        'Steigen Sie im Dunkeln auf den Pidurangala, Sigiriyas Nachbarn, und sehen Sie die Sonne hinter dem Löwenfelsen aufgehen. Der Weg führt an einem Höhlentempel mit einem 12 Meter langen liegenden Buddha vorbei; das letzte Stück ist eine kurze Kletterei über Felsblöcke.',
    },
    fr: {
      title: 'Lever de soleil au rocher de Pidurangala',
      overview:
        'Grimpez de nuit sur le Pidurangala, voisin de Sigiriya, et regardez le soleil se lever derrière le Rocher du Lion. Le sentier passe par un temple troglodyte abritant un Bouddha couché de 12 mètres ; la fin est une courte escalade entre les rochers.',
    },
    ru: {
      title: 'Восхождение на скалу Пидурангала на рассвете',
      overview:
        'Поднимитесь в темноте на Пидурангалу, соседку Сигирии, и встретьте восход солнца за Львиной скалой. Тропа проходит мимо пещерного храма с 12-метровым лежащим Буддой; последний участок — короткий подъём по валунам.',
    },
  },
  'bentota-river-safari-turtle-hatchery': {
    guideLanguages: ['en', 'de', 'ru'],
    de: {
      title: 'Flusssafari in Bentota und Schildkröten-Aufzucht (halber Tag)',
      overview:
        'Ein entspannter halber Tag ab den Strandhotels von Bentota: Gleiten Sie durch Mangrovengänge auf dem Bentota-Fluss und halten Sie Ausschau nach Waranen, Eisvögeln und Krokodilen; danach treffen Sie frisch geschlüpfte Meeresschildkröten in einem Schutzprojekt in Kosgoda.',
    },
    fr: {
      title: 'Safari sur la rivière Bentota et écloserie de tortues, demi-journée',
      overview:
        'Une demi-journée tranquille depuis les hôtels de plage de Bentota : glissez sous les tunnels de mangrove de la rivière Bentota à la recherche de varans, martins-pêcheurs et crocodiles, puis découvrez les bébés tortues d’un projet de protection à Kosgoda.',
    },
    ru: {
      title: 'Речное сафари в Бентоте и черепаший питомник (полдня)',
      overview:
        'Спокойные полдня от пляжных отелей Бентоты: лодка скользит по мангровым тоннелям реки Бентота, а вы высматриваете варанов, зимородков и крокодилов; затем — встреча с черепашатами в природоохранном питомнике в Косгоде.',
    },
  },
  'colombo-street-food-tuk-tuk': {
    guideLanguages: ['en', 'fr'],
    de: {
      title: 'Streetfood in Colombo mit dem Tuk-Tuk',
      overview:
        'Eine abendliche Genusstour im Tuk-Tuk durch Colombo: Kottu Roti, im Takt gehackt in Pettah, Egg Hoppers, Isso Vadai auf dem Galle Face Green und Wattalappam zum Nachtisch. Zehn Kostproben mit Geschichten Ihres einheimischen Foodie-Guides.',
    },
    fr: {
      title: 'Cuisine de rue à Colombo en tuk-tuk',
      overview:
        'Une soirée de dégustation à travers Colombo en tuk-tuk : le kottu roti haché en rythme à Pettah, les egg hoppers, les isso vadai de Galle Face Green et un wattalappam en dessert. Dix dégustations en tout, racontées par votre guide gourmand local.',
    },
    ru: {
      title: 'Уличная еда Коломбо на тук-туке',
      overview:
        'Вечерний гастрономический тур по Коломбо на тук-туке: котту-роти, который рубят в ритме барабана в Петте, яичные хопперы, иссо-вадай на набережной Галле-Фейс и десерт ваталаппам. Всего десять дегустаций и рассказы местного гида-гурмана.',
    },
  },
  'nuwara-eliya-tea-factory-tasting': {
    guideLanguages: ['en', 'de'],
    de: {
      title: 'Teefabrik-Besichtigung mit Verkostung bei Nuwara Eliya',
      overview:
        'Gehen Sie mit einer Teepflückerin durch die Reihen und begleiten Sie dann das Blatt in einer arbeitenden Fabrik durch Welken, Rollen, Fermentieren und Trocknen. Zum Abschluss eine geführte Verkostung von Hochland-Ceylon-Tees.',
    },
    fr: {
      title: 'Visite d’une fabrique de thé et dégustation près de Nuwara Eliya',
      overview:
        'Parcourez les rangs avec une cueilleuse de thé, puis suivez la feuille à travers le flétrissage, le roulage, la fermentation et le séchage dans une fabrique en activité. Pour finir, dégustation commentée de thés de Ceylan d’altitude.',
    },
    ru: {
      title: 'Экскурсия на чайную фабрику с дегустацией у Нувара-Элии',
      overview:
        'Пройдитесь по рядам чайных кустов со сборщицей, а затем проследите путь листа через завяливание, скручивание, ферментацию и сушку на действующей фабрике. В завершение — дегустация высокогорных цейлонских чаёв с комментариями.',
    },
  },
} satisfies Record<string, Omit<SeedTourTranslation, 'zh' | 'hi' | 'ja'>>

/** The 20 tours' keys (activities-*.ts); every language's file names each of them exactly once. */
export type SeedTourKey = keyof typeof europeanTourTranslations

const text = ({ title, overview }: SeedAsianTourText): SeedTourText => ({ title, overview })

export const tourTranslations: Record<SeedTourKey, SeedTourTranslation> = Object.fromEntries(
  (
    Object.entries(europeanTourTranslations) as Array<
      [SeedTourKey, Omit<SeedTourTranslation, 'zh' | 'hi' | 'ja'>]
    >
  ).map(([key, translation]) => [
    key,
    { ...translation, zh: text(zhTours[key]), hi: text(hiTours[key]), ja: text(jaTours[key]) },
  ]),
) as Record<SeedTourKey, SeedTourTranslation>

type EuropeanHomeTexts = Record<'de' | 'fr' | 'ru', Record<string, string>>
type HomeTexts = Record<'de' | 'fr' | 'ru' | 'zh' | 'hi' | 'ja', Record<string, string>>

/** Hero sliders by key, title and sub_text, in German, French and Russian. */
const europeanSliders = {
  'slider-sigiriya': {
    de: {
      title: 'Auf den Löwenfelsen',
      sub_text: 'Sonnenaufgang über Sigiriya und den alten Königreichen des Kulturdreiecks',
    },
    fr: {
      title: 'Gravir le Rocher du Lion',
      sub_text: 'Lever de soleil sur Sigiriya et les royaumes anciens du Triangle culturel',
    },
    ru: {
      title: 'Подъём на Львиную скалу',
      sub_text: 'Рассвет над Сигирией и древними царствами Культурного треугольника',
    },
  },
  'slider-ella-train': {
    de: {
      title: 'Die schönste Zugfahrt der Welt',
      sub_text: 'Reservierte Plätze von Kandy nach Ella durch das Teeland',
    },
    fr: {
      title: 'Le plus beau voyage en train du monde',
      sub_text: 'Places réservées de Kandy à Ella à travers le pays du thé',
    },
    ru: {
      title: 'Самая красивая железная дорога в мире',
      sub_text: 'Места в поезде из Канди в Эллу через чайный край',
    },
  },
  'slider-mirissa-whales': {
    de: {
      title: 'Begegnung mit Blauwalen',
      sub_text: 'Ausfahrten im Morgengrauen ab Mirissa, November bis April',
    },
    fr: {
      title: 'À la rencontre des baleines bleues',
      sub_text: 'Sorties à l’aube depuis Mirissa, de novembre à avril',
    },
    ru: {
      title: 'Встреча с синими китами',
      sub_text: 'Выходы в море на рассвете из Мириссы, с ноября по апрель',
    },
  },
  'slider-yala-leopards': {
    de: {
      title: 'Die Leoparden von Yala',
      sub_text: 'Ganztägige Safaris mit erfahrenen Fährtenlesern im tiefen Süden',
    },
    fr: {
      title: 'Les léopards de Yala',
      sub_text: 'Safaris d’une journée avec des pisteurs chevronnés dans le Grand Sud',
    },
    ru: { title: 'Леопарды Ялы', sub_text: 'Сафари на целый день с опытными следопытами на юге острова' },
  },
  'slider-south-coast': {
    de: {
      title: 'Goldene Strände, kostenlose Stornierung',
      sub_text: 'Bis 24 Stunden vor Beginn stornieren und den vollen Betrag zurückerhalten',
    },
    fr: {
      title: 'Plages dorées, annulation gratuite',
      sub_text: 'Annulez jusqu’à 24 heures avant le départ, remboursement intégral',
    },
    ru: {
      title: 'Золотые пляжи, бесплатная отмена',
      sub_text: 'Отмена за 24 часа до начала — полный возврат денег',
    },
  },
} satisfies Record<string, EuropeanHomeTexts>

/** Featured category tiles by key, title and description, in German, French and Russian. */
const europeanFeatured = {
  wildlife: {
    de: {
      title: 'Wildtier-Safaris',
      description: 'Leoparden, Elefanten und Lippenbären in den Nationalparks der Insel.',
    },
    fr: {
      title: 'Safaris animaliers',
      description: 'Léopards, éléphants et ours lippus dans les parcs nationaux de l’île.',
    },
    ru: { title: 'Сафари', description: 'Леопарды, слоны и медведи-губачи в национальных парках острова.' },
  },
  heritage: {
    de: { title: 'Antike Städte', description: 'Acht UNESCO-Welterbestätten innerhalb einer Tagesfahrt.' },
    fr: {
      title: 'Cités antiques',
      description: 'Huit sites du patrimoine mondial de l’UNESCO à moins d’une journée de route.',
    },
    ru: { title: 'Древние города', description: 'Восемь объектов Всемирного наследия ЮНЕСКО в дне пути.' },
  },
  tea: {
    de: {
      title: 'Teeland',
      description: 'Nebelverhangene Hügel, Pflanzerbungalows und die frischeste Tasse Ceylon-Tee.',
    },
    fr: {
      title: 'Pays du thé',
      description: 'Collines brumeuses, bungalows de planteurs et la tasse de thé de Ceylan la plus fraîche.',
    },
    ru: {
      title: 'Чайный край',
      description: 'Туманные холмы, бунгало плантаторов и самая свежая чашка цейлонского чая.',
    },
  },
  beaches: {
    de: {
      title: 'Strände & Wale',
      description: 'Sonne, Brandung und die größten Tiere der Erde vor der Südküste.',
    },
    fr: {
      title: 'Plages & baleines',
      description: 'Soleil, surf et les plus grands animaux du monde au large de la côte sud.',
    },
    ru: {
      title: 'Пляжи и киты',
      description: 'Солнце, волны и самые большие животные на Земле у южного побережья.',
    },
  },
  adventure: {
    de: { title: 'Abenteuer', description: 'Rafting, Surfen, Ziplines und Ballonfahrten.' },
    fr: { title: 'Aventure', description: 'Rafting, surf, tyroliennes et vols en montgolfière.' },
    ru: { title: 'Приключения', description: 'Рафтинг, сёрфинг, зиплайны и полёты на воздушном шаре.' },
  },
  food: {
    de: {
      title: 'Essen & Kochen',
      description: 'Reis und Curry, Hoppers und Kottu, gekocht mit einheimischen Familien.',
    },
    fr: {
      title: 'Cuisine & gastronomie',
      description: 'Riz et curry, hoppers et kottu, cuisinés avec des familles locales.',
    },
    ru: {
      title: 'Еда и кулинария',
      description: 'Рис с карри, хопперы и котту — готовим вместе с местными семьями.',
    },
  },
  wellness: {
    de: { title: 'Wellness & Ayurveda', description: 'Alte Heiltraditionen, Yoga und ruhige Rückzugsorte.' },
    fr: {
      title: 'Bien-être & ayurvéda',
      description: 'Traditions de soin millénaires, yoga et retraites paisibles.',
    },
    ru: { title: 'Велнес и аюрведа', description: 'Древние традиции исцеления, йога и тихие ретриты.' },
  },
  transfers: {
    de: {
      title: 'Flughafentransfers',
      description: 'Private Fahrzeuge vom Flughafen CMB zu jedem Ort der Insel.',
    },
    fr: { title: 'Transferts aéroport', description: 'Voitures privées de l’aéroport CMB vers toute l’île.' },
    ru: {
      title: 'Трансферы из аэропорта',
      description: 'Частные автомобили из аэропорта CMB в любую точку острова.',
    },
  },
} satisfies Record<string, EuropeanHomeTexts>

/** Travel inspiration on the home page by key, title and description, in German, French and Russian. */
const europeanInspirations = {
  'when-to-go': {
    de: {
      title: 'Die beste Reisezeit für Sri Lanka',
      description:
        'Zwei Monsune bedeuten: Irgendeine Küste ist immer sonnig – der Süden und Westen von Dezember bis April, der Osten von Mai bis September.',
    },
    fr: {
      title: 'Quand partir au Sri Lanka',
      description:
        'Deux moussons, donc toujours une côte ensoleillée : le sud et l’ouest de décembre à avril, l’est de mai à septembre.',
    },
    ru: {
      title: 'Когда ехать на Шри-Ланку',
      description:
        'Два муссона — значит, одно из побережий всегда солнечное: юг и запад с декабря по апрель, восток с мая по сентябрь.',
    },
  },
  'hill-country-train': {
    de: {
      title: 'Mit dem Zug durchs Hochland',
      description:
        'Auf welcher Seite man sitzt, wie man Plätze bekommt und die schönsten Halte zwischen Kandy und Ella.',
    },
    fr: {
      title: 'Le train des hautes terres',
      description:
        'De quel côté s’asseoir, comment avoir des places et les plus beaux arrêts entre Kandy et Ella.',
    },
    ru: {
      title: 'Поезд через горный край',
      description: 'С какой стороны сесть, как достать билеты и где лучше всего выйти между Канди и Эллой.',
    },
  },
  leopards: {
    de: {
      title: 'Wo man Leoparden sieht',
      description:
        'Yala, Wilpattu und weniger bekannte Parks, in denen Sri-Lanka-Leoparden an der Spitze der Nahrungskette stehen.',
    },
    fr: {
      title: 'Où voir des léopards',
      description: 'Yala, Wilpattu et des parcs moins connus où le léopard du Sri Lanka règne en maître.',
    },
    ru: {
      title: 'Где увидеть леопардов',
      description: 'Яла, Вилпатту и менее известные парки, где цейлонский леопард — на вершине пищевой цепи.',
    },
  },
  'rice-and-curry': {
    de: {
      title: 'Reis und Curry – ein Leitfaden',
      description:
        'Von Dhal und Pol Sambol bis Jackfrucht-Curry: was auf dem Teller liegt und wie man es mit der Hand isst.',
    },
    fr: {
      title: 'Petit guide du riz et curry',
      description:
        'Du dhal au pol sambol et au curry de jacquier : ce qu’il y a dans l’assiette et comment manger avec la main.',
    },
    ru: {
      title: 'Путеводитель по рису с карри',
      description: 'От дала и пол-самбола до карри из джекфрута: что лежит на тарелке и как есть рукой.',
    },
  },
  'temple-etiquette': {
    de: {
      title: 'Tempel respektvoll besuchen',
      description:
        'Schultern und Knie bedecken, Schuhe und Hut ablegen und nie mit dem Rücken zu einer Buddha-Statue posieren.',
    },
    fr: {
      title: 'Visiter les temples avec respect',
      description:
        'Couvrez épaules et genoux, ôtez chaussures et chapeau, et ne posez jamais dos à une statue du Bouddha.',
    },
    ru: {
      title: 'Как вести себя в храмах',
      description:
        'Закрывайте плечи и колени, снимайте обувь и головной убор и никогда не фотографируйтесь спиной к статуе Будды.',
    },
  },
  'tea-story': {
    de: {
      title: 'Die Geschichte des Ceylon-Tees',
      description:
        'Wie James Taylor 1867 die erste Plantage anlegte und warum Hochlandtee so leuchtend schmeckt.',
    },
    fr: {
      title: 'L’histoire du thé de Ceylan',
      description:
        'Comment James Taylor planta le premier domaine en 1867 et ce qui rend le thé d’altitude si vif.',
    },
    ru: {
      title: 'История цейлонского чая',
      description:
        'Как Джеймс Тейлор заложил первую плантацию в 1867 году и почему высокогорный чай такой яркий.',
    },
  },
  whales: {
    de: {
      title: 'Walbeobachtung, aber richtig',
      description:
        'Wie man einen verantwortungsvollen Anbieter wählt und die besten Monate für Mirissa, Trincomalee und Kalpitiya.',
    },
    fr: {
      title: 'Observer les baleines dans les règles',
      description:
        'Choisir un opérateur responsable et les meilleurs mois pour Mirissa, Trincomalee et Kalpitiya.',
    },
    ru: {
      title: 'Наблюдение за китами без вреда',
      description: 'Как выбрать ответственного оператора и лучшие месяцы для Мириссы, Тринкомали и Калпитии.',
    },
  },
  ayurveda: {
    de: {
      title: 'Ayurveda für Einsteiger',
      description:
        'Was Sie bei der Konsultation erwartet, welche Behandlungen es gibt und wie lange man bleiben sollte.',
    },
    fr: {
      title: 'L’ayurvéda pour débutants',
      description: 'À quoi s’attendre lors de la consultation, les soins et la durée idéale du séjour.',
    },
    ru: {
      title: 'Аюрведа для начинающих',
      description: 'Чего ждать от консультации, какие бывают процедуры и на сколько дней приезжать.',
    },
  },
} satisfies Record<string, EuropeanHomeTexts>

/** The home page's texts in one of the languages written in a file of its own (zh, hi, ja). */
export interface SeedHomeInLanguage {
  sliders: Record<keyof typeof europeanSliders, { title: string; sub_text: string }>
  featured: Record<keyof typeof europeanFeatured, { title: string; description: string }>
  inspirations: Record<keyof typeof europeanInspirations, { title: string; description: string }>
}

function withAsian(
  european: Record<string, EuropeanHomeTexts>,
  part: keyof SeedHomeInLanguage,
): Record<string, HomeTexts> {
  const inLanguage = (home: SeedHomeInLanguage, key: string) =>
    (home[part] as Record<string, Record<string, string>>)[key]!
  return Object.fromEntries(
    Object.entries(european).map(([key, texts]) => [
      key,
      { ...texts, zh: inLanguage(zhHome, key), hi: inLanguage(hiHome, key), ja: inLanguage(jaHome, key) },
    ]),
  )
}

/** Hero sliders by key: title and sub_text. */
export const sliderTranslations = withAsian(europeanSliders, 'sliders')
/** Featured category tiles by key: title and description. */
export const featuredTranslations = withAsian(europeanFeatured, 'featured')
/** Travel inspiration on the home page by key: title and description. */
export const inspirationTranslations = withAsian(europeanInspirations, 'inspirations')
