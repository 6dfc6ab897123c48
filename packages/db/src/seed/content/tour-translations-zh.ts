/**
 * Demo content in Simplified Chinese (issue 31, decisions 076 and 083): the 20 best-selling tours'
 * titles, overviews, meeting points and itineraries, and the home page's texts. Place names take
 * their usual Chinese renderings (米瑞莎, 康提, 锡吉里耶); names without one stay in Latin letters,
 * as Chinese guides print them (Nine Arch Bridge is 九拱桥, but the Flying Ravana zipline keeps
 * its brand).
 */
import type { SeedAsianTourText, SeedHomeInLanguage, SeedTourKey } from './tour-translations.ts'

export const zhTours = {
  'mirissa-blue-whale-watching': {
    title: '米瑞莎蓝鲸观赏出海之旅',
    overview:
      '清晨从米瑞莎港出发，驶向大陆架边缘。每年十一月至次年四月，蓝鲸——地球上有史以来最大的动物——在这里觅食。许多航次还能见到抹香鲸、布氏鲸和飞旋海豚。',
    meetingPoint: '米瑞莎渔港入口处的售票台，位于通往马特勒的公路旁、正门边上。',
    itinerary: [
      '在米瑞莎渔港办理登船手续。',
      '乘坐持证观鲸船出海，船上供应早餐。',
      '与船员和海洋生物学家一起寻找鲸鱼。',
      '返回港口。',
    ],
  },
  'kandy-to-ella-train-ride': {
    title: '康提至埃拉观景火车之旅（含预留座位）',
    overview:
      '从康提到埃拉的七小时车程穿过茶园、隧道和云雾森林，一路爬升至全线最高的帕蒂波拉站。预留座位往往提前数周售罄；我们为您订好车票，并有陪同人员在站台迎接。',
    meetingPoint: '康提火车站正门；陪同人员会举着写有您姓名的牌子等候。',
    itinerary: ['在康提火车站与陪同人员会合。', '火车发车。', '帕蒂波拉，全线最高点。', '抵达埃拉。'],
  },
  'sigiriya-dambulla-day-tour': {
    title: '锡吉里耶狮子岩与丹布勒石窟寺一日游',
    overview:
      '登上锡吉里耶的1200级台阶——这里是五世纪迦叶波王的“天空之城”，沿途经过云中仙女壁画和巨大的狮爪。下午参观丹布勒金寺的五座彩绘石窟。',
    meetingPoint: '您在锡吉里耶、哈巴拉纳或丹布勒所住酒店的大堂；司机兼导游会在前一晚致电联系您。',
    itinerary: [
      '从您在锡吉里耶、哈巴拉纳或丹布勒的酒店接您出发。',
      '趁着暑热和人潮到来之前，在持证导游带领下攀登锡吉里耶狮子岩。',
      '锡吉里耶博物馆和水景花园。',
      '在村里享用米饭咖喱午餐。',
      '丹布勒石窟寺，寺内供奉着150尊佛像。',
      '返回酒店。',
    ],
  },
  'yala-full-day-safari': {
    title: '雅拉国家公园全天豹子游猎',
    overview:
      '在雅拉度过完整的一天，这里是全世界豹子密度最高的地方之一。追踪员循着新鲜足迹和无线电消息寻找豹子，您则一路观赏大象、懒熊、鳄鱼和孔雀，午餐在泻湖边野餐。',
    meetingPoint: '您在蒂瑟默哈拉默所住酒店的门口，敞篷吉普车在此停靠。',
    itinerary: [
      '乘敞篷游猎吉普车从您在蒂瑟默哈拉默的酒店出发。',
      '公园一开门即入园，这是寻找豹子的最佳时段。',
      '在海滩附近的休息区野餐午餐。',
      '下午穿行于泻湖与岩石之间继续游猎。',
      '公园关门时出园，返回酒店。',
    ],
  },
  'kitulgala-white-water-rafting': {
    title: '基图尔加勒凯拉尼河激流漂流',
    overview:
      '在基图尔加勒的热带雨林中沿凯拉尼河漂流7公里，挑战二至三级急流——电影《桂河大桥》正是在这里拍摄的。持证教练会进行详细的安全讲解，途中还可以在天然水潭里游泳。',
    meetingPoint: '基图尔加勒主路旁、凯拉尼河畔的漂流基地，就在休息站对面。',
    itinerary: [
      '签到并听取安全讲解。',
      '乘橡皮艇穿越五段各有名字的急流，一直漂到基图尔加勒。',
      '在天然岩石水潭里游泳，然后返回基地。',
    ],
  },
  'galle-fort-south-coast-day-trip': {
    title: '科伦坡出发：加勒古堡与南部海岸一日游',
    overview:
      '用一天时间游览联合国教科文组织世界遗产——荷兰人修建的加勒古堡：沿城墙走到灯塔，再逛逛满是精品店和咖啡馆的小巷。途中参观科斯戈达海龟孵化场，并乘船游览马杜河的红树林。',
    meetingPoint: '您在科伦坡所住酒店的大堂；司机会举着写有您姓名的牌子等候。',
    itinerary: [
      '从科伦坡的酒店接您，经南部高速公路南下。',
      '马杜河乘船游：红树林、肉桂岛，并停下来体验鱼疗。',
      '科斯戈达海龟孵化场：在海滩上收集的龟蛋在这里孵化，小海龟随后被放归大海。',
      '在乌纳瓦图纳的海边享用海鲜午餐。',
      '导游带领游览加勒古堡：城墙、灯塔、荷兰归正会教堂和旗岩。',
      '在佩德勒街自由漫步，然后返回科伦坡，约18:00抵达。',
    ],
  },
  'ella-highlights-day-tour': {
    title: '埃拉精华游：九拱桥、小亚当峰和拉瓦那瀑布',
    overview:
      '以从容的节奏游遍埃拉的经典景点：看火车驶过九拱桥，登上小亚当峰俯瞰埃拉峡谷，在拉瓦那瀑布下戏水，最后到茶厂品茶。',
    meetingPoint: '您在埃拉的民宿或酒店；嘟嘟车会到门口接您。',
    itinerary: [
      '在埃拉接您，徒步登上小亚当峰。',
      '九拱桥——正好赶上火车驶过。',
      '面对埃拉岩享用午餐。',
      '拉瓦那瀑布和拉瓦那洞穴。',
      '参观茶厂，然后返回酒店。',
    ],
  },
  'galle-cooking-class': {
    title: '加勒斯里兰卡烹饪课（含逛市场）',
    overview:
      '跟着女主人在加勒市场采购香料、菠萝蜜和鲜鱼，然后亲手做出一整桌米饭咖喱大餐：扁豆咖喱、鱼咖喱、椰丝参巴酱和青菜马伦。做好的菜全部由您享用，食谱也可以带回家。',
    meetingPoint: '加勒中央市场位于大街（Main Street）的正门，水果摊旁边。',
    itinerary: [
      '在加勒中央市场与主人家会合。',
      '乘嘟嘟车前往古堡上方山丘上的一户人家厨房。',
      '研磨香料，在柴火灶上做五道菜。',
      '午餐吃您亲手做的所有菜肴。',
    ],
  },
  'kandy-day-trip-from-colombo': {
    title: '科伦坡出发：康提一日游（含平纳维拉大象）',
    overview:
      '一天领略康提精华：在平纳维拉看大象在河中沐浴，参观佩拉德尼亚皇家植物园的兰花馆，再到岛上最神圣的佛教圣地——佛牙寺。',
    meetingPoint: '您在科伦坡所住酒店的大堂；如乘邮轮抵达，则在邮轮码头出口。',
    itinerary: [
      '在科伦坡接您，驱车前往山区。',
      '平纳维拉的大象在河中沐浴。',
      '俯瞰马哈韦利河享用午餐。',
      '佩拉德尼亚皇家植物园。',
      '佛牙寺，并沿康提湖散步。',
      '返回科伦坡。',
    ],
  },
  'kandy-dance-temple-evening': {
    title: '康提舞表演与佛牙寺晚间之旅',
    overview:
      '在康提湖俱乐部观看鼓手、舞者和踏火表演，随后参加佛牙寺的晚间供佛仪式（普迦），届时鼓声响起，供奉佛牙的殿门随之开启。',
    meetingPoint: '康提湖畔的康提艺术协会大厅；请于16:45前到达。',
    itinerary: ['观看传统康提舞表演。', '沿康提湖步行前往寺庙。', '佛牙寺晚间供佛仪式。', '返回住处。'],
  },
  'colombo-city-tour': {
    title: '科伦坡城市游：寺庙、市场与加勒菲斯绿地',
    overview:
      '用半天探索斯里兰卡的首都：甘加拉马寺和贝拉湖上的西玛马拉卡寺，热闹的贝塔集市和红色清真寺，殖民时期的古堡区和独立广场。最后在加勒菲斯绿地伴着日落品尝街头小吃。',
    meetingPoint: '您在科伦坡所住酒店的大堂，或邮轮码头的旅客出口。',
    itinerary: [
      '从酒店或邮轮码头接您。',
      '甘加拉马寺和杰弗里·巴瓦设计的西玛马拉卡寺。',
      '独立纪念堂和古堡区的殖民建筑。',
      '穿过贝塔市场，前往红白相间的贾米乌尔阿尔法清真寺。',
      '在加勒菲斯绿地看日落、尝虾饼（isso vadai），然后返回。',
    ],
  },
  'horton-plains-worlds-end-hike': {
    title: '霍顿平原日出徒步：走到“世界尽头”',
    overview:
      '天亮前出发，赶在山谷云雾升起之前抵达“世界尽头”——一道870米深的悬崖。这条9公里的高原环线还经过贝克瀑布和成片的云雾森林，常能见到水鹿在林间觅食。',
    meetingPoint: '努沃勒埃利耶酒店前台，4:30出发；请带一件保暖外套，日出前很冷。',
    itinerary: [
      '从您在努沃勒埃利耶的酒店接您。',
      '在霍顿平原入口开始环线徒步。',
      '“小世界尽头”和“世界尽头”观景点。',
      '贝克瀑布，然后穿过草原返回。',
      '返回酒店。',
    ],
  },
  'ella-flying-ravana-zipline': {
    title: '埃拉 Flying Ravana 超长滑索',
    overview: '乘坐南亚最长的滑索之一（约550米）飞越茶园和丛林，眼前是埃拉岩和九拱桥所在的山谷。',
    meetingPoint: '埃拉—帕萨拉公路上的 Flying Ravana 售票处，距埃拉镇2公里；嘟嘟车司机都知道。',
    itinerary: ['穿戴安全装备并听取讲解。', '滑索飞越。', '乘吉普车返回；约9:45结束。'],
  },
  'arugam-bay-surf-lesson': {
    title: '阿鲁甘湾初学者冲浪课',
    overview:
      '在 Baby Point 乘上人生第一道浪——这里是阿鲁甘湾著名浪点旁一片平缓的沙滩浪区。由持证教练授课两小时，含软板，每组最多四人。',
    meetingPoint: 'Main Point 海滩上冲浪学校的小屋，位于海湾南端。',
    itinerary: ['在冲浪学校集合，在沙滩上热身并学习要领。', '跟着教练下水练习。', '课程结束。'],
  },
  'udawalawe-safari-elephant-transit-home': {
    title: '乌达瓦拉维大象游猎与大象中转之家',
    overview:
      '在亚洲，没有哪里比乌达瓦拉维更能确保见到野生大象：象群全年都在水库周围吃草。半天的吉普车游猎之后，您将前往大象中转之家，看工作人员给失去母亲的小象喂奶，它们长大后将重返野外。',
    meetingPoint: '您在乌达瓦拉维或恩比利皮蒂亚所住的酒店；吉普车会在酒店门口接您。',
    itinerary: [
      '接您前往公园入口。',
      '吉普车游猎：象群、水牛、鳄鱼和雕。',
      '在小屋休息，享用早餐。',
      '在大象中转之家观看小象喂食。',
      '返回酒店。',
    ],
  },
  'nuwara-eliya-tea-country-day': {
    title: '茶乡一日游：从兰博达瀑布到努沃勒埃利耶',
    overview:
      '从康提出发，一路爬升进入云雾缭绕的茶乡，途经兰博达瀑布，并参观一座仍在生产的茶厂，看茶叶从萎凋到品鉴的全过程。下午游览努沃勒埃利耶、格雷戈里湖和殖民时期的邮局。',
    meetingPoint: '您在康提所住酒店的大堂；司机会在前一晚致电确认时间。',
    itinerary: [
      '从您在康提的酒店接您。',
      '兰博达瀑布观景台。',
      '参观茶厂，一边眺望茶园一边品茶。',
      '在努沃勒埃利耶享用午餐。',
      '格雷戈里湖、维多利亚公园和镇上的殖民建筑。',
      '返回康提。',
    ],
  },
  'pidurangala-sunrise-hike': {
    title: '皮杜朗格勒岩日出徒步',
    overview:
      '摸黑登上锡吉里耶的“邻居”皮杜朗格勒岩，看太阳从狮子岩后方升起。步道经过一座供奉12米长卧佛的石窟寺，最后一段需要在巨石间短暂攀爬。',
    meetingPoint: '皮杜朗格勒寺山脚下的售票处，位于锡吉里耶村以北1公里。',
    itinerary: ['在皮杜朗格勒寺集合，带上手电筒。', '登顶看日出。', '下山途中参观卧佛。'],
  },
  'bentota-river-safari-turtle-hatchery': {
    title: '本托塔河游船与海龟孵化场半日游',
    overview:
      '从本托塔的海滨酒店出发，轻松度过半天：乘船穿行于本托塔河的红树林水道，寻找巨蜥、翠鸟和鳄鱼；随后到科斯戈达的海龟保护项目看刚孵化的小海龟。',
    meetingPoint: '您在本托塔、因杜鲁瓦或阿卢特加默所住海滨酒店的前台。',
    itinerary: ['从海滨酒店接您。', '本托塔河两小时游船。', '参观科斯戈达海龟孵化场。', '返回酒店。'],
  },
  'colombo-street-food-tuk-tuk': {
    title: '乘嘟嘟车品尝科伦坡街头美食',
    overview:
      '乘嘟嘟车穿梭科伦坡的夜间美食之旅：在贝塔吃伴着节奏剁碎的科图饼，尝鸡蛋薄饼（egg hopper）、加勒菲斯绿地的虾饼，最后以椰糖布丁（wattalappam）作为甜点。共十道小吃，当地美食向导边吃边讲故事。',
    meetingPoint: '您在科伦坡所住酒店的门口；嘟嘟车司机到达时会通过 WhatsApp 通知您。',
    itinerary: [
      ['接送', '乘嘟嘟车从酒店出发，活动开始前20至30分钟接您。'],
      ['出发', '在贝塔品尝小吃和薄饼（hopper）。'],
      ['+1小时15分', '在奴隶岛（Slave Island）吃科图饼。'],
      ['+2小时', '加勒菲斯绿地的街边小摊和甜点，然后返回酒店。'],
    ],
  },
  'nuwara-eliya-tea-factory-tasting': {
    title: '努沃勒埃利耶茶厂参观与品茶',
    overview:
      '跟着采茶女工走进茶垄，然后在一座仍在生产的茶厂里看茶叶经过萎凋、揉捻、发酵和干燥。最后由专人带领品鉴高地锡兰茶。',
    meetingPoint: '茶厂大门旁的游客中心；请向门卫说明参加品茶游。',
    itinerary: [
      ['出发', '与采茶女工一起漫步茶园。'],
      ['+45分钟', '导游带领参观茶厂。'],
      ['+1小时30分', '品茶并逛茶叶商店。'],
    ],
  },
} satisfies Record<SeedTourKey, SeedAsianTourText>

/** The home page's texts in Chinese (decision 076): hero slides, category tiles, inspiration cards. */
export const zhHome = {
  sliders: {
    'slider-sigiriya': { title: '登上狮子岩', sub_text: '在锡吉里耶看日出，探访文化三角区的古老王国' },
    'slider-ella-train': { title: '世界上最美的火车之旅', sub_text: '康提至埃拉预留座位，一路穿越茶乡' },
    'slider-mirissa-whales': { title: '与蓝鲸相遇', sub_text: '十一月至次年四月，清晨从米瑞莎出海' },
    'slider-yala-leopards': { title: '雅拉的豹子', sub_text: '与经验丰富的追踪员在南部深处全天游猎' },
    'slider-south-coast': { title: '金色海滩，免费取消', sub_text: '出发前24小时取消，全额退款' },
  },
  featured: {
    wildlife: { title: '野生动物游猎', description: '在岛上的国家公园寻找豹子、大象和懒熊。' },
    heritage: { title: '古城', description: '一日车程内即可抵达八处联合国教科文组织世界遗产。' },
    tea: { title: '茶乡', description: '云雾缭绕的山丘、种植园主的平房，还有最新鲜的一杯锡兰茶。' },
    beaches: { title: '海滩与鲸鱼', description: '阳光、海浪，还有南部海岸外地球上最大的动物。' },
    adventure: { title: '探险', description: '漂流、冲浪、滑索和热气球。' },
    food: { title: '美食与烹饪', description: '米饭咖喱、薄饼和科图饼，跟当地家庭一起下厨。' },
    wellness: { title: '养生与阿育吠陀', description: '古老的疗愈传统、瑜伽和宁静的静修之所。' },
    transfers: { title: '机场接送', description: '专车从科伦坡机场（CMB）送您到岛上任何地方。' },
  },
  inspirations: {
    'when-to-go': {
      title: '斯里兰卡什么时候去最好',
      description: '两季季风意味着总有一片海岸阳光明媚：南部和西部在十二月至四月，东部在五月至九月。',
    },
    'hill-country-train': {
      title: '乘火车游山区',
      description: '坐哪一侧、怎样买到座位，以及康提到埃拉之间最美的停靠站。',
    },
    leopards: {
      title: '去哪里看豹子',
      description: '雅拉、威尔帕图，以及几座不太知名的公园——在那里，斯里兰卡豹是食物链的顶端。',
    },
    'rice-and-curry': {
      title: '米饭咖喱入门',
      description: '从扁豆咖喱、椰丝参巴酱到菠萝蜜咖喱：盘子里都有什么，又该怎样用手吃。',
    },
    'temple-etiquette': {
      title: '参观寺庙的礼仪',
      description: '遮住肩膀和膝盖，脱鞋摘帽，千万不要背对佛像拍照。',
    },
    'tea-story': {
      title: '锡兰红茶的故事',
      description: '詹姆斯·泰勒如何在1867年开辟第一座茶园，高地茶又为何如此鲜爽。',
    },
    whales: {
      title: '负责任地观鲸',
      description: '如何选择负责任的观鲸船，以及米瑞莎、亭可马里和卡尔皮蒂耶的最佳月份。',
    },
    ayurveda: {
      title: '阿育吠陀入门',
      description: '问诊时会发生什么、有哪些疗法，以及住多久最合适。',
    },
  },
} satisfies SeedHomeInLanguage
