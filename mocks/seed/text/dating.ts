// Dating profile texts that read as if members wrote them.
//
// Every sentence of an "About me" is built from the member's own specifics (city, neighbourhood,
// hometown, work, interests, age) inside one of many phrasings, so two members almost never
// share a sentence. Only the passed faker is used for randomness, and nothing refers to a
// calendar date or year.
import type { Faker } from '@faker-js/faker';
import type { CountryFacts, Place } from '../places';
import type { Person } from './people';
import { capitalise, numberWord, withArticle } from './grammar';

export type DatingText = {
  description: string;
  lookingFor: string;
  perfectDate: string;
  funFact: string;
  favoriteSpots: string[];
  languages: string[];
  profession: string;
  interests: string[];
  personality: string[];
};

type Voice = 'shy' | 'funny' | 'direct' | 'thoughtful';

type Interest = {
  /** As listed on the profile. */
  label: string;
  /** What doing it sounds like in a sentence: 'going to gigs'. */
  ing: string;
  /** What talking about it sounds like: 'live music'. */
  thing: string;
  /** Happens on a screen, so not an "away from screens" pastime. */
  screen?: boolean;
  /** Needs the sea nearby. */
  coastal?: boolean;
};

type Ctx = {
  faker: Faker;
  first: string;
  age: number;
  city: string;
  /** Neighbourhoods and highlights as they read mid-sentence ('the Old City'). */
  nb: string;
  /** Where they work and where they go out: other neighbourhoods of the same city. */
  work: string;
  out: string;
  out2: string;
  hl: string;
  hl2: string;
  /** Where they grew up (a district of the city for Singapore and Hong Kong locals). */
  home: string;
  bornHere: boolean;
  expat: boolean;
  /** Whole years in this city; 0 means a few months. */
  yearsN: number;
  years: string;
  yearsAgo: string;
  nat: string;
  jobA: string;
  i1: Interest;
  i2: Interest;
  i3: Interest;
  hospital: string;
  cowork: string;
  airport: string;
  weather: string;
  dish: string;
  nativeLanguage: string;
  subject: string;
};

type Line = (c: Ctx) => string;

type Job = {
  title: string;
  min: number;
  max?: number;
  coastal?: boolean;
  /** Not a job with "hours" (students, the semi-retired): no remark about work-life balance. */
  noAfterthought?: boolean;
  lines: Line[];
};

// ---------------------------------------------------------------------------------------------
// Small language helpers

/** Lower-cases the first letter unless the word is an acronym ('UX designer' stays). */
const lowerFirst = (text: string) =>
  /^[A-Z]{2}/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);

function duration(years: number): string {
  if (years <= 0) return 'a few months';
  if (years === 1) return 'a year';
  return `${numberWord(years)} years`;
}

/** 'I'm British' but 'I'm a New Zealander'. */
const iAm = (nationality: string) =>
  /er$/.test(nationality) ? withArticle(nationality) : nationality;

// Highlights are written as labels ('Grand Palace and Wat Pho', 'Street food on Yaowarat
// Road'); these rules turn them into what a person would write mid-sentence.
const GENERIC_START = new Set([
  'street',
  'sunset',
  'sunsets',
  'sunrise',
  'day',
  'rock',
  'beach',
  'scooter',
  'surfing',
  'snorkelling',
  'boating',
  'paragliding',
  'mountain',
  'views',
  'hawker',
  'dim',
  'miso',
  'ski',
  'yatai',
  'craft',
  'vada',
  'egg',
  'mud',
  'made-to-measure',
  'plane-tree',
  'white',
  'khao',
  'durian',
  'cave',
  'bean',
  'rooftop',
  'factory',
  'temples',
  'colonial',
  'dawn',
  'night',
  'waterfalls',
  'unesco-listed',
  'island',
  'boat',
  'hiking',
]);
const GENERIC_NEEDS_THE = new Set(['dawn', 'night']);
const ADJECTIVE_START = new Set(['historic', 'lantern-lit']);
const THE_NOUNS = new Set([
  'palace',
  'temple',
  'temples',
  'pagoda',
  'stupa',
  'monument',
  'museum',
  'bridge',
  'towers',
  'mountains',
  'peninsula',
  'festival',
  'center',
  'centre',
  'railway',
  'station',
  'wetlands',
  'village',
  'villages',
  'market',
  'markets',
  'bazaar',
  'mosque',
  'garden',
  'gardens',
  'pavilion',
  'terminus',
  'shrine',
  'riverside',
  'promenade',
  'caves',
  'ruins',
  'skyline',
  'waterfront',
  'terraces',
  'workshops',
  'volcano',
  'funicular',
  'quarter',
  'house',
  'ferry',
  'ferries',
  'sanctuary',
  'walk',
  'theater',
  'theatre',
  'precinct',
  'show',
]);
const THE_LOWER_NOUNS = new Set([
  'street',
  'town',
  'city',
  'crawl',
  'scene',
  'malls',
  'beaches',
  'pools',
  'break',
  'springs',
  'hike',
  'grove',
  'gates',
  'parks',
  'park',
  'stalls',
]);
const HIGHLIGHT_OVERRIDES: Record<string, string> = {
  'Causeway link to Singapore': 'the Causeway link to Singapore',
  'Legoland Malaysia nearby': 'Legoland Malaysia',
};

/** A highlight as it reads inside a sentence: 'the Grand Palace and Wat Pho'. */
function highlightInProse(label: string): string {
  const override = HIGHLIGHT_OVERRIDES[label];
  if (override) return override;
  const words = label.split(' ');
  const first = words[0] ?? '';
  const second = words[1] ?? '';
  const firstLower = first.toLowerCase();
  if (GENERIC_START.has(firstLower) && (!second || /^[a-z]/.test(second))) {
    const text = lowerFirst(label);
    return GENERIC_NEEDS_THE.has(firstLower) ? `the ${text}` : text;
  }
  if (ADJECTIVE_START.has(firstLower)) return `the ${lowerFirst(label)}`;
  if (first === 'The') return `the ${words.slice(1).join(' ')}`;
  const head = label.split(/ (?:in|on|at|across|from|over|to|such as) |\s\(/)[0] ?? label;
  const headWords = head.split(' ');
  const lastOfHead = headWords[headWords.length - 1] ?? '';
  const firstSegment = head.split(/, | and /)[0] ?? head;
  const lastOfFirst = firstSegment.split(' ').pop() ?? '';
  if (/'s$/.test(first) && /^[A-Z]/.test(lastOfHead)) return label;
  const isTheNoun = (word: string) =>
    THE_NOUNS.has(word.toLowerCase()) || (/^[a-z]/.test(word) && THE_LOWER_NOUNS.has(word));
  const needsThe =
    / of /.test(head) ||
    /^(Big Buddha|Basilica|National)\b/.test(head) ||
    (lastOfHead === 'Park' && /Marine|National|Botanical/.test(head)) ||
    isTheNoun(lastOfHead) ||
    isTheNoun(lastOfFirst);
  return needsThe ? `the ${label}` : label;
}

/** A neighbourhood as it reads after 'in': 'the Old City', 'Sukhumvit'. */
function neighbourhoodInProse(name: string): string {
  return /^(Old|New|Former) /.test(name) ? `the ${name}` : name;
}

// ---------------------------------------------------------------------------------------------
// Pools

const INTERESTS: readonly Interest[] = [
  { label: 'Hiking', ing: 'hiking', thing: 'hiking' },
  { label: 'Street food', ing: 'hunting down street food', thing: 'street food' },
  { label: 'Photography', ing: 'taking photos', thing: 'photography' },
  { label: 'Yoga', ing: 'doing yoga', thing: 'yoga' },
  { label: 'Surfing', ing: 'trying to surf', thing: 'surfing', coastal: true },
  { label: 'Reading', ing: 'reading', thing: 'books' },
  { label: 'Live music', ing: 'going to gigs', thing: 'live music' },
  { label: 'Cooking', ing: 'cooking for friends', thing: 'cooking' },
  { label: 'Travel', ing: 'planning the next trip', thing: 'travel' },
  { label: 'Languages', ing: 'practising my languages', thing: 'languages' },
  { label: 'Cycling', ing: 'cycling', thing: 'cycling' },
  { label: 'Coffee', ing: 'trying new coffee shops', thing: 'coffee' },
  { label: 'Art galleries', ing: 'wandering round galleries', thing: 'art' },
  { label: 'Diving', ing: 'diving', thing: 'diving', coastal: true },
  { label: 'Running', ing: 'running', thing: 'running' },
  { label: 'Board games', ing: 'playing board games', thing: 'board games' },
  { label: 'Football', ing: 'playing five-a-side', thing: 'football' },
  { label: 'Badminton', ing: 'playing badminton', thing: 'badminton' },
  { label: 'Climbing', ing: 'bouldering', thing: 'climbing' },
  { label: 'Martial arts', ing: 'training at my boxing gym', thing: 'martial arts' },
  { label: 'Dancing', ing: 'salsa dancing', thing: 'dancing' },
  { label: 'Karaoke', ing: 'singing karaoke', thing: 'karaoke' },
  { label: 'Plants', ing: 'looking after my balcony garden', thing: 'plants' },
  { label: 'Films', ing: 'watching old films', thing: 'films', screen: true },
  { label: 'Writing', ing: 'writing short stories', thing: 'writing' },
  { label: 'Volunteering', ing: 'volunteering at an animal shelter', thing: 'rescue animals' },
  { label: 'Baking', ing: 'baking bread', thing: 'baking' },
  { label: 'Tennis', ing: 'playing tennis', thing: 'tennis' },
  { label: 'Swimming', ing: 'swimming laps', thing: 'swimming' },
  { label: 'Motorbike trips', ing: 'riding out of town on my motorbike', thing: 'motorbikes' },
  { label: 'Camping', ing: 'camping', thing: 'camping' },
  { label: 'Gaming', ing: 'gaming', thing: 'video games', screen: true },
  { label: 'Podcasts', ing: 'listening to podcasts on long walks', thing: 'podcasts' },
  { label: 'Markets', ing: 'browsing markets', thing: 'markets' },
  { label: 'Wine', ing: 'trying new wine bars', thing: 'wine' },
  { label: 'Craft beer', ing: 'trying craft beer', thing: 'craft beer' },
  { label: 'Meditation', ing: 'meditating', thing: 'meditation' },
  { label: 'Drawing', ing: 'sketching in cafés', thing: 'drawing' },
  { label: 'Guitar', ing: 'playing guitar', thing: 'music' },
  { label: 'Anime', ing: 'watching anime', thing: 'anime', screen: true },
  { label: 'Fitness', ing: 'going to the gym', thing: 'fitness' },
  { label: 'Pottery', ing: 'making wonky pots at pottery class', thing: 'pottery' },
  { label: 'Volleyball', ing: 'playing beach volleyball', thing: 'volleyball', coastal: true },
  { label: 'Fishing', ing: 'fishing', thing: 'fishing' },
];

const TRAITS: Record<Voice, readonly string[]> = {
  shy: ['Gentle', 'Introverted', 'Calm', 'Loyal'],
  funny: ['Funny', 'Playful', 'Outgoing', 'Spontaneous'],
  direct: ['Honest', 'Ambitious', 'Organised', 'Independent'],
  thoughtful: ['Thoughtful', 'Curious', 'Kind', 'Patient'],
};
const SHARED_TRAITS = [
  'Adventurous',
  'Creative',
  'Easy-going',
  'Down-to-earth',
  'Optimistic',
  'Romantic',
  'Warm',
  'Caring',
  'Generous',
  'Reliable',
];

const FOODS = [
  'noodle soup',
  'iced coffee',
  'dumplings',
  'fried chicken',
  'curry',
  'spicy salad',
  'coffee',
  'breakfast',
  'brunch',
  'ice cream',
  'cocktails',
  'fresh bread',
  'late-night snacks',
  'dessert',
  'grilled fish',
];
/** Food that works after an outing or late in the evening. */
const SNACKS = [
  'noodle soup',
  'dumplings',
  'fried chicken',
  'ice cream',
  'dessert',
  'grilled skewers',
  'curry',
  'bubble tea',
  'street-food snacks',
  'a bowl of noodles',
  'spicy salad',
];
const FOOD_SPOTS = [
  'noodle stall',
  'bakery',
  'coffee cart',
  'dumpling place',
  'dessert café',
  'rooftop bar',
  'brunch spot',
  'ice-cream shop',
  'curry house',
  'juice stand',
  'night-market stall',
];
const GAMES = [
  'karaoke',
  'Uno',
  'pool',
  'table tennis',
  'trivia night',
  'Mario Kart',
  'chess',
  'darts',
  'mahjong',
  'bowling',
  'badminton',
];
const DRINKS = [
  'a coffee',
  'a drink',
  'a beer',
  'tea',
  'a cocktail',
  'a fresh juice',
  'a glass of wine',
  'bubble tea',
];
const VALUES = [
  'being kind',
  'good conversation',
  'showing up for the people I love',
  'learning something new every week',
  'finding calm in a busy city',
  'honesty',
  'time with family',
  'doing work that matters',
  'staying curious',
  'looking after my health',
  'a slower, simpler life',
  'laughing every day',
];
const REASONS = [
  'work',
  'a job',
  'a teaching contract',
  'love',
  'a gap year',
  'a sabbatical',
  'my studies',
  'the food, honestly',
  'a change of pace',
  'a six-week project',
];
const LOCAL_REASONS = ['university', 'work', 'a job', 'a fresh start', 'love (long story)'];
const RELATIVES: ReadonlyArray<readonly [string, string]> = [
  ['mum', 'she'],
  ['dad', 'he'],
  ['gran', 'she'],
  ['grandad', 'he'],
  ['aunt', 'she'],
];
const PET_NAMES = [
  'Mango',
  'Noodle',
  'Tofu',
  'Pepper',
  'Biscuit',
  'Miso',
  'Kaya',
  'Momo',
  'Coco',
  'Boba',
  'Pumpkin',
  'Dumpling',
  'Pancake',
  'Sushi',
];
const INSTRUMENTS = ['trumpet', 'violin', 'drums', 'saxophone', 'accordion', 'bagpipes'];
const SUBJECTS = [
  'history',
  'economics',
  'biology',
  'linguistics',
  'architecture',
  'literature',
  'chemistry',
  'marine biology',
  'computer science',
  'public health',
  'psychology',
  'engineering',
];

const DISHES: Record<string, readonly string[]> = {
  TH: ['som tam', 'green curry', 'khao man gai'],
  VN: ['pho', 'bun cha', 'banh xeo'],
  ID: ['rendang', 'nasi goreng', 'soto ayam'],
  PH: ['adobo', 'sinigang', 'pancit'],
  MY: ['nasi lemak', 'laksa', 'rendang'],
  SG: ['chicken rice', 'laksa', 'chilli crab'],
  KH: ['fish amok', 'lok lak', 'num banh chok'],
  LA: ['larb', 'khao piak sen', 'or lam'],
  MM: ['mohinga', 'tea leaf salad', 'Shan noodles'],
  JP: ['curry rice', 'okonomiyaki', 'gyoza'],
  KR: ['kimchi jjigae', 'japchae', 'tteokbokki'],
  CN: ['dumplings', 'mapo tofu', 'hand-pulled noodles'],
  TW: ['beef noodle soup', 'braised pork rice', 'scallion pancakes'],
  HK: ['wonton noodles', 'char siu', 'egg tarts'],
  IN: ['dal', 'biryani', 'masala dosa'],
  NP: ['momo', 'dal bhat', 'sel roti'],
  LK: ['kottu', 'hoppers', 'dhal curry'],
  GB: ["shepherd's pie", 'Sunday roast', 'apple crumble'],
  IE: ['soda bread', 'Irish stew', 'colcannon'],
  US: ['mac and cheese', 'cornbread', 'chilli'],
  CA: ['butter tarts', 'poutine', 'Nanaimo bars'],
  AU: ['pavlova', 'lamingtons', 'sausage rolls'],
  NZ: ['pavlova', 'Anzac biscuits', 'mince and cheese pies'],
  DE: ['Käsespätzle', 'apple strudel', 'potato salad'],
  FR: ['ratatouille', 'tarte tatin', 'crêpes'],
  NL: ['stamppot', 'poffertjes', 'appeltaart'],
  ES: ['tortilla', 'paella', 'gazpacho'],
  IT: ['ragù', 'tiramisu', 'risotto'],
  SE: ['cinnamon buns', 'meatballs', 'kladdkaka'],
  BR: ['feijoada', 'pão de queijo', 'brigadeiros'],
};

/** Where members grew up, by passport, or by passport and first language where that differs. */
const HOMETOWNS: Record<string, readonly string[]> = {
  TH: [
    'Khon Kaen',
    'Udon Thani',
    'Korat',
    'Hat Yai',
    'Chiang Mai',
    'Bangkok',
    'Ubon Ratchathani',
    'Nakhon Si Thammarat',
    'Phitsanulok',
    'Surat Thani',
    'Lampang',
    'Chonburi',
  ],
  VN: [
    'Hanoi',
    'Saigon',
    'Hai Phong',
    'Hue',
    'Can Tho',
    'Da Nang',
    'Vinh',
    'Quy Nhon',
    'Nam Dinh',
    'Buon Ma Thuot',
    'Vung Tau',
    'Da Lat',
  ],
  ID: [
    'Surabaya',
    'Medan',
    'Semarang',
    'Makassar',
    'Malang',
    'Solo',
    'Palembang',
    'Denpasar',
    'Bandung',
    'Jakarta',
    'Yogyakarta',
    'Balikpapan',
  ],
  PH: [
    'Quezon City',
    'Cebu',
    'Davao',
    'Iloilo',
    'Bacolod',
    'Baguio',
    'Cagayan de Oro',
    'Batangas',
    'Dumaguete',
    'Zamboanga',
    'Tacloban',
    'Manila',
  ],
  MY: [
    'Penang',
    'Ipoh',
    'Kuching',
    'Kota Kinabalu',
    'Johor Bahru',
    'Melaka',
    'Seremban',
    'Kuantan',
    'Alor Setar',
    'Kota Bharu',
    'Klang',
    'Kuala Lumpur',
  ],
  'MY:Mandarin': ['Penang', 'Ipoh', 'Kuching', 'Kuala Lumpur', 'Johor Bahru', 'Melaka', 'Klang'],
  'MY:Tamil': ['Klang', 'Ipoh', 'Penang', 'Seremban', 'Kuala Lumpur', 'Sungai Petani'],
  SG: [
    'Tampines',
    'Jurong',
    'Bedok',
    'Ang Mo Kio',
    'Toa Payoh',
    'Punggol',
    'Woodlands',
    'Clementi',
    'Yishun',
    'Serangoon',
    'Bishan',
    'Pasir Ris',
  ],
  KH: [
    'Battambang',
    'Kampot',
    'Kampong Cham',
    'Siem Reap',
    'Phnom Penh',
    'Kep',
    'Takeo',
    'Kratie',
    'Pursat',
    'Kampong Thom',
    'Svay Rieng',
  ],
  LA: [
    'Vientiane',
    'Luang Prabang',
    'Pakse',
    'Savannakhet',
    'Vang Vieng',
    'Thakhek',
    'Luang Namtha',
    'Phonsavan',
    'Oudomxay',
    'Champasak',
  ],
  MM: [
    'Yangon',
    'Mandalay',
    'Bago',
    'Mawlamyine',
    'Taunggyi',
    'Pyin Oo Lwin',
    'Pathein',
    'Monywa',
    'Myitkyina',
    'Dawei',
  ],
  JP: [
    'Osaka',
    'Nagoya',
    'Sendai',
    'Hiroshima',
    'Kobe',
    'Yokohama',
    'Sapporo',
    'Fukuoka',
    'Kanazawa',
    'Naha',
    'Niigata',
    'Kumamoto',
    'Shizuoka',
    'Tokyo',
    'Kyoto',
  ],
  KR: [
    'Busan',
    'Daegu',
    'Incheon',
    'Gwangju',
    'Daejeon',
    'Suwon',
    'Ulsan',
    'Jeonju',
    'Jeju',
    'Pohang',
    'Chuncheon',
    'Seoul',
  ],
  CN: [
    'Chengdu',
    'Hangzhou',
    'Wuhan',
    "Xi'an",
    'Nanjing',
    'Chongqing',
    'Guangzhou',
    'Beijing',
    'Qingdao',
    'Kunming',
    'Changsha',
    'Xiamen',
    'Harbin',
    'Suzhou',
    'Shanghai',
    'Shenzhen',
  ],
  TW: [
    'Kaohsiung',
    'Tainan',
    'Taichung',
    'Hsinchu',
    'Taoyuan',
    'Keelung',
    'Hualien',
    'Taitung',
    'Chiayi',
    'Yilan',
    'Taipei',
  ],
  HK: [
    'Sha Tin',
    'Tuen Mun',
    'Kowloon City',
    'Tai Po',
    'Yuen Long',
    'Tseung Kwan O',
    'North Point',
    'Aberdeen',
    'Tsuen Wan',
    'Sham Shui Po',
  ],
  IN: ['Lucknow', 'Jaipur', 'Delhi', 'Kanpur', 'Bhopal', 'Indore', 'Patna', 'Varanasi'],
  'IN:Tamil': ['Chennai', 'Madurai', 'Coimbatore', 'Trichy', 'Salem'],
  'IN:Bengali': ['Kolkata', 'Durgapur', 'Siliguri', 'Asansol'],
  'IN:Marathi': ['Pune', 'Mumbai', 'Nagpur', 'Nashik', 'Kolhapur'],
  'IN:Malayalam': ['Kochi', 'Thiruvananthapuram', 'Kozhikode', 'Thrissur'],
  'IN:Punjabi': ['Amritsar', 'Ludhiana', 'Chandigarh', 'Jalandhar', 'Patiala'],
  'IN:Gujarati': ['Ahmedabad', 'Surat', 'Vadodara', 'Rajkot'],
  NP: [
    'Pokhara',
    'Kathmandu',
    'Chitwan',
    'Biratnagar',
    'Butwal',
    'Dharan',
    'Lalitpur',
    'Bhaktapur',
    'Janakpur',
    'Nepalgunj',
    'Ilam',
  ],
  LK: [
    'Kandy',
    'Galle',
    'Negombo',
    'Matara',
    'Kurunegala',
    'Anuradhapura',
    'Ratnapura',
    'Nuwara Eliya',
    'Colombo',
  ],
  'LK:Tamil': ['Jaffna', 'Batticaloa', 'Trincomalee', 'Vavuniya', 'Colombo'],
  GB: [
    'Leeds',
    'Bristol',
    'Manchester',
    'Glasgow',
    'Edinburgh',
    'Cardiff',
    'Brighton',
    'Norwich',
    'Newcastle',
    'Sheffield',
    'Liverpool',
    'Belfast',
    'Nottingham',
    'Exeter',
    'York',
    'London',
  ],
  IE: [
    'Cork',
    'Galway',
    'Limerick',
    'Dublin',
    'Waterford',
    'Kilkenny',
    'Sligo',
    'Dundalk',
    'Athlone',
    'Tralee',
    'Wexford',
    'Ennis',
  ],
  US: [
    'Portland',
    'Austin',
    'Chicago',
    'Denver',
    'Seattle',
    'Minneapolis',
    'Pittsburgh',
    'San Diego',
    'Boston',
    'Philadelphia',
    'Atlanta',
    'Sacramento',
  ],
  CA: [
    'Toronto',
    'Vancouver',
    'Calgary',
    'Halifax',
    'Winnipeg',
    'Ottawa',
    'Victoria',
    'Edmonton',
    'Saskatoon',
    'Kingston',
  ],
  'CA:French': ['Montreal', 'Quebec City', 'Sherbrooke', 'Gatineau'],
  AU: [
    'Melbourne',
    'Sydney',
    'Brisbane',
    'Perth',
    'Adelaide',
    'Hobart',
    'Darwin',
    'Cairns',
    'Geelong',
    'Canberra',
    'Townsville',
  ],
  NZ: [
    'Auckland',
    'Wellington',
    'Christchurch',
    'Dunedin',
    'Hamilton',
    'Tauranga',
    'Napier',
    'Nelson',
    'Queenstown',
    'Rotorua',
    'Palmerston North',
  ],
  DE: [
    'Hamburg',
    'Munich',
    'Cologne',
    'Leipzig',
    'Freiburg',
    'Stuttgart',
    'Dresden',
    'Bremen',
    'Münster',
    'Hanover',
    'Nuremberg',
    'Berlin',
  ],
  FR: [
    'Lyon',
    'Marseille',
    'Bordeaux',
    'Nantes',
    'Toulouse',
    'Lille',
    'Montpellier',
    'Strasbourg',
    'Rennes',
    'Nice',
    'Grenoble',
    'Paris',
  ],
  NL: [
    'Utrecht',
    'Rotterdam',
    'Groningen',
    'Eindhoven',
    'Haarlem',
    'Leiden',
    'Nijmegen',
    'Maastricht',
    'Delft',
    'Amsterdam',
    'Zwolle',
    'Breda',
  ],
  ES: [
    'Valencia',
    'Seville',
    'Bilbao',
    'Madrid',
    'Barcelona',
    'Granada',
    'Zaragoza',
    'Málaga',
    'Salamanca',
    'A Coruña',
    'Cádiz',
    'San Sebastián',
  ],
  IT: [
    'Milan',
    'Turin',
    'Bologna',
    'Naples',
    'Florence',
    'Rome',
    'Verona',
    'Genoa',
    'Palermo',
    'Bari',
    'Padua',
    'Trieste',
  ],
  SE: [
    'Gothenburg',
    'Malmö',
    'Uppsala',
    'Stockholm',
    'Umeå',
    'Lund',
    'Örebro',
    'Linköping',
    'Västerås',
    'Luleå',
  ],
  BR: [
    'São Paulo',
    'Rio',
    'Curitiba',
    'Porto Alegre',
    'Belo Horizonte',
    'Florianópolis',
    'Salvador',
    'Recife',
    'Fortaleza',
    'Brasília',
    'Manaus',
  ],
};

/** Passports whose holders almost all speak English as well. */
const FLUENT_ENGLISH = new Set(['PH', 'SG', 'IN', 'MY', 'LK', 'NP', 'NL', 'SE', 'DE', 'HK']);

/** Country language names as spelt in places.ts, mapped to how members list them. */
const LANGUAGE_NAMES: Record<string, string> = {
  'Mandarin Chinese': 'Mandarin',
  'Chinese (Cantonese)': 'Cantonese',
};
const languageName = (name: string) => LANGUAGE_NAMES[name] ?? name;

// ---------------------------------------------------------------------------------------------
// Work

const JOBS: readonly Job[] = [
  {
    title: 'Primary school teacher',
    min: 23,
    lines: [
      (c) =>
        `I teach at a primary school near ${c.work}, so my weekdays are loud, sticky and surprisingly fun.`,
      (c) =>
        `By day I'm a primary school teacher in ${c.city}, which means I can sing the times tables on demand.`,
      (c) =>
        `I teach seven-year-olds at a school in ${c.work} and come home most days with glitter somewhere on me.`,
    ],
  },
  {
    title: 'English teacher',
    min: 21,
    lines: [
      (c) =>
        `I teach English at a language centre in ${c.work}, mostly to teenagers and very tired office workers.`,
      (c) =>
        c.expat
          ? `Teaching English is what brought me to ${c.city}, and my students are a big part of why I've stayed.`
          : `I teach English to adults in ${c.city}, and the evening conversation classes are my favourite part.`,
    ],
  },
  {
    title: 'Software developer',
    min: 21,
    lines: [
      (c) => `I write code for a start-up, usually from ${c.cowork} or a café in ${c.work}.`,
      (c) =>
        `I build apps for a living and work from home in ${c.nb}, which my cat fully supports.`,
      (c) =>
        `I'm a software developer at a fintech company in ${c.city}, mostly fixing things I broke the day before.`,
    ],
  },
  {
    title: 'Nurse',
    min: 22,
    lines: [
      (c) =>
        `I'm a nurse at ${c.hospital}, so I've seen a bit of everything and I'm very hard to shock.`,
      (c) =>
        `I work shifts as a nurse at ${c.hospital}, so when I say I'm free on a Tuesday afternoon, I mean it.`,
    ],
  },
  {
    title: 'Graphic designer',
    min: 21,
    lines: [
      (c) =>
        `I'm a graphic designer at a small studio in ${c.work}, making logos, menus and the odd album cover.`,
      (c) =>
        `I design packaging and posters for brands around ${c.city}, and I secretly judge every menu I'm handed.`,
    ],
  },
  {
    title: 'Chef',
    min: 21,
    lines: [
      (c) =>
        `I cook at a restaurant in ${c.work}, so my evenings are busy but my mornings are free.`,
      (c) =>
        `I'm a chef in ${c.city}: I work late, eat at odd hours and know where to find food after midnight.`,
    ],
  },
  {
    title: 'Photographer',
    min: 20,
    lines: [
      (c) =>
        `I'm a freelance photographer (weddings, food, the odd hotel), and ${c.work} is my favourite place to shoot.`,
      (c) => `I take photos for a living, mostly for restaurants and hotels around ${c.city}.`,
    ],
  },
  {
    title: 'Marketing manager',
    min: 27,
    lines: [
      (c) =>
        `I run marketing for a travel company in ${c.city}, which is a fancy way of saying I write a lot of emails.`,
      (c) =>
        `I'm a marketing manager with an office in ${c.work} and a constant battle with my screen time.`,
    ],
  },
  {
    title: 'Architect',
    min: 26,
    lines: [
      (c) =>
        `I'm an architect, and I can't walk through ${c.work} without staring at the buildings.`,
      (c) =>
        `I design homes and small hotels at a practice in ${c.city}, and I'm always sketching on napkins.`,
    ],
  },
  {
    title: 'Dive instructor',
    min: 20,
    coastal: true,
    lines: [
      (c) =>
        `I'm a dive instructor based in ${c.city}; my office is the sea and my commute is a boat ride.`,
      (c) =>
        `I teach diving out of ${c.city}, so most days start on a boat and end with salty hair.`,
    ],
  },
  {
    title: 'Surf instructor',
    min: 19,
    max: 45,
    coastal: true,
    lines: [
      (c) =>
        `I teach surfing in ${c.city}, which mostly means shouting "paddle!" at very brave beginners.`,
      (c) =>
        `I'm a surf instructor, so I live in board shorts and check the swell before I check my messages in ${c.city}.`,
    ],
  },
  {
    title: 'Writer',
    min: 22,
    lines: [
      (c) =>
        `I'm a freelance writer, mostly travel and food pieces, which is a good excuse to eat my way around ${c.city}.`,
      (c) =>
        `I write for a living, usually from a corner table in ${c.work} with a very cold coffee.`,
    ],
  },
  {
    title: 'Doctor',
    min: 27,
    lines: [
      (c) =>
        `I'm ${c.age < 33 ? 'a junior doctor' : 'a doctor'} at ${c.hospital}, so my schedule is chaotic, but I make my days off count.`,
      (c) =>
        `I work as a doctor at ${c.hospital}; the hours are long, which is why I treasure slow mornings in ${c.nb}.`,
    ],
  },
  {
    title: 'Café owner',
    min: 24,
    lines: [
      (c) => `I run a little café in ${c.work}; come by and I'll make you the good stuff.`,
      (c) =>
        `I own a small café in ${c.city}, which makes me part barista, part accountant and part cleaner.`,
    ],
  },
  {
    title: 'Accountant',
    min: 23,
    lines: [
      (c) =>
        `I'm an accountant at a firm in ${c.work}; yes, I'll help with your taxes, and no, it isn't romantic.`,
      (c) =>
        `By day I'm an accountant in ${c.city}, which has made me very good at splitting a bill.`,
    ],
  },
  {
    title: 'Lawyer',
    min: 26,
    lines: [
      (c) =>
        `I'm a lawyer at a firm in ${c.city}, mostly contracts, so I read the small print so you don't have to.`,
      (c) =>
        `I work in law, in an office in ${c.work} with a great view and terrible air conditioning.`,
    ],
  },
  {
    title: 'Data analyst',
    min: 22,
    lines: [
      (c) =>
        `I'm a data analyst at an online shop in ${c.city}, making spreadsheets slightly less scary.`,
      (c) => `I crunch numbers for a logistics firm, usually from ${c.cowork}.`,
    ],
  },
  {
    title: 'UX designer',
    min: 22,
    lines: [
      (c) =>
        `I'm a UX designer, which means I get paid to notice when apps annoy people; most days I work from ${c.cowork}.`,
      (c) =>
        `I design apps for a payments company in ${c.city}, and I'm the person who complains about bad signage.`,
    ],
  },
  {
    title: 'Flight attendant',
    min: 21,
    lines: [
      (c) =>
        `I'm cabin crew flying out of ${c.airport}, so my calendar is a puzzle but my stories are good.`,
      (c) =>
        `I work as a flight attendant, which means early starts at ${c.airport} and long naps in ${c.nb}.`,
    ],
  },
  {
    title: 'Pilot',
    min: 27,
    lines: [
      (c) =>
        `I fly for a regional airline out of ${c.airport}, so I'm great at early mornings and terrible at sitting still.`,
      (c) =>
        `I'm a pilot, based at ${c.airport}; when I'm not in the air I'm usually somewhere in ${c.work}.`,
    ],
  },
  {
    title: 'Hotel manager',
    min: 28,
    lines: [
      (c) =>
        `I manage a boutique hotel in ${c.work}, so ask me anything about ${c.city} and I'll have a recommendation.`,
      (c) =>
        `I run the front office at a hotel in ${c.city}, so I'm good with people and even better with complaints.`,
    ],
  },
  {
    title: 'Barista',
    min: 19,
    max: 40,
    lines: [
      (c) => `I'm a barista at a café in ${c.work}, so I will judge your coffee order, but kindly.`,
      (c) =>
        `I make coffee for a living in ${c.work} and I'm saving up to open my own place one day.`,
    ],
  },
  {
    title: 'Yoga teacher',
    min: 22,
    lines: [
      (c) =>
        `I teach yoga at a studio in ${c.work}, mostly mornings, so I'm annoyingly cheerful before eight.`,
      (c) => `I'm a yoga teacher in ${c.city}: flexible in body and, I hope, in plans.`,
    ],
  },
  {
    title: 'Physiotherapist',
    min: 23,
    lines: [
      (c) => `I'm a physio at ${c.hospital}, so I will notice if you sit badly.`,
      (c) =>
        `I work as a physiotherapist at a sports clinic in ${c.work}, mostly fixing runners' knees.`,
    ],
  },
  {
    title: 'Dentist',
    min: 26,
    lines: [
      (c) =>
        `I'm a dentist with a practice in ${c.work}, and I promise not to look at your teeth on the first date.`,
      (c) =>
        `I work as a dentist in ${c.city}; people are scared of me until they realise I'm the gentle type.`,
    ],
  },
  {
    title: 'Pharmacist',
    min: 24,
    lines: [
      (c) =>
        `I'm a pharmacist at ${c.hospital}, which has made me the unofficial doctor of every group chat I'm in.`,
      (c) => `I run a pharmacy counter in ${c.work} and know half the neighbourhood by name.`,
    ],
  },
  {
    title: 'Civil engineer',
    min: 23,
    lines: [
      (c) =>
        `I'm a civil engineer working on new rail lines around ${c.city}, so I have opinions about traffic.`,
      (c) => `I work as a civil engineer on building sites across ${c.city}, hard hat and all.`,
    ],
  },
  {
    title: 'Project manager',
    min: 27,
    lines: [
      (c) =>
        `I'm a project manager at a tech company in ${c.work}, so my natural habitat is a to-do list.`,
      (c) =>
        `I manage projects for a construction firm in ${c.city}, which mostly means keeping very different people happy.`,
    ],
  },
  {
    title: 'Translator',
    min: 22,
    lines: [
      (c) => `I translate documents and subtitles for a living, mostly from my desk in ${c.nb}.`,
      (c) =>
        `I work as a freelance translator, which lets me set my own hours and enjoy ${c.city} on weekdays.`,
    ],
  },
  {
    title: 'Journalist',
    min: 22,
    lines: [
      (c) =>
        `I'm a journalist at a news site in ${c.city}, so I ask a lot of questions (sorry in advance).`,
      (c) =>
        `I report on business and culture for a magazine, usually on deadline and powered by coffee from ${c.work}.`,
    ],
  },
  {
    title: 'University lecturer',
    min: 30,
    lines: [
      (c) =>
        `I teach ${c.subject} at a university in ${c.city}, and I'm much less boring than that sounds.`,
      (c) =>
        `I lecture in ${c.subject}, and my students in ${c.city} keep me humble and up to date on slang.`,
    ],
  },
  {
    title: 'Researcher',
    min: 25,
    lines: [
      (c) =>
        `I'm a researcher at a university in ${c.city}, working on ${c.subject}, which I'll happily explain if asked.`,
      (c) => `I do research in ${c.subject}, mostly from a messy desk in ${c.nb}.`,
    ],
  },
  {
    title: 'Vet',
    min: 25,
    lines: [
      (c) => `I'm a vet at a small clinic in ${c.work}, so yes, I will want to meet your dog.`,
      (c) =>
        `I work as a vet in ${c.city}, mostly cats and dogs, with the occasional very confused tortoise.`,
    ],
  },
  {
    title: 'Tour guide',
    min: 20,
    lines: [
      (c) =>
        `I'm a tour guide, so I spend my days showing visitors ${c.hl} and my evenings avoiding the crowds.`,
      (c) => `I run walking tours around ${c.work} and know far too many facts about ${c.city}.`,
    ],
  },
  {
    title: 'Personal trainer',
    min: 20,
    lines: [
      (c) =>
        `I'm a personal trainer at a gym in ${c.work}, and I promise I won't count your reps on a date.`,
      (c) => `I train clients all over ${c.city}, so I'm up early and usually starving.`,
    ],
  },
  {
    title: 'Sales manager',
    min: 26,
    lines: [
      (c) =>
        `I lead a sales team for a medical supplies company in ${c.city}, so I'm on the phone a lot and off it as soon as I can be.`,
      (c) =>
        `I work in sales from an office in ${c.work}, which has made me very good at talking and, lately, at listening.`,
    ],
  },
  {
    title: 'Recruiter',
    min: 23,
    lines: [
      (c) =>
        `I work in recruitment in ${c.city}, matching people with jobs, which is a bit like this site but with more spreadsheets.`,
      (c) => `I'm a recruiter for tech companies, working from ${c.cowork} most days.`,
    ],
  },
  {
    title: 'Financial analyst',
    min: 23,
    lines: [
      (c) =>
        `I'm a financial analyst at a bank in ${c.work}, and yes, I wear a suit more than I'd like.`,
      (c) => `I work in finance in ${c.city}, and I promise I'm more fun than my job title.`,
    ],
  },
  {
    title: 'Video editor',
    min: 21,
    lines: [
      (c) =>
        `I edit videos for brands and YouTubers from my flat in ${c.nb}, so I'm a bit nocturnal.`,
      (c) =>
        `I'm a video editor, usually working from ${c.cowork} with headphones on and snacks nearby.`,
    ],
  },
  {
    title: 'Social media manager',
    min: 21,
    lines: [
      (c) =>
        `I run social media for a few restaurants in ${c.city}, so I've eaten a lot of free food for work.`,
      (c) => `I manage social media for a hotel group, mostly from a café in ${c.work}.`,
    ],
  },
  {
    title: 'NGO programme officer',
    min: 24,
    lines: [
      (c) =>
        `I work for an NGO in ${c.city} on education programmes, which keeps me busy and grounded.`,
      (c) =>
        `I'm a programme officer at a charity in ${c.work}, and I love that my work has real faces behind it.`,
    ],
  },
  {
    title: 'Estate agent',
    min: 22,
    lines: [
      (c) =>
        `I'm an estate agent, so I know every condo in ${c.work} and which ones have the best pools.`,
      (c) =>
        `I help people find flats in ${c.city}, which means I've seen inside more kitchens than anyone should.`,
    ],
  },
  {
    title: 'Fashion designer',
    min: 23,
    lines: [
      (c) =>
        `I design clothes for a small label in ${c.city}, and my flat in ${c.nb} is mostly fabric.`,
      (c) => `I'm a fashion designer, and my favourite research is people-watching in ${c.work}.`,
    ],
  },
  {
    title: 'Musician',
    min: 19,
    lines: [
      (c) =>
        `I'm a musician: I play keys in a band that gigs around ${c.work} and teach piano on the side.`,
      (c) =>
        `I play ${c.faker.helpers.arrayElement(['bass', 'drums', 'guitar', 'keys', 'saxophone'])} in a couple of bands in ${c.city}, so some of my best evenings are on a very small stage.`,
    ],
  },
  {
    title: 'University student',
    min: 19,
    max: 25,
    noAfterthought: true,
    lines: [
      (c) =>
        `I'm studying ${c.subject} at university in ${c.city} and living on noodles and deadlines.`,
      (c) =>
        `I'm in my final year of ${c.subject}, sharing a flat in ${c.nb} with two friends and a lot of laundry.`,
    ],
  },
  {
    title: 'Interior designer',
    min: 24,
    lines: [
      (c) =>
        `I'm an interior designer with a studio in ${c.work}, so I will judge your cushions, but lovingly.`,
      (c) =>
        `I design interiors for cafés and flats around ${c.city}, and I rearrange my own living room far too often.`,
    ],
  },
  {
    title: 'Event planner',
    min: 23,
    lines: [
      (c) =>
        `I plan weddings and events around ${c.city}, so my weekends are often someone else's big day.`,
      (c) =>
        `I'm an event planner, which means I know every venue in ${c.work} and how to fix anything with tape.`,
    ],
  },
  {
    title: 'Surgeon',
    min: 33,
    lines: [
      (c) =>
        `I'm a surgeon at ${c.hospital}, so my free time is precious and I like to spend it well.`,
      (c) =>
        `I operate at ${c.hospital} most weekdays, and I switch off completely when I'm back in ${c.nb}.`,
    ],
  },
  {
    title: 'Mechanical engineer',
    min: 23,
    lines: [
      (c) =>
        `I'm a mechanical engineer at a factory outside ${c.city}, happiest when something works that didn't before.`,
      (c) =>
        `I work as an engineer, designing machine parts in an office in ${c.work}, and I take everything apart at home too.`,
    ],
  },
  {
    title: 'Consultant',
    min: 26,
    lines: [
      (c) =>
        `I work as a management consultant, which mostly means slides, airports and the occasional quiet week at home in ${c.nb}.`,
      (c) =>
        `I'm a consultant for hotels and restaurants around ${c.city}, so I'm always trying somewhere new.`,
    ],
  },
  {
    title: 'Product manager',
    min: 26,
    lines: [
      (c) =>
        `I'm a product manager at a tech start-up in ${c.city}, so I spend my days asking people why.`,
      (c) =>
        `I manage a product team from an office in ${c.work}, and I'm strangely passionate about good to-do apps.`,
    ],
  },
  {
    title: 'Massage therapist',
    min: 21,
    lines: [
      (c) =>
        `I'm a massage therapist at a spa in ${c.work}, so no, you don't get a free one on the first date.`,
      (c) =>
        `I work as a massage therapist in ${c.city}, and I can tell how stressed someone is from a handshake.`,
    ],
  },
  {
    title: 'Baker',
    min: 20,
    lines: [
      (c) =>
        `I bake bread at a little bakery in ${c.work}, which means I'm up at four and asleep by nine.`,
      (c) =>
        `I'm a baker in ${c.city}, and my flat always smells of cinnamon whether I like it or not.`,
    ],
  },
  {
    title: 'Copywriter',
    min: 21,
    lines: [
      (c) =>
        `I'm a copywriter at an ad agency in ${c.work}, so I spend all day looking for the right word.`,
      (c) =>
        `I write ads and slogans for brands in ${c.city}; you've probably seen my work on a bus.`,
    ],
  },
  {
    title: 'Social worker',
    min: 23,
    lines: [
      (c) =>
        `I'm a social worker in ${c.city}; it's hard work, but it matters, and I'm proud of it.`,
      (c) =>
        `I work with families as a social worker around ${c.work}, so I've learnt to listen properly.`,
    ],
  },
  {
    title: 'Semi-retired',
    min: 50,
    noAfterthought: true,
    lines: [
      (c) =>
        `I'm semi-retired after a long career in banking, and now I spend my time ${c.i3.ing} around ${c.city}.`,
      (c) =>
        `I've stepped back from full-time work, and these days I consult a little and enjoy ${c.nb} a lot.`,
    ],
  },
];

const WORK_AFTERTHOUGHTS: readonly Line[] = [
  (c) =>
    `The hours can be long, so I've become an expert on ${c.faker.helpers.arrayElement(SNACKS)} around ${c.work} after dark.`,
  (c) =>
    `I like my job, but I like leaving it at the door even more; ${c.out} ${c.faker.helpers.arrayElement(['on a Friday night', 'on a warm evening', 'at the weekend', 'after dark'])} is too good to waste on overtime.`,
  (c) =>
    `Being ${c.jobA} in ${c.city} means I meet all sorts of people, which keeps life interesting.`,
  (c) =>
    `Work keeps me busy, but I'm strict about switching off, and ${c.i3.ing} in ${c.city} helps a lot.`,
  (c) =>
    `When I'm not at work I'm usually somewhere around ${c.out}, hunting for ${c.faker.helpers.arrayElement(['the next good place to eat', 'a new bar', 'the best ' + c.faker.helpers.arrayElement(FOODS), 'somewhere with live music'])}.`,
  (c) =>
    `It isn't glamorous, but I'm proud of it, and it pays for my ${lowerFirst(c.i3.label)} habit in ${c.city}.`,
  (c) =>
    `I'm good at what I do, and I'm working on being just as good at ${c.faker.helpers.arrayElement(['switching off', 'doing nothing', 'taking proper weekends', 'leaving my laptop at home'])} in ${c.out}.`,
];

// ---------------------------------------------------------------------------------------------
// "About me"

function originLine(c: Ctx, local: boolean): string {
  const { faker } = c;
  if (local && c.bornHere) {
    const lines: Line[] = [
      (x) => `Born and raised in ${x.city}, and these days I live in ${x.nb}.`,
      (x) =>
        `I'm ${withArticle(x.city)} local: I grew up here and now rent a small place in ${x.nb}.`,
      (x) =>
        `${x.city} born and bred, currently living in ${x.nb} with ${x.faker.helpers.arrayElement(['far too many plants', 'two cats', 'my sister', 'a very loud parrot', 'a flatmate and a rice cooker', 'an elderly dog'])}.`,
      (x) => `I've lived in ${x.city} my whole life, mostly around ${x.nb} and ${x.out}.`,
      (x) =>
        `I grew up in ${x.nb} and still live a few streets from ${x.faker.helpers.arrayElement(['my family', 'my parents', 'my grandmother', 'my old school', 'my best friend'])}.`,
      (x) =>
        `${x.city} is home and always has been; right now that means ${x.faker.helpers.arrayElement(['a flat', 'a tiny flat', 'a shared house', 'a room with a balcony', 'a small house'])} in ${x.nb}.`,
    ];
    if (c.home !== c.city) {
      lines.push((x) => `I grew up in ${x.home}, but these days you'll find me in ${x.nb}.`);
    }
    return faker.helpers.arrayElement(lines)(c);
  }
  if (local) {
    // Moving for university, or growing up in one place and the next, fits only the young.
    const movedYoung = c.age - c.yearsN <= 24;
    const reason = faker.helpers.arrayElement(
      movedYoung ? LOCAL_REASONS : LOCAL_REASONS.filter((r) => r !== 'university'),
    );
    const lines: Line[] = [
      (x) => `I grew up in ${x.home} and moved to ${x.city} for ${reason}, ${x.yearsAgo}.`,
      (x) =>
        `Originally from ${x.home}, I've called ${x.city} home for ${x.years} and live in ${x.nb}.`,
      (x) => `I swapped ${x.home} for ${x.city} ${x.yearsAgo} and haven't looked back.`,
      (x) => `I'm from ${x.home} originally, but ${x.nb} has been home for ${x.years}.`,
    ];
    if (movedYoung) {
      lines.push(
        (x) =>
          `${x.home} kid, ${x.city} grown-up: I've been here ${x.years} and rent a place in ${x.nb}.`,
      );
    }
    return faker.helpers.arrayElement(lines)(c);
  }
  const reason = faker.helpers.arrayElement(REASONS);
  if (c.yearsN === 0) {
    return faker.helpers.arrayElement<Line>([
      (x) =>
        `I moved to ${x.city} from ${x.home} only a few months ago, so I'm still learning my way around ${x.nb}.`,
      (x) =>
        `New in ${x.city}: I arrived from ${x.home} a few months ago for ${reason} and I'm loving ${x.nb} so far.`,
    ])(c);
  }
  const lines: Line[] = [
    (x) => `I'm ${iAm(x.nat)}, from ${x.home}, and I've been living in ${x.city} for ${x.years}.`,
    (x) =>
      `Originally from ${x.home}, I came to ${x.city} for ${reason} and stayed; that was ${x.yearsAgo}.`,
    (x) => `${x.nat} by passport, ${x.city} by choice: I moved here from ${x.home} ${x.yearsAgo}.`,
    (x) => `I've been in ${x.city} for ${x.years} now, after growing up in ${x.home}.`,
    (x) => `Home used to be ${x.home}; these days it's a small flat in ${x.nb}.`,
  ];
  if (c.yearsN >= 2) {
    lines.push(
      (x) =>
        `I left ${x.home} ${x.yearsAgo} for what was meant to be six months in ${x.city}, and I'm still here.`,
    );
  }
  return faker.helpers.arrayElement(lines)(c);
}

const HOOKS: Record<Voice, readonly Line[]> = {
  shy: [
    (c) =>
      `I'm not great at writing these, so here goes: I'm ${c.first}, ${c.age}, and a bit quiet until you get me talking about ${c.i1.thing}.`,
    (c) =>
      `I'm more of a listener than a talker, but mention ${c.i1.thing} over a quiet drink in ${c.out} and you'll see another side of me.`,
    (c) => `My friends made me sign up, so hello from a slightly nervous ${c.first} in ${c.nb}.`,
    (c) =>
      `Quiet at first, chatty once I know you, and always up for ${c.i1.ing} somewhere around ${c.city}.`,
    (c) =>
      `I'm a homebody in the best way: ${c.i1.thing}, a pot of tea and a quiet evening in ${c.nb} is my idea of luxury.`,
    (c) =>
      `It takes me a while to open up, but once I do I'm loyal, silly and very good company for ${c.i1.ing} around ${c.nb}.`,
    (c) =>
      `Writing about myself is hard, so I'll start with the easy part: I'm ${c.first}, I'm ${c.age} and I live in ${c.nb}.`,
    (c) =>
      `I'm ${c.age}, a little shy and much happier ${c.i1.ing} than standing in a loud bar in ${c.nb}.`,
  ],
  funny: [
    (c) =>
      `My main personality traits are ${c.i1.ing} and complaining about ${c.weather} in ${c.city}.`,
    (c) =>
      `I'm ${c.age}, I have strong opinions about where to eat in ${c.nb}, and I'm usually right.`,
    (c) =>
      `Fair warning: I will try to get you into ${c.i1.thing}, and I'm very persuasive after one drink in ${c.out}.`,
    (c) =>
      `I talk far too much about ${c.i1.thing}, which my friends in ${c.city} will happily confirm.`,
    (c) =>
      `I'm the one laughing too loudly at the back of every ${c.faker.helpers.arrayElement(['bar', 'karaoke room', 'comedy night', 'quiz night', 'cinema'])} in ${c.out}, and I'm not sorry.`,
    (c) =>
      `Hi, I'm ${c.first}: part-time ${lowerFirst(c.i1.label)} enthusiast, full-time snack person, living in ${c.nb}.`,
    (c) =>
      `Three facts: I'm ${c.age}, I live in ${c.nb}, and I have never once won an argument about ${c.i1.thing}.`,
    (c) =>
      `If you ever need someone to rate every ${c.faker.helpers.arrayElement(FOOD_SPOTS)} in ${c.out}, I'm your person.`,
  ],
  direct: [
    (c) => `${c.first}, ${c.age}, living in ${c.nb}.`,
    (c) =>
      `I'll keep this short: ${c.age}, based in ${c.nb}, into ${c.i1.thing} and ${c.i2.thing}.`,
    (c) =>
      `I know what I want, and I'd rather meet for ${c.faker.helpers.arrayElement(DRINKS)} in ${c.out} than message for weeks.`,
    (c) => `Straightforward, punctual and happiest ${c.i1.ing} somewhere around ${c.city}.`,
    (c) =>
      `No long speeches: I'm ${c.first}, I live in ${c.nb}, and I'm here to meet someone real.`,
    (c) => `I'm ${c.age}, I'm settled in ${c.city}, and I'm done with small talk.`,
    (c) => `What you see is what you get: ${c.i1.thing}, good food and early nights in ${c.nb}.`,
    (c) =>
      `I'm ${c.first}, and I'll be honest from the start: I'm here to meet someone in ${c.city}, not to collect matches.`,
  ],
  thoughtful: [
    (c) =>
      `Living in ${c.city} has taught me to slow down, and I still notice something new in ${c.nb} every week.`,
    (c) =>
      `I think the best conversations happen ${c.faker.helpers.arrayElement(['over food', 'over a long dinner', 'over coffee', 'on long walks', 'late at night'])}, ideally somewhere in ${c.out} with nowhere else to be.`,
    (c) =>
      `I'm at my best ${c.i1.ing} or sitting somewhere quiet in ${c.nb} with a book and my thoughts.`,
    (c) =>
      `At ${c.age} I care less about impressing people and more about ${c.faker.helpers.arrayElement(VALUES)}.`,
    (c) =>
      `I've spent a while working out what matters to me, and ${c.i1.thing}, good friends and evenings in ${c.nb} made the list.`,
    (c) =>
      c.bornHere
        ? `I've known ${c.city} all my life and I'm still finding new corners of it, lately around ${c.out}.`
        : `${c.city} is the first place that has really felt like home, and ${c.nb} the first neighbourhood.`,
    (c) =>
      `I'm the kind of person who remembers how you take your coffee, and I'd love to find someone around ${c.out} who does the same.`,
    (c) =>
      `I like quiet mornings, ${c.i1.thing}, long walks through ${c.nb} and people who ask good questions.`,
    (c) =>
      c.bornHere
        ? `Growing up in ${c.city} taught me to say yes to things, and ${c.i1.ing} was one of my best yeses.`
        : `${capitalise(c.years)} in ${c.city} ${c.yearsN === 1 ? 'has' : 'have'} taught me to say yes to things, and ${c.i1.ing} was one of my best yeses.`,
  ],
};

const WEEKENDS: readonly Line[] = [
  (c) =>
    `Weekends are for ${c.i2.ing} and ${c.i3.ing}, usually finishing with dinner somewhere around ${c.out}.`,
  (c) =>
    `On a free Saturday you'll find me ${c.i2.ing}, and on Sunday I'm probably ${c.i3.ing} somewhere near ${c.out}.`,
  (c) =>
    `My ideal Sunday: a slow breakfast in ${c.nb}, an afternoon of ${c.i2.ing} and an early night.`,
  (c) =>
    c.i2.screen || c.i3.screen
      ? `Most weekends I try to get out of ${c.city}, even if I end up ${c.i2.ing} somewhere new.`
      : `Most weekends I try to get out of ${c.city}: ${c.i2.ing}, ${c.i3.ing}, anything that doesn't involve a screen.`,
  (c) =>
    c.bornHere
      ? `I grew up with ${c.hl} on my doorstep and still haven't got bored of it.`
      : `I've lived here ${c.years} and still haven't got bored of ${c.hl}.`,
  (c) =>
    `Saturday mornings start at the same little coffee place in ${c.nb}; after that it's ${c.i2.ing} or ${c.i3.ing}, depending on the weather.`,
  (c) =>
    `Come the weekend I'm ${c.i2.ing}, ${c.i3.ing} or exploring a corner of ${c.city} I haven't seen yet.`,
  (c) =>
    `My weekends are half planned (${c.i2.ing}) and half not (whatever happens in ${c.out} after dark).`,
  (c) =>
    `I'm trying to make more time for ${c.i2.ing} and less for ${c.faker.helpers.arrayElement(['my phone', 'scrolling', 'work emails', 'the sofa'])}, and ${c.city} makes that easy.`,
  (c) => `Nothing beats ${c.hl}, except maybe ${c.i2.ing} and a long lunch in ${c.out} afterwards.`,
  (c) =>
    `Sundays usually mean ${c.i2.ing} with friends, then a long search for the best ${c.faker.helpers.arrayElement(FOODS)} in ${c.out}.`,
  (c) =>
    `If it's the weekend, I'm either ${c.i2.ing} or wandering around ${c.out} with no plan at all.`,
];

const WEEKEND_EXTRAS: readonly Line[] = [
  (c) => `Favourite thing about ${c.city}: ${c.hl2}, closely followed by anything in ${c.out}.`,
  (c) =>
    `I never get tired of ${c.hl2} or of ${c.out} on a quiet evening, even after ${c.bornHere ? 'all these years' : `${c.years} here`}.`,
  (c) =>
    `When friends visit, the first stop is always ${c.hl2}, and the second is ${c.faker.helpers.arrayElement(SNACKS)} in ${c.out}.`,
  (c) =>
    `My favourite corner of ${c.city} is ${c.out}, especially ${c.faker.helpers.arrayElement(['early in the morning', 'on a weekday afternoon', 'just after the rain', 'late on a Sunday', 'at dusk'])}.`,
  (c) =>
    `I'm still convinced ${c.out} has the best ${c.faker.helpers.arrayElement(FOODS)} in ${c.city}, and I'm happy to be proven wrong.`,
  (c) =>
    `Top tip if you're new to ${c.city}: ${c.hl2}, then ${c.faker.helpers.arrayElement(SNACKS)} in ${c.out}.`,
  (c) =>
    `I've also got a soft spot for ${c.out}, where I always seem to end up ${c.faker.helpers.arrayElement(['on a Sunday evening', 'after work', 'on a Friday night', 'whenever I need a walk', 'when I should be at home'])}.`,
];

const CLOSERS: Record<Voice, readonly Line[]> = {
  shy: [
    (c) =>
      `If you like ${c.i1.thing} too and live near ${c.nb}, say hello; I'm friendlier than this profile makes me sound.`,
    (c) =>
      `Message me if you know a good ${c.faker.helpers.arrayElement(FOOD_SPOTS)} in ${c.nb}; I'm always looking for new ones.`,
    (c) =>
      `I'm slow to reply sometimes, but I always do, especially if you ask about ${c.i2.thing} or know a good spot in ${c.out2}.`,
    (c) =>
      `If you're also a bit shy, we can be quiet together somewhere in ${c.out2}, ${c.faker.helpers.arrayElement(['with a good book each', 'over tea', 'at a film', 'on a long walk', 'over board games'])}.`,
    (c) =>
      `Say hi and tell me your favourite thing about ${c.city}; mine involves ${c.nb} and ${c.faker.helpers.arrayElement(['a lot of snacks', 'a long walk', 'a very good breakfast', 'a quiet bench', 'far too much coffee'])}.`,
  ],
  funny: [
    (c) =>
      `Message me if you think you can beat me at ${c.faker.helpers.arrayElement(GAMES)}; loser buys dinner in ${c.out2}.`,
    (c) =>
      `Tell me your most controversial opinion about ${c.city} and I'll tell you mine about ${c.i1.thing}.`,
    (c) => `Must love ${c.i1.thing}, or at least pretend to until the second date in ${c.out2}.`,
    (c) =>
      `Bonus points if you know where to find the best ${c.faker.helpers.arrayElement(FOODS)} in ${c.out2}.`,
    (c) =>
      `Come for the jokes, stay for my ${c.dish}, which I make better than anyone in ${c.out2}.`,
  ],
  direct: [
    (c) =>
      `If you're in ${c.city} and looking for something genuine, message me and let's get a drink in ${c.out2}.`,
    (c) =>
      `Let's skip the endless chatting and meet for ${c.faker.helpers.arrayElement(DRINKS)} in ${c.out2}.`,
    (c) => `Message me if you're into ${c.i1.thing} and actually want to meet up in ${c.city}.`,
    (c) => `Be kind, be honest and be up for ${c.i2.ing} near ${c.nb}; that's all I ask.`,
    (c) =>
      `If that sounds good, say hi; I reply fast and I like plans, ideally ones involving ${c.faker.helpers.arrayElement(FOODS)} in ${c.out2}.`,
  ],
  thoughtful: [
    (c) =>
      `I'd love to meet someone curious and kind who's happy to get lost in ${c.out2} with me ${c.faker.helpers.arrayElement(['on a Sunday', 'after work', 'some evening', 'without a map', 'on a rainy afternoon', 'for a whole day'])}.`,
    (c) =>
      `If any of this sounds like you, I'd like to hear your story, ideally over ${c.faker.helpers.arrayElement(DRINKS)} in ${c.out2}.`,
    (c) =>
      `Tell me how you'd spend ${c.faker.helpers.arrayElement(['a free Sunday', 'a day off', 'a rainy Saturday', 'a long weekend'])} in ${c.city}; mine would start in ${c.nb}.`,
    (c) =>
      `I'm looking for someone to share ${c.faker.helpers.arrayElement(['slow breakfasts', 'lazy brunches', 'late dinners', 'early coffees'])} and long walks around ${c.out2} with, and I'm in no hurry.`,
    (c) =>
      `If you value honesty, a good laugh and the odd conversation about ${c.i1.thing}, message me; I'm in ${c.nb} most evenings.`,
  ],
};

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Optional openings for the work sentence, so two members with the same job rarely match. */
const WORK_LEADS = [
  '',
  '',
  '',
  'As for work, ',
  'Work-wise, ',
  'These days ',
  'Day to day, ',
  'Right now ',
];

function writeAboutMe(c: Ctx, voice: Voice, local: boolean, job: Job): string {
  const { faker } = c;
  const line = faker.helpers.arrayElement(job.lines)(c);
  // Only sentences that open with "I" take a lead-in ("As for work, I teach...").
  const work =
    /^I[ ']/.test(line) && !job.noAfterthought
      ? `${faker.helpers.arrayElement(WORK_LEADS)}${line}`
      : line;
  const origin = originLine(c, local);
  const hook = faker.helpers.arrayElement(HOOKS[voice])(c);
  const intro = faker.datatype.boolean(voice === 'direct' || voice === 'funny' ? 0.7 : 0.4)
    ? [hook, origin]
    : [origin, hook];
  const afterthought = faker.helpers.arrayElement(WORK_AFTERTHOUGHTS)(c);
  const weekend = faker.helpers.arrayElement(WEEKENDS)(c);
  const extra = faker.helpers.arrayElement(WEEKEND_EXTRAS)(c);
  const closer = faker.helpers.arrayElement(CLOSERS[voice])(c);

  let useAfterthought = !job.noAfterthought && faker.datatype.boolean(0.35);
  let useExtra = faker.datatype.boolean(0.4);
  let useCloser = faker.datatype.boolean(0.85);
  const shape = faker.number.int({ min: 2, max: 4 });

  const build = () => {
    const workPart = useAfterthought ? [work, afterthought] : [work];
    const weekendPart = useExtra ? [weekend, extra] : [weekend];
    const closing = useCloser ? [closer] : [];
    const paragraphs =
      shape === 4 && useCloser
        ? [intro, workPart, weekendPart, closing]
        : shape >= 3
          ? [intro, [...workPart, ...weekendPart], closing]
          : [
              [...intro, ...workPart],
              [...weekendPart, ...closing],
            ];
    return paragraphs
      .filter((sentences) => sentences.length > 0)
      .map((sentences) => sentences.join(' '))
      .join('\n\n');
  };

  let text = build();
  // Keep to 40–120 words: add optional sentences when short, drop them when long.
  if (wordCount(text) < 40) useCloser = true;
  if (wordCount(build()) < 40) useExtra = true;
  if (wordCount(build()) < 40 && !job.noAfterthought) useAfterthought = true;
  text = build();
  for (const drop of [
    () => (useAfterthought = false),
    () => (useExtra = false),
    () => (useCloser = false),
  ]) {
    if (wordCount(text) <= 120) break;
    drop();
    text = build();
  }
  return text;
}

// ---------------------------------------------------------------------------------------------
// The other fields

function lookingForLine(c: Ctx): string {
  const lines = [
    'A serious relationship',
    'Something long-term with the right person',
    "Friendship first, then we'll see",
    `Someone to explore ${c.city} with`,
    'Language exchange and maybe more',
    'A partner for weekend adventures',
    'Someone kind, curious and emotionally available',
    'Something real, no games',
    'Dates that turn into something more',
    'Company for food, films and long walks',
    'A genuine connection, whatever shape it takes',
  ];
  if (c.age >= 28) lines.push('Someone to settle down with');
  if (c.age >= 35) lines.push('A grown-up relationship with plenty of laughs');
  return c.faker.helpers.arrayElement(lines);
}

function perfectDateLine(c: Ctx, coastal: boolean): string {
  const { faker } = c;
  const food = faker.helpers.arrayElement(SNACKS);
  const drink = faker.helpers.arrayElement(DRINKS);
  const lines: Line[] = [
    (x) => `Street food around ${x.out}, then a long walk with no plan`,
    (x) => `${capitalise(x.hl)} before the crowds, then a lazy breakfast in ${x.nb}`,
    () => 'A cooking class, then eating everything we got wrong',
    (x) => `Coffee in ${x.nb} that turns into lunch, then somehow dinner`,
    () => 'A night market, something spicy and a long walk afterwards',
    (x) => `A day trip out of ${x.city} with a good playlist and no fixed plan`,
    (x) => `${capitalise(x.hl)} in the afternoon and ${food} after`,
    (x) => `A gig in a tiny bar in ${x.out}, then ${food} on the way home`,
    () => 'A morning hike and a very big breakfast afterwards',
    (x) => `Getting slightly lost in ${x.out} and finding somewhere good to eat`,
    () => 'Karaoke, as long as I get to pick the first song',
    () => 'A picnic, a good view and nowhere else to be',
    (x) => `A rainy afternoon in a bookshop, then hot soup somewhere in ${x.nb}`,
    (x) => `Exploring ${x.hl} together and swapping stories`,
    (x) => `A long lunch in ${x.out} that somehow turns into dinner`,
    (x) => `Cycling around ${x.city} early on a Sunday, before the crowds`,
    () => 'A gallery, a glass of wine and a friendly argument about the art',
    () => "Cooking dinner together at mine (I'll do the washing-up)",
    (x) => `Trying a restaurant in ${x.out} that neither of us has been to`,
    (x) => `A rooftop bar and people-watching over ${x.city}`,
    () => 'Something active, like climbing or a swim, and then a lot of food',
    (x) => `A film, then a late-night snack in ${x.nb}`,
    (x) => `Walking around ${x.nb} after dark, when the city finally slows down`,
    () => 'A brunch that lasts three hours and a nap afterwards',
    (x) => `${capitalise(x.i1.ing)} together, then ${drink} somewhere in ${x.out}`,
    (x) => `Showing you my favourite corner of ${x.city}: ${x.out}`,
    () => 'Board games, cheap snacks and far too much laughing',
    () => 'Tea, a long chat and no phones on the table',
  ];
  if (coastal) {
    lines.push(
      () => 'A beach, a cold drink and the sunset',
      (x) => `An early swim, then ${food} by the water near ${x.city}`,
    );
  }
  return faker.helpers.arrayElement(lines)(c);
}

function funFactLine(c: Ctx, languageCount: number): string {
  const { faker } = c;
  const [relative, pronoun] = faker.helpers.arrayElement(RELATIVES);
  const lines: Line[] = [
    () =>
      `I can order coffee in ${numberWord(languageCount + faker.number.int({ min: 1, max: 4 }))} languages`,
    (x) => `I once missed a flight because I lost track of time in ${x.nb}`,
    () =>
      `I have a rescue ${faker.helpers.arrayElement(['cat', 'dog'])} called ${faker.helpers.arrayElement(PET_NAMES)}`,
    (x) => `I've eaten at the same noodle stall in ${x.nb} at least a hundred times`,
    (x) => `I know every cat on my street in ${x.nb} by name`,
    () => "I was in a very bad band at school and I'm still proud of it",
    (x) => `I once got lost in ${x.nb} for three hours and found my favourite café`,
    () => "I can't whistle, and I've made peace with it",
    (x) => `My ${relative} in ${x.home} still sends me recipes by voice message`,
    (x) => `I've run a half marathon in ${x.city} and lived to tell the tale`,
    (x) => `I make my ${relative}'s ${x.dish} better than ${pronoun} does`,
    (x) => `I once won a karaoke contest in ${x.nb} with a song I didn't know`,
    (x) =>
      `I've moved house ${numberWord(faker.number.int({ min: 3, max: 6 }))} times in ${x.city} and swear the next one is the last`,
    (x) => `I've seen ${x.hl} more times than I can count and it still gets me`,
    () => "I've got a tattoo I designed myself",
    () => "I've never owned a car, and I'm not planning to",
    () =>
      `My houseplants have names, all ${numberWord(faker.number.int({ min: 7, max: 19 }))} of them`,
    (x) => `I have a photo of nearly every sunset from my balcony in ${x.nb}`,
    (x) =>
      `I once tried to learn the ${faker.helpers.arrayElement(INSTRUMENTS)}, and my neighbours in ${x.nb} still haven't forgiven me`,
    () => "I've visited every country in ASEAN",
    (x) =>
      `I keep a notebook of every ${faker.helpers.arrayElement(FOOD_SPOTS)} I've tried in ${x.city}`,
    (x) => `I once cooked ${x.dish} for forty people at a wedding in ${x.home}`,
    () => 'I can fall asleep anywhere, including on the back of a motorbike taxi',
    () => "I've never seen a single episode of Friends",
    () => 'I sleep with a fan on, even when it is cold',
    () => "I'm a black belt in taekwondo, though you'd never guess",
    (x) =>
      `I've tried every ${faker.helpers.arrayElement(FOOD_SPOTS)} within walking distance of ${x.nb}`,
  ];
  if (c.home !== c.city && !c.bornHere) {
    lines.push((x) => `I still speak ${x.nativeLanguage} with a strong ${x.home} accent`);
  }
  if (c.age >= 22) {
    const learnedAt = faker.number.int({ min: 18, max: Math.min(c.age - 1, 40) });
    lines.push(() => `I only learned to swim at ${learnedAt}`);
  }
  if (c.age >= 24) {
    const vegYears = faker.number.int({ min: 2, max: Math.min(c.age - 18, 20) });
    lines.push(() => `I've been vegetarian for ${numberWord(vegYears)} years`);
  }
  return faker.helpers.arrayElement(lines)(c);
}

function languagesFor(
  faker: Faker,
  person: Person,
  country: CountryFacts,
  expat: boolean,
  yearsN: number,
): string[] {
  const languages = person.nationality.languages.map(languageName);
  if (!languages.includes('English')) {
    // Someone who has moved abroad almost always gets by in English.
    const chance = expat ? 0.98 : FLUENT_ENGLISH.has(person.nationality.code) ? 0.95 : 0.75;
    if (faker.datatype.boolean(chance)) languages.push('English');
  }
  if (person.nationality.code === 'CA' && !languages.includes('French')) {
    if (faker.datatype.boolean(0.25)) languages.push('French');
  }
  if (expat && yearsN >= 2 && faker.datatype.boolean(0.55)) {
    const local = country.languages
      .map(languageName)
      .find((language) => language !== 'English' && !languages.includes(language));
    if (local) languages.push(local);
  }
  return [...new Set(languages)].slice(0, 4);
}

function pickJob(faker: Faker, age: number, coastal: boolean): Job {
  const fitting = JOBS.filter(
    (job) => age >= job.min && age <= (job.max ?? 99) && (coastal || !job.coastal),
  );
  const student = fitting.find((job) => job.title === 'University student');
  if (student && age <= 22 && faker.datatype.boolean(0.35)) return student;
  return faker.helpers.arrayElement(fitting);
}

/** Names that would read badly mid-sentence (abbreviations, titles) are left out. */
const usableName = (name: string) => !/\.|\b(Dr|Sir|St)\b/.test(name);

function hometownFor(faker: Faker, person: Person, avoid: string): string {
  const code = person.nationality.code;
  const first = person.nationality.languages[0] ?? '';
  const towns = HOMETOWNS[`${code}:${first}`] ?? HOMETOWNS[code] ?? ['a small town'];
  const choices = towns.filter((town) => town !== avoid);
  return faker.helpers.arrayElement(choices.length > 0 ? choices : towns);
}

/**
 * Writes the texts of one dating profile: the "About me", what they are looking for, a
 * perfect date, a fun fact, favourite spots, languages, profession, interests and personality.
 */
export function writeDatingProfile(input: {
  faker: Faker;
  person: Person;
  age: number;
  place: Place;
  country: CountryFacts;
}): DatingText {
  const { faker, person, age, place, country } = input;
  const local = person.nationality.code === country.code;
  const expat = !local;
  const coastal = /beach|island|\bbay\b|surf|diving|snorkel|\bsea\b|coast|marine|lagoon/i.test(
    [...place.highlights, ...place.neighborhoods, place.description].join(' '),
  );
  const cityIsDistricts = place.country === 'Singapore' || place.country === 'Hong Kong';
  const bornHere = local && (cityIsDistricts || faker.datatype.boolean(0.5));
  const maxYears = local
    ? Math.max(1, Math.min(20, age - 18))
    : Math.max(0, Math.min(12, age - 20));
  const yearsN = bornHere ? age : faker.number.int({ min: local ? 1 : 0, max: maxYears });

  const [nbRaw, workRaw, outRaw, out2Raw] = faker.helpers.arrayElements(place.neighborhoods, 4);
  const [hlRaw = place.city, hl2Raw = hlRaw] = faker.helpers.arrayElements(place.highlights, 2);
  const interests = faker.helpers.arrayElements(
    INTERESTS.filter((interest) => coastal || !interest.coastal),
    { min: 3, max: 7 },
  );
  const [i1, i2, i3] = interests as [Interest, Interest, Interest];
  const job = pickJob(faker, age, coastal);
  const hospitals = [...place.hospitals.public, ...place.hospitals.private].filter(usableName);
  const coworking = place.coworking.filter(usableName);
  // Brand names keep their capitals ('WeWork'); generic ones ('Cafes in Dago') read in lower case.
  const coworkRaw = coworking.length > 0 ? faker.helpers.arrayElement(coworking) : undefined;
  const dishes = DISHES[person.nationality.code] ?? ['noodles'];
  const voice = faker.helpers.arrayElement<Voice>(['shy', 'funny', 'direct', 'thoughtful']);

  const c: Ctx = {
    faker,
    first: person.firstName,
    age,
    city: place.city,
    nb: neighbourhoodInProse(nbRaw ?? place.city),
    work: neighbourhoodInProse(workRaw ?? nbRaw ?? place.city),
    out: neighbourhoodInProse(outRaw ?? workRaw ?? nbRaw ?? place.city),
    out2: neighbourhoodInProse(out2Raw ?? outRaw ?? nbRaw ?? place.city),
    hl: highlightInProse(hlRaw),
    hl2: highlightInProse(hl2Raw),
    home:
      cityIsDistricts && bornHere
        ? hometownFor(faker, person, place.city)
        : bornHere
          ? place.city
          : hometownFor(faker, person, place.city),
    bornHere,
    expat,
    yearsN,
    years: duration(yearsN),
    yearsAgo: yearsN <= 0 ? 'a few months ago' : `${duration(yearsN)} ago`,
    nat: person.nationality.nationality,
    jobA: job.title === 'Semi-retired' ? 'semi-retired' : withArticle(lowerFirst(job.title)),
    i1,
    i2,
    i3,
    hospital:
      hospitals.length > 0 ? faker.helpers.arrayElement(hospitals) : `a hospital in ${place.city}`,
    cowork: coworkRaw
      ? /^(Cafes|Coworking)\b/.test(coworkRaw)
        ? lowerFirst(coworkRaw)
        : coworkRaw
      : `a café in ${place.city}`,
    airport: place.airport.replace(/\s*\(.*\)$/, ''),
    weather:
      place.temperature >= 25
        ? faker.helpers.arrayElement(['the heat', 'the humidity'])
        : place.temperature >= 17
          ? 'the weather'
          : 'the cold',
    dish: faker.helpers.arrayElement(dishes),
    nativeLanguage: languageName(person.nationality.languages[0] ?? 'English'),
    subject: faker.helpers.arrayElement(SUBJECTS),
  };
  const description = writeAboutMe(c, voice, local, job);
  const languages = languagesFor(faker, person, country, expat, yearsN);

  const ownTraits = TRAITS[voice];
  const personality = [
    faker.helpers.arrayElement(ownTraits),
    ...faker.helpers.arrayElements([...ownTraits, ...SHARED_TRAITS], 3),
  ];
  const spots = faker.helpers.shuffle([
    hlRaw,
    ...faker.helpers.arrayElements(
      [...place.highlights.filter((spot) => spot !== hlRaw), ...place.neighborhoods],
      { min: 0, max: 2 },
    ),
  ]);

  return {
    description,
    lookingFor: lookingForLine(c),
    perfectDate: perfectDateLine(c, coastal),
    funFact: funFactLine(c, languages.length),
    favoriteSpots: spots,
    languages,
    profession: job.title,
    interests: interests.map((interest) => interest.label),
    personality: [...new Set(personality)].slice(0, 3),
  };
}
