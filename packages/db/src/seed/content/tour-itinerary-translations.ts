/**
 * Demo itineraries and meeting points (issue 31, decision 083) for the 20 tours of
 * tour-translations.ts: German, French and Russian here, Chinese, Hindi and Japanese in their own
 * files (tour-translations-zh/hi/ja.ts) beside those languages' titles. Each list follows the
 * tour's English itinerary item by item (activities-*.ts); a plain string translates the summary
 * only, because the item's label is a time ("06:30"), which reads the same in every language; a
 * pair translates label and summary. The seed fails if a list does not match its tour's items.
 */
import type { SeedTourKey } from './tour-translations.ts'
import { hiTours } from './tour-translations-hi.ts'
import { jaTours } from './tour-translations-ja.ts'
import { zhTours } from './tour-translations-zh.ts'

/** One translated item: its summary, or [label, summary] when the label has words. */
export type SeedItineraryText = string | readonly [label: string, summary: string]

export interface SeedItineraryTranslation {
  /** Where exactly to meet, in English (the tour's own text) and in each language. */
  meetingPoint: { en: string; de: string; fr: string; ru: string; zh: string; hi: string; ja: string }
  de: readonly SeedItineraryText[]
  fr: readonly SeedItineraryText[]
  ru: readonly SeedItineraryText[]
  zh: readonly SeedItineraryText[]
  hi: readonly SeedItineraryText[]
  ja: readonly SeedItineraryText[]
}

type EuropeanItinerary = Omit<SeedItineraryTranslation, 'zh' | 'hi' | 'ja' | 'meetingPoint'> & {
  meetingPoint: Omit<SeedItineraryTranslation['meetingPoint'], 'zh' | 'hi' | 'ja'>
}

const europeanItineraries: Record<SeedTourKey, EuropeanItinerary> = {
  'mirissa-blue-whale-watching': {
    meetingPoint: {
      en: 'The ticket desk at the entrance of Mirissa Fisheries Harbour, beside the main gate on the Matara road.',
      de: 'Am Ticketschalter am Eingang des Fischereihafens von Mirissa, neben dem Haupttor an der Straße nach Matara.',
      fr: 'Au guichet à l’entrée du port de pêche de Mirissa, à côté du portail principal sur la route de Matara.',
      ru: 'У билетной кассы на входе в рыболовецкую гавань Мириссы, рядом с главными воротами на дороге в Матару.',
    },
    de: [
      'Check-in am Fischereihafen von Mirissa.',
      'Abfahrt mit einem lizenzierten Whale-Watching-Boot; Frühstück an Bord.',
      'Walsuche mit der Crew und einem Meeresbiologen.',
      'Rückkehr in den Hafen.',
    ],
    fr: [
      'Enregistrement au port de pêche de Mirissa.',
      'Départ à bord d’un bateau agréé pour l’observation des baleines ; petit-déjeuner à bord.',
      'Recherche des baleines avec l’équipage et un naturaliste marin.',
      'Retour au port.',
    ],
    ru: [
      'Регистрация в рыболовецкой гавани Мириссы.',
      'Отплытие на лицензированном судне для наблюдения за китами; завтрак на борту.',
      'Поиск китов вместе с командой и морским биологом.',
      'Возвращение в гавань.',
    ],
  },
  'kandy-to-ella-train-ride': {
    meetingPoint: {
      en: 'The main entrance of Kandy railway station; your escort holds a sign with your name.',
      de: 'Am Haupteingang des Bahnhofs Kandy; Ihre Begleitung hält ein Schild mit Ihrem Namen.',
      fr: 'À l’entrée principale de la gare de Kandy ; votre accompagnateur tient une pancarte à votre nom.',
      ru: 'У главного входа на вокзал Канди; сопровождающий будет держать табличку с вашим именем.',
    },
    de: [
      'Treffen mit Ihrer Begleitung am Bahnhof Kandy.',
      'Abfahrt des Zuges.',
      'Pattipola, der höchste Punkt der Strecke.',
      'Ankunft in Ella.',
    ],
    fr: [
      'Rendez-vous avec votre accompagnateur à la gare de Kandy.',
      'Départ du train.',
      'Pattipola, le point culminant de la ligne.',
      'Arrivée à Ella.',
    ],
    ru: [
      'Встреча с сопровождающим на вокзале Канди.',
      'Отправление поезда.',
      'Паттипола — самая высокая точка пути.',
      'Прибытие в Эллу.',
    ],
  },
  'sigiriya-dambulla-day-tour': {
    meetingPoint: {
      en: 'Your hotel lobby in Sigiriya, Habarana or Dambulla; the driver-guide calls you the evening before.',
      de: 'In der Lobby Ihres Hotels in Sigiriya, Habarana oder Dambulla; Ihr Fahrer-Guide ruft Sie am Vorabend an.',
      fr: 'Dans le hall de votre hôtel à Sigiriya, Habarana ou Dambulla ; votre chauffeur-guide vous appelle la veille au soir.',
      ru: 'В холле вашего отеля в Сигирии, Хабаране или Дамбулле; водитель-гид позвонит вам накануне вечером.',
    },
    de: [
      'Abholung von Ihrem Hotel in Sigiriya, Habarana oder Dambulla.',
      'Aufstieg auf den Sigiriya-Felsen mit einem lizenzierten Guide, noch vor der Hitze und den Besuchermassen.',
      'Sigiriya-Museum und die Wassergärten.',
      'Mittagessen im Dorf: Reis mit Curry.',
      'Der Höhlentempel von Dambulla mit seinen 150 Buddha-Statuen.',
      'Rückfahrt zu Ihrem Hotel.',
    ],
    fr: [
      'Prise en charge à votre hôtel à Sigiriya, Habarana ou Dambulla.',
      'Ascension de Sigiriya avec un guide agréé, avant la chaleur et la foule.',
      'Musée de Sigiriya et jardins d’eau.',
      'Déjeuner de riz et curry dans un village.',
      'Le temple troglodyte de Dambulla et ses 150 statues du Bouddha.',
      'Retour à votre hôtel.',
    ],
    ru: [
      'Трансфер из вашего отеля в Сигирии, Хабаране или Дамбулле.',
      'Подъём на Сигирию с лицензированным гидом — до жары и толп.',
      'Музей Сигирии и водные сады.',
      'Деревенский обед: рис с карри.',
      'Пещерный храм Дамбуллы и его 150 статуй Будды.',
      'Возвращение в отель.',
    ],
  },
  'yala-full-day-safari': {
    meetingPoint: {
      en: 'The entrance of your hotel in Tissamaharama, where the open jeep stops.',
      de: 'Vor dem Eingang Ihres Hotels in Tissamaharama, wo der offene Jeep hält.',
      fr: 'Devant l’entrée de votre hôtel à Tissamaharama, où s’arrête la jeep ouverte.',
      ru: 'У входа в ваш отель в Тиссамахараме — туда подъедет открытый джип.',
    },
    de: [
      'Abholung von Ihrem Hotel in Tissamaharama im offenen Safari-Jeep.',
      'Einfahrt in den Yala-Nationalpark zur Öffnungszeit, der besten Stunde für Leoparden.',
      'Picknick zu Mittag an einem Rastplatz nahe dem Strand.',
      'Nachmittagsfahrt durch Lagunen und Felsformationen.',
      'Ausfahrt aus dem Park zur Schließzeit und Rückfahrt zu Ihrem Hotel.',
    ],
    fr: [
      'Prise en charge à votre hôtel à Tissamaharama en jeep de safari ouverte.',
      'Entrée dans Yala dès l’ouverture, la meilleure heure pour les léopards.',
      'Déjeuner pique-nique sur une aire de repos près de la plage.',
      'Safari de l’après-midi entre lagunes et affleurements rocheux.',
      'Sortie du parc à la fermeture et retour à votre hôtel.',
    ],
    ru: [
      'Трансфер из вашего отеля в Тиссамахараме на открытом джипе.',
      'Въезд в Ялу к открытию — лучшее время для встречи с леопардами.',
      'Обед-пикник на стоянке у пляжа.',
      'Дневной выезд вдоль лагун и скальных выступов.',
      'Выезд из парка к закрытию и возвращение в отель.',
    ],
  },
  'kitulgala-white-water-rafting': {
    meetingPoint: {
      en: 'The rafting base beside the Kelani River on the Kitulgala main road, opposite the rest house.',
      de: 'An der Rafting-Basis am Kelani-Fluss, an der Hauptstraße von Kitulgala gegenüber dem Rasthaus.',
      fr: 'À la base de rafting au bord de la rivière Kelani, sur la route principale de Kitulgala, en face du rest house.',
      ru: 'На рафтинг-базе у реки Келани, на главной дороге Китулгалы напротив гостевого дома.',
    },
    de: [
      'Check-in und Sicherheitseinweisung.',
      'Mit dem Schlauchboot über fünf Stromschnellen mit eigenen Namen bis nach Kitulgala.',
      'Baden im natürlichen Felsbecken, danach Rückkehr zur Basis.',
    ],
    fr: [
      'Accueil et consignes de sécurité.',
      'Descente en raft de cinq rapides, chacun baptisé d’un nom, jusqu’à Kitulgala.',
      'Baignade dans la piscine naturelle, puis retour à la base.',
    ],
    ru: [
      'Регистрация и инструктаж по безопасности.',
      'Сплав через пять порогов, у каждого из которых своё имя, до Китулгалы.',
      'Купание в природном бассейне и возвращение на базу.',
    ],
  },
  'galle-fort-south-coast-day-trip': {
    meetingPoint: {
      en: 'Your hotel lobby in Colombo; the driver waits with a sign bearing your name.',
      de: 'In der Lobby Ihres Hotels in Colombo; der Fahrer wartet mit einem Namensschild auf Sie.',
      fr: 'Dans le hall de votre hôtel à Colombo ; le chauffeur vous attend avec une pancarte à votre nom.',
      ru: 'В холле вашего отеля в Коломбо; водитель будет ждать с табличкой с вашим именем.',
    },
    de: [
      'Abholung von Ihrem Hotel in Colombo und Fahrt über den Southern Expressway.',
      'Bootsfahrt auf dem Madu-Fluss: Mangroven, die Zimtinsel und ein Halt zur Fischtherapie.',
      'Schildkröten-Aufzuchtstation in Kosgoda, wo am Strand gesammelte Eier ausgebrütet und die Jungtiere freigelassen werden.',
      'Meeresfrüchte zum Mittagessen direkt am Meer in Unawatuna.',
      'Geführter Rundgang durch das Fort von Galle: Festungswälle, Leuchtturm, Niederländisch-Reformierte Kirche und Flag Rock.',
      'Freie Zeit zum Bummeln in der Pedlar Street, dann Rückfahrt nach Colombo, Ankunft gegen 18 Uhr.',
    ],
    fr: [
      'Prise en charge à votre hôtel à Colombo et route par la Southern Expressway.',
      'Balade en bateau sur la rivière Madu : mangroves, île de la cannelle et halte pour une « fish therapy ».',
      'Centre de protection des tortues de Kosgoda, où les œufs ramassés sur la plage éclosent avant que les petits soient relâchés.',
      'Déjeuner de fruits de mer au bord de l’eau à Unawatuna.',
      'Visite guidée du fort de Galle : remparts, phare, église réformée néerlandaise et Flag Rock.',
      'Temps libre pour les boutiques de Pedlar Street, puis retour à Colombo vers 18 h.',
    ],
    ru: [
      'Трансфер из вашего отеля в Коломбо и дорога по Южному скоростному шоссе.',
      'Прогулка на лодке по реке Маду: мангровые заросли, остров корицы и остановка для рыбного пилинга.',
      'Черепашья ферма в Косгоде, где из собранных на пляже яиц выводят черепашат и выпускают их в море.',
      'Обед из морепродуктов на берегу моря в Унаватуне.',
      'Экскурсия по форту Галле: крепостные стены, маяк, голландская реформатская церковь и скала Флаг-Рок.',
      'Свободное время для магазинов на Педлар-стрит, затем возвращение в Коломбо примерно к 18:00.',
    ],
  },
  'ella-highlights-day-tour': {
    meetingPoint: {
      en: 'Your guesthouse or hotel in Ella; the tuk-tuk picks you up at the door.',
      de: 'Ihre Unterkunft in Ella; das Tuk-Tuk holt Sie direkt an der Tür ab.',
      fr: 'Votre hôtel ou maison d’hôtes à Ella ; le tuk-tuk vient vous chercher devant la porte.',
      ru: 'Ваш гостевой дом или отель в Элле; тук-тук заберёт вас прямо от дверей.',
    },
    de: [
      'Abholung in Ella und Wanderung auf den Little Adam’s Peak.',
      'Nine Arch Bridge – genau dann, wenn ein Zug darüberfährt.',
      'Mittagessen mit Blick auf den Ella Rock.',
      'Ravana-Wasserfälle und die Ravana-Höhle.',
      'Besuch einer Teefabrik und Rückfahrt zu Ihrem Hotel.',
    ],
    fr: [
      'Prise en charge à Ella et montée au Little Adam’s Peak.',
      'Le pont des Neuf Arches, au moment du passage d’un train.',
      'Déjeuner avec vue sur l’Ella Rock.',
      'Les chutes et la grotte de Ravana.',
      'Visite d’une usine de thé et retour à votre hôtel.',
    ],
    ru: [
      'Встреча в Элле и прогулка на Малый пик Адама.',
      'Мост Девяти арок — как раз к проходу поезда.',
      'Обед с видом на скалу Элла.',
      'Водопад Равана и пещера Раваны.',
      'Посещение чайной фабрики и возвращение в отель.',
    ],
  },
  'galle-cooking-class': {
    meetingPoint: {
      en: 'The main entrance of Galle central market on Main Street, by the fruit stalls.',
      de: 'Am Haupteingang des Zentralmarkts von Galle an der Main Street, bei den Obstständen.',
      fr: 'À l’entrée principale du marché central de Galle, sur Main Street, près des étals de fruits.',
      ru: 'У главного входа на центральный рынок Галле на Мейн-стрит, возле фруктовых рядов.',
    },
    de: [
      'Treffen mit Ihren Gastgebern auf dem Zentralmarkt von Galle.',
      'Mit dem Tuk-Tuk zu einer Familienküche in den Hügeln oberhalb des Forts.',
      'Gewürze mahlen und fünf Gerichte über dem Holzfeuer kochen.',
      'Mittagessen mit allem, was Sie gekocht haben.',
    ],
    fr: [
      'Rendez-vous avec votre hôte au marché central de Galle.',
      'Tuk-tuk jusqu’à une cuisine familiale sur les collines au-dessus du fort.',
      'Broyage des épices et préparation de cinq plats au feu de bois.',
      'Déjeuner de tout ce que vous avez cuisiné.',
    ],
    ru: [
      'Встреча с принимающей семьёй на центральном рынке Галле.',
      'На тук-туке — к семейной кухне на холмах над фортом.',
      'Перемалываем специи и готовим пять блюд на дровяном огне.',
      'Обед из всего, что вы приготовили.',
    ],
  },
  'kandy-day-trip-from-colombo': {
    meetingPoint: {
      en: 'Your hotel lobby in Colombo, or the exit of the cruise terminal if you arrive by ship.',
      de: 'In der Lobby Ihres Hotels in Colombo oder, wenn Sie mit dem Schiff kommen, am Ausgang des Kreuzfahrtterminals.',
      fr: 'Dans le hall de votre hôtel à Colombo ou, si vous arrivez en bateau, à la sortie du terminal de croisière.',
      ru: 'В холле вашего отеля в Коломбо или, если вы прибываете на лайнере, у выхода из круизного терминала.',
    },
    de: [
      'Abholung in Colombo und Fahrt hinauf ins Bergland.',
      'Die Elefanten von Pinnawala beim Bad im Fluss.',
      'Mittagessen mit Blick auf den Mahaweli-Fluss.',
      'Königlicher Botanischer Garten in Peradeniya.',
      'Zahntempel und Spaziergang um den Kandy-See.',
      'Rückfahrt nach Colombo.',
    ],
    fr: [
      'Prise en charge à Colombo et route vers les collines.',
      'Les éléphants de Pinnawala au bain dans la rivière.',
      'Déjeuner avec vue sur le fleuve Mahaweli.',
      'Jardin botanique royal de Peradeniya.',
      'Temple de la Dent et promenade autour du lac de Kandy.',
      'Retour à Colombo.',
    ],
    ru: [
      'Трансфер из Коломбо и дорога в горы.',
      'Слоны Пиннавалы купаются в реке.',
      'Обед с видом на реку Махавели.',
      'Королевский ботанический сад в Перадении.',
      'Храм Зуба Будды и прогулка вокруг озера Канди.',
      'Возвращение в Коломбо.',
    ],
  },
  'kandy-dance-temple-evening': {
    meetingPoint: {
      en: 'The Kandyan Arts Association hall beside Kandy Lake; please be there by 16:45.',
      de: 'Im Saal der Kandyan Arts Association am Kandy-See; bitte seien Sie bis 16:45 Uhr dort.',
      fr: 'À la salle de la Kandyan Arts Association, au bord du lac de Kandy ; merci d’arriver avant 16 h 45.',
      ru: 'Зал Kandyan Arts Association у озера Канди; пожалуйста, будьте на месте к 16:45.',
    },
    de: [
      'Vorführung traditioneller Kandy-Tänze.',
      'Spaziergang am Kandy-See entlang zum Tempel.',
      'Abendliche Puja im Zahntempel.',
      'Rückfahrt zu Ihrer Unterkunft.',
    ],
    fr: [
      'Spectacle de danses kandyennes.',
      'Promenade le long du lac de Kandy jusqu’au temple.',
      'Puja du soir au temple de la Dent.',
      'Retour à votre hôtel.',
    ],
    ru: [
      'Представление кандийских танцев.',
      'Прогулка вдоль озера Канди к храму.',
      'Вечерняя пуджа в храме Зуба Будды.',
      'Трансфер обратно в отель.',
    ],
  },
  'colombo-city-tour': {
    meetingPoint: {
      en: 'Your hotel lobby in Colombo, or the passenger exit of the cruise terminal.',
      de: 'In der Lobby Ihres Hotels in Colombo oder am Passagierausgang des Kreuzfahrtterminals.',
      fr: 'Dans le hall de votre hôtel à Colombo ou à la sortie passagers du terminal de croisière.',
      ru: 'В холле вашего отеля в Коломбо или у пассажирского выхода круизного терминала.',
    },
    de: [
      'Abholung von Ihrem Hotel oder vom Kreuzfahrtterminal.',
      'Gangaramaya-Tempel und der von Geoffrey Bawa entworfene Seema Malaka.',
      'Independence Memorial Hall und die Kolonialbauten im Viertel Fort.',
      'Bummel über den Pettah-Markt zur rot-weißen Jami-Ul-Alfar-Moschee.',
      'Sonnenuntergang am Galle Face Green mit Isso Vadai, danach Rückfahrt.',
    ],
    fr: [
      'Prise en charge à votre hôtel ou au terminal de croisière.',
      'Temple de Gangaramaya et Seema Malaka, dessiné par Geoffrey Bawa.',
      'Independence Memorial Hall et les bâtiments coloniaux du quartier de Fort.',
      'Balade dans le marché de Pettah jusqu’à la mosquée Jami Ul-Alfar, rouge et blanche.',
      'Coucher de soleil sur Galle Face Green avec des isso vadai, puis retour.',
    ],
    ru: [
      'Трансфер из вашего отеля или от круизного терминала.',
      'Храм Гангарамая и Сима Малака по проекту Джеффри Бавы.',
      'Мемориальный зал Независимости и колониальные здания района Форт.',
      'Прогулка по рынку Петта к красно-белой мечети Джами-уль-Альфар.',
      'Закат на набережной Галле-Фейс с иссо вадай, затем трансфер обратно.',
    ],
  },
  'horton-plains-worlds-end-hike': {
    meetingPoint: {
      en: 'Your hotel reception in Nuwara Eliya at 04:30; bring a warm layer, it is cold before dawn.',
      de: 'An der Rezeption Ihres Hotels in Nuwara Eliya um 4:30 Uhr; nehmen Sie eine warme Jacke mit, vor Sonnenaufgang ist es kalt.',
      fr: 'À la réception de votre hôtel à Nuwara Eliya à 4 h 30 ; prévoyez une couche chaude, il fait froid avant l’aube.',
      ru: 'У стойки регистрации вашего отеля в Нувара-Элии в 4:30; возьмите тёплую одежду — до рассвета холодно.',
    },
    de: [
      'Abholung von Ihrem Hotel in Nuwara Eliya.',
      'Start des Rundwegs am Eingang der Horton Plains.',
      'Aussichtspunkte Mini World’s End und World’s End.',
      'Baker’s Falls und Rückweg über das Grasland.',
      'Rückfahrt zu Ihrem Hotel.',
    ],
    fr: [
      'Prise en charge à votre hôtel à Nuwara Eliya.',
      'Départ de la boucle à l’entrée de Horton Plains.',
      'Belvédères de Mini World’s End et de World’s End.',
      'Chutes de Baker et retour à travers la prairie.',
      'Retour à votre hôtel.',
    ],
    ru: [
      'Трансфер из вашего отеля в Нувара-Элии.',
      'Начало кольцевого маршрута у входа на плато Хортон.',
      'Смотровые площадки Малый и Большой Край Света.',
      'Водопад Бейкера и обратный путь через луга.',
      'Возвращение в отель.',
    ],
  },
  'ella-flying-ravana-zipline': {
    meetingPoint: {
      en: 'The Flying Ravana ticket office on the Ella–Passara road, 2 km from Ella town; every tuk-tuk driver knows it.',
      de: 'Am Ticketschalter von Flying Ravana an der Straße Ella–Passara, 2 km vom Ortszentrum; jeder Tuk-Tuk-Fahrer kennt ihn.',
      fr: 'Au guichet de Flying Ravana sur la route Ella–Passara, à 2 km du centre d’Ella ; tous les chauffeurs de tuk-tuk le connaissent.',
      ru: 'Касса Flying Ravana на дороге Элла — Пассара, в 2 км от центра Эллы; её знает любой водитель тук-тука.',
    },
    de: [
      'Anlegen des Gurtzeugs und Einweisung.',
      'Die Fahrt an der Seilrutsche.',
      'Rückfahrt mit dem Jeep; Ende gegen 9:45 Uhr.',
    ],
    fr: [
      'Mise en place du harnais et briefing.',
      'La descente en tyrolienne.',
      'Retour en jeep ; fin vers 9 h 45.',
    ],
    ru: [
      'Подгонка страховочной системы и инструктаж.',
      'Полёт на зиплайне.',
      'Возвращение на джипе; окончание к 9:45.',
    ],
  },
  'arugam-bay-surf-lesson': {
    meetingPoint: {
      en: 'The surf school’s hut on Main Point beach, at the southern end of the bay.',
      de: 'An der Hütte der Surfschule am Strand von Main Point, am südlichen Ende der Bucht.',
      fr: 'À la cabane de l’école de surf sur la plage de Main Point, au sud de la baie.',
      ru: 'У домика серф-школы на пляже Мейн-Пойнт, в южной части залива.',
    },
    de: [
      'Treffen an der Surfschule, Aufwärmen und Theorie am Strand.',
      'Im Wasser mit Ihrem Surflehrer.',
      'Ende der Stunde.',
    ],
    fr: [
      'Rendez-vous à l’école de surf, échauffement et théorie sur la plage.',
      'À l’eau avec votre moniteur.',
      'Fin du cours.',
    ],
    ru: ['Встреча в серф-школе, разминка и теория на пляже.', 'В воде с инструктором.', 'Окончание занятия.'],
  },
  'udawalawe-safari-elephant-transit-home': {
    meetingPoint: {
      en: 'Your hotel in Udawalawe or Embilipitiya; the jeep collects you at the gate.',
      de: 'Ihr Hotel in Udawalawe oder Embilipitiya; der Jeep holt Sie am Tor ab.',
      fr: 'Votre hôtel à Udawalawe ou Embilipitiya ; la jeep vient vous chercher au portail.',
      ru: 'Ваш отель в Удавалаве или Эмбилипитии; джип заберёт вас у ворот.',
    },
    de: [
      'Abholung und Fahrt zum Parkeingang.',
      'Jeep-Safari: Elefantenherden, Wasserbüffel, Krokodile und Adler.',
      'Frühstückspause in einer Lodge.',
      'Fütterung der jungen Elefanten im Elephant Transit Home.',
      'Rückfahrt zu Ihrem Hotel.',
    ],
    fr: [
      'Prise en charge et route vers l’entrée du parc.',
      'Safari en jeep : troupeaux d’éléphants, buffles d’eau, crocodiles et aigles.',
      'Pause petit-déjeuner dans un lodge.',
      'Le repas des éléphanteaux à l’Elephant Transit Home.',
      'Retour à votre hôtel.',
    ],
    ru: [
      'Трансфер к входу в парк.',
      'Сафари на джипе: стада слонов, буйволы, крокодилы и орлы.',
      'Перерыв на завтрак в лодже.',
      'Кормление слонят в Elephant Transit Home.',
      'Возвращение в отель.',
    ],
  },
  'nuwara-eliya-tea-country-day': {
    meetingPoint: {
      en: 'Your hotel lobby in Kandy; the driver calls you the evening before to confirm the time.',
      de: 'In der Lobby Ihres Hotels in Kandy; der Fahrer ruft Sie am Vorabend an, um die Uhrzeit zu bestätigen.',
      fr: 'Dans le hall de votre hôtel à Kandy ; le chauffeur vous appelle la veille pour confirmer l’heure.',
      ru: 'В холле вашего отеля в Канди; водитель позвонит накануне вечером, чтобы подтвердить время.',
    },
    de: [
      'Abholung von Ihrem Hotel in Kandy.',
      'Aussichtspunkt an den Ramboda-Wasserfällen.',
      'Führung durch eine Teefabrik und Verkostung mit Blick über die Plantage.',
      'Mittagessen in Nuwara Eliya.',
      'Gregory-See, Victoria Park und die Kolonialbauten der Stadt.',
      'Rückfahrt nach Kandy.',
    ],
    fr: [
      'Prise en charge à votre hôtel à Kandy.',
      'Belvédère des chutes de Ramboda.',
      'Visite d’une usine de thé et dégustation avec vue sur la plantation.',
      'Déjeuner à Nuwara Eliya.',
      'Lac Gregory, Victoria Park et les bâtiments coloniaux de la ville.',
      'Retour à Kandy.',
    ],
    ru: [
      'Трансфер из вашего отеля в Канди.',
      'Смотровая площадка у водопада Рамбода.',
      'Экскурсия по чайной фабрике и дегустация с видом на плантацию.',
      'Обед в Нувара-Элии.',
      'Озеро Грегори, парк Виктория и колониальные здания города.',
      'Возвращение в Канди.',
    ],
  },
  'pidurangala-sunrise-hike': {
    meetingPoint: {
      en: 'The ticket counter at the foot of Pidurangala temple, 1 km north of Sigiriya village.',
      de: 'Am Ticketschalter am Fuß des Pidurangala-Tempels, 1 km nördlich des Dorfes Sigiriya.',
      fr: 'Au guichet au pied du temple de Pidurangala, à 1 km au nord du village de Sigiriya.',
      ru: 'У билетной кассы у подножия храма Пидурангала, в 1 км к северу от деревни Сигирия.',
    },
    de: [
      'Treffen am Pidurangala-Tempel, mit Taschenlampen.',
      'Auf dem Gipfel zum Sonnenaufgang.',
      'Abstieg vorbei am liegenden Buddha.',
    ],
    fr: [
      'Rendez-vous au temple de Pidurangala, lampe torche en main.',
      'Au sommet pour le lever du soleil.',
      'Descente par le Bouddha couché.',
    ],
    ru: ['Встреча у храма Пидурангала, с фонариками.', 'Рассвет на вершине.', 'Спуск мимо лежащего Будды.'],
  },
  'bentota-river-safari-turtle-hatchery': {
    meetingPoint: {
      en: 'The reception of your beach hotel in Bentota, Induruwa or Aluthgama.',
      de: 'An der Rezeption Ihres Strandhotels in Bentota, Induruwa oder Aluthgama.',
      fr: 'À la réception de votre hôtel de plage à Bentota, Induruwa ou Aluthgama.',
      ru: 'У стойки регистрации вашего пляжного отеля в Бентоте, Индуруве или Алутгаме.',
    },
    de: [
      'Abholung von Ihrem Strandhotel.',
      'Zweistündige Bootssafari auf dem Bentota-Fluss.',
      'Besuch der Meeresschildkröten-Station in Kosgoda.',
      'Rückfahrt zu Ihrem Hotel.',
    ],
    fr: [
      'Prise en charge à votre hôtel de plage.',
      'Safari en bateau de deux heures sur la rivière Bentota.',
      'Visite du centre de protection des tortues marines de Kosgoda.',
      'Retour à votre hôtel.',
    ],
    ru: [
      'Трансфер из вашего пляжного отеля.',
      'Двухчасовое сафари на лодке по реке Бентота.',
      'Посещение черепашьей фермы в Косгоде.',
      'Трансфер обратно в отель.',
    ],
  },
  'colombo-street-food-tuk-tuk': {
    meetingPoint: {
      en: 'The entrance of your hotel in Colombo; the tuk-tuk driver messages you on WhatsApp when he arrives.',
      de: 'Vor Ihrem Hotel in Colombo; der Tuk-Tuk-Fahrer schreibt Ihnen bei seiner Ankunft per WhatsApp.',
      fr: 'Devant votre hôtel à Colombo ; le chauffeur de tuk-tuk vous prévient par WhatsApp à son arrivée.',
      ru: 'У входа в ваш отель в Коломбо; водитель тук-тука напишет вам в WhatsApp, когда подъедет.',
    },
    de: [
      ['Abholung', 'Mit dem Tuk-Tuk von Ihrem Hotel, 20 bis 30 Minuten vor Beginn.'],
      ['Start', 'Short Eats und Hoppers in Pettah.'],
      ['+1 Std. 15 Min.', 'Kottu Roti in Slave Island.'],
      ['+2 Std.', 'Straßenstände am Galle Face Green und ein Dessert, danach zurück zu Ihrem Hotel.'],
    ],
    fr: [
      ['Prise en charge', 'En tuk-tuk depuis votre hôtel, 20 à 30 minutes avant le départ.'],
      ['Départ', 'Short eats et hoppers à Pettah.'],
      ['+1 h 15', 'Kottu roti à Slave Island.'],
      ['+2 h', 'Stands de rue de Galle Face Green et dessert, puis retour à votre hôtel.'],
    ],
    ru: [
      ['Трансфер', 'На тук-туке от вашего отеля, за 20–30 минут до начала.'],
      ['Начало', 'Уличные закуски и хопперы в Петте.'],
      ['+1 ч 15 мин', 'Котту-роти в районе Слейв-Айленд.'],
      ['+2 ч', 'Уличные лотки на Галле-Фейс и десерт, затем обратно в отель.'],
    ],
  },
  'nuwara-eliya-tea-factory-tasting': {
    meetingPoint: {
      en: 'The visitor centre at the factory gate; ask the guard for the tasting tour.',
      de: 'Im Besucherzentrum am Fabriktor; fragen Sie den Wachmann nach der Verkostungstour.',
      fr: 'Au centre d’accueil à l’entrée de l’usine ; demandez la visite-dégustation au gardien.',
      ru: 'Центр для посетителей у ворот фабрики; спросите у охранника про дегустационный тур.',
    },
    de: [
      ['Start', 'Spaziergang durch die Plantage mit einer Teepflückerin.'],
      ['+45 Min.', 'Führung durch die Fabrik.'],
      ['+1 Std. 30 Min.', 'Verkostung und Teeladen.'],
    ],
    fr: [
      ['Départ', 'Promenade dans la plantation avec une cueilleuse de thé.'],
      ['+45 min', 'Visite de l’usine.'],
      ['+1 h 30', 'Dégustation et boutique.'],
    ],
    ru: [
      ['Начало', 'Прогулка по плантации со сборщицей чая.'],
      ['+45 мин', 'Экскурсия по фабрике.'],
      ['+1 ч 30 мин', 'Дегустация и магазин.'],
    ],
  },
}

export const itineraryTranslations = Object.fromEntries(
  (Object.entries(europeanItineraries) as Array<[SeedTourKey, EuropeanItinerary]>).map(
    ([key, european]): [SeedTourKey, SeedItineraryTranslation] => [
      key,
      {
        ...european,
        meetingPoint: {
          ...european.meetingPoint,
          zh: zhTours[key].meetingPoint,
          hi: hiTours[key].meetingPoint,
          ja: jaTours[key].meetingPoint,
        },
        zh: zhTours[key].itinerary,
        hi: hiTours[key].itinerary,
        ja: jaTours[key].itinerary,
      },
    ],
  ),
) as Record<SeedTourKey, SeedItineraryTranslation>
