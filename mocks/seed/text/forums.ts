/**
 * Forum text for the mock community: discussion threads whose replies answer the question that
 * was asked, and board posts (marketplace, events, language exchange) that read as if members wrote
 * them. Nearly every sentence carries a fact of the thread's own place (a neighbourhood, the
 * airport, a hospital, a price in the local currency), so the seeded world does not repeat itself.
 * Randomness comes only from the faker passed in, so the seeded world stays deterministic.
 */
import type { Faker } from '@faker-js/faker';
import { inSentence } from './inSentence';
import { countries, places, type CountryFacts, type Place } from '../places';
import { capitalise, numberWord, withArticle } from './grammar';

export type ForumCategoryId =
  'travel' | 'living' | 'jobs' | 'food' | 'culture' | 'dating' | 'photography';
export type BoardKind = 'marketplace' | 'event' | 'language-exchange';

export type ThreadReply = {
  /** Index into `replies` of the reply this one answers; null for a reply to the topic. Always lower than this reply's own index. */
  answers: number | null;
  /** Index into the `people` passed in (0 is the topic author). Never the same person as the reply answered. */
  author: number;
  content: string;
  /** An answer the topic author marked helpful: only substantive answers. */
  helpful: boolean;
};

export type WrittenThread = {
  title: string;
  content: string;
  tags: string[];
  replies: ThreadReply[];
};

/* ------------------------------------------------------------------------------------------------
 * Country facts the place data does not hold
 * ---------------------------------------------------------------------------------------------- */

type Festival = { name: string; when: string; what: string };

type CountryText = {
  /** Ride-hailing apps, the most used first. */
  apps: string[];
  delivery: string;
  /** The convenience store on every corner. */
  conv: string;
  sim: string;
  banks: [string, string];
  dishes: [string, string, string, string, string, string];
  /** How to eat vegetarian, as a sentence without its full stop. */
  veg: string;
  festivals: [Festival, Festival, ...Festival[]];
  /** Manners newcomers get wrong, as list items. */
  etiquette: [string, string, string, string];
  /** What is normal for tips, as a sentence without its full stop. */
  tipping: string;
  dating: [string, string, ...string[]];
  /** The drone rules, as a clause that follows 'as far as I know,'. */
  drone: string;
  thanks: string;
  /** Where people worship, plural: 'temples', 'churches'. */
  worship: string;
};

const COUNTRY_TEXT: Record<string, CountryText> = {
  TH: {
    apps: ['Bolt', 'Grab'],
    delivery: 'LINE MAN',
    conv: '7-Eleven',
    sim: 'AIS',
    banks: ['Bangkok Bank', 'Kasikorn'],
    dishes: ['khao soi', 'pad kra pao', 'som tam', 'moo ping', 'boat noodles', 'mango sticky rice'],
    veg: 'Saying **gin jay** gets you food with no meat, fish sauce or egg, and the yellow flags with red lettering mark vegan stalls',
    festivals: [
      {
        name: 'Songkran',
        when: 'in mid-April',
        what: 'three days of water fights and temple visits for the Thai New Year',
      },
      {
        name: 'Loy Krathong',
        when: 'on the November full moon',
        what: 'floating little banana-leaf baskets with candles on every river and pond',
      },
      {
        name: 'the Vegetarian Festival',
        when: 'in October',
        what: 'nine days of meat-free stalls under yellow flags',
      },
    ],
    etiquette: [
      'Never touch anyone on the head, and keep your feet off tables and pointed away from Buddha images',
      'Stand for the royal anthem when it plays before films at the cinema',
      'Keep any opinions about the monarchy to yourself, it is a legal matter here',
      'Take your shoes off at the door of homes and many small shops',
    ],
    tipping:
      'Tipping is not expected at street stalls, but leaving 20 to 50 baht at a sit-down restaurant or after a massage is normal',
    dating: ['Tinder', 'Bumble', 'ThaiFriendly'],
    drone:
      'drones have to be registered with both CAAT and NBTC before you fly, and you need third-party insurance',
    thanks: 'khop khun',
    worship: 'temples',
  },
  VN: {
    apps: ['Grab', 'Xanh SM'],
    delivery: 'ShopeeFood',
    conv: 'Circle K',
    sim: 'Viettel',
    banks: ['Vietcombank', 'Techcombank'],
    dishes: ['pho', 'bun cha', 'banh mi', 'banh xeo', 'com tam', 'bun bo Hue'],
    veg: 'Look for **chay** on signs, and the com chay places near pagodas are cheap and excellent',
    festivals: [
      {
        name: 'Tet',
        when: 'in late January or February',
        what: 'the Lunar New Year, when families go home and many shops close for a week',
      },
      {
        name: 'the Mid-Autumn Festival',
        when: 'in September or October',
        what: 'lanterns, lion dances and mooncakes everywhere',
      },
      {
        name: 'Vu Lan',
        when: 'in the seventh lunar month',
        what: 'offerings for ancestors and pagodas full of families',
      },
    ],
    etiquette: [
      'Hand things over and receive them with both hands, especially with older people',
      'Ask before photographing anyone at a pagoda or a family altar',
      'Never leave chopsticks standing upright in a rice bowl, it looks like incense at a funeral',
      'Keep your voice down at temples and memorial sites',
    ],
    tipping:
      'Tipping is not expected in Vietnam, though people round up for drivers and leave 20,000 to 50,000 dong for good service at nicer places',
    dating: ['Tinder', 'Bumble'],
    drone:
      'you need a flight permit from the Ministry of Defence, and drones are sometimes held at customs',
    thanks: 'cam on',
    worship: 'pagodas',
  },
  ID: {
    apps: ['Gojek', 'Grab'],
    delivery: 'GoFood',
    conv: 'Indomaret',
    sim: 'Telkomsel',
    banks: ['BCA', 'Mandiri'],
    dishes: ['nasi goreng', 'sate ayam', 'bakso', 'gado-gado', 'martabak', 'mie ayam'],
    veg: 'Ask for **tanpa daging** (without meat), and check for terasi shrimp paste, which goes into a lot of sambal',
    festivals: [
      {
        name: 'Nyepi',
        when: 'in March',
        what: 'the Balinese day of silence, with giant ogoh-ogoh parades the night before',
      },
      {
        name: 'Galungan',
        when: 'every 210 days on the Balinese calendar',
        what: 'tall bamboo penjor poles lining every street and families at the temples',
      },
      {
        name: 'Lebaran',
        when: 'at the end of Ramadan',
        what: 'the mass homecoming, when the cities empty out for a week',
      },
    ],
    etiquette: [
      'Use your right hand for giving, receiving and eating',
      'Dress modestly away from the beach, especially at mosques and temples',
      'Step around the little offering baskets on the pavement rather than over them',
      'Losing your temper in public loses you respect, not the argument',
    ],
    tipping:
      'Tipping is not required, but rounding up for drivers and leaving 5 to 10 percent at cafes is appreciated, and many restaurants already add a service charge',
    dating: ['Tinder', 'Bumble'],
    drone:
      'foreigners need a permit from the DGCA, and temples and national parks have their own bans',
    thanks: 'terima kasih',
    worship: 'temples and mosques',
  },
  MY: {
    apps: ['Grab', 'AirAsia Ride'],
    delivery: 'Foodpanda',
    conv: '7-Eleven',
    sim: 'CelcomDigi',
    banks: ['Maybank', 'CIMB'],
    dishes: ['nasi lemak', 'char kway teow', 'roti canai', 'laksa', 'satay', 'cendol'],
    veg: 'Indian banana-leaf restaurants are the easy win, and Chinese vegetarian places show the word **chai** on the sign',
    festivals: [
      {
        name: 'Thaipusam',
        when: 'in January or February',
        what: 'the Hindu pilgrimage with kavadi bearers and drums through the night',
      },
      {
        name: 'Hari Raya Aidilfitri',
        when: 'at the end of Ramadan',
        what: 'open houses where everyone, foreigners included, is fed until they burst',
      },
      {
        name: 'Chinese New Year',
        when: 'in January or February',
        what: 'lion dances, red lanterns and two public holidays',
      },
      {
        name: 'Deepavali',
        when: 'in October or November',
        what: 'oil lamps, sweets and fireworks in the Indian neighbourhoods',
      },
    ],
    etiquette: [
      'Use your right hand, and point with your thumb rather than a finger',
      'Cover shoulders and knees at mosques, and the bigger ones lend robes at the door',
      'Check before bringing alcohol to a Malay home, as most people there will not drink',
      'Take your shoes off before entering a home',
    ],
    tipping:
      'Tipping is not expected in Malaysia, as most restaurants add a 10 percent service charge, but rounding up for drivers is appreciated',
    dating: ['Tinder', 'Bumble', 'Coffee Meets Bagel'],
    drone:
      'anything over 250 grams needs a CAAM permit, and airports and government buildings are off limits',
    thanks: 'terima kasih',
    worship: 'mosques and temples',
  },
  PH: {
    apps: ['Grab', 'JoyRide'],
    delivery: 'Foodpanda',
    conv: '7-Eleven',
    sim: 'Globe',
    banks: ['BDO', 'BPI'],
    dishes: ['sisig', 'adobo', 'lechon', 'isaw', 'halo-halo', 'kwek-kwek'],
    veg: '**Walang karne** means no meat, but plenty of vegetable dishes still use pork or shrimp paste, so ask',
    festivals: [
      {
        name: 'Sinulog',
        when: 'in January',
        what: 'street dancing for the Santo Nino, drums and crowds for days',
      },
      {
        name: 'the Christmas season',
        when: 'from September onwards',
        what: 'lanterns, carols in the malls and dawn masses every day before Christmas',
      },
      {
        name: 'Kadayawan',
        when: 'in August',
        what: 'a harvest festival with fruit, flowers and street parades',
      },
    ],
    etiquette: [
      'Greet older people politely, and add po and opo once you learn a little Filipino',
      'Expect people to arrive late to parties, nobody minds',
      'Taste at least a little of everything at a family gathering',
      'Never shame someone in public, saving face matters a lot',
    ],
    tipping:
      'Tipping is appreciated rather than expected: restaurants often add a service charge, and people leave 20 to 50 pesos for drivers and delivery riders',
    dating: ['Tinder', 'Bumble'],
    drone:
      'you need CAAP clearance for anything beyond casual flying, and you must stay well clear of airports and crowds',
    thanks: 'salamat',
    worship: 'churches',
  },
  SG: {
    apps: ['Grab', 'Gojek'],
    delivery: 'GrabFood',
    conv: '7-Eleven',
    sim: 'Singtel',
    banks: ['DBS', 'OCBC'],
    dishes: ['chicken rice', 'laksa', 'char kway teow', 'chilli crab', 'kaya toast', 'satay'],
    veg: 'Every hawker centre has a vegetarian stall, and Little India is full of thali places',
    festivals: [
      {
        name: 'Chinese New Year',
        when: 'in January or February',
        what: 'the Chinatown light-up, street markets and lion dances',
      },
      {
        name: 'Deepavali',
        when: 'in October or November',
        what: 'Little India lit up for weeks, with late-night shopping and sweets',
      },
      {
        name: 'Hari Raya',
        when: 'at the end of Ramadan',
        what: 'the Geylang Serai bazaar, with hundreds of food stalls',
      },
    ],
    etiquette: [
      'Leave a table with a tissue packet on it alone, that table is reserved',
      'Eating and drinking on the MRT carries a real fine',
      'Queue patiently, everyone does and queue-jumping is noticed',
      'Return your tray at hawker centres, it is enforced now',
    ],
    tipping:
      'Tipping is not expected in Singapore, since restaurants add a 10 percent service charge, and hawker stalls never expect anything',
    dating: ['Hinge', 'Bumble', 'Coffee Meets Bagel'],
    drone:
      'you need a CAAS permit for most flying, and large areas near airbases and airports are no-fly zones',
    thanks: 'xie xie',
    worship: 'temples and mosques',
  },
  KH: {
    apps: ['PassApp', 'Grab'],
    delivery: 'Nham24',
    conv: 'Circle K',
    sim: 'Smart',
    banks: ['ABA', 'ACLEDA'],
    dishes: ['fish amok', 'nom banh chok', 'lok lak', 'kuy teav', 'num pang', 'bai sach chrouk'],
    veg: 'Vegetarian is understood in most tourist restaurants, but fish sauce and prahok go into almost everything, so ask every time',
    festivals: [
      {
        name: 'Khmer New Year',
        when: 'in mid-April',
        what: 'three days of family visits, water throwing and games at the pagodas',
      },
      {
        name: 'the Water Festival',
        when: 'in November',
        what: 'boat races on the river, fireworks and enormous crowds',
      },
      {
        name: 'Pchum Ben',
        when: 'in September or October',
        what: 'two weeks of offerings at the pagodas for the ancestors',
      },
    ],
    etiquette: [
      'Women should not touch monks or hand things to them directly',
      'Cover shoulders and knees at Angkor and at every pagoda',
      'Use both hands when giving something to an older person',
      'Learn the sampeah greeting, palms together and held higher for older people',
    ],
    tipping:
      'Tipping is not expected, but leaving a few thousand riel at restaurants or for tuk-tuk drivers is appreciated',
    dating: ['Tinder', 'Bumble'],
    drone: 'you need approval from the aviation authority, and Angkor has its own ban',
    thanks: 'orkun',
    worship: 'pagodas',
  },
  LA: {
    apps: ['LOCA'],
    delivery: 'foodpanda',
    conv: 'M-Point Mart',
    sim: 'Unitel',
    banks: ['BCEL', 'JDB'],
    dishes: ['larb', 'khao piak sen', 'khao jee pate', 'tam mak hoong', 'sai oua', 'or lam'],
    veg: 'Padaek fermented fish goes into most dishes, so ask for **bo sai padaek** as well as no meat',
    festivals: [
      {
        name: 'Pi Mai',
        when: 'in mid-April',
        what: 'the Lao New Year, with water fights and sand stupas at the temples',
      },
      {
        name: 'Boun Ok Phansa',
        when: 'in October',
        what: 'the end of Buddhist Lent, with fire boats floated on the Mekong',
      },
      {
        name: 'the That Luang Festival',
        when: 'in November',
        what: 'candlelit processions around the golden stupa and a week-long fair',
      },
    ],
    etiquette: [
      'Keep shoulders and knees covered at temples and around the morning alms round',
      'Do not touch monks, and women should not hand anything to them directly',
      'Never raise your voice, calm counts for a lot here',
      'Learn the nop greeting, with palms together',
    ],
    tipping:
      'Tipping is not expected in Laos, but rounding up or leaving a few thousand kip at restaurants is appreciated',
    dating: ['Tinder', 'Bumble'],
    drone:
      'there is no clear permit system for tourists, so keep away from temples, the airport and anything official',
    thanks: 'khop jai',
    worship: 'temples',
  },
  MM: {
    apps: ['Grab'],
    delivery: 'Food2U',
    conv: 'City Express',
    sim: 'MPT',
    banks: ['KBZ', 'AYA'],
    dishes: [
      'mohinga',
      'Shan noodles',
      'tea leaf salad',
      'samosa salad',
      'ohn no khao swe',
      'nan gyi thoke',
    ],
    veg: 'The Indian and Shan vegetarian places downtown are easy, and saying **a-thar ma sar bu** (I do not eat meat) helps everywhere else',
    festivals: [
      {
        name: 'Thingyan',
        when: 'in April',
        what: 'four days of water throwing before the new year',
      },
      {
        name: 'Thadingyut',
        when: 'in October',
        what: 'the festival of lights, with candles on every balcony',
      },
      {
        name: 'Tazaungdaing',
        when: 'in November',
        what: 'robe-weaving contests at the pagodas and hot-air balloons elsewhere',
      },
    ],
    etiquette: [
      'Take off shoes and socks before entering any pagoda compound',
      'Walk clockwise around pagodas and stupas',
      'Avoid political conversations with people you have only just met',
      'Use your right hand, or both hands, to give and receive',
    ],
    tipping:
      'Tipping is not expected in Myanmar, but a small amount for guides and drivers is always welcome',
    dating: ['Tinder', 'Bumble'],
    drone:
      'importing a drone without a permit is effectively banned, and customs may hold it until you leave',
    thanks: 'kyay zu tin ba de',
    worship: 'pagodas',
  },
  JP: {
    apps: ['GO', 'Uber'],
    delivery: 'Uber Eats',
    conv: 'FamilyMart',
    sim: 'IIJmio',
    banks: ['Japan Post Bank', 'SMBC'],
    dishes: ['ramen', 'okonomiyaki', 'takoyaki', 'yakitori', 'onigiri', 'karaage'],
    veg: 'Fish-based **dashi** hides in almost everything, so look for shojin ryori temple food or a dedicated vegan restaurant',
    festivals: [
      {
        name: 'hanami season',
        when: 'in late March and early April',
        what: 'picnics under the cherry blossom in every park',
      },
      {
        name: 'Obon',
        when: 'in mid-August',
        what: 'bon odori dances, lanterns and families visiting ancestors',
      },
      {
        name: 'the summer fireworks',
        when: 'in July and August',
        what: 'riverside displays with half the city out in yukata',
      },
    ],
    etiquette: [
      'Keep quiet on trains and never take phone calls in the carriage',
      'Do not tip, it causes confusion rather than gratitude',
      'Eating while walking down the street is frowned on in many places',
      'Shoes come off wherever there is a step up at the entrance',
    ],
    tipping:
      'There is no tipping in Japan at all, and trying to leave money causes genuine confusion',
    dating: ['Pairs', 'Tapple', 'Tinder'],
    drone:
      'flying over densely inhabited districts needs approval from the transport ministry, and most city centres are inside those zones',
    thanks: 'arigatou gozaimasu',
    worship: 'temples and shrines',
  },
  KR: {
    apps: ['Kakao T', 'Uber'],
    delivery: 'Baemin',
    conv: 'GS25',
    sim: 'KT',
    banks: ['Shinhan', 'Hana'],
    dishes: ['tteokbokki', 'hotteok', 'kimbap', 'mandu', 'odeng', 'bindaetteok'],
    veg: '**Gogi ppaego** means without meat, but kimchi usually contains fish sauce, so temple food restaurants are the safest bet',
    festivals: [
      {
        name: 'Seollal',
        when: 'in January or February',
        what: 'the Lunar New Year, when families go home and the cities go quiet',
      },
      {
        name: 'Chuseok',
        when: 'in September or October',
        what: 'the harvest festival, with songpyeon rice cakes and packed trains',
      },
      {
        name: 'the Lotus Lantern Festival',
        when: 'in spring, before the birthday of the Buddha',
        what: 'a lantern parade and temples hung with thousands of paper lotuses',
      },
    ],
    etiquette: [
      'Pour drinks for others, and turn slightly away from older people when you drink',
      'Give and receive with both hands, or support your arm, with anyone older',
      'Never write a name in red ink',
      'Leave the priority seats on the metro free even when the train is packed',
    ],
    tipping:
      'Tipping is not part of the culture in Korea, and staff may even chase you to return the change',
    dating: ['Tinder', 'Bumble', 'Glam'],
    drone:
      'large areas near the border and military sites are restricted, and approvals go through the Drone One Stop portal',
    thanks: 'gamsahamnida',
    worship: 'temples',
  },
  TW: {
    apps: ['Uber', 'Taiwan Taxi'],
    delivery: 'Foodpanda',
    conv: '7-Eleven',
    sim: 'Chunghwa Telecom',
    banks: ['CTBC', 'Cathay United'],
    dishes: [
      'beef noodle soup',
      'gua bao',
      'scallion pancakes',
      'lu rou fan',
      'oyster omelette',
      'stinky tofu',
    ],
    veg: 'Look for the character for **su** on signs, and the vegetarian buffets that charge by weight are everywhere',
    festivals: [
      {
        name: 'the Lantern Festival',
        when: 'at the end of the Lunar New Year',
        what: 'lantern displays, sky lanterns and riddles',
      },
      {
        name: 'the Dragon Boat Festival',
        when: 'in early summer',
        what: 'boat races and zongzi sticky-rice parcels',
      },
      {
        name: 'Ghost Month',
        when: 'in the seventh lunar month',
        what: 'offerings on every pavement and people avoiding big decisions',
      },
    ],
    etiquette: [
      'Never leave chopsticks standing upright in rice',
      'Avoid giving clocks as gifts, the phrase sounds like attending a funeral',
      'Stand on the right of escalators and keep the left free',
      'Eating and drinking inside MRT stations is fined',
    ],
    tipping:
      'Tipping is not expected in Taiwan, and sit-down restaurants usually add a 10 percent service charge',
    dating: ['Tinder', 'Bumble'],
    drone:
      'drones over 250 grams must be registered with the CAA, and many parks and city areas ban them',
    thanks: 'xie xie',
    worship: 'temples',
  },
  HK: {
    apps: ['Uber', 'HKTaxi'],
    delivery: 'Foodpanda',
    conv: '7-Eleven',
    sim: 'csl',
    banks: ['HSBC', 'Hang Seng'],
    dishes: [
      'cheung fun',
      'egg waffles',
      'curry fish balls',
      'pineapple buns',
      'siu mai',
      'milk tea',
    ],
    veg: 'Buddhist vegetarian restaurants use the word **jai**, and most dim sum places have a few vegetable dishes',
    festivals: [
      {
        name: 'Chinese New Year',
        when: 'in January or February',
        what: 'fireworks over the harbour, flower markets and red packets',
      },
      {
        name: 'the Mid-Autumn Festival',
        when: 'in September or October',
        what: 'lantern displays in the parks and mooncakes everywhere',
      },
      {
        name: 'the Cheung Chau Bun Festival',
        when: 'in spring',
        what: 'bun towers, a parade and a night-time bun-scrambling race',
      },
    ],
    etiquette: [
      'Stand on the right of escalators and walk on the left',
      'Do not expect small talk from staff in busy cha chaan tengs, it is not rudeness',
      'Avoid gifts in sets of four, the number sounds like death',
      'Have your Octopus card ready so you do not hold up the queue',
    ],
    tipping:
      'Most restaurants add a 10 percent service charge, taxi drivers round up, and nobody expects more than that',
    dating: ['Hinge', 'Bumble', 'Coffee Meets Bagel'],
    drone:
      'drones over 250 grams must be registered with the CAD, and Victoria Harbour is largely off limits',
    thanks: 'm goi',
    worship: 'temples',
  },
  CN: {
    apps: ['Didi'],
    delivery: 'Meituan',
    conv: 'FamilyMart',
    sim: 'China Mobile',
    banks: ['Bank of China', 'ICBC'],
    dishes: [
      'xiaolongbao',
      'jianbing',
      'shengjian bao',
      'roujiamo',
      'hand-pulled noodles',
      'cong you bing',
    ],
    veg: 'Saying **wo chi su** (I am vegetarian) works, and Buddhist temple restaurants are always a safe bet',
    festivals: [
      {
        name: 'Spring Festival',
        when: 'in January or February',
        what: 'the Lunar New Year, with the biggest travel rush on earth',
      },
      {
        name: 'the Mid-Autumn Festival',
        when: 'in September or October',
        what: 'mooncakes, lanterns and a long weekend',
      },
      {
        name: 'Golden Week',
        when: 'in the first week of October',
        what: 'a national holiday when every sight is packed',
      },
    ],
    etiquette: [
      'Never leave chopsticks standing upright in rice',
      'Avoid gifts of clocks, and anything in fours',
      'Expect to be offered food again and again, and leave a little on your plate',
      'Set up a mobile wallet before you arrive, cash is rarely used',
    ],
    tipping:
      'Tipping is not expected in mainland China, and most people pay for everything by phone anyway',
    dating: ['Tantan', 'Momo', 'Bumble'],
    drone:
      'drones over 250 grams must be registered with the CAAC, and city centres are mostly no-fly zones',
    thanks: 'xie xie',
    worship: 'temples',
  },
  IN: {
    apps: ['Uber', 'Ola'],
    delivery: 'Swiggy',
    conv: 'kirana shop',
    sim: 'Airtel',
    banks: ['HDFC', 'ICICI'],
    dishes: ['masala dosa', 'vada pav', 'pani puri', 'pav bhaji', 'idli', 'chole bhature'],
    veg: 'Look for **pure veg** on the sign, which also means no eggs',
    festivals: [
      {
        name: 'Diwali',
        when: 'in October or November',
        what: 'lamps, sweets and fireworks for about a week',
      },
      {
        name: 'Holi',
        when: 'in March',
        what: 'coloured powder, water and music in the streets',
      },
      {
        name: 'Ganesh Chaturthi',
        when: 'in August or September',
        what: 'ten days of processions ending with idols carried to the water',
      },
    ],
    etiquette: [
      'Use your right hand for eating and for passing things',
      'Take your shoes off at temples and in most homes',
      'Dress modestly outside the beach areas, covering shoulders and knees',
      'A head wobble can mean yes, maybe or I hear you, so ask again if unsure',
    ],
    tipping:
      'Around 10 percent at sit-down restaurants is normal if there is no service charge, and small tips for drivers and delivery riders are appreciated',
    dating: ['Bumble', 'Hinge', 'Aisle'],
    drone:
      'foreigners generally cannot register drones on the Digital Sky platform, so in practice you cannot fly legally',
    thanks: 'dhanyavaad',
    worship: 'temples',
  },
  LK: {
    apps: ['PickMe', 'Uber'],
    delivery: 'PickMe Food',
    conv: 'Keells',
    sim: 'Dialog',
    banks: ['Commercial Bank', 'Sampath Bank'],
    dishes: ['kottu roti', 'hoppers', 'string hoppers', 'isso vadai', 'lamprais', 'rice and curry'],
    veg: 'Rice and curry is half vegetables anyway, just say **mas nathuwa** for no meat and check for Maldive fish flakes',
    festivals: [
      {
        name: 'Sinhala and Tamil New Year',
        when: 'in mid-April',
        what: 'family rituals at auspicious times, sweets and games',
      },
      {
        name: 'Vesak',
        when: 'on the May full moon',
        what: 'lanterns everywhere and free food stalls called dansal',
      },
      {
        name: 'the Esala Perahera',
        when: 'in July or August',
        what: 'night processions with drummers, dancers and elephants',
      },
    ],
    etiquette: [
      'Never pose for photos with your back to a Buddha statue',
      'Remove shoes and hats at temples, and wear white if you can',
      'Use your right hand for eating and for passing things',
      'Keep any Buddha tattoos covered, people have been refused entry for them',
    ],
    tipping:
      'A 10 percent service charge is usually on the bill, and people add a little extra for drivers and guides',
    dating: ['Tinder', 'Bumble'],
    drone:
      'you need clearance from the civil aviation authority and the defence ministry, and heritage sites ban them',
    thanks: 'istuti',
    worship: 'temples',
  },
  NP: {
    apps: ['Pathao', 'inDrive'],
    delivery: 'Foodmandu',
    conv: 'Bhat-Bhateni',
    sim: 'Ncell',
    banks: ['Nabil Bank', 'NIC Asia'],
    dishes: ['momos', 'dal bhat', 'sel roti', 'chatamari', 'thukpa', 'sekuwa'],
    veg: 'Dal bhat is naturally vegetarian, and **masu nahaleko** means without meat',
    festivals: [
      {
        name: 'Dashain',
        when: 'in the autumn',
        what: 'two weeks of family visits, kites and blessings from the elders',
      },
      {
        name: 'Tihar',
        when: 'just after Dashain',
        what: 'oil lamps, marigold garlands and days honouring crows, dogs and cows',
      },
      {
        name: 'Holi',
        when: 'in March',
        what: 'coloured powder and water fights in every square',
      },
    ],
    etiquette: [
      'Walk clockwise around stupas and prayer wheels',
      'Never touch anyone with your feet or step over people sitting down',
      'Ask before entering a kitchen, it is considered a pure space',
      'Use your right hand for eating and giving',
    ],
    tipping:
      'Around 10 percent is normal at restaurants without a service charge, and trekking guides and porters expect a tip',
    dating: ['Tinder', 'Bumble'],
    drone:
      'you need permission from the civil aviation authority and local officials, and the heritage sites in the valley ban them',
    thanks: 'dhanyabad',
    worship: 'temples and stupas',
  },
};

/** For a country the tables above do not know yet. */
const FALLBACK_TEXT: CountryText = {
  apps: ['Grab'],
  delivery: 'Foodpanda',
  conv: '7-Eleven',
  sim: 'MyTel',
  banks: ['City Bank', 'National Bank'],
  dishes: ['noodle soup', 'grilled skewers', 'fried rice', 'dumplings', 'curry', 'fruit shakes'],
  veg: 'Vegetarian places are easy to find with HappyCow, but ask about fish sauce everywhere else',
  festivals: [
    { name: 'the New Year festival', when: 'in spring', what: 'family visits and street parties' },
    { name: 'the harvest festival', when: 'in autumn', what: 'lanterns and food stalls' },
  ],
  etiquette: [
    'Take your shoes off at the door of homes',
    'Use both hands when giving something to an older person',
    'Keep your voice down at temples and memorial sites',
    'Dress modestly away from the beach',
  ],
  tipping: 'Tipping is not expected, but rounding up is appreciated',
  dating: ['Tinder', 'Bumble'],
  drone: 'you need a permit from the aviation authority before you fly',
  thanks: 'thank you',
  worship: 'temples',
};

/** Rough units of local currency per US dollar, for prices that read right. */
const PER_DOLLAR: Record<string, number> = {
  THB: 35,
  VND: 25000,
  IDR: 16000,
  MYR: 4.5,
  PHP: 56,
  SGD: 1.35,
  KHR: 4100,
  LAK: 21000,
  MMK: 2100,
  JPY: 150,
  KRW: 1350,
  TWD: 32,
  HKD: 7.8,
  CNY: 7.2,
  INR: 83,
  LKR: 300,
  NPR: 133,
};

/** How people write an amount of each currency, besides its code. */
const LOCAL_MONEY: Record<string, (amount: string) => string> = {
  THB: (a) => `${a} baht`,
  VND: (a) => `${a} dong`,
  IDR: (a) => `Rp ${a}`,
  MYR: (a) => `RM ${a}`,
  PHP: (a) => `${a} pesos`,
  SGD: (a) => `S$${a}`,
  KHR: (a) => `${a} riel`,
  LAK: (a) => `${a} kip`,
  MMK: (a) => `${a} kyat`,
  JPY: (a) => `¥${a}`,
  KRW: (a) => `₩${a}`,
  TWD: (a) => `NT$${a}`,
  HKD: (a) => `HK$${a}`,
  CNY: (a) => `RMB ${a}`,
  INR: (a) => `₹${a}`,
  LKR: (a) => `Rs ${a}`,
  NPR: (a) => `Rs ${a}`,
};

const COST_FACTOR = { Low: 0.75, Medium: 1, High: 1.5 } as const;

/** Two significant figures, whole units: 1,234 becomes 1,200 and 7.4 becomes 7. */
function roundPrice(value: number): number {
  if (value < 20) return Math.max(1, Math.round(value));
  const step = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / step) * step;
}

function withCommas(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/* ------------------------------------------------------------------------------------------------
 * Grammar helpers
 * ---------------------------------------------------------------------------------------------- */

/** Neighbourhood names that read with 'the': the Old City, the West District. */
function neighbourhood(name: string): string {
  return /^(Old|Former) /.test(name) || / District$/.test(name) ? `the ${name}` : name;
}

/** Highlights that are places to stand in (a palace, a market) rather than things to do. */
const NOT_A_SPOT =
  /food|trips?\b|ramen|tours?\b|rides\b|breakfasts?|cuisine|coffee|surfing|snorkelling|paragliding|boating|climbing|climbs|hopping|shopping|clubs|bars\b|nightlife|noodle|stalls|spas\b|tailor|flights|alms|teahouses|pav\b|festival|durian|breweries|link to|nearby|sunsets?\b|sunrise|views from|scene|chicken|ferr(y|ies)|funicular|railway\b/i;

function isSpot(highlight: string): boolean {
  return !NOT_A_SPOT.test(highlight);
}

/** A coworking entry as running text: named spaces as written, 'Cafes in X' lowercased. */
function isNamedSpace(entry: string): boolean {
  return !/^(Cafes|Coworking spaces|Coworking cafes)\b/.test(entry);
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Industries as running text: 'finance', but 'IT services' keeps its capitals. */
function industryText(industry: string): string {
  const first = industry.split(' ')[0] ?? '';
  return /^[A-Z]{2,}$/.test(first) ? industry : lowerFirst(industry);
}

/** A language as people say it: 'Cantonese' rather than 'Chinese (Cantonese)'. */
function languageName(language: string): string {
  const bracketed = /\(([^)]+)\)/.exec(language);
  if (bracketed) return bracketed[1]!;
  return language.replace(/ Chinese$/, '');
}

const SCRIPTED_LANGUAGES = new Set([
  'Thai',
  'Khmer',
  'Lao',
  'Burmese',
  'Japanese',
  'Korean',
  'Mandarin',
  'Cantonese',
  'Hindi',
  'Sinhala',
  'Nepali',
  'Tamil',
]);

const HONORIFIC = /^(Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Dame|Lady|Lord)\.?$/i;

function firstNameOf(fullName: string): string {
  const parts = fullName.split(/\s+/).filter(Boolean);
  return parts.find((part) => !HONORIFIC.test(part)) ?? parts[0] ?? 'there';
}

function distanceKm(a: Place, b: Place): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Places reached over water from their neighbours in the data. */
const ISLANDS = new Set(['Koh Samui', 'General Luna', 'Cebu City', 'Kota Kinabalu']);

/* ------------------------------------------------------------------------------------------------
 * The context every line is written from
 * ---------------------------------------------------------------------------------------------- */

type Four = [string, string, string, string];

type Ctx = {
  f: Faker;
  place: Place;
  country: CountryFacts;
  t: CountryText;
  city: string;
  /** 'Thailand', 'the Philippines'. */
  nation: string;
  /** Where a first trip goes: the country, or the region when the city is the country. */
  tripTo: string;
  /** Neighbourhoods in random order, as running text ('the Old City'), and capitalised. */
  nb: Four;
  Nb: Four;
  /** Highlights in random order, as running text and capitalised. */
  hl: Four;
  Hl: Four;
  airport: string;
  airportCode: string;
  hospital: string;
  publicHospital: string;
  /** Coworking spaces with names, possibly none. */
  spaces: string[];
  /** The first coworking entry, as running text. */
  workspot: string;
  industry: string;
  lang: string;
  englishOk: boolean;
  scripted: boolean;
  app: string;
  dishes: [string, string, string, string, string];
  fest: [Festival, Festival];
  tips: Four;
  visas: [string, string, string];
  workVisa: string;
  hot: boolean;
  temp: number;
  near: Place;
  nearKm: number;
  nearCountry: CountryFacts | undefined;
  weekday: string;
  ago: string;
  currency: string;
  /** A price scaled by the place's cost of living, in local currency (see `priceSpread`). */
  m: (usd: number) => string;
  /** A price that does not depend on the cost of living (flights, fees), spread alike. */
  mf: (usd: number) => string;
  p: <T>(items: readonly T[]) => T;
  ch: (probability?: number) => boolean;
  n: (min: number, max: number) => number;
  people: string[];
  /** A number fixed for the thread, so a title and its post agree on figures. */
  v: number;
};

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const AGO = [
  'last month',
  'a few weeks ago',
  'in the spring',
  'just after New Year',
  'last October',
  'two months ago',
  'at the start of the year',
  'over the summer',
];

function four(items: string[], fallback: string): Four {
  const list = items.length ? items : [fallback];
  return [0, 1, 2, 3].map((i) => list[i % list.length]!) as Four;
}

function makeCtx(faker: Faker, place: Place, country: CountryFacts, people: string[]): Ctx {
  const t = COUNTRY_TEXT[country.code] ?? FALLBACK_TEXT;
  const nb = four(faker.helpers.shuffle(place.neighborhoods).map(neighbourhood), place.city);
  const shuffled = faker.helpers.shuffle(place.highlights);
  const hl = four(
    [...shuffled.filter(isSpot), ...shuffled.filter((h) => !isSpot(h))].map(inSentence),
    `the old centre of ${place.city}`,
  );
  const airportMatch = /^(.*?)\s*\(([A-Z]{3})\)$/.exec(place.airport);
  const local = country.languages.filter((language) => language !== 'English');
  const lang = languageName(
    country.code === 'SG' ? 'Mandarin' : (local[0] ?? country.languages[0] ?? 'English'),
  );
  const nearest = places
    .filter((other) => other.city !== place.city)
    .map((other) => ({ other, km: distanceKm(place, other) }))
    .sort((a, b) => a.km - b.km)[0];
  const near = nearest?.other ?? place;
  const rate = PER_DOLLAR[country.currency] ?? 1;
  const localStyle = faker.datatype.boolean(0.4);
  const format = (value: number) => {
    const amount = withCommas(roundPrice(value * rate));
    const local = LOCAL_MONEY[country.currency];
    return localStyle && local ? local(amount) : `${country.currency} ${amount}`;
  };
  const factor = COST_FACTOR[place.costOfLiving];
  // Members quote what they paid rather than a price list: a thread's prices sit a little above
  // or below the place's going rate, by a share fixed for the thread so its posts agree.
  let spread = 1;
  const visas = faker.helpers.shuffle(country.visaTypes);
  const nation = country.name === 'Philippines' ? 'the Philippines' : country.name;
  const dishes = faker.helpers.shuffle(t.dishes);
  const fest = faker.helpers.shuffle(t.festivals);
  const c: Ctx = {
    f: faker,
    place,
    country,
    t,
    city: place.city,
    nation,
    tripTo: place.city === country.name ? country.region : nation,
    nb,
    Nb: nb.map(capitalise) as Four,
    hl,
    Hl: hl.map(capitalise) as Four,
    airport: airportMatch?.[1] ?? place.airport,
    airportCode: airportMatch?.[2] ?? 'the airport',
    hospital:
      place.hospitals.private[0] ??
      place.hospitals.public[0] ??
      `the main hospital in ${place.city}`,
    publicHospital:
      place.hospitals.public[0] ??
      place.hospitals.private[0] ??
      `the main hospital in ${place.city}`,
    spaces: place.coworking.filter(isNamedSpace),
    workspot: place.coworking[0]
      ? isNamedSpace(place.coworking[0])
        ? place.coworking[0]
        : `the ${lowerFirst(place.coworking[0])}`
      : `the cafes in ${nb[0]}`,
    industry: industryText(faker.helpers.arrayElement(place.industries)),
    lang,
    englishOk: country.languages.includes('English'),
    scripted: SCRIPTED_LANGUAGES.has(lang),
    app: t.apps[0] ?? 'Grab',
    dishes: [dishes[0]!, dishes[1]!, dishes[2]!, dishes[3]!, dishes[4]!],
    fest: [fest[0]!, fest[1]!],
    tips: four(faker.helpers.shuffle(t.etiquette), t.etiquette[0]),
    visas: [visas[0] ?? 'tourist visa', visas[1] ?? 'long-stay visa', visas[2] ?? 'work visa'],
    workVisa:
      country.visaTypes.find((visa) => /(?<!remote )work|employ/i.test(visa)) ??
      country.visaTypes.find((visa) =>
        /\(z\)|\(ld\)|e-7|engineer|gep|9\(g\)|\bpass\b|business/i.test(visa),
      ) ??
      'work permit',
    hot: place.temperature >= 24,
    temp: place.temperature,
    near,
    nearKm: Math.round((nearest?.km ?? 100) / 10) * 10,
    nearCountry: countries.find((other) => other.name === near.country),
    weekday: faker.helpers.arrayElement(WEEKDAYS),
    ago: faker.helpers.arrayElement(AGO),
    currency: country.currency,
    m: (usd) => format(usd * factor * spread),
    mf: (usd) => format(usd * spread),
    p: (items) => faker.helpers.arrayElement(items),
    ch: (probability = 0.5) => faker.datatype.boolean(probability),
    n: (min, max) => faker.number.int({ min, max }),
    people,
    v: faker.number.int({ min: 0, max: 9999 }),
  };
  spread = priceSpread(c.v);
  return c;
}

/** A thread's prices against the going rate: 0.85 to 1.15, drawn from the thread's number. */
function priceSpread(v: number): number {
  return 0.85 + (Math.floor(v / 12) % 31) / 100;
}

/** How to get from the city to its nearest neighbour in the data. */
function journey(c: Ctx) {
  const km = c.nearKm;
  const water = ISLANDS.has(c.city) || ISLANDS.has(c.near.city);
  const crossBorder = c.near.country !== c.country.name;
  const hours = Math.max(2, Math.round(km / (water ? 40 : 55)));
  const mode =
    km > 650 ? 'flight' : water ? 'bus and ferry' : km > 350 ? 'overnight bus' : 'minivan';
  const flightHours =
    km > 1200 ? 'about two and a half hours' : km > 600 ? 'under two hours' : 'about an hour';
  return { km, water, crossBorder, hours, mode, flightHours };
}

/** Joins paragraphs, dropping empty ones. */
function paragraphs(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join('\n\n');
}

/** A lead-in sentence ending with a colon, and its bullet lines. */
function list(lead: string, items: Array<string | false | null | undefined>): string {
  return [lead, ...items.filter(Boolean).map((item) => `- ${item as string}`)].join('\n');
}

/* ------------------------------------------------------------------------------------------------
 * Scenarios: a question, its opening post, and replies that answer it
 * ---------------------------------------------------------------------------------------------- */

type Line = (c: Ctx) => string;

type Scenario = {
  /** Tag words besides the category. */
  tags: string[];
  fits?: (c: Ctx) => boolean;
  /** Title variants; null where a variant does not fit the place. */
  titles: Array<(c: Ctx) => string | null>;
  post: Line;
  /** Substantive answers to the question. */
  answers: Line[];
  /** Replies to one of the answers: agreement with a twist, disagreement, an extra tip. */
  nested: Line[];
  /** For each nested reply, the answers (indices into `answers`) it can respond to; [] for any. */
  nestedTo: number[][];
  /** For each follow-up, the answers it can be asked about; [] for any. */
  followTo: number[][];
  /** A question about one of the answers, and that answer's author replying. */
  followUps: Array<[Line, Line]>;
  /** The topic author coming back to say how it went. */
  updates: Line[];
};

/** Figures a thread's title and post share, fixed by the thread's number. */
const tripDays = (c: Ctx) => 3 + (c.v % 3);
const dailyBudget = (c: Ctx) => 30 + (c.v % 4) * 5;
const travelMonth = (c: Ctx) => ['June', 'July', 'August', 'September', 'early May'][c.v % 5]!;
const coupleTotal = (c: Ctx) => (17 + (c.v % 6)) * 100;
const teachingOffer = (c: Ctx) => (11 + (c.v % 4)) * 100;
const salaryOffer = (c: Ctx) => (28 + (c.v % 10)) * 100;

/** An etiquette tip as a newcomer heard it. */
function tipHeard(c: Ctx, index: 0 | 1): string {
  const where = c.nb[index === 0 ? 1 : 2];
  return `${c.tips[index]}${c.p([
    `, or so a colleague in ${where} told me`,
    `, according to my landlord in ${where}`,
    `, which I read before moving to ${where}`,
  ])}`;
}

/** An etiquette tip as someone living in the place tells it. */
function tipIn(c: Ctx, index: 0 | 1 | 2 | 3): string {
  const where = c.nb[((index + 1) % 4) as 0 | 1 | 2 | 3];
  return `${c.tips[index]}${c.p([
    ` (I learnt that one the hard way in ${where})`,
    `, which my neighbours in ${where} take seriously`,
    `, and yes, that applies in ${where} too`,
  ])}`;
}

const travel: Scenario[] = [
  {
    tags: ['airport', 'transport', 'tips'],
    titles: [
      (c) => `Best way from ${c.airport} into ${c.city} after midnight?`,
      (c) => `Arriving at ${c.airportCode} late at night: taxi or ${c.app}?`,
      (c) => `${c.airportCode} to ${c.nb[0]}: what should a taxi cost?`,
    ],
    post: (c) => {
      const landing = c.p(['12:40am', '1:15am', '11:50pm', '2am']);
      const luggage = c.p([
        'two big suitcases and a backpack',
        'a bike box and a backpack',
        'a pushchair and a tired toddler',
        'one suitcase and a guitar',
      ]);
      return paragraphs(
        c.p([
          `My flight lands at ${c.airport} at ${landing} and I'm booked into a place in ${c.nb[0]} for the first week.`,
          `First time flying into ${c.airportCode}, landing around ${landing}, and my guesthouse in ${c.nb[0]} says check-in is open all night.`,
        ]),
        `I'll have ${luggage} with me, so the ride into ${c.nb[0]} is the part I'm nervous about.`,
        list(`What I've read so far about getting into ${c.city}:`, [
          `${c.app} quotes around ${c.m(10)} to ${c.m(15)} ${c.p([`to ${c.nb[0]}`, `for the ride into ${c.nb[0]}`, 'in the app'])}`,
          `The taxi desk at ${c.airportCode} adds a surcharge on top of the meter into ${c.city}, apparently`,
          `Public transport from ${c.airportCode} to ${c.nb[0]} stops well before I land`,
        ]),
        c.p([
          `Is ${c.app} reliable at that hour in ${c.city}, or should I ask the guesthouse to send a driver?`,
          `What do people who live in ${c.city} actually do when they land that late?`,
        ]),
      );
    },
    answers: [
      (c) =>
        `${c.app} is fine at that hour: walk out to the pick-up point on the arrivals level at ${c.airportCode}, the app tells you which door, and expect ${c.m(10)} to ${c.m(15)} to ${c.nb[0]} depending on traffic.`,
      (c) =>
        `I'd pre-book. The guesthouse driver from ${c.airportCode} cost me ${c.m(18)}, but he was standing there with my name on a sign after a long flight, and that was worth the extra ${c.m(5)}.`,
      (c) =>
        paragraphs(
          list(`Done the ${c.airportCode} run a dozen times, this is my routine:`, [
            `Cash from an ATM inside arrivals, around ${c.m(30)} covers ${c.p(['the first day', 'a day or two', 'the first couple of days'])}`,
            `${capitalise(withArticle(`${c.t.sim} SIM`))} from the counters ${c.p(['before you leave the terminal', 'in the arrivals hall', 'by the exit'])}, about ${c.m(8)}`,
            `Then ${c.app} or the metered taxi queue at ${c.airportCode}, whichever is shorter`,
          ]),
          `Ignore anyone who walks up to you inside the terminal offering a ride to ${c.city}.`,
        ),
      (c) =>
        `The metered taxi from the official rank at ${c.airportCode} is fine. Make sure the meter goes on as you pull away, and say ${c.nb[0]} plus a landmark, as drivers in ${c.city} won't always know guesthouse names.`,
      (c) =>
        `Check your phone works the moment you land at ${c.airportCode} before relying on ${c.app}. The wifi at ${c.airportCode} dropped me twice while I was trying to book a car to ${c.nb[1]}.`,
      (c) =>
        `If you land after the last bus out of ${c.airportCode}, there's no shame in the taxi. The roads into ${c.city} are empty at that time and you'll reach ${c.nb[0]} faster than at any other hour.`,
      (c) => `${c.app} every time. About ${c.m(12)} to ${c.nb[0]} when I did it at 1am ${c.ago}.`,
      (c) =>
        `With a pushchair or lots of bags, book the larger car option in ${c.app} at ${c.airportCode}. The standard cars at ${c.airportCode} are small, and I once watched a family try to fit everything for ${c.nb[2]} into one.`,
    ],
    nestedTo: [[0, 6], [1], [2], [3, 5]],
    followTo: [
      [0, 3, 5, 6],
      [0, 3, 5, 6],
    ],
    nested: [
      (c) =>
        `Agreed, though surge pricing after midnight at ${c.airportCode} can double the ${c.app} fare, so compare it with the taxi queue before you book.`,
      (c) =>
        `I'd skip the guesthouse driver unless you're nervous, the same trip on ${c.app} was less than half the price for me, and drivers into ${c.nb[0]} know the way.`,
      (c) =>
        `Good shout on cash, but the ATMs at ${c.airportCode} charge foreign cards around ${c.mf(6)} a go, so take out one larger amount.`,
      (c) =>
        `The ${c.airportCode} taxi desk surcharge is only about ${c.mf(2)}, to be fair, and those drivers are properly licensed.`,
    ],
    followUps: [
      [
        (c) => `Roughly how long did the ride into ${c.nb[0]} take at that hour?`,
        (c) =>
          `About ${c.n(25, 50)} minutes door to door, because ${c.city} is a different place at 1am.`,
      ],
      [
        (c) => `Did you have to pay any airport fee on top of that at ${c.airportCode}?`,
        (c) =>
          `Yes, about ${c.mf(2)} added at the end, which the driver into ${c.city} pointed out before we left.`,
      ],
    ],
    updates: [
      (c) =>
        `Update for anyone finding this later: landed at ${c.airportCode} just before 1am, ${c.app} found a car in under ten minutes and it was ${c.m(12)} to ${c.nb[0]}. Thanks everyone!`,
      (c) =>
        `Quick update: I took the metered taxi in the end, it came to ${c.m(11)} plus the airport fee, and the driver found my place in ${c.nb[0]} without any drama.`,
    ],
  },
  {
    tags: ['itinerary', 'first-trip', 'tips'],
    titles: [
      (c) => `Is ${c.city} worth ${numberWord(tripDays(c))} days on a first trip to ${c.tripTo}?`,
      (c) => `How many nights in ${c.city} on a first trip to ${c.tripTo}?`,
      (c) => `${c.city} itinerary check: too many days or too few?`,
      (c) => `${c.city} for ${numberWord(tripDays(c))} days: enough, or too much?`,
    ],
    post: (c) => {
      const days = tripDays(c);
      return paragraphs(
        `I'm planning ${c.p(['two weeks', 'three weeks', 'ten days', 'a month'])} in ${c.tripTo} and ${c.city} is pencilled in for ${numberWord(days)} days.`,
        `What I want out of ${c.city}: ${c.p([
          'food, walking and a bit of history',
          'early mornings and quiet streets rather than nightlife',
          'markets, museums and one proper day trip',
          'eating my way around and not much else',
        ])}.`,
        list(`My ${c.city} list so far:`, [c.Hl[0], c.Hl[1], c.Hl[2]]),
        `Is ${numberWord(days)} days right for ${c.city}, or would you move a day or two to ${c.near.city}?`,
      );
    },
    answers: [
      (c) =>
        `Four days in ${c.city} is about right. Do ${c.hl[0]} early on the first morning before the crowds, give ${c.hl[1]} an afternoon, and keep a day spare for wandering around ${c.nb[0]}.`,
      (c) =>
        `I'd cut a day from ${c.city} and give it to ${c.near.city}, which deserves more time than people think and is ${journey(c).mode === 'flight' ? 'a short flight' : `${journey(c).hours} hours by road`} away.`,
      (c) =>
        `Add a day in ${c.city} if you can. We had three and left out ${c.hl[2]} entirely, which I still regret.`,
      (c) =>
        list(`My ideal few days in ${c.city}:`, [
          `Day one: ${c.hl[0]}, then an evening in ${c.nb[0]}`,
          `Day two: ${c.hl[1]}, then a slow dinner in ${c.nb[1]}`,
          `Day three: ${c.hl[2]}, and an early night`,
          `Day four: ${c.hl[3]} and whatever you missed`,
        ]) + `\n\nDon't over-plan it, the best bits of ${c.city} are the ones you stumble into.`,
      (c) =>
        c.hot
          ? `It depends on the heat: with ${c.temp}°C averages in ${c.city}, we went out in the mornings and evenings and slept through the middle of the day, so four days felt more like three.`
          : `Pack layers: at around ${c.temp}°C on average, ${c.city} is great walking weather, and we fitted far more into each day than we planned.`,
      (c) =>
        `Stay in ${c.nb[0]} rather than next to the sights. It made ${c.city} feel like a place we lived in rather than a checklist.`,
      (c) =>
        `If you like food, one of those days in ${c.city} should be nothing but eating. Start with ${c.dishes[0]} and ${c.dishes[1]} in ${c.nb[1]} and see where it goes.`,
      (c) => `Three is plenty for ${c.city}. Don't skip ${c.near.city}.`,
    ],
    nestedTo: [[1, 7], [0, 3], [5]],
    followTo: [
      [0, 3],
      [1, 7],
    ],
    nested: [
      (c) =>
        `I'd push back a little on that: ${c.near.city} is lovely, but ${c.city} rewards slowing down, and it's easy to see too little of it.`,
      (c) =>
        `Agree, and ${c.hl[1]} is worth the early start if you go, the afternoon crowds there were grim when I was in ${c.city}.`,
      (c) =>
        `Seconding ${c.nb[0]}. We stayed there too and it was the best decision of our ${c.city} leg.`,
    ],
    followUps: [
      [
        (c) =>
          `Would you do ${c.hl[0]} on the first day, jet-lagged, or save it for later in ${c.city}?`,
        (c) =>
          `First day, honestly. Jet lag gets you up early anyway, and ${c.hl[0]} is at its best before ${c.city} wakes up.`,
      ],
      [
        (c) => `How did you get between ${c.city} and ${c.near.city}?`,
        (c) => {
          const j = journey(c);
          return j.mode === 'flight'
            ? `We flew from ${c.airportCode}, ${j.flightHours} in the air and ${c.mf(60)} each with a bag, booked a month ahead.`
            : `By ${j.mode}, about ${j.hours} hours, and it cost ${c.m(15)} each from a travel agent in ${c.nb[0]}.`;
        },
      ],
    ],
    updates: [
      (c) =>
        `Update: we did three days in ${c.city} and one extra in ${c.near.city}, which was the right call. ${c.Hl[0]} at opening time was the highlight, thanks for the tip.`,
      (c) =>
        `Back home now. Took the advice and stayed in ${c.nb[0]}, and ${c.city} was the favourite stop of the whole trip.`,
    ],
  },
  {
    tags: ['transport', 'budget', 'backpacking'],
    titles: [
      (c) => `${c.city} to ${c.near.city}: bus, train or a cheap flight?`,
      (c) => `Cheapest sensible way from ${c.city} to ${c.near.city}?`,
      (c) => `Getting from ${c.city} to ${c.near.city} with a big backpack`,
    ],
    post: (c) => {
      const j = journey(c);
      return paragraphs(
        `Next week I need to get from ${c.city} to ${c.near.city}, roughly ${withCommas(j.km)} km on the map, and I'm trying to work out what makes sense.`,
        list(`Options I've found so far for ${c.city} to ${c.near.city}:`, [
          j.km > 300 && `A flight from ${c.airportCode} for about ${c.mf(j.km > 900 ? 120 : 55)}`,
          j.km <= 900 &&
            `A ${j.water ? 'bus and ferry combination' : 'bus or minivan'} to ${c.near.city}, ${c.p(['apparently', 'supposedly', 'reportedly'])} ${j.hours} hours or more`,
          j.km <= 400 && `A private driver from ${c.nb[0]} for ${c.m(j.km * 0.6)}`,
          j.crossBorder && `Crossing into ${c.near.country} by land, which I've never done`,
        ]),
        `I'm travelling ${c.p(['solo', 'with my partner', 'with a friend', 'with my teenage son'])} and not in a rush, so which would you pick from ${c.city}, and is there anything to know before I book?`,
      );
    },
    answers: [
      (c) => {
        const j = journey(c);
        return j.km > 300
          ? `Fly. ${c.airportCode} to ${c.near.city} is ${j.flightHours} in the air and I paid ${c.mf(j.km > 900 ? 110 : 50)} with a bag, booked a few weeks ahead. By road you lose a whole day you could spend in ${c.near.city}.`
          : `I'd take the ${j.mode} to ${c.near.city}. It's ${j.hours} hours from ${c.city}, about ${c.m(12)}, and by the time you've got to ${c.airportCode} and through security you'd barely save any time flying.`;
      },
      (c) => {
        const j = journey(c);
        return `I did the ${j.mode} ${c.ago}: ${j.hours} hours${j.mode === 'flight' ? ' door to door' : ''}, comfortable enough, and it dropped us near the centre of ${c.near.city}.`;
      },
      (c) =>
        `Between three or four people, a private car from ${c.city} to ${c.near.city} costs barely more than the bus, and you can stop wherever you like on the way.`,
      (c) =>
        journey(c).hours >= 6
          ? `If there's a night departure, take it, as you save a night's accommodation in ${c.city} and wake up in ${c.near.city}.`
          : `Leave ${c.city} early in the morning, before the traffic out of ${c.nb[0]} builds up, and you'll be in ${c.near.city} by lunch.`,
      (c) =>
        `Buy the ticket at a travel agent in ${c.nb[0]} rather than online, they know which operators on the ${c.near.city} route are decent.`,
      (c) =>
        journey(c).crossBorder
          ? `The land border between ${c.nation} and ${c.near.country} is straightforward if your visa paperwork is in order. Have printed copies and some ${c.nearCountry?.currency ?? 'local'} cash, and don't let anyone at the crossing near ${c.city} "help" with forms for a fee.`
          : `Keep your passport and phone on you rather than in the luggage hold on the way from ${c.city} to ${c.near.city}, bags get opened on some of those routes.`,
      (c) =>
        `There are plenty of options out of ${c.city}, but check the reviews on 12Go for the ${c.near.city} run, they're honest about which companies to avoid.`,
    ],
    nestedTo: [[], [0], [1]],
    followTo: [[1], [1, 2]],
    nested: [
      (c) =>
        `Depends on the season, in heavy rain the road from ${c.city} to ${c.near.city} gets slow and flights are the safer bet.`,
      (c) =>
        journey(c).km > 300
          ? `I'd check the luggage allowance before booking that flight, cheap fares out of ${c.airportCode} often don't include a checked bag.`
          : `I'd check the luggage space before booking the ${journey(c).mode}, the ones out of ${c.city} fill the hold fast.`,
      (c) =>
        `Agree with most of that, but bring a jumper, the air conditioning on the way to ${c.near.city} was arctic.`,
    ],
    followUps: [
      [
        (c) =>
          journey(c).mode === 'flight'
            ? `Which airline did you use out of ${c.airportCode}?`
            : `Where did it leave from in ${c.city}, as the map shows three different stations?`,
        (c) =>
          journey(c).mode === 'flight'
            ? `A local low-cost one, booked direct on their site a few weeks before my ${c.city} trip.`
            : `From a depot on the edge of ${c.nb[1]}. Ask your guesthouse in ${c.city} to write the name down for the driver.`,
      ],
      [
        (c) => `Roughly what did you pay for the trip to ${c.near.city}?`,
        (c) => `${c.m(14)} each, paid in cash at the counter in ${c.city}.`,
      ],
    ],
    updates: [
      (c) =>
        `Made it to ${c.near.city}! Went with the ${journey(c).mode} from ${c.city} in the end and it was ${c.p(['easy', 'painless', 'easier than I feared', 'fine'])}, so thanks all for the tips.`,
      (c) =>
        `Booked! Taking everyone's advice and doing ${c.city} to ${c.near.city} by ${journey(c).mode} on ${c.weekday}.`,
    ],
  },
  {
    tags: ['safety', 'solo', 'tips'],
    titles: [
      (c) => `Common scams in ${c.city} I should know about?`,
      (c) => `Travelling solo to ${c.city}: anything to watch out for?`,
      (c) => `Is ${c.nb[0]} safe to walk around at night?`,
    ],
    post: (c) =>
      paragraphs(
        `First solo trip to ${c.city} coming up, and I'll be staying around ${c.nb[0]} for ${c.p(['ten days', 'two weeks', 'a week'])}.`,
        `I've read the usual horror stories online, but I'd rather hear from people actually living in ${c.city}.`,
        list(`My plan for staying sensible in ${c.city}:`, [
          `Passport copy on my phone, the original in the safe in ${c.nb[0]}`,
          `${c.app} rather than the street taxis in ${c.nb[1]}`,
          `Police on ${c.country.emergency.police} and ambulance on ${c.country.emergency.ambulance} saved in my phone for ${c.city}`,
        ]),
        `Anything specific to ${c.city} I should know?`,
      ),
    answers: [
      (c) =>
        `The classic in ${c.city} is the friendly stranger who tells you ${c.hl[0]} is closed today and offers a ride somewhere better, and it never is closed.`,
      (c) =>
        `${c.Nb[0]} is fine at night, just normal city sense: bag on the side away from the road, phone away when you cross, and an eye out for scooters on the pavement.`,
      (c) =>
        paragraphs(
          list(`Numbers worth saving before you land in ${c.city}:`, [
            `Police: ${c.country.emergency.police}`,
            `Ambulance: ${c.country.emergency.ambulance}`,
            c.country.emergency.tourist_police &&
              `Tourist police: ${c.country.emergency.tourist_police}`,
          ]),
          `If something goes wrong, ${c.hospital} is where most foreigners in ${c.city} end up, and they're used to dealing with insurers.`,
        ),
      (c) =>
        `Watch your change at the money exchange booths near ${c.hl[1]}. Count it in front of them before you walk away, short-changing is the main trick I've seen in ${c.city}.`,
      (c) =>
        `Street taxis around ${c.nb[1]} sometimes "forget" the meter, so either insist or get out and use ${c.app}, which takes the haggling out of it.`,
      (c) =>
        `I've lived in ${c.city} for ${numberWord(c.n(2, 6))} years as a woman on my own and feel safer here than at home, with normal precautions and not getting blind drunk with strangers.`,
      (c) =>
        `Get travel insurance that covers ${c.hospital}. A night in a private hospital in ${c.city} can cost ${c.m(600)} or more, and they want a card before treating anything non-urgent.`,
      (c) =>
        `Snatch-thefts from scooters do happen in ${c.nb[2]}, so keep your phone on the inside of the pavement.`,
    ],
    nestedTo: [[1, 7], [0, 4], [4]],
    followTo: [[1, 4, 5], [2]],
    nested: [
      (c) =>
        `Agree with most of that, but ${c.nb[1]} is the one area of ${c.city} where I'd take a car late at night rather than walk.`,
      (c) =>
        `The gem shop and tailor detour still happens in ${c.city}, by the way: if a driver offers a cheap tour, that's what it is.`,
      (c) =>
        `I'd add: photograph the taxi's number plate and send it to a friend before getting in, drivers in ${c.city} notice and it keeps everyone honest.`,
    ],
    followUps: [
      [
        (c) => `Is ${c.app} safe for women at night in ${c.city}?`,
        (c) =>
          `I use it alone late most weeks in ${c.nb[0]}. Share the trip with a friend in the app and check the plate before getting in, and ${c.city} has been fine for me.`,
      ],
      [
        (c) => `Will the emergency operators speak English if I call from ${c.city}?`,
        (c) =>
          c.country.emergency.tourist_police
            ? `Call ${c.country.emergency.tourist_police} for the tourist police instead, they speak English and answered quickly when I needed them in ${c.city}.`
            : `Not always. In ${c.city} I'd ask the hotel or a local friend to call ${c.country.emergency.police} for you, and keep your address written down in ${c.lang}.`,
      ],
    ],
    updates: [
      (c) =>
        `Back from ${c.city} and nothing bad happened at all. Someone did try the "${c.hl[0]} is closed" line on me on day two, so thanks for the warning!`,
      (c) =>
        `Two weeks into ${c.city} and loving it, and walking around ${c.nb[0]} at night has felt completely fine.`,
    ],
  },
  {
    tags: ['budget', 'backpacking', 'money'],
    titles: [
      (c) => `Is ${c.m(dailyBudget(c))} a day realistic in ${c.city}?`,
      (c) => `Backpacking ${c.city} on a tight budget: where does the money go?`,
      (c) => `Daily budget for ${c.city}: am I being naive?`,
    ],
    post: (c) =>
      paragraphs(
        `I'm trying to keep ${c.city} to about ${c.m(dailyBudget(c))} a day, not counting flights, for ${c.p(['two weeks', 'three weeks', 'ten days'])}.`,
        list(`Here's my rough ${c.city} breakdown:`, [
          `Dorm bed or basic guesthouse in ${c.nb[0]}: ${c.m(12)}`,
          `Street food and the markets around ${c.nb[1]}: ${c.m(10)}`,
          `Getting around with ${c.app}, ${c.p(['a ride or two a day', 'mostly short hops', 'plus a lot of walking'])}: ${c.m(5)}`,
          `Sights, and the odd beer in ${c.nb[0]}: ${c.m(8)}`,
        ]),
        `Am I being realistic, or is there something obvious I'm forgetting about ${c.city}?`,
      ),
    answers: [
      (c) =>
        `That's doable in ${c.city} if you eat where locals eat. ${capitalise(c.dishes[0])} from a stall is ${c.m(2)} and a sit-down meal in ${c.nb[0]} is maybe ${c.m(6)}.`,
      (c) =>
        `You've left out entry fees for the ${c.city} sights. ${c.Hl[0]} alone can be ${c.m(12)} if it charges, and they add up quickly.`,
      (c) =>
        `Budget a bit more for beds, as the cheap places in ${c.nb[0]} book up at weekends, and the next tier up is closer to ${c.m(25)}.`,
      (c) =>
        list(`What I actually spent per day in ${c.city} ${c.ago}:`, [
          `Bed: ${c.m(14)}`,
          `Food: ${c.m(11)}`,
          `Getting around: ${c.m(4)}`,
          `Everything else: ${c.m(9)}`,
        ]) +
        `\n\nSo roughly ${c.m(38)}, and I wasn't ${c.p(['especially careful', 'counting every coin', 'trying very hard'])}.`,
      (c) =>
        `Alcohol is the budget killer in ${c.city}. A beer in a bar in ${c.nb[1]} costs what a whole street-food dinner does.`,
      (c) =>
        `Walk more than you think, as ${c.city} is walkable in the cooler hours, and ${c.app} rides add up if you take one every time.`,
      (c) =>
        `Get ${withArticle(c.t.sim)} tourist SIM at the airport, ${c.m(8)} or so for a month, and you'll save on wrong turns and overpriced taxis around ${c.city}.`,
      (c) =>
        `One tip: pay cash at small places, card surcharges of three percent are common in ${c.city}.`,
    ],
    nestedTo: [[0, 3], [0], [1]],
    followTo: [[2, 3], [3]],
    nested: [
      (c) =>
        `I'd say ${c.m(45)} is more realistic for ${c.city} unless you love dorms, prices in ${c.nb[0]} crept up a lot recently.`,
      (c) =>
        `Completely agree about eating local in ${c.nb[1]}. Some of my best meals in ${c.city} cost less than a coffee back home.`,
      (c) =>
        `Depends what you count as sights in ${c.city}: temples and markets are mostly free, it's the day trips that cost.`,
    ],
    followUps: [
      [
        (c) => `Where in ${c.nb[0]} did you find beds for that price?`,
        (c) =>
          `Side streets a couple of blocks back from the main road in ${c.nb[0]}. Walk in and ask, online prices in ${c.city} are often higher.`,
      ],
      [
        (c) => `How long ago was this, as prices in ${c.city} seem to have jumped lately?`,
        (c) =>
          `That was ${c.ago}, so add ten percent to the ${c.currency} figures to be safe in ${c.city}.`,
      ],
    ],
    updates: [
      (c) =>
        `Two weeks in and averaging ${c.m(32)} a day in ${c.city}, so under budget. Street food around ${c.nb[0]} really is the answer.`,
      (c) =>
        `Update: the ${c.city} budget held up, apart from one big night out in ${c.nb[1]} that I'm not going to talk about.`,
    ],
  },
  {
    tags: ['weather', 'planning', 'tips'],
    titles: [
      (c) => `${c.city} in the rainy season: still worth going?`,
      (c) => `Best time of year to visit ${c.city}?`,
      (c) => `Visiting ${c.city} in ${travelMonth(c)}: bad idea?`,
    ],
    post: (c) =>
      paragraphs(
        `My only free weeks are in ${travelMonth(c)}, and everything I read about ${c.city} says that's the wrong time.`,
        `The average is around ${c.temp}°C in ${c.city}, but I've no idea what that feels like in practice.`,
        `I mostly want to see ${c.hl[0]} and ${c.hl[1]}, and spend a few evenings in ${c.nb[0]}.`,
        `Is it still worth going to ${c.city} then, or will I spend the whole time sheltering indoors?`,
      ),
    answers: [
      (c) =>
        `Go anyway. Rain in ${c.city} tends to come in a big afternoon burst and then clear, so plan ${c.hl[0]} for the morning and you'll barely notice.`,
      (c) =>
        c.hot
          ? `Heat is a bigger issue than rain in ${c.city}. Carry water, start early, and use the middle of the day for museums, malls or a long lunch in ${c.nb[0]}.`
          : `The damp is the thing in ${c.city}, more than the temperature. A proper rain jacket and shoes that dry overnight make all the difference around ${c.nb[0]}.`,
      (c) =>
        `Shoulder season is the sweet spot for ${c.city}: fewer crowds at ${c.hl[1]}, hotel prices in ${c.nb[0]} drop by a third, and the weather is a gamble either way.`,
      (c) =>
        `We went to ${c.city} at exactly that time and loved it: green, quiet and cheaper, and we only lost one afternoon to a proper storm.`,
      (c) =>
        list(`Packing list for ${c.city} at that time of year:`, [
          `A light rain jacket, umbrellas don't survive the ${c.city} wind`,
          c.hot
            ? `Quick-dry clothes, cotton never dries in ${c.city}`
            : `Layers, as evenings in ${c.city} get chilly`,
          `Sandals you can wade through puddles in ${c.nb[1]} with`,
          `Mosquito repellent for the evenings in ${c.nb[0]}`,
        ]),
      (c) =>
        `Check the festival calendar too: ${c.fest[0].name} falls ${c.fest[0].when}, and ${c.city} is a completely different place around it.`,
      (c) =>
        `Book a room in ${c.nb[0]} with a balcony or a pool. When it's pouring in ${c.city}, that makes all the difference.`,
    ],
    nestedTo: [[0, 3], [2], [1, 4]],
    followTo: [[0]],
    nested: [
      (c) =>
        `I'd disagree slightly, the ${c.city} storms can flood streets in ${c.nb[2]} for an hour or two, which isn't dangerous but does need planning around.`,
      (c) =>
        `Agree on the shoulder season, we paid ${c.m(40)} a night in ${c.nb[0]} for a room that would have been ${c.m(70)} at peak.`,
      (c) =>
        c.hot
          ? `Mosquitoes in ${c.city} are the thing I'd plan for, dengue does go around in the wet months, so repellent every evening.`
          : `I'd add a warm layer for the evenings, ${c.city} can surprise you once the sun goes down.`,
    ],
    followUps: [
      [
        (c) => `Would you still do ${c.hl[0]} in the rain?`,
        (c) =>
          `Yes, go early. ${c.Hl[0]} in a light drizzle was half empty when I went, and the ${c.city} crowds came back with the sun.`,
      ],
    ],
    updates: [
      (c) =>
        `Back from ${c.city}: it rained most afternoons, but the mornings were clear and ${c.hl[0]} was almost empty, so I'm very glad I didn't cancel.`,
      (c) =>
        `Just arrived in ${c.city} and it's ${c.temp + 3}°C and sunny, so the forecasts were wrong in my favour for once.`,
    ],
  },
];

const living: Scenario[] = [
  {
    tags: ['housing', 'neighbourhoods', 'moving'],
    titles: [
      (c) => `Which neighbourhood in ${c.city} for a first month?`,
      (c) => `${c.Nb[0]} or ${c.nb[1]} for a first month in ${c.city}?`,
      (c) => `Moving to ${c.city}: where to base myself while I look around?`,
    ],
    post: (c) =>
      paragraphs(
        `I'm moving to ${c.city} ${c.p(['next month', 'in the autumn', 'after the summer', 'in January'])} for ${c.p(['a remote job', 'a new job', 'a year out', 'an open-ended stay'])}, and want somewhere for the first month while I figure the city out.`,
        `My budget for that first month is about ${c.m(700)} for a furnished place${c.p(['', ' with decent wifi', ', bills included', ' with a proper desk'])}.`,
        list(`Shortlist so far in ${c.city}:`, [
          `${c.Nb[0]}, because everyone online seems to live there`,
          `${c.Nb[1]}, which looks quieter and cheaper`,
          `${c.Nb[2]}, closer to ${c.workspot}`,
        ]),
        `If you were starting over in ${c.city}, where would you spend the first month?`,
      ),
    answers: [
      (c) =>
        `${c.Nb[0]} for the first month, no question. It's where the serviced apartments are, you'll meet people quickly, and once you know ${c.city} you can move somewhere cheaper.`,
      (c) =>
        `I'd pick ${c.nb[1]}. ${c.Nb[0]} is convenient but full of short-term visitors, and ${c.nb[1]} feels like actually living in ${c.city}. Furnished one-beds go for ${c.m(450)} to ${c.m(650)} a month there.`,
      (c) =>
        `Don't sign anything long in ${c.city} from abroad. Book two or three weeks in ${c.nb[0]} on a short-stay site, then walk around ${c.nb[1]} and ${c.nb[2]} and look at buildings in person.`,
      (c) =>
        list(`Rough monthly rents I've seen in ${c.city} for a furnished one-bedroom:`, [
          `${c.Nb[0]}: ${c.m(650)} and up`,
          `${c.Nb[1]}: ${c.m(480)} or so`,
          `${c.Nb[2]}: ${c.m(400)}, sometimes less`,
        ]) + `\n\nDeposits in ${c.city} are usually two months, and utilities come on top.`,
      (c) =>
        `Think about where you'll work in ${c.city}. If it's ${c.workspot}, living in ${c.nb[2]} saves you a commute, and rush hour here is no joke.`,
      (c) =>
        `We started in ${c.nb[1]} and stayed three years. There's a wet market on the corner, decent cafes, and ${c.hospital} is close if you need it.`,
      (c) =>
        `Avoid being right on the main road in ${c.nb[0]}, the noise at night is relentless, so ask for a unit at the back of the building.`,
      (c) =>
        `Agents in ${c.city} show foreigners the priciest listings first, so ask for local prices and be ready to walk away.`,
    ],
    nestedTo: [[1, 5], [0], [2]],
    followTo: [[1, 5], [2]],
    nested: [
      (c) =>
        `Agree with ${c.nb[1]}, but check the flooding: parts of ${c.nb[1]} get waterlogged in heavy rain, so look at the street in a downpour before signing.`,
      (c) =>
        `I'd say the opposite, ${c.nb[0]} is overpriced for what you get. ${c.Nb[2]} is ten minutes away and a third cheaper.`,
      (c) =>
        `Plus one for walking around ${c.city} first, the building you see online and the one on the street are rarely the same.`,
    ],
    followUps: [
      [
        (c) => `Is ${c.nb[1]} walkable, or do I need a scooter to live there?`,
        (c) =>
          `Walkable for daily things in ${c.nb[1]}, and ${c.app} covers the rest. Most people in ${c.nb[1]} only get a scooter after a few months in ${c.city}.`,
      ],
      [
        (c) => `Which short-stay sites do people use in ${c.city}?`,
        (c) =>
          `Airbnb for the first couple of weeks in ${c.nb[0]}, then the local rental groups. Monthly deals through the ${c.city} groups are usually a fifth cheaper.`,
      ],
    ],
    updates: [
      (c) =>
        `Update: signed for a one-bed in ${c.nb[1]} at ${c.m(520)} a month after two weeks in ${c.nb[0]}. The advice to look in person saved me from a flat above a karaoke bar in ${c.nb[2]}.`,
      (c) =>
        `One month in ${c.nb[0]} done, and I'm staying another. ${c.city} has been easier to settle into than I feared.`,
    ],
  },
  {
    tags: ['banking', 'money', 'paperwork'],
    titles: [
      (c) => `Opening a bank account in ${c.city} as a foreigner`,
      (c) => `Which bank in ${c.city} will actually open an account for a foreigner?`,
      (c) => `Local bank account in ${c.city}: needed, or just use Wise?`,
      (c) => `Opening a bank account near ${c.nb[0]}: which branch?`,
    ],
    post: (c) =>
      paragraphs(
        `I've been in ${c.city} for ${c.p(['three weeks', 'a month', 'six weeks'])} on the ${c.visas[0]}, and paying for everything with a foreign card is getting expensive: the ATM fee alone is about ${c.mf(6)} a go.`,
        list(`What I've gathered about ${c.city} banks:`, [
          `${c.t.banks[0]} is supposedly the friendliest to foreigners in ${c.city}`,
          `Some ${c.t.banks[1]} branches in ${c.nb[1]} want a work permit or a letter from a landlord`,
          `Wise works, but landlords in ${c.nb[0]} want local transfers`,
        ]),
        `Has anyone opened an account in ${c.city} recently, and what did you need?`,
      ),
    answers: [
      (c) =>
        `I opened with ${c.t.banks[0]} in ${c.nb[0]} ${c.ago}: passport, visa, rental contract as proof of address and a local number, about an hour in total.`,
      (c) =>
        `Branch matters more than bank in ${c.city}. The ${c.t.banks[0]} branch in ${c.nb[1]} turned me away, the one in ${c.nb[0]} did it the same afternoon.`,
      (c) =>
        `You can get by with Wise for a while in ${c.city}. Most landlords in ${c.nb[0]} will take a transfer to their ${c.t.banks[1]} account from Wise if you set it up as a local payment.`,
      (c) =>
        list(`What ${c.t.banks[0]} asked me for in ${c.city}:`, [
          `Passport with the ${c.visas[1]} or similar, which the ${c.nb[0]} branch checked`,
          `Rental contract or a landlord's letter with the ${c.nb[0]} address`,
          `A local ${c.t.sim} number, registered in ${c.city}, for the app`,
          `${c.m(15)} as an opening deposit`,
        ]) + `\n\nBring your own copies, the ${c.nb[0]} branch photocopied nothing.`,
      (c) =>
        `On a short visa it's got harder in ${c.city}. Rules tightened, and ${c.t.banks[1]} in ${c.city} now mostly asks for a work permit or a long-stay visa.`,
      (c) =>
        `Take a local friend to the ${c.t.banks[0]} branch if you can, it made my appointment in ${c.city} twice as fast.`,
      (c) =>
        `Ask for the English version of the banking app when you open the account in ${c.city}, some branches have to switch it on for you.`,
    ],
    nestedTo: [[0, 3], [2], [1]],
    followTo: [[0, 1]],
    nested: [
      (c) =>
        `That matches what happened to me, except ${c.t.banks[0]} in ${c.nb[1]} also wanted to see my visa. Might depend on the branch manager in ${c.city}.`,
      (c) =>
        `I'd be careful relying on Wise alone, a few ${c.city} landlords I've dealt with insist on a transfer from a local account in your own name.`,
      (c) =>
        `Same experience at the ${c.nb[0]} branch, the staff there clearly deal with foreigners every day.`,
    ],
    followUps: [
      [
        (c) => `Did the ${c.t.banks[0]} branch in ${c.nb[0]} give you a debit card on the spot?`,
        (c) =>
          `Yes, printed it in ${c.nb[0]} while I waited, though the ${c.t.banks[0]} app took another day to activate.`,
      ],
    ],
    updates: [
      (c) =>
        `Done! ${c.t.banks[0]} in ${c.nb[0]} opened it in about forty minutes with my passport, visa and rental contract. Thanks for steering me away from the ${c.nb[1]} branch.`,
      (c) =>
        `Update: first try at ${c.t.banks[1]} in ${c.city} failed for lack of a landlord letter, and the second try worked.`,
    ],
  },
  {
    tags: ['healthcare', 'insurance', 'hospitals'],
    titles: [
      (c) => `Private or public hospital in ${c.city}: where do expats actually go?`,
      (c) =>
        c.hospital !== c.publicHospital
          ? `${c.hospital} or ${c.publicHospital} for routine care?`
          : null,
      (c) => `Finding a regular doctor in ${c.city}: what do you use?`,
      (c) => `Good clinic near ${c.nb[0]} for everyday things?`,
    ],
    post: (c) =>
      paragraphs(
        `I've just moved to ${c.city} and need a regular doctor, plus ${c.p([
          'blood tests for an ongoing thyroid thing',
          'a repeat asthma prescription',
          'physio for a dodgy knee',
          'routine check-ups for my two kids',
        ])}.`,
        c.hospital !== c.publicHospital
          ? `Everyone mentions ${c.hospital}, but I've also heard ${c.publicHospital} is excellent and a fraction of the cost.`
          : `Everyone mentions ${c.hospital}, and I'd like to know whether there are cheaper clinics around ${c.nb[0]} for the small things.`,
        `My insurance is ${c.p(['international with a high excess', 'a basic local plan', 'travel-only for now'])}, so price matters in ${c.city}.`,
        `Where do you go for ordinary, non-emergency care in ${c.city}, and roughly what does a consultation cost?`,
      ),
    answers: [
      (c) =>
        `${c.hospital} for anything where I want English and no waiting. A consultation was ${c.m(35)} plus medication, and they bill insurers directly.`,
      (c) =>
        `${c.publicHospital} is excellent clinically but be ready to wait: get there before 7am for a queue number and bring a book, or someone who speaks ${c.lang}.`,
      (c) =>
        `For blood tests in ${c.city}, skip the hospital and go to a walk-in lab: the ones around ${c.nb[0]} do a full panel for ${c.m(25)} with results the next morning.`,
      (c) =>
        `Pharmacies in ${c.city} will sell a lot over the counter, but get the prescription checked by a doctor at ${c.hospital} rather than guessing.`,
      (c) =>
        list(`How I handle healthcare in ${c.city}:`, [
          `Small things: the clinic near my flat in ${c.nb[1]}, ${c.m(15)} a visit`,
          `Specialists and tests: ${c.hospital}`,
          `Anything serious: ${c.publicHospital} as well, ${c.p(['the specialists are often the same people', 'since many specialists work at both', 'which sees more of the complicated cases'])}`,
          `Insurance: a local plan at ${c.m(90)} a month ${c.p(['with outpatient cover', 'that covers outpatient visits', 'with a small excess'])}`,
        ]),
      (c) =>
        `Ask for an itemised quote before any procedure at ${c.hospital}; it's good care, but they're not shy about adding tests.`,
      (c) =>
        `If you have a chronic condition, bring six months of medication and your notes in English, then let a doctor at ${c.hospital} take over the prescriptions.`,
      (c) =>
        `Dentists in ${c.nb[0]} are excellent and cheap compared with home, a clean and check was ${c.m(30)} for me.`,
    ],
    nestedTo: [[1], [0, 5], [0]],
    followTo: [[0, 4]],
    nested: [
      (c) =>
        `Agree about the quality at ${c.publicHospital}, but the waits are real, my last specialist visit there took most of a day.`,
      (c) =>
        `I'd add that ${c.hospital} has an international desk that handles insurance claims for you, which is worth a lot when you're new to ${c.city}.`,
      (c) =>
        `Not my experience, my bill at ${c.hospital} was nearly double that for a similar visit, maybe it depends on the doctor.`,
    ],
    followUps: [
      [
        (c) => `Do you need an appointment at ${c.hospital}, or can you just walk in?`,
        (c) =>
          `Walk-ins work at ${c.hospital}, but booking online gets you an English-speaking doctor at a set time in ${c.city}.`,
      ],
    ],
    updates: [
      (c) =>
        `Update: went to ${c.hospital} this morning, saw a specialist within the hour and paid ${c.m(60)} including the tests.`,
      (c) =>
        `Registered at a clinic in ${c.nb[1]} for everyday stuff and kept ${c.hospital} for specialists, as several of you suggested.`,
    ],
  },
  {
    tags: ['family', 'schools', 'kids'],
    titles: [
      (c) => `Moving to ${c.city} with kids: schools and costs`,
      (c) => `International schools in ${c.city}: what are people paying?`,
      (c) => `Family moving to ${c.city}: which area for schools?`,
      (c) => `Schools near ${c.nb[0]} for expat kids?`,
    ],
    post: (c) =>
      paragraphs(
        `We're moving to ${c.city} ${c.p(['in August', 'next spring', 'after Christmas'])} with two kids, ${c.p(['aged 6 and 9', 'aged 4 and 7', 'aged 10 and 13'])}, for my partner's job in ${c.industry}.`,
        `Schools are the big unknown: the international ones in ${c.city} seem to quote ${c.m(12000)} a year and up, which is more than the relocation package covers.`,
        list(`What we're weighing up in ${c.city}:`, [
          `Living in ${c.nb[0]}, near most of the schools`,
          `A bilingual school in ${c.city} with lessons in ${c.lang} and English`,
          `Commute times in ${c.city}, since we won't have a car at first`,
        ]),
        `Parents in ${c.city}: where did you end up, and was it worth the fees?`,
      ),
    answers: [
      (c) =>
        `We pay about ${c.m(15000)} a year at an international school near ${c.nb[0]} and don't regret it. The kids settled in quickly because half the class were new to ${c.city} too.`,
      (c) =>
        `Look at the bilingual schools in ${c.city}. Ours near ${c.nb[1]} costs about a third of the international ones and the kids are picking up ${c.lang} properly.`,
      (c) =>
        `Live near the school, whatever you choose: a 40-minute school run in ${c.city} traffic twice a day will break you.`,
      (c) =>
        list(`Costs nobody warned us about in ${c.city}:`, [
          `Application and assessment fees, around ${c.m(500)} per child${c.p([' at each school', ', and not refundable', ', even if they say no'])}`,
          `A one-off ${c.p(['capital levy', 'building fund fee', 'enrolment levy'])} at some schools, up to ${c.m(3000)}`,
          `${c.p(['Uniforms, buses and lunches', 'Buses, lunches and uniforms', 'Lunches, the school bus and uniforms'])} at ${c.m(150)} a month`,
          `Holiday clubs in ${c.nb[1]}, as term dates won't match your leave`,
        ]),
      (c) =>
        `${c.Nb[0]} is full of young families, with parks, a decent supermarket and ${c.hospital} nearby, and the kids can walk to friends' houses.`,
      (c) =>
        `Ask the schools in ${c.city} about waiting lists now, some year groups fill up a year ahead.`,
      (c) =>
        `Don't rule out the local system while the kids are young; our youngest went to a kindergarten in ${c.nb[1]} for ${c.m(200)} a month and is now fluent in ${c.lang}.`,
    ],
    nestedTo: [[2], [1], [3]],
    followTo: [[0, 1]],
    nested: [
      (c) =>
        `Agree about living close, we moved from ${c.nb[2]} to ${c.nb[0]} after one term purely for the commute, and everyone is happier.`,
      (c) =>
        `I'd be a bit careful with the bilingual route for older kids, our eldest found the ${c.lang} classes in ${c.city} hard going at first.`,
      (c) =>
        `The levy caught us out too, so ask every school in ${c.city} for the full fee schedule in writing.`,
    ],
    followUps: [
      [
        (c) =>
          `Which school are you at, if you don't mind me asking, as we're looking near ${c.nb[0]} too?`,
        (c) =>
          `Happy to share by message, but it's a short walk from the main park in ${c.nb[0]}, and they run tours most weeks.`,
      ],
    ],
    updates: [
      (c) =>
        `Update: we visited three schools in ${c.city} last week and picked the bilingual one near ${c.nb[1]}, and the kids start next month.`,
      (c) =>
        `We've found a house in ${c.nb[0]} within walking distance of school, and the fees came in under ${c.m(14000)} in the end.`,
    ],
  },
  {
    tags: ['visa', 'long-stay', 'paperwork'],
    titles: [
      (c) => `Staying longer in ${c.city}: ${c.visas[0]} or ${c.visas[1]}?`,
      (c) => `Which visa are people in ${c.city} actually on?`,
      (c) => `A year in ${c.city} working remotely: which visa?`,
    ],
    post: (c) =>
      paragraphs(
        `I've been in ${c.city} on the ${c.visas[0]} and want to stay at least a year, working remotely for a company back home.`,
        list(`The options I keep reading about for living in ${c.city}:`, [
          `The ${c.visas[0]}, which I'm on now in ${c.city}`,
          `The ${c.visas[1]}, which half of ${c.nb[0]} seems to be on`,
          `The ${c.visas[2]}, which an agent in ${c.nb[1]} suggested`,
        ]),
        `The official pages are clear as mud, and every agent in ${c.nb[0]} tells me something different.`,
        `What are people in ${c.city} actually on, and is it worth paying an agent?`,
      ),
    answers: [
      (c) =>
        `Most remote workers I know in ${c.city} are on the ${c.visas[1]}. The paperwork in ${c.city} took me about six weeks, mostly waiting for bank statements.`,
      (c) =>
        `Do it yourself unless your case is complicated: the immigration office that covers ${c.city} is slow but fair, and agents in ${c.nb[0]} charge ${c.m(300)} for what is mostly photocopying.`,
      (c) =>
        `I used an agent in ${c.nb[0]} and don't regret it. For ${c.m(400)} they queued at immigration for me, which in ${c.city} is half a day each time.`,
      (c) =>
        list(`What I needed for the ${c.visas[1]} in ${c.city}:`, [
          `Passport valid well beyond the ${c.city} stay`,
          `Bank statements for the last ${c.p(['three', 'six'])} months showing ${c.mf(2000)} or so a month coming in`,
          `Employer letter confirming I work remotely, not for anyone in ${c.city}`,
          `Health insurance covering ${c.hospital} or similar`,
        ]) +
        `\n\nRequirements change, so check the official site before paying anyone in ${c.city}.`,
      (c) =>
        `Whatever you do, don't overstay in ${c.nation}: fines are charged per day, and an overstay can stop you coming back to ${c.city} at all.`,
      (c) =>
        `Extensions at the immigration office for ${c.city} take about a morning if you arrive before it opens, so bring copies of everything.`,
      (c) =>
        `Talk to people in your coworking space: at ${c.workspot} half the people I know are on the ${c.visas[1]} and happy to share their checklist.`,
    ],
    nestedTo: [[0, 3, 6], [1], [2]],
    followTo: [[0, 3]],
    nested: [
      (c) =>
        `I'd double-check that, the ${c.visas[1]} rules changed recently and the income threshold is higher than people in ${c.city} assume.`,
      (c) =>
        `Agree on doing it yourself, the officers dealing with ${c.city} applications were far more helpful than the forums made out.`,
      (c) =>
        `Seconding the agent route if your time matters, my application in ${c.city} was rejected twice for tiny formatting issues before I gave in.`,
    ],
    followUps: [
      [
        (c) =>
          `Did you have to leave ${c.nation} to switch from the ${c.visas[0]}, or can it be done in ${c.city}?`,
        (c) =>
          `I applied from outside, but people in ${c.city} have switched in-country more recently, so ask the immigration office directly.`,
      ],
    ],
    updates: [
      (c) =>
        `Update: applied for the ${c.visas[1]} myself in ${c.city}, it took seven weeks and it's approved! Thanks all, especially for the warning about bank statements in ${c.city}.`,
      (c) =>
        `Paid an agent in ${c.nb[0]} in the end and had the ${c.visas[1]} within the month, worth every ${c.currency} for my sanity.`,
    ],
  },
  {
    tags: ['budget', 'cost-of-living', 'couples'],
    titles: [
      (c) => `Monthly budget for a couple in ${c.city}?`,
      (c) => `Is ${c.m(coupleTotal(c))} a month enough for two in ${c.city}?`,
      (c) => `What does a normal month in ${c.city} cost you?`,
    ],
    post: (c) =>
      paragraphs(
        `My partner and I are looking at ${c.city} for a year and trying to build a realistic monthly budget.`,
        `We're not backpackers any more, but we're not after a serviced penthouse in ${c.nb[0]} either.`,
        list(`Our draft for ${c.city}:`, [
          `Rent for a one-bed in ${c.nb[1]}: ${c.m(600)}`,
          `${c.p(['Food, mixing cooking and eating out', 'Food, half cooking and half eating out', 'Groceries, plus eating out a few times a week'])}: ${c.m(500)}`,
          `${c.p(['Utilities and internet', 'Bills and fibre internet', 'Electricity, water and internet'])}: ${c.m(80)}`,
          `${c.p(['Health insurance for two', 'Health insurance for both of us', 'Two local health insurance plans'])}: ${c.mf(250)}`,
          `${c.p(['Transport and fun', 'Getting around, plus fun', 'Taxis, weekends away and fun'])}: ${c.m(350)}`,
        ]),
        `People who live in ${c.city}: what have we missed, and is ${c.m(coupleTotal(c))} a sensible total?`,
      ),
    answers: [
      (c) =>
        c.hot
          ? `Your rent for ${c.nb[1]} is about right. The big miss is electricity: air conditioning in ${c.city} can add ${c.m(60)} a month in the hot season.`
          : `Your rent for ${c.nb[1]} is about right. The big miss is heating in winter, which added ${c.m(60)} a month to our ${c.city} bills.`,
      (c) =>
        `We spend about ${c.m(2100)} a month as a couple in ${c.city}, eating out most days and travelling once a month, so ${c.m(coupleTotal(c))} is fine if you cook a bit.`,
      (c) =>
        `Imported stuff is what kills budgets in ${c.city}. Cheese, wine and anything from the expat supermarket in ${c.nb[0]} costs double what you're used to.`,
      (c) =>
        list(`Our actual month in ${c.city}, last month:`, [
          `Rent in ${c.nb[2]}: ${c.m(550)}`,
          `${c.p(['Groceries and eating out', 'Food, at home and out', 'Groceries plus restaurants'])}: ${c.m(620)}`,
          `${c.p(['Electricity, water, internet', 'Bills, internet included', 'Power, water and the internet'])}: ${c.m(95)}`,
          `Insurance: ${c.mf(260)}`,
          `Everything else: ${c.m(400)}`,
        ]) +
        `\n\nThat came to about ${c.m(1900)}, and we're not ${c.p(['careful', 'especially careful', 'frugal at all'])}.`,
      (c) =>
        `Budget for visa costs and the odd trip out of ${c.nation} too, which adds about ${c.m(100)} a month once you spread it out.`,
      (c) =>
        `If you're flexible, ${c.nb[2]} is a third cheaper than ${c.nb[1]} and only a short ${c.app} ride away.`,
      (c) =>
        `Your food line is generous if you eat local in ${c.city}. ${capitalise(c.dishes[0])} in ${c.nb[1]} is ${c.m(2)}, and a market shop for the week was ${c.m(35)} for us.`,
    ],
    nestedTo: [[0], [1, 3], [1, 3]],
    followTo: [[1, 3]],
    nested: [
      (c) =>
        c.hot
          ? `Agree on electricity, our bill in ${c.nb[1]} doubled in the hottest months, so get a flat with inverter air conditioning if you can.`
          : `Agree on heating, our flat in ${c.nb[1]} was badly insulated and the winter bills were a shock.`,
      (c) =>
        `I'd add a buffer of ${c.m(200)} for the stuff you don't expect, like replacing a laptop that dies in ${c.city}.`,
      (c) =>
        `${c.m(coupleTotal(c))} is comfortable for two in ${c.city} unless you want western groceries every day. We live well on ${c.m(1500)}.`,
    ],
    followUps: [
      [
        (c) => `Does that ${c.city} figure include a scooter?`,
        (c) =>
          `No, we use ${c.app} for everything, about ${c.m(70)} a month between us in ${c.city}.`,
      ],
    ],
    updates: [
      (c) =>
        `Three months into ${c.city} and we're averaging ${c.m(1750)} a month, so the thread was spot on. Electricity in ${c.nb[1]} was the surprise, as predicted.`,
      (c) =>
        `Revised the ${c.city} budget to ${c.m(2000)} with a buffer, and we've booked flights!`,
    ],
  },
];

const jobs: Scenario[] = [
  {
    tags: ['teaching', 'salary', 'english'],
    titles: [
      (c) => `Teaching jobs in ${c.city}: what salary to expect?`,
      (c) => `English teaching in ${c.city} with a CELTA but no experience?`,
      (c) => `Is ${c.m(teachingOffer(c))} a month a fair teaching offer in ${c.city}?`,
    ],
    post: (c) =>
      paragraphs(
        `I finish my CELTA ${c.p(['next month', 'in six weeks', 'at the end of the summer'])} and ${c.city} is top of my list.`,
        `Job ads I've seen for ${c.city} quote anything from ${c.m(900)} to ${c.m(1800)} a month, which is a big range.`,
        list(`What I'm trying to understand about teaching in ${c.city}:`, [
          `Whether language centres in ${c.city} pay better than schools`,
          `How many contact hours a full-time contract in ${c.nb[0]} involves`,
          `Whether employers in ${c.city} sort out the work permit`,
        ]),
        `Teachers in ${c.city}: what do you earn, and what should I watch for in a contract?`,
      ),
    answers: [
      (c) =>
        `New teachers in ${c.city} with a CELTA usually start around ${c.m(1100)} a month at a language centre, more at international kindergartens; state schools pay less but have real holidays.`,
      (c) =>
        `Watch the hours, not the salary: ${c.m(1300)} for 25 contact hours in ${c.city} is a better deal than ${c.m(1500)} for 35 with split shifts.`,
      (c) =>
        list(`Contract red flags I've seen in ${c.city}:`, [
          `No mention of who pays for the ${c.workVisa}, common at smaller ${c.city} schools`,
          `"Flexible" hours, which in ${c.city} means evenings and Saturdays`,
          `Part of the salary held back as ${withArticle(c.currency)} "completion bonus" at the end of the ${c.city} contract`,
          `Fines for lateness, common at the chains in ${c.nb[0]}`,
        ]),
      (c) =>
        `Apply from inside ${c.nation} if you can, as schools in ${c.city} hire fast and want to meet you, and walk-in CVs at the centres in ${c.nb[0]} still work.`,
      (c) =>
        `Private tutoring is where the money is once you're established in ${c.city}. I charge ${c.m(25)} an hour in ${c.nb[1]} and fill my evenings easily.`,
      (c) =>
        `Kindergartens in ${c.city} pay well but it's singing and games from 8am, which is great if that's you and exhausting if not.`,
      (c) =>
        `Ask other teachers before you sign, there's ${withArticle(c.city)} teachers' group where people name the schools that pay late.`,
    ],
    nestedTo: [[0], [1, 2], [4]],
    followTo: [[0, 3, 5]],
    nested: [
      (c) =>
        `I'd say ${c.m(1100)} is low for ${c.city} these days, the decent centres in ${c.nb[0]} have pushed starting pay up a bit.`,
      (c) =>
        `Agree about hours. My first ${c.city} school had me on three split shifts a day and I barely saw daylight.`,
      (c) =>
        `Tutoring in ${c.nb[1]} is great, but it technically needs the right permit in ${c.nation}, so be careful how you advertise.`,
    ],
    followUps: [
      [
        (c) => `Did your school in ${c.city} sort the work permit, or did you pay for it?`,
        (c) =>
          `They did, but deducted ${c.m(200)} from my first ${c.city} pay cheque for it, so ask about that up front.`,
      ],
    ],
    updates: [
      (c) =>
        `Update: accepted a job at a centre in ${c.nb[0]}, ${c.m(1350)} a month for 25 hours, and they're handling the permit. Thanks for the ${c.city} contract checklist!`,
      (c) =>
        `Two interviews lined up in ${c.city} next week, one kindergarten and one language centre in ${c.nb[1]}.`,
    ],
  },
  {
    tags: ['visa', 'work-permit', 'paperwork'],
    titles: [
      (c) => `Work permit timeline in ${c.city}: how long did yours take?`,
      (c) => `Job offer in ${c.city}: how long does the ${c.workVisa} take?`,
      (c) => `Can I start working in ${c.city} while the permit is processing?`,
      (c) => `Work permit for ${withArticle(c.industry)} job in ${c.city}: how long?`,
    ],
    post: (c) =>
      paragraphs(
        `I've accepted an offer from ${withArticle(c.industry)} company in ${c.city} and they've started the paperwork for the ${c.workVisa}.`,
        `HR in ${c.city} say "four to eight weeks", but they also said the contract would be ready last Friday.`,
        list(`Things I don't know about moving to ${c.city} for work:`, [
          `Whether I can fly into ${c.airportCode} as a visitor and convert once I'm in ${c.city}`,
          `Whether my partner can come to ${c.city} on the same application`,
          `How long a medical check at somewhere like ${c.publicHospital} takes, ${c.p(['if I need one', 'if one is required', 'and whether I need one at all'])}`,
        ]),
        `If you've done this recently in ${c.city}, how long did it actually take from offer to first day?`,
      ),
    answers: [
      (c) =>
        `Mine took nine weeks from offer to the ${c.workVisa} being approved, and another week before the card was ready in ${c.city}, so treat HR estimates as optimistic.`,
      (c) =>
        `Don't start working until it's approved: people in ${c.city} have been deported for less, and the company won't be the one paying the fine.`,
      (c) =>
        list(`Roughly how it went for me in ${c.city}:`, [
          `Weeks 1 to 2: degree certificate legalised at home for the ${c.city} application`,
          `Weeks 3 to 5: application lodged by the ${c.city} office, then silence`,
          `Week 6: medical at ${c.publicHospital}`,
          `Week 8: approval, then fingerprints in ${c.nb[0]}`,
        ]) +
        `\n\nThe legalised degree was the slowest part of my ${c.city} application, so start that now.`,
      (c) =>
        `Ask HR whether they're using an agent, the big ${c.industry} firms in ${c.city} do, and their permits move noticeably faster.`,
      (c) =>
        `Your partner will usually need a separate dependant application in ${c.nation}, which only starts once yours is approved, so expect them to arrive in ${c.city} a few weeks after you.`,
      (c) =>
        `Entering as a visitor and converting worked for me in ${c.city} ${c.ago}, but rules shift, so get HR to confirm it in writing.`,
    ],
    nestedTo: [[0], [5], [3]],
    followTo: [[0, 2]],
    nested: [
      (c) =>
        `Nine weeks sounds about right for ${c.city}, mine was eleven because the degree legalisation got stuck at the embassy.`,
      (c) =>
        `I'd be careful with the visitor-to-work conversion advice, it depends a lot on nationality, even in ${c.city}.`,
      (c) =>
        `Agree on asking about the agent, my ${c.city} employer used one and it went from offer to permit in five weeks.`,
    ],
    followUps: [
      [
        (c) => `Did you get paid during the wait, or only from the first day in ${c.city}?`,
        (c) =>
          `Only from day one in ${c.city}. Some people in ${c.city} negotiate ${withArticle(c.currency)} signing bonus to cover the gap.`,
      ],
    ],
    updates: [
      (c) =>
        `Approved after seven weeks, and I'm flying to ${c.city} on ${c.weekday}! Thanks all for the realistic ${c.city} timelines.`,
      (c) =>
        `Update: week six and still waiting on the ${c.workVisa} in ${c.city}, and HR now say two more weeks, so I'll believe it when I see it.`,
    ],
  },
  {
    tags: ['remote-work', 'coworking', 'nomad'],
    titles: [
      (c) => `Remote workers in ${c.city}: best coworking?`,
      (c) => (c.spaces[0] ? `${c.spaces[0]} or working from cafes in ${c.city}?` : null),
      (c) => `Coworking in ${c.city} with reliable internet for video calls?`,
      (c) => `Coworking near ${c.nb[0]} with good internet?`,
    ],
    post: (c) =>
      paragraphs(
        `I'm arriving in ${c.city} for ${c.p(['three months', 'six months', 'the winter'])} and need somewhere with fast, stable internet for ${c.p(
          [
            'daily video calls',
            'design work and big uploads',
            'a job that is mostly calls with London',
          ],
        )}.`,
        `I'll be staying in ${c.nb[0]}, so somewhere nearby would be ideal.`,
        c.spaces[0]
          ? `${c.spaces[0]} comes up a lot, but I'd love to hear from people who actually use it in ${c.city}.`
          : `From what I can tell most people in ${c.city} work from ${c.workspot}, which worries me a bit for calls.`,
        `Where do you work from in ${c.city}, and what do you pay for a monthly pass?`,
      ),
    answers: [
      (c) =>
        c.spaces[0]
          ? `${c.spaces[0]} is the reliable choice in ${c.city}. A monthly hot desk is about ${c.m(150)}, the internet has never dropped on me, and there are phone booths for calls.`
          : `Honestly ${c.workspot} work fine for most of the day in ${c.city}. Pick places in ${c.nb[0]} with a backup router and use ${withArticle(c.t.sim)} data SIM as a hotspot for calls.`,
      (c) =>
        `Your flat's internet matters as much as the coworking, so ask the landlord in ${c.nb[0]} for a speed test screenshot before you sign anything.`,
      (c) =>
        list(`My setup in ${c.city} after two years:`, [
          `${c.spaces[0] ?? capitalise(c.workspot)} ${c.p(['three days a week', 'two or three days a week', 'on the days with calls'])}, ${c.p(c.spaces[0] ? ['mostly for the meeting rooms', 'for the reliable wifi', 'to see people', 'for the phone booths'] : ['for a change of scene', 'to see people', 'mostly for the coffee'])}`,
          `Home in ${c.nb[0]} the other days, with fibre at ${c.m(25)} a month`,
          `Unlimited ${c.t.sim} data as a backup around ${c.nb[1]}`,
        ]) +
        `\n\nA power cut in ${c.nb[0]} once took out the fibre, and the backup SIM saved a client call.`,
      (c) =>
        c.spaces[1]
          ? `I'd skip the big names and go for ${c.spaces[1]}: quieter, cheaper, and more of a community once you're in ${c.city} for a while.`
          : `There aren't many proper spaces in ${c.city}, so most of us rotate between two or three cafes around ${c.nb[0]} that don't mind laptops.`,
      (c) =>
        `Cafes in ${c.nb[0]} are fine for focused work, but they get loud after lunch, so take calls somewhere else.`,
      (c) =>
        `Day passes first, then decide: most places in ${c.city} charge about ${c.m(10)} a day, and a week of trying three spaces is money well spent.`,
      (c) =>
        `Check the air conditioning as much as the wifi, I lasted two days in a space in ${c.nb[1]} that was freezing.`,
    ],
    nestedTo: [[0, 2], [4], [1]],
    followTo: [[0, 2, 3]],
    nested: [
      (c) =>
        c.spaces[0]
          ? `Plus one for ${c.spaces[0]}, but it fills up by 10am, so get there early or book a fixed desk.`
          : `Plus one for the backup SIM, ${c.t.sim} coverage around ${c.nb[0]} has been better than most flat wifi for me.`,
      (c) =>
        `Disagree slightly on cafes for calls, lots of us in ${c.city} take them from cafes with a headset and nobody minds.`,
      (c) =>
        `The speed test tip is gold, my first flat in ${c.city} advertised fibre and delivered something from another century.`,
    ],
    followUps: [
      [
        (c) =>
          `Is there a community side to working in ${c.city}, events and so on, or is it just desks?`,
        (c) =>
          c.spaces[0]
            ? `${c.spaces[0]} runs Friday drinks and skill-share lunches, which is how I met most of my friends in ${c.city}.`
            : `The cafe crowd in ${c.city} is friendly, and there's a nomad meetup most Thursdays near ${c.nb[0]}.`,
      ],
    ],
    updates: [
      (c) =>
        c.spaces[0]
          ? `Update: went for a month at ${c.spaces[0]}, ${c.m(150)} well spent, calls have been flawless and I've met half of ${c.city} there.`
          : `Update: settled on a mix of cafes in ${c.nb[0]} and a data SIM, and it's been fine for calls in ${c.city}.`,
      (c) =>
        `Signed up for a week of day passes across ${c.city} as suggested, and ${c.nb[1]} won on coffee.`,
    ],
  },
  {
    tags: ['job-search', 'career', 'language'],
    titles: [
      (c) =>
        c.englishOk
          ? `Finding work in ${c.industry} in ${c.city} as a foreigner?`
          : `Finding work in ${c.industry} in ${c.city} without speaking ${c.lang}?`,
      (c) => `Is ${c.city} a realistic place to job-hunt in ${c.industry}?`,
      (c) => `Job hunting in ${c.city}: recruiters, LinkedIn or just networking?`,
    ],
    post: (c) =>
      paragraphs(
        `I have ${c.p(['six', 'eight', 'ten', 'twelve'])} years in ${c.industry} back home, and my partner has just been posted to ${c.city}, so I'm looking for work there.`,
        c.englishOk
          ? `I'm told English is enough in ${c.city}, but the market for ${c.industry} seems tight.`
          : `My ${c.lang} is ${c.p(['non-existent', 'limited to ordering food', 'beginner level at best'])}, which I assume rules out a lot of roles in ${c.city}.`,
        list(`Where I've looked so far for ${c.city} roles:`, [
          `LinkedIn, filtered to ${c.city}`,
          `The big recruiters with offices in ${c.nb[0]}`,
          `Expat groups for ${c.city}, which are mostly teaching jobs`,
        ]),
        `Has anyone here made this work in ${c.city}, and where did the job actually come from?`,
      ),
    answers: [
      (c) =>
        `${capitalise(c.industry)} in ${c.city} does hire foreigners, but mostly for regional roles where English is the working language. Search the ${c.city} listings for "APAC" or "regional" and you'll see a different market.`,
      (c) =>
        `Every job I've had in ${c.city} came through people, not ads. Go to the chamber of commerce events and industry meetups in ${c.nb[0]} and tell everyone what you do.`,
      (c) =>
        list(`What worked for my partner in ${c.city}:`, [
          `LinkedIn location set to ${c.city} three months before moving`,
          `Coffee with anyone from home working in ${c.industry} in ${c.city}`,
          `Two specialist ${c.industry} recruiters in ${c.nb[0]}, not ten`,
          `A six-month ${c.city} contract first, which became permanent`,
        ]),
      (c) =>
        `Be realistic on salary: local packages in ${c.city} are lower than home, and the generous expat deals with housing are mostly gone in ${c.industry}.`,
      (c) =>
        `Learn some ${c.lang} anyway, as even basic classes show employers in ${c.city} that you're staying, and that matters more than you'd think.`,
      (c) =>
        `Look at the multinationals around ${c.nb[0]}. Most of their ${c.city} offices run in English and hire the partners of other expats all the time.`,
      (c) =>
        `Remote work for a company back home might be the easier path while you're in ${c.city}, just check your visa allows it.`,
    ],
    nestedTo: [[1], [0], [0]],
    followTo: [[1]],
    nested: [
      (c) =>
        `Agree that it's all networking in ${c.city}, and I'd add alumni groups from your university, there's usually a chapter here.`,
      (c) =>
        c.englishOk
          ? `I'd be careful with that, plenty of ${c.industry} roles in ${c.city} still go to people with local contacts first.`
          : `I'd be careful with that, plenty of ${c.industry} roles in ${c.city} now list ${c.lang} as essential even for regional teams.`,
      (c) =>
        `The APAC search tip is spot on, my whole ${c.city} job search changed once I did that.`,
    ],
    followUps: [
      [
        (c) => `Which meetups in ${c.nb[0]} would you recommend for ${c.industry}?`,
        (c) =>
          `The chamber events are the most useful, and there's a monthly ${c.industry} drinks evening in ${c.nb[0]} that's less stiff.`,
      ],
    ],
    updates: [
      (c) =>
        `Update: three coffees and one recruiter later, I have a contract role in ${c.city} starting next month. The ${c.city} networking advice was right.`,
      (c) =>
        `I've signed up for ${c.lang} classes and two industry events in ${c.nb[0]} next week, fingers crossed.`,
    ],
  },
  {
    tags: ['salary', 'negotiation', 'relocation'],
    titles: [
      (c) => `Got an offer in ${c.city} for ${c.m(salaryOffer(c))} a month: is it enough?`,
      (c) => `Relocation package for ${c.city}: what should I push for?`,
      (c) => `Is a local-package salary in ${c.city} livable?`,
    ],
    post: (c) =>
      paragraphs(
        `I've been offered ${withArticle(c.p(['product manager', 'marketing lead', 'senior developer', 'operations manager', 'finance analyst']))} role in ${c.city} at ${c.m(salaryOffer(c))} a month, gross, on a local package.`,
        `No housing allowance and no school fees, but they'll pay for the flight and two weeks in a hotel near ${c.nb[0]}.`,
        list(`What I think I'll spend in ${c.city}:`, [
          `Rent in ${c.nb[0]}: ${c.m(900)}`,
          `Tax on my ${c.city} salary: honestly no idea yet`,
          `Top-up insurance, since the company plan ${c.p(['is basic', 'barely covers outpatient care', 'has a high excess'])}: ${c.mf(150)}`,
          `Flights home ${c.p(['twice a year', 'at Christmas and in the summer', 'two or three times a year'])}: ${c.mf(1500)}`,
        ]),
        `Is ${c.m(salaryOffer(c))} enough to live comfortably in ${c.city}, and what would you negotiate for?`,
      ),
    answers: [
      (c) =>
        `For a single person ${c.m(salaryOffer(c))} is comfortable in ${c.city}, and you'll save a good chunk even living in ${c.nb[0]}.`,
      (c) =>
        `Negotiate the housing, not the salary: even ${c.m(500)} a month towards rent in ${c.city} is worth more than a bigger gross figure once tax comes off.`,
      (c) =>
        list(`Things I'd ask for before signing in ${c.city}:`, [
          `Three months' accommodation in ${c.nb[0]} instead of two weeks`,
          `Proper health insurance that covers ${c.hospital}`,
          `${c.p(['One flight home a year', 'A yearly flight home', 'A return flight home every year'])}, or ${c.mf(1000)} towards it`,
          `The company paying for the ${c.workVisa} and any ${c.city} agent fees`,
        ]),
      (c) =>
        `Check the tax rate for foreigners in ${c.nation} before you get excited, mine came to roughly a fifth of gross in ${c.city}.`,
      (c) =>
        `${c.m(salaryOffer(c))} is fine, but not generous for ${c.industry} in ${c.city}, so ask what local colleagues at your level earn.`,
      (c) =>
        `Don't underestimate one-off costs like the deposit, furniture and a few months of double rent while you leave home; I spent about ${c.m(2500)} settling in ${c.city}.`,
    ],
    nestedTo: [[0], [1], [2]],
    followTo: [[0, 3, 4]],
    nested: [
      (c) =>
        `It depends completely on lifestyle: living in ${c.nb[2]} instead of ${c.nb[0]} would save you ${c.m(300)} a month for a similar flat.`,
      (c) =>
        `Agree on housing over salary, it's how most ${c.city} packages are structured anyway.`,
      (c) =>
        `The insurance point is key, a single admission to ${c.hospital} can cost more than a month's salary if your cover is thin.`,
    ],
    followUps: [
      [
        (c) => `Is that ${c.city} figure gross, before social security deductions as well?`,
        (c) =>
          `Yes, gross. Ask HR in ${c.city} for a sample payslip, it tells you more than any thread will.`,
      ],
    ],
    updates: [
      (c) =>
        `Update: negotiated ${c.m(400)} a month towards housing on top and accepted. Moving to ${c.city} next month!`,
      (c) =>
        `I went back asking for insurance that covers ${c.hospital} and three months' housing in ${c.nb[0]}, and they agreed to both.`,
    ],
  },
  {
    tags: ['interviews', 'career', 'etiquette'],
    titles: [
      (c) => `Job interview in ${c.city} next week: what should I expect?`,
      (c) => `Interview etiquette for ${withArticle(c.industry)} job in ${c.city}?`,
      (c) => `First in-person interview in ${c.nb[0]}, any tips?`,
    ],
    post: (c) =>
      paragraphs(
        `I've got a second-round interview with ${withArticle(c.industry)} company in ${c.nb[0]} on ${c.weekday}, in person.`,
        `My previous interviews have all been in ${c.p(['London', 'Sydney', 'Toronto', 'Berlin', 'Dublin'])}, so I'm not sure what's normal in ${c.city}.`,
        list(`Things I'm unsure about for ${c.city}:`, [
          c.hot
            ? `Suit and tie, or is that overkill in ${c.temp}°C ${c.city} heat?`
            : `Suit and tie, or is ${c.city} more relaxed?`,
          `Whether to bring printed CVs to the ${c.nb[0]} office`,
          `Salary: do ${c.city} companies expect me to name a number?`,
        ]),
        `Anything you wish you'd known before your first interview in ${c.city}?`,
      ),
    answers: [
      (c) =>
        `Dress one level smarter than you think: ${c.city} offices expect a jacket for interviews, and the air conditioning is cold enough to need it.`,
      (c) =>
        `Be early but not too early: ten minutes is right, and allow double the journey time to ${c.nb[0]}, because traffic in ${c.city} is unpredictable.`,
      (c) =>
        `Bring business cards and hand them over with both hands, it still matters in ${c.city} offices more than people admit.`,
      (c) =>
        list(`What my interviews in ${c.city} looked like:`, [
          `A panel of three at the ${c.nb[0]} office, with one senior person who barely spoke`,
          `Questions about how long I planned to stay in ${c.city}`,
          `Salary expectations in ${c.currency}, asked directly in the first ${c.city} round`,
          `A follow-up from the ${c.city} HR team, not the manager`,
        ]),
      (c) =>
        `Have a salary number ready in ${c.currency}, monthly and gross, as saying "negotiable" tends to get you a lowball offer in ${c.city}.`,
      (c) =>
        `Expect questions about commitment: employers in ${c.city} have been burned by foreigners leaving after six months, so talk about why ${c.city} and not just the job.`,
    ],
    nestedTo: [[0], [3, 5], [2]],
    followTo: [[3, 5]],
    nested: [
      (c) =>
        `I'd disagree on the jacket, a lot of ${c.industry} companies in ${c.city} are smart-casual now, so look at their own social media photos.`,
      (c) =>
        `Seconding the commitment questions, I got asked three times in one ${c.city} interview whether my partner liked living here.`,
      (c) =>
        `The both-hands thing matters more in traditional ${c.industry} firms in ${c.city} than in startups, but it never hurts.`,
    ],
    followUps: [
      [
        (c) => `Do they usually ask for references at this stage in ${c.city}?`,
        (c) =>
          `After the final round, in my experience, and companies in ${c.city} do call them, so warn your referees.`,
      ],
    ],
    updates: [
      (c) =>
        `Interview done in ${c.nb[0]}: wore the jacket, had a number ready, and they've asked me back for a final round.`,
      (c) =>
        `Got the job! The ${c.city} interview was almost exactly as described here, down to the silent senior person.`,
    ],
  },
];

const food: Scenario[] = [
  {
    tags: ['street-food', 'eating-out', 'tips'],
    titles: [
      (c) => `Street food you must try in ${c.city}`,
      (c) => `First week in ${c.city}: what street food should I not miss?`,
      (c) => `Where's the best ${c.dishes[0]} in ${c.city}?`,
    ],
    post: (c) =>
      paragraphs(
        `I'm in ${c.city} for ${c.p(['a week', 'ten days', 'a long weekend'])} and plan to eat my way through it.`,
        `So far I've got ${c.dishes[0]} and ${c.dishes[1]} on the list, and I'm staying in ${c.nb[0]}.`,
        `I eat everything except ${c.p(['offal', 'very spicy food, sadly', 'anything still moving'])}, and I'm happy to take ${c.app} across ${c.city} for something good.`,
        `What should I add, and where in ${c.city} do I find it?`,
      ),
    answers: [
      (c) =>
        `${capitalise(c.dishes[2])} from the stalls around ${c.nb[0]} in the evening. Look for the busiest one and queue, it's ${c.m(2)} and you'll go back every night.`,
      (c) =>
        `Don't miss ${c.dishes[3]}, the best I've had in ${c.city} was from a cart near ${c.nb[1]} that only appears after dark.`,
      (c) =>
        list(`My ${c.city} street food list, in order of importance:`, [
          `${capitalise(c.dishes[0])}, obviously`,
          `${capitalise(c.dishes[2])} for breakfast${c.p(['', ` in ${c.nb[0]}`, ', the earlier the better'])}`,
          `${capitalise(c.dishes[3])} late at night in ${c.nb[1]}`,
          `${capitalise(c.dishes[4])} if you see it ${c.p(['anywhere', `around ${c.nb[2]}`, `in ${c.nb[3]}`])}, it's rarer than it should be`,
        ]),
      (c) =>
        `Go to ${c.nb[1]} with an empty stomach and no plan. Point at whatever looks good, most dishes in ${c.city} are ${c.m(2)} to ${c.m(4)}.`,
      (c) =>
        `Eat where the queue is local and the turnover is fast; that's been my only rule in ${c.city} for ${numberWord(c.n(3, 9))} years and I've never been ill.`,
      (c) =>
        `Breakfast is underrated. ${capitalise(c.dishes[4])} in the morning around ${c.nb[2]} is a completely different experience from the tourist strips.`,
      (c) =>
        `If you like ${c.dishes[1]}, skip the famous place in every guidebook and ask your guesthouse in ${c.nb[0]} where they eat it.`,
    ],
    nestedTo: [[0], [5], [1, 2]],
    followTo: [[0, 3]],
    nested: [
      (c) =>
        `Agree on ${c.dishes[2]}, but the famous stall near ${c.nb[0]} has gone downhill since it got popular online, and the one two streets back is better.`,
      (c) =>
        `Seconding breakfast. ${capitalise(c.dishes[4])} at 7am with the ${c.city} commuters is peak travel for me.`,
      (c) =>
        `I'd add a warning that ${c.dishes[3]} in ${c.city} can be properly spicy, so ask for it mild the first time.`,
    ],
    followUps: [
      [
        (c) => `Is there a night market near ${c.nb[0]} worth going to?`,
        (c) =>
          `The one closest to ${c.nb[0]} runs most evenings from about 5pm. Go hungry and bring small notes, nobody in ${c.city} has change for big ones.`,
      ],
    ],
    updates: [
      (c) =>
        `Last night in ${c.city} and I've eaten ${c.dishes[0]} six times. ${capitalise(c.dishes[3])} near ${c.nb[1]} was the surprise star, thanks for that one.`,
      (c) =>
        `Day three in ${c.city}: tried ${c.dishes[2]} from the stalls around ${c.nb[0]} as suggested and I'm ruined for the version back home.`,
    ],
  },
  {
    tags: ['vegetarian', 'vegan', 'eating-out'],
    titles: [
      (c) => `Vegetarian options in ${c.city}?`,
      (c) => `Vegan in ${c.city} for a month: how hard is it?`,
      (c) => `Eating vegetarian in ${c.city} without living on rice`,
      (c) => `Vegetarian food near ${c.nb[0]}?`,
    ],
    post: (c) =>
      paragraphs(
        `I've been vegetarian for ${c.p(['ten', 'fifteen', 'twenty'])} years and I'm moving to ${c.nb[0]} in ${c.city} for ${c.p(['a month', 'the spring', 'three months'])}.`,
        `From what I've read, fish sauce and meat stock turn up in a lot of dishes in ${c.city}, even the ones that look like vegetables.`,
        `I cook a bit, but I won't have much of a kitchen in ${c.nb[0]}.`,
        `Where do vegetarians in ${c.city} eat, and are there phrases I should learn?`,
      ),
    answers: [
      (c) => `My ${c.city} rule: ${c.t.veg}.`,
      (c) =>
        `There are dedicated vegetarian restaurants around ${c.nb[1]}, and most are cheap: a full meal for ${c.m(4)}.`,
      (c) =>
        c.country.code === 'IN'
          ? `You're in the easiest country in the world for this, honestly, and half the places around ${c.nb[0]} are pure veg, and a thali is ${c.m(3)}.`
          : `Indian restaurants are the easy win in ${c.city}. There's one near ${c.nb[0]} that does a thali for ${c.m(6)} and everything on the menu is vegetarian.`,
      (c) =>
        list(`My vegetarian survival kit for ${c.city}:`, [
          `The phrase for no meat, written on a card in ${c.lang} for the ${c.nb[0]} stalls`,
          `HappyCow, which lists most of the vegetarian places in ${c.nb[1]}`,
          `Markets for fruit, which is incredible in ${c.city}`,
          `A rice cooker, if your place in ${c.nb[0]} allows it`,
        ]),
      (c) =>
        `Be relaxed about stock and sauces if you can, or you'll go hungry in ${c.city}; the strict vegans I know cook at home most days.`,
      (c) =>
        `Ask about temple canteens in ${c.city}, the one near ${c.nb[2]} does a lovely vegetarian lunch for a donation.`,
      (c) =>
        `Supermarkets in ${c.nb[0]} now stock tofu and plant milks, though imported brands cost ${c.m(5)} or more.`,
    ],
    nestedTo: [[0, 3], [1, 2], [2]],
    followTo: [[0, 3]],
    nested: [
      (c) =>
        `Agree about the phrase, I showed mine on my phone in ${c.city} and the stall owners were lovely about it.`,
      (c) =>
        `I'd be careful with "vegetarian" on menus in ${c.city}, I've found meat in dishes labelled that way twice.`,
      (c) =>
        `Seconding the thali places, half my meals in ${c.city} were thali and I didn't mind at all.`,
    ],
    followUps: [
      [
        (c) =>
          `Do the street stalls in ${c.city} understand if you ask, or is it easier to stick to restaurants?`,
        (c) =>
          `Most stalls around ${c.nb[0]} get it once you show the phrase, though noodle soups are hardest as the broth is usually meat.`,
      ],
    ],
    updates: [
      (c) =>
        `Two weeks in ${c.city} and eating really well. The vegetarian places around ${c.nb[1]} have become my second kitchen.`,
      (c) =>
        `Update: learnt the phrase, wrote it on a card, and it works like magic at the stalls in ${c.nb[0]}.`,
    ],
  },
  {
    tags: ['cooking', 'classes', 'markets'],
    titles: [
      (c) => `Cooking classes in ${c.city} worth it?`,
      (c) => `Best cooking class in ${c.city} that includes a market visit?`,
      (c) => `Half-day or full-day cooking class in ${c.city}?`,
      (c) => `Cooking class near ${c.nb[0]}: worth it?`,
    ],
    post: (c) =>
      paragraphs(
        `I'd like to do one cooking class while I'm in ${c.city}, ideally one that starts with a market and covers ${c.dishes[0]}.`,
        `There are dozens listed online around ${c.nb[0]}, from ${c.m(25)} to ${c.m(90)}, and the reviews all read the same.`,
        `I'm ${c.p(['a decent home cook', 'hopeless in a kitchen', 'travelling with a teenager who loves cooking'])}, so I'd like something hands-on in ${c.city} rather than a demo.`,
        `Has anyone done a class in ${c.city} they'd recommend, and is the market part worth it?`,
      ),
    answers: [
      (c) =>
        `Do the market part, it's the best bit: our teacher in ${c.nb[0]} explained every herb and paste, and I still use what I learned there.`,
      (c) =>
        `The mid-priced ones are the sweet spot, around ${c.m(40)} in ${c.city}; the cheap ones pack in twenty people, and the expensive ones are the same class with nicer aprons.`,
      (c) =>
        list(`What to check before you book in ${c.city}:`, [
          `Group size at the ${c.city} schools, under ten if possible`,
          `Hands-on stations, not a demo, which some classes in ${c.nb[0]} are`,
          `Which dishes, as ${c.dishes[0]} and ${c.dishes[1]} are the ones worth learning`,
          `Pickup from ${c.nb[1]}, which some include`,
        ]),
      (c) =>
        `We did a half day in ${c.city} and it was plenty: four dishes, a market walk and we were full by noon.`,
      (c) =>
        `Go for the family-run ones in somebody's home, the one we did outside ${c.nb[1]} felt like lunch with friends rather than a tourist product.`,
      (c) =>
        `Worth it just for ${c.dishes[0]}: I've made it at home every week since the class in ${c.city}.`,
      (c) =>
        `If you're a confident cook, skip the class and do a street food tour of ${c.nb[1]} instead. You'll learn more about what people actually eat in ${c.city}.`,
    ],
    nestedTo: [[2], [1], [4]],
    followTo: [[0, 3, 4]],
    nested: [
      (c) =>
        `Agree about group size, ours in ${c.city} had twenty-two people and one burner between two.`,
      (c) =>
        `I'd disagree slightly, I did the cheap one near ${c.nb[0]} and it was great fun, just expect less hand-holding.`,
      (c) =>
        `Plus one for the home classes, the grandmother who taught ours in ${c.city} was a legend.`,
    ],
    followUps: [
      [
        (c) => `Did they cater for vegetarians in the class in ${c.city}?`,
        (c) =>
          `Yes, with notice: they swapped the meat for tofu and left the fish sauce out, no fuss at all in ${c.nb[0]}.`,
      ],
    ],
    updates: [
      (c) =>
        `Did the morning class with the market visit in ${c.nb[0]} and loved it. Made ${c.dishes[0]} from scratch and it was better than half the restaurants in ${c.city}!`,
      (c) =>
        `Booked a small-group class outside ${c.nb[1]} for ${c.weekday}, ${c.m(45)} including pickup.`,
    ],
  },
  {
    tags: ['health', 'street-food', 'water'],
    titles: [
      (c) => `Sensitive stomach in ${c.city}: how careful should I be?`,
      (c) => `Is the tap water in ${c.city} drinkable?`,
      (c) => `Street food and ice in ${c.city}, safe?`,
      (c) => `Street food in ${c.nb[0]} with a sensitive stomach?`,
    ],
    post: (c) =>
      paragraphs(
        `I'm heading to ${c.city} for ${c.p(['two weeks', 'a month', 'a few weeks'])} and my stomach is, let's say, not adventurous.`,
        `I really want to try the street food in ${c.nb[1]}, especially ${c.dishes[0]}, but I don't want to ${c.p(['lose three days of the trip', 'spend half the trip in bed', 'lose days to a bad stomach'])}.`,
        list(`My current rules for ${c.city}:`, [
          `Bottled water only, even for brushing teeth in ${c.nb[0]}`,
          `No ice in drinks from the ${c.nb[0]} stalls`,
          `Only food cooked hot in front of me, like ${c.dishes[1]} ${c.p([`in ${c.nb[1]}`, `at the ${c.nb[1]} night market`, 'from a busy stall'])}`,
        ]),
        `Am I being overcautious, and what do people living in ${c.city} actually do?`,
      ),
    answers: [
      (c) =>
        `Ice in ${c.city} is almost always factory-made, the tube-shaped kind with a hole in the middle, and that's safe; it's crushed block ice you want to avoid.`,
      (c) =>
        ['JP', 'SG', 'KR', 'HK', 'TW'].includes(c.country.code)
          ? `Tap water in ${c.city} is safe, honestly, and brushing your teeth with it is fine. Save the caution for the odd street stall around ${c.nb[0]}.`
          : `Don't drink the tap water, but brushing your teeth with it is fine for most people in ${c.city}. Refill bottles from the filtered water machines around ${c.nb[0]}.`,
      (c) =>
        list(`What I tell visitors to ${c.city}:`, [
          `Busy stalls in ${c.nb[0]}, cooked to order`,
          `No pre-cut fruit that's been sitting out all day in ${c.city}`,
          `Rehydration sachets from any pharmacy in ${c.nb[1]}`,
          `If it goes wrong, ${c.hospital} has English-speaking doctors`,
        ]),
      (c) =>
        `I've lived in ${c.city} for ${numberWord(c.n(3, 9))} years and been ill once, from a hotel buffet, and the street food is usually fresher than the restaurants.`,
      (c) =>
        `Give your stomach a few days in ${c.city} before going all in. Start with cooked dishes like ${c.dishes[1]} and work up to salads and ${c.dishes[2]}.`,
      (c) =>
        `Probiotics a week before you fly seemed to help me, anecdotally, and I've not had a bad day in ${c.city} since.`,
      (c) =>
        `Carry tissues and hand gel: half the stalls in ${c.city} don't have napkins and the toilets near ${c.nb[1]} rarely have soap.`,
    ],
    nestedTo: [[0], [1], [2]],
    followTo: [[2]],
    nested: [
      (c) =>
        `Agree about the ice, though I'd still skip it at the smallest stalls around ${c.nb[1]}.`,
      (c) =>
        `I'd disagree on the teeth brushing, I got ill in ${c.city} that way once, so bottled for me.`,
      (c) =>
        `The hospital tip is a good one, I ended up at ${c.hospital} with food poisoning and they were brilliant and quick.`,
    ],
    followUps: [
      [
        (c) => `What did a visit to ${c.hospital} cost you, roughly?`,
        (c) =>
          `About ${c.m(80)} with a drip and medication, and insurance paid it back. Worth having cover for ${c.city}.`,
      ],
    ],
    updates: [
      (c) =>
        `One week into ${c.city}, eating ${c.dishes[0]} daily, no problems at all, and the tube-ice tip means iced coffee in ${c.nb[0]} is back on the menu.`,
      (c) =>
        `Update from ${c.city}: one dodgy day after a hotel buffet (of course), otherwise fine, and the stalls in ${c.nb[0]} have been brilliant.`,
    ],
  },
  {
    tags: ['groceries', 'markets', 'budget'],
    titles: [
      (c) => `Where do you buy groceries in ${c.city}?`,
      (c) => `Wet market or supermarket in ${c.city}?`,
      (c) => `Cheapest way to do a weekly shop in ${c.nb[0]}?`,
    ],
    post: (c) =>
      paragraphs(
        `We've just moved into a flat in ${c.nb[0]} with a proper kitchen, and our first supermarket shop came to ${c.m(90)}, which felt steep for ${c.city}.`,
        `Most of that was ${c.p(['cheese, pasta and coffee', 'cereal, yoghurt and bread', 'olive oil and imported snacks'])} from the expat aisle in ${c.nb[0]}, I admit.`,
        list(`What I'd like to find in ${c.city}:`, [
          `A good wet market near ${c.nb[0]}`,
          `Somewhere for decent bread in ${c.city}`,
          `Delivery that actually works in ${c.nb[0]}`,
        ]),
        `Where do people in ${c.city} shop, and how do you keep the weekly bill down?`,
      ),
    answers: [
      (c) =>
        `The wet market in ${c.nb[0]} opens at dawn and is half the supermarket price for fruit, veg and meat; go before 8am, when it's cooler and the best stuff hasn't gone.`,
      (c) =>
        `Cook local and the bill halves: rice, eggs, greens and tofu from the market in ${c.nb[1]} cost me about ${c.m(25)} a week.`,
      (c) =>
        list(`Where I shop in ${c.city}:`, [
          `Fresh stuff: the market in ${c.nb[0]}`,
          `Basics: the local supermarket chain near ${c.nb[1]}`,
          `Treats: the expat shop ${c.p(['once a month', 'every few weeks', "when I'm homesick"])}, about ${c.m(40)}`,
          `Delivery: ${c.t.delivery} for anything heavy to ${c.nb[0]}`,
        ]),
      (c) =>
        `Bread is the hard one in ${c.city}. There's a tiny bakery in ${c.nb[2]} that everyone ends up at, ask around.`,
      (c) =>
        `Learn the numbers in ${c.lang} and go to the same stalls every week; prices dropped noticeably for me in ${c.nb[0]} once I was a regular.`,
      (c) =>
        `Watch the imported section: a block of cheese in ${c.city} can be ${c.m(15)}, so it's a treat, not a staple.`,
    ],
    nestedTo: [[0], [0, 5], [4]],
    followTo: [[0, 2]],
    nested: [
      (c) =>
        `Seconding the wet market, though bring your own bags, the stallholders in ${c.nb[0]} appreciate it and it saves a mountain of plastic.`,
      (c) =>
        `I'd say the supermarkets in ${c.city} have got much better lately, the big one near ${c.nb[1]} has local fruit at fair prices.`,
      (c) =>
        `The regular-customer thing is so true, my fruit lady in ${c.nb[0]} now throws in extras every visit.`,
    ],
    followUps: [
      [
        (c) => `Which days is the ${c.nb[0]} market busiest?`,
        (c) =>
          `Weekends, by far. Go on a Tuesday or Wednesday morning and you'll have ${c.nb[0]} to yourself.`,
      ],
    ],
    updates: [
      (c) =>
        `Week two in ${c.nb[0]}: market in the morning, supermarket for basics, and the weekly shop is down to ${c.m(45)}.`,
      (c) =>
        `Found the bakery in ${c.nb[2]}, and proper bread in ${c.city} is worth every ${c.currency}.`,
    ],
  },
  {
    tags: ['late-night', 'eating-out', 'delivery'],
    titles: [
      (c) => `Where to eat late at night in ${c.city}?`,
      (c) => `Good food after midnight near ${c.nb[0]}?`,
      (c) => `Night owls of ${c.city}: where do you eat after work?`,
    ],
    post: (c) =>
      paragraphs(
        `I work ${c.p(['late shifts', 'evenings at a bar', 'hours that line up with New York'])} and finish around midnight, and I'm struggling to find anything open near ${c.nb[0]} that isn't a convenience store.`,
        `I've lived on ${c.t.conv} snacks for two weeks now and I've had enough of ${c.city} after dark.`,
        `I'm happy to take ${c.app} from ${c.nb[0]} if there's something good nearby.`,
        `Where do night owls in ${c.city} eat?`,
      ),
    answers: [
      (c) =>
        `There's a strip of stalls on the edge of ${c.nb[1]} that's busiest from 11pm to 3am, mostly ${c.dishes[1]} and grilled stuff, and taxi drivers eat there, which is always a good sign.`,
      (c) =>
        `Try ${c.dishes[2]} at the late stalls in ${c.nb[2]}, they run until the small hours and charge ${c.m(3)} a bowl.`,
      (c) =>
        list(`My late-night rotation in ${c.city}:`, [
          `${capitalise(c.dishes[1])} from the stalls in ${c.nb[1]}, until 2am`,
          `A 24-hour place near ${c.nb[0]} doing ${c.dishes[2]}`,
          `${c.t.delivery}, which has more late kitchens in ${c.city} than you'd think`,
        ]),
      (c) =>
        `Delivery is your friend: filter ${c.t.delivery} by "open now" after midnight in ${c.city} and you'll be surprised.`,
      (c) =>
        `If you're near ${c.nb[0]}, the hotel restaurants there often do a late menu. They're not cheap at ${c.m(15)} a plate, but it's proper food ${c.p(['after a late shift', 'at one in the morning', 'when nothing else is open'])}.`,
      (c) =>
        `Honestly, ${c.city} after midnight is where the best food is, and the daytime places around ${c.nb[0]} are for tourists.`,
    ],
    nestedTo: [[0], [1], [3]],
    followTo: [[0, 2]],
    nested: [
      (c) => `Seconding the strip in ${c.nb[1]}, but go hungry, the portions are huge.`,
      (c) =>
        `I'd be a bit careful walking back from ${c.nb[2]} alone at 2am, take ${c.app} home even though it's close.`,
      (c) => `${c.t.delivery} has been a lifesaver for me on late shifts in ${c.city} too.`,
    ],
    followUps: [
      [
        (c) => `Is the ${c.nb[1]} strip open every night, or just weekends?`,
        (c) =>
          `Every night except in heavy rain, though Sundays are quieter in ${c.nb[1]} and a couple of stalls close.`,
      ],
    ],
    updates: [
      (c) =>
        `Found the ${c.nb[1]} stalls last night after my shift and had the best ${c.dishes[1]} of my life at 1am. Goodbye, ${c.t.conv}.`,
      (c) => `Update: ${c.t.delivery} with the "open now" filter has changed my life in ${c.city}.`,
    ],
  },
];

const culture: Scenario[] = [
  {
    tags: ['language', 'learning', 'classes'],
    titles: [
      (c) => `Learning ${c.lang} in ${c.city}: apps or classes?`,
      (c) => `Best ${c.lang} school in ${c.city} for beginners?`,
      (c) => `Living in ${c.city}: how long to get conversational in ${c.lang}?`,
      (c) => `${c.lang} tutor near ${c.nb[0]}?`,
    ],
    post: (c) =>
      paragraphs(
        `I've been in ${c.city} for ${c.p(['four months', 'half a year', 'almost a year'])} and my ${c.lang} is still limited to ordering food and saying ${c.t.thanks}.`,
        `I've tried ${c.p(['Duolingo', 'a couple of apps', 'a free online course'])} on and off, but I freeze the moment anyone at the market in ${c.nb[0]} replies.`,
        list(`What I can realistically commit to in ${c.city}:`, [
          `About five hours a week around work in ${c.nb[1]}`,
          `A budget of ${c.m(150)} a month${c.p(['', ', maybe a little more', ' for lessons and books', ' at most'])}`,
          `Evenings or weekends, somewhere near ${c.nb[0]}`,
        ]),
        `What actually worked for you in ${c.city}: apps, a school, or a private tutor?`,
      ),
    answers: [
      (c) =>
        `A private tutor twice a week was the only thing that worked for me; I paid ${c.m(15)} an hour in ${c.city} and it was the best money I've spent here.`,
      (c) =>
        `Classes at a language school near ${c.nb[0]} gave me structure, ${c.m(200)} for a month of evening classes, when apps alone had never got me speaking ${c.lang}.`,
      (c) =>
        list(`What got me to conversational ${c.lang} in a year in ${c.city}:`, [
          `A tutor ${c.p(['twice a week', 'two evenings a week', 'on Tuesdays and Thursdays'])}, ${c.m(15)} an hour`,
          `Flashcards every morning on the way to ${c.nb[0]}`,
          `Ordering and chatting at the same stalls in ${c.nb[1]}`,
          `A language exchange at a cafe in ${c.nb[0]} on ${c.weekday}s`,
        ]),
      (c) =>
        `Go to a language exchange in ${c.city}: there's one most weeks, and people are endlessly patient with beginners.`,
      (c) =>
        c.scripted
          ? `Learn to read early, it unlocks menus and street signs in ${c.city} and makes everything else click.`
          : `Work on pronunciation from day one, since ${c.lang} uses the Latin alphabet you can read signs in ${c.city} long before you understand them.`,
      (c) =>
        `Don't underestimate the market: twenty minutes a day chatting with the stallholders in ${c.nb[1]} did more for my ${c.lang} than any app.`,
      (c) =>
        `Saying ${c.t.thanks} gets you smiles, but a few sentences of ${c.lang} gets you friends in ${c.city}.`,
    ],
    nestedTo: [[0], [1], [4]],
    followTo: [[0, 1]],
    nested: [
      (c) =>
        `Agree about tutors. Find one through a school first and then go private, the good freelance ones in ${c.city} are booked up through word of mouth.`,
      (c) =>
        `I'd push back on apps being useless, they got me to the point where classes in ${c.city} made sense.`,
      (c) =>
        `The reading tip is spot on, menus in ${c.nb[0]} stopped being a guessing game within a month.`,
    ],
    followUps: [
      [
        (c) => `Can you recommend a tutor or school near ${c.nb[0]}?`,
        (c) =>
          `The school I used is a short walk from ${c.nb[0]}, and they'll match you with a tutor for private lessons too.`,
      ],
    ],
    updates: [
      (c) =>
        `Update: started with a tutor in ${c.nb[0]} twice a week, ${c.m(15)} an hour. Three weeks in and I held my first real conversation at the market in ${c.city}!`,
      (c) =>
        `Signed up for evening classes near ${c.nb[1]} starting ${c.weekday}, and the ${c.city} language exchange is next.`,
    ],
  },
  {
    tags: ['festivals', 'events', 'planning'],
    titles: [
      (c) => `${capitalise(c.fest[0].name)} in ${c.city}: worth planning a trip around?`,
      (c) => `First ${c.fest[0].name.replace(/^the /, '')} in ${c.city}: what should I know?`,
      (c) => `Festivals in ${c.city} this season?`,
    ],
    post: (c) =>
      paragraphs(
        `I'll be in ${c.city} ${c.fest[0].when} and have just realised that's ${c.fest[0].name}.`,
        `From what I've read, in ${c.city} it means ${c.fest[0].what}.`,
        `I'm staying near ${c.nb[0]} and ${c.p(['travelling with my parents', 'on my own', 'with two small kids'])}.`,
        `Is ${c.city} a good place to experience it, and is there anything I should know before it starts?`,
      ),
    answers: [
      (c) =>
        `${c.city} does ${c.fest[0].name} well. Head to ${c.nb[0]} in the late afternoon, when the locals come out, and expect some roads to close.`,
      (c) =>
        `Book accommodation now, rooms in ${c.nb[0]} around ${c.fest[0].name} go for double and the good ones sell out weeks ahead.`,
      (c) =>
        list(
          `Things I wish I'd known for my first ${c.fest[0].name.replace(/^the /, '')} in ${c.city}:`,
          [
            `Transport in ${c.city} runs, but slowly, so allow an hour for anything`,
            `Family-run restaurants around ${c.nb[1]} close for a few days`,
            `ATMs around ${c.nb[0]} run dry, so bring cash`,
            `Join in, people in ${c.city} love it when foreigners take part`,
          ],
        ),
      (c) =>
        `If crowds aren't your thing, come back for ${c.fest[1].name} ${c.fest[1].when}, which is quieter in ${c.city} and just as memorable.`,
      (c) =>
        `It's a family time for a lot of people in ${c.city}, so don't be surprised if your favourite stall in ${c.nb[1]} shuts for a few days.`,
      (c) =>
        `Respect the religious side: whatever's happening on the street, the ${c.t.worship} in ${c.city} are busy with families, so dress for that if you visit.`,
    ],
    nestedTo: [[1], [0], [2]],
    followTo: [[0, 2]],
    nested: [
      (c) =>
        `Agree about booking ahead, we paid ${c.m(120)} a night in ${c.nb[0]} for a room that's normally half that.`,
      (c) => `I'd say ${c.nb[1]} is better than ${c.nb[0]} for it, less crowded and more local.`,
      (c) =>
        `The cash tip is underrated, two ATMs near ${c.nb[0]} were empty on the first day of ${c.fest[0].name} last time.`,
    ],
    followUps: [
      [
        (c) => `Is it OK to bring small kids to ${c.fest[0].name} in ${c.city}?`,
        (c) =>
          `Yes, especially in the afternoons, when ${c.nb[1]} is calmer and full of local families.`,
      ],
    ],
    updates: [
      (c) =>
        `Just back from ${c.fest[0].name} in ${c.city}, and it was incredible. We followed the advice and spent the late afternoons around ${c.nb[0]}.`,
      (c) => `Booked a room in ${c.nb[1]} for ${c.fest[0].name}, ${c.m(60)} a night. Can't wait!`,
    ],
  },
  {
    tags: ['etiquette', 'culture', 'newcomers'],
    titles: [
      (c) => `New in ${c.city}: etiquette mistakes to avoid?`,
      (c) => `What do foreigners in ${c.city} get wrong without realising?`,
      (c) => `Etiquette in ${c.city}: what should a newcomer know?`,
      (c) => `Living in ${c.nb[0]}: what manners am I getting wrong?`,
    ],
    post: (c) =>
      paragraphs(
        `I moved to ${c.city} ${c.p(['last month', 'a few weeks ago', 'in the spring'])} and I'm starting to worry I've been rude without noticing.`,
        c.p([
          `Last week a stallholder in ${c.nb[0]} laughed at me, kindly, and I still don't know what I did.`,
          `My neighbour in ${c.nb[0]} looked quite shocked when I handed her something, and I have no idea why.`,
          `A colleague in ${c.nb[0]} gently corrected me at lunch, and it made me realise how little I know.`,
        ]),
        list(`What I think I know so far, after a few weeks in ${c.city}:`, [
          tipHeard(c, 0),
          tipHeard(c, 1),
        ]),
        `What else should I know about everyday manners in ${c.city}?`,
      ),
    answers: [
      (c) =>
        list(`A few that catch people out in ${c.city}:`, [
          tipIn(c, 2),
          tipIn(c, 3),
          `Smile and stay calm when things go wrong, raised voices get you nowhere in ${c.city}`,
        ]),
      (c) =>
        `Honestly, people in ${c.city} are forgiving with foreigners, and trying a few words of ${c.lang} and being patient matters far more than getting every rule right.`,
      (c) => `What surprised me when I moved to ${c.city}: ${c.t.tipping}.`,
      (c) =>
        `Dress matters more than people expect in ${c.city}: shorts and vests are fine in ${c.nb[0]}, but you'll get looks at ${c.t.worship} and government offices.`,
      (c) =>
        `Take your cue from locals: when in doubt in ${c.nb[0]}, I watch what people around me do with shoes, queues and greetings, and copy that.`,
      (c) =>
        `The one I got wrong for months in ${c.city}: ${lowerFirst(c.tips[0])}, and nobody in ${c.nb[0]} said anything, which made it worse.`,
      (c) =>
        `Learn to say hello and ${c.t.thanks} properly, and use them with everyone in ${c.nb[1]}, from the security guard to your landlord.`,
    ],
    nestedTo: [[0, 3, 5], [], [0]],
    followTo: [[]],
    nested: [
      (c) =>
        `Agree with all of that, though younger people in ${c.city} are much more relaxed about most of it.`,
      (c) =>
        `I'd add that public displays of affection are frowned on in the more traditional parts of ${c.city}, even just kissing.`,
      (c) =>
        `The calm one is so true, I've seen tourists in ${c.nb[0]} shout at a shopkeeper and get nowhere at all.`,
    ],
    followUps: [
      [
        (c) => `Is it rude to refuse food if someone in ${c.city} offers it?`,
        (c) =>
          `A little, yes. Take a small amount and say ${c.t.thanks}, and people in ${c.city} won't push after that.`,
      ],
    ],
    updates: [
      (c) =>
        `I've started saying ${c.t.thanks} to everyone in ${c.nb[0]}, and people have definitely warmed up.`,
      (c) =>
        `Update: my landlord in ${c.nb[0]} invited me for dinner, and thanks to this thread I arrived with fruit and didn't embarrass myself.`,
    ],
  },
  {
    tags: ['religion', 'dress-code', 'sightseeing'],
    titles: [
      (c) => `Visiting ${c.t.worship} around ${c.city}: what's the dress code?`,
      (c) => `Etiquette for ${c.t.worship} in ${c.city}?`,
      (c) => `Can I wear shorts to ${c.t.worship} in ${c.city}?`,
      (c) => `Dress code for the ${c.t.worship} near ${c.nb[0]}?`,
    ],
    post: (c) =>
      paragraphs(
        `I'm planning to visit a few ${c.t.worship} in and around ${c.city}, and ${c.hl[0]} is on the list too.`,
        `It will be around ${c.temp}°C and I'd rather not spend the day in jeans, but I don't want to be turned away in ${c.city} or cause offence.`,
        `I've packed ${c.p(['a sarong and a light shirt', 'linen trousers and a scarf', 'a long skirt and a cardigan'])} for the ${c.city} visits.`,
        `What's actually expected at ${c.t.worship} in ${c.city}, and is there anything else I should know beyond clothing?`,
      ),
    answers: [
      (c) =>
        `Shoulders and knees covered is the rule at ${c.t.worship} in ${c.city}, and a scarf doubles as a cover-up if you forget.`,
      (c) =>
        list(`Beyond clothes, at ${c.t.worship} around ${c.city}:`, [
          tipIn(c, 0),
          `Phones on silent inside, even at the busy ${c.city} sites`,
          `Ask before photographing anyone praying in ${c.nb[1]}`,
          `Small donations of ${c.m(1)} or so are welcome ${c.p(['at the box by the door', 'but never demanded', 'if you want to give'])}`,
        ]),
      (c) =>
        `Some sites in ${c.city} lend or rent cover-ups at the entrance for ${c.m(1)}, but they've been worn by a thousand people that day, so bring your own.`,
      (c) =>
        `Go early, the ${c.t.worship} near ${c.nb[0]} are peaceful at opening time, and by mid-morning in ${c.city} it's tour groups and heat.`,
      (c) =>
        `Shoes off at the door of most ${c.t.worship} in ${c.city}, so wear slip-ons and bring socks if the floor gets hot.`,
      (c) =>
        `It's more relaxed than people think at the smaller ${c.t.worship} in ${c.nb[0]}, but the big famous ones in ${c.city} do check at the gate.`,
    ],
    nestedTo: [[0, 5], [3], []],
    followTo: [[2]],
    nested: [
      (c) =>
        `Agree, though at the bigger ${c.city} sites they'll also turn you away for see-through clothes, not just length.`,
      (c) =>
        `The early start tip is so true, we arrived at 7am and had the ${c.t.worship} near ${c.nb[1]} nearly to ourselves.`,
      (c) =>
        ['TH', 'KH', 'LA', 'MM'].includes(c.country.code)
          ? `I'd add that women shouldn't hand things directly to monks in ${c.nation}, which catches a lot of visitors out in ${c.city}.`
          : `I'd add that some ${c.t.worship} in ${c.city} ask for quiet during prayer times, so check the board at the entrance.`,
    ],
    followUps: [
      [
        (c) => `Are the cover-ups at the entrance free in ${c.city}?`,
        (c) =>
          `Usually a small deposit or ${c.m(1)} rental in ${c.city}, and you get the deposit back when you return it.`,
      ],
    ],
    updates: [
      (c) =>
        `Visited the ${c.t.worship} near ${c.nb[0]} at opening time in long trousers and a scarf, no problems at all, and it was magical without the ${c.city} crowds.`,
      (c) =>
        `Bought a lightweight sarong at a market in ${c.nb[0]} for ${c.m(4)} and it's been perfect for every ${c.city} visit.`,
    ],
  },
  {
    tags: ['tipping', 'bargaining', 'money'],
    titles: [
      (c) => `Tipping and haggling in ${c.city}: what's normal?`,
      (c) => `Should I bargain at the markets in ${c.city}?`,
      (c) => `How much to tip in ${c.city}? Restaurants, drivers, massages`,
      (c) => `Tipping in ${c.nb[0]}: how much is normal?`,
    ],
    post: (c) =>
      paragraphs(
        `I'm never sure what's expected in ${c.city}, and I've managed to overtip and underpay in the same day.`,
        `Yesterday ${c.p(['a massage', 'a taxi ride', 'a haircut'])} in ${c.nb[0]} was ${c.m(12)} and I had no idea whether to add anything.`,
        `At the market near ${c.nb[1]} I haggled a shirt down from ${c.m(10)} to ${c.m(7)} and then felt bad about it.`,
        `What do people who live in ${c.city} actually do with tipping and bargaining?`,
      ),
    answers: [
      (c) => `Speaking as someone who lives in ${c.nb[0]}: ${c.t.tipping}.`,
      (c) =>
        `Bargain at markets, not in shops with price tags: start at about two thirds of the asking price in ${c.nb[1]} and settle around three quarters, with a smile.`,
      (c) =>
        `Don't feel bad about the shirt, haggling in ${c.city} markets is expected, and ${c.m(7)} still left the stallholder a decent margin.`,
      (c) =>
        list(`What I do in ${c.city}:`, [
          `Restaurants in ${c.nb[0]}: round up, or 10% at sit-down places`,
          `${c.p(['Drivers', 'Drivers and delivery riders', 'Taxi and ride-hailing drivers'])}: round up, or ${c.m(1)} or so extra ${c.p(['for help with bags', 'if they waited', 'after a long ride'])}`,
          `Massages${c.p(['', ' and spas', ' and hairdressers'])}: ${c.m(2)} to ${c.m(4)} ${c.p(['to the therapist directly', 'in cash, handed over directly', 'straight into their hand'])}`,
          `Markets in ${c.nb[1]}: haggle; shops with price tags: don't`,
        ]),
      (c) =>
        `Tip the person, not the business: for massages and spas in ${c.city}, hand it to the therapist directly, as a lot of places don't pass on card tips.`,
      (c) =>
        `The difference of ${c.m(1)} means more to the stallholder in ${c.nb[1]} than it does to you, so I haggle for fun but never hard.`,
    ],
    nestedTo: [[3], [4], [1]],
    followTo: [[0, 3]],
    nested: [
      (c) =>
        `I'd say rounding up is plenty at small places in ${c.city}, a 10% tip at a street stall would just confuse people.`,
      (c) =>
        `Agree on tipping the therapist directly, the staff at the spa I go to in ${c.nb[0]} confirmed that.`,
      (c) =>
        `Mostly agree, though in the tourist markets around ${c.nb[1]} the first price can be three times the real one, so start lower.`,
    ],
    followUps: [
      [
        (c) => `Do taxi drivers in ${c.city} expect a tip?`,
        (c) =>
          `Not really. Rounding up to the nearest ${c.m(1)} is normal in ${c.city}, and ${c.app} drivers are happy with that too.`,
      ],
    ],
    updates: [
      (c) =>
        `Tested it at the ${c.nb[1]} market today: started at two thirds, met in the middle, everyone smiled. Thanks for the ${c.city} tips!`,
      (c) =>
        `Update: tipped my massage therapist in ${c.nb[0]} directly in cash and she was genuinely pleased, lesson learned for ${c.city}.`,
    ],
  },
];

const dating: Scenario[] = [
  {
    tags: ['friends', 'social', 'locals'],
    titles: [
      (c) => `Meeting people in ${c.city} outside the expat bubble`,
      (c) => `How did you make local friends in ${c.city}?`,
      (c) => `Months in ${c.city} and only expat friends, how do I change that?`,
      (c) => `Making local friends while living in ${c.nb[0]}?`,
    ],
    post: (c) =>
      paragraphs(
        `I've been in ${c.city} for ${c.p(['six months', 'nearly a year', 'four months'])}, and all my friends are foreigners I met at ${c.workspot} or at bars in ${c.nb[0]}.`,
        `Nothing wrong with them, but I'd love to actually know people from ${c.city}, date a bit, and stop living in a bubble.`,
        `My ${c.lang} is basic, which I'm sure doesn't help in ${c.city}.`,
        `How did you meet people in ${c.city} outside the expat scene?`,
      ),
    answers: [
      (c) =>
        `Join something with a regular schedule: I joined a running club that meets in ${c.nb[1]} on Sunday mornings, and half my friends in ${c.city} now come from it.`,
      (c) =>
        `Classes are the cheat code, whether it's ${c.lang}, cooking or pottery, anything in ${c.city} where you see the same faces every week.`,
      (c) =>
        list(`What worked for me in ${c.city}:`, [
          `A weekly language exchange in ${c.nb[0]}`,
          `Volunteering at an animal shelter outside ${c.city} on Saturdays`,
          `Saying yes to every invitation from ${c.city} colleagues, karaoke included`,
          `Staying away from the expat bars in ${c.nb[1]} for a while`,
        ]),
      (c) =>
        `Dating apps helped, honestly, and most people in ${c.city} on them were curious and kind about my terrible ${c.lang}.`,
      (c) =>
        `Sport is universal. I play five-a-side football in ${c.nb[2]} twice a week and I'm the only foreigner, which was the point.`,
      (c) =>
        `Move out of ${c.nb[0]} if you can. Living in ${c.nb[2]} forced me to make local friends, because there was nobody else around.`,
      (c) =>
        `It takes time in ${c.city}: people are friendly, but friendships are slower to build, so give it a year before judging.`,
    ],
    nestedTo: [[0], [5], [6]],
    followTo: [[0]],
    nested: [
      (c) =>
        `Running clubs are brilliant, and I'd add cycling groups too, there's a big one in ${c.city} that meets at dawn.`,
      (c) =>
        `I'd push back on moving out of ${c.nb[0]} if you're new, being near your existing friends matters for your sanity.`,
      (c) =>
        `Totally agree about the slow build, my closest friend in ${c.city} took a year to invite me home.`,
    ],
    followUps: [
      [
        (c) => `Which running club in ${c.nb[1]}? I've been looking for one near ${c.nb[0]}.`,
        (c) => `It meets by the park in ${c.nb[1]} at 6am on Sundays, and all paces are welcome.`,
      ],
    ],
    updates: [
      (c) =>
        `Update: joined the Sunday running group in ${c.nb[1]} and went to my first ${c.lang} exchange, and I already have two new local friends in ${c.city}!`,
      (c) =>
        `Took the advice and signed up for a pottery class in ${c.nb[0]}, and I'm the only foreigner there.`,
    ],
  },
  {
    tags: ['dating-apps', 'relationships', 'tips'],
    titles: [
      (c) => `Dating apps that actually work in ${c.city}?`,
      (c) => `${c.t.dating[0]} or ${c.t.dating[1]} in ${c.city}?`,
      (c) => `Dating in ${c.city} as a foreigner: apps or real life?`,
    ],
    post: (c) =>
      paragraphs(
        `Recently single and living in ${c.nb[0]}, so I've dusted off the apps for the first time since moving to ${c.city}.`,
        `At home I used ${c.p(['Hinge', 'Bumble', 'Tinder'])}, but I've heard different apps rule in ${c.city} and that the culture is different.`,
        `I'm looking for something ${c.p(['serious', 'relaxed but respectful', 'that might go somewhere'])} in ${c.city}, not a holiday fling.`,
        `What are people in ${c.city} actually using, and any tips for dating here as a foreigner?`,
      ),
    answers: [
      (c) =>
        `${c.t.dating[0]} has the most people in ${c.city} by far, and plenty are looking for something real; write a bit of your profile in ${c.lang} and it makes a big difference.`,
      (c) =>
        `${c.t.dating[1]} skews towards professionals in ${c.city}, with fewer matches but better conversations in my experience.`,
      (c) =>
        list(`Tips from two years of dating in ${c.city}:`, [
          `Meet somewhere public like a cafe in ${c.nb[0]} for the first date`,
          `Be upfront about what you want, dates in ${c.city} appreciate honesty`,
          `Families matter more in ${c.city} than at home`,
        ]),
      (c) =>
        `Be wary of profiles that move the chat to another app straight away, scams targeting foreigners in ${c.city} are common on every platform.`,
      (c) =>
        `I met my partner at a friend's birthday in ${c.nb[1]}, not on an app. The apps in ${c.city} were exhausting for me.`,
      (c) =>
        `${c.t.dating[0]} works, but set your distance small, as ${c.city} traffic means someone 15 km away might as well be in another country.`,
    ],
    nestedTo: [[0], [1], [3]],
    followTo: [[0, 5]],
    nested: [
      (c) =>
        `Agree on writing a bit in ${c.lang}, even a couple of lines got me far more replies in ${c.city}.`,
      (c) =>
        `I'd disagree slightly on ${c.t.dating[1]}, in ${c.city} it felt more like networking than dating.`,
      (c) =>
        `The scam warning is important, a friend in ${c.nb[0]} lost ${c.m(800)} to someone she met on an app.`,
    ],
    followUps: [
      [
        (c) => `Did you find people on ${c.t.dating[0]} in ${c.city} open to dating foreigners?`,
        (c) =>
          `Mostly, yes. Some people in ${c.city} filter foreigners out and others are specifically curious, so don't take either personally.`,
      ],
    ],
    updates: [
      (c) =>
        `Update: went on a lovely first date with someone from ${c.t.dating[1]}, coffee in ${c.nb[0]} and a walk. Thanks for the tips, ${c.city} people!`,
      (c) =>
        `Deleted ${c.t.dating[0]} after a week and joined a climbing gym in ${c.nb[1]} instead, with far better conversations.`,
    ],
  },
  {
    tags: ['first-date', 'bars', 'ideas'],
    titles: [
      (c) => `First-date spots in ${c.city}?`,
      (c) => `Somewhere relaxed for a first date near ${c.nb[0]}?`,
      (c) => `First date in ${c.city} on ${c.weekday}: where should we go?`,
    ],
    post: (c) =>
      paragraphs(
        `I've got a first date on ${c.weekday} with someone I met ${c.p(["at a friend's party", 'on an app', 'at my climbing gym'])}, and I'd like to pick somewhere good in ${c.city}.`,
        `My date lives near ${c.nb[1]} and I'm in ${c.nb[0]}, so somewhere in between would be ideal.`,
        `Budget isn't a big issue, but I don't want anything too fancy in ${c.city}, maybe ${c.m(60)} for two.`,
        `Where would you take someone for a relaxed first date in ${c.city}?`,
      ),
    answers: [
      (c) =>
        `A walk and a drink works better than a dinner: ${c.hl[0]} in the early evening, then a bar in ${c.nb[0]}, and you can extend it if it's going well.`,
      (c) =>
        `There's a rooftop bar in ${c.nb[0]} with a great view and nothing too loud, cocktails about ${c.m(10)}, ideal for talking.`,
      (c) =>
        `Go for street food in ${c.nb[1]}: it's relaxed and cheap, and you learn a lot about someone from how they handle ${c.dishes[0]}.`,
      (c) =>
        list(`My go-to first dates in ${c.city}:`, [
          `Coffee in ${c.nb[1]} on a weekend morning`,
          `${c.Hl[1]}, then dinner nearby`,
          `A cooking class in ${c.nb[2]}, if you're both brave`,
          `A bar in ${c.nb[0]} with live music on weeknights`,
        ]),
      (c) =>
        `Avoid anywhere too loud, half the bars in ${c.nb[0]} have a DJ after 9pm and you'll spend the date shouting.`,
      (c) =>
        `Daytime dates are big in ${c.city}, especially for a first meeting, and a cafe in ${c.nb[1]} followed by a walk takes all the pressure off.`,
    ],
    nestedTo: [[0], [1], [2]],
    followTo: [[1]],
    nested: [
      (c) =>
        `Agree with the walk, though I'd check the ${c.city} forecast first, a storm kills the mood fast.`,
      (c) => `Seconding the rooftop in ${c.nb[0]}, but book ahead on weekends, it fills up.`,
      (c) =>
        `I'd avoid street food on a first date personally, ${c.dishes[0]} is delicious but messy!`,
    ],
    followUps: [
      [
        (c) => `Which rooftop in ${c.nb[0]} do you mean, there seem to be loads?`,
        (c) =>
          `The smaller one above the hotel by the main junction in ${c.nb[0]}, less of a scene than the famous ones.`,
      ],
    ],
    updates: [
      (c) =>
        `Update: went with a walk around ${c.hl[0]} and drinks in ${c.nb[0]}, and it turned into dinner, with a second date on ${c.weekday}!`,
      (c) =>
        `The rooftop in ${c.nb[0]} was perfect, thanks all. The conversation flowed and the ${c.city} skyline did the rest.`,
    ],
  },
  {
    tags: ['family', 'relationships', 'etiquette'],
    titles: [
      (c) => `Meeting my partner's family in ${c.city}: any advice?`,
      (c) =>
        `Invited to my ${c.p(['girlfriend', 'boyfriend', 'partner'])}'s family dinner in ${c.city}, what should I bring?`,
      (c) => `First visit to my partner's parents in ${c.nb[0]}: etiquette?`,
    ],
    post: (c) =>
      paragraphs(
        `My partner is from ${c.city} and I'm meeting the family for the first time at their home in ${c.nb[0]} ${c.p(['this Sunday', 'next weekend', 'at the end of the month'])}.`,
        `I've been learning some ${c.lang}, but in ${c.nb[0]} I'll mostly be smiling and saying ${c.t.thanks}.`,
        list(`What I'm planning for ${c.city}:`, [
          `A gift from a good bakery in ${c.nb[1]}`,
          `Smart clothes, but nothing too formal for a family home in ${c.nb[0]}`,
          `Learning how to greet older relatives in ${c.lang} before we go to ${c.nb[0]}`,
        ]),
        `Anything I should know before meeting the family in ${c.city}?`,
      ),
    answers: [
      (c) =>
        `Bring a gift and hand it over with both hands: fruit or good sweets from a bakery in ${c.nb[1]} is perfect, around ${c.m(20)}.`,
      (c) =>
        `Greet the oldest person first and let your partner lead, families in ${c.city} will forgive almost any mistake if you're clearly trying.`,
      (c) =>
        list(`From my own first family dinner in ${c.city}:`, [
          tipIn(c, 0),
          `Accept food when it's offered, families in ${c.city} will keep offering`,
          `Pour for others before yourself, which is expected at dinners in ${c.city}`,
        ]),
      (c) =>
        `Your ${c.lang} will win them over in ${c.nb[0]} more than anything: even ${c.t.thanks} and a properly pronounced greeting will be talked about for weeks.`,
      (c) =>
        `Ask your partner what topics to avoid, as in many families in ${c.city} questions about money, marriage and children come quickly, so have a friendly answer ready.`,
      (c) =>
        `Relax. They've already heard about you, and in ${c.city} the fact you've come to the family home says a lot.`,
    ],
    nestedTo: [[1], [], [4]],
    followTo: [[0]],
    nested: [
      (c) =>
        `Agree on letting your partner lead, mine gave me a quick briefing in the car on the way to ${c.nb[0]} and it saved me.`,
      (c) =>
        `I'd add: don't be surprised if the whole extended family turns up, my first dinner in ${c.nb[0]} was twenty-five people.`,
      (c) => `The marriage questions are real, I got asked within ten minutes in ${c.city}!`,
    ],
    followUps: [
      [
        (c) => `Is fruit really OK as a gift in ${c.city}, or is it a bit plain?`,
        (c) =>
          `It's perfect in ${c.city}, especially in a nice presentation box from a shop in ${c.nb[1]}.`,
      ],
    ],
    updates: [
      (c) =>
        `Update: the family dinner in ${c.nb[0]} went brilliantly, Grandma made me eat three helpings, and my ${c.lang} greeting got a round of applause.`,
      (c) =>
        `We did it! Brought fruit from ${c.nb[1]}, greeted everyone in ${c.lang}, and got invited back for the next holiday.`,
    ],
  },
  {
    tags: ['safety', 'dating-apps', 'solo'],
    titles: [
      (c) => `Staying safe on first dates in ${c.city}`,
      (c) => `Is it safe to meet app dates in ${c.city}?`,
      (c) => `Solo woman dating in ${c.city}: safety tips?`,
      (c) => `Meeting app dates around ${c.nb[0]}: is it safe?`,
    ],
    post: (c) =>
      paragraphs(
        `I'm new to ${c.city} and about to start meeting people from dating apps, which I've done plenty of at home.`,
        `But I don't know ${c.city} yet, or which areas are fine late at night, and I'm staying in ${c.nb[0]}.`,
        `I know the police number in ${c.nation} is ${c.country.emergency.police}, and that's about it for my ${c.city} research.`,
        `What are your safety rules for dates in ${c.city}?`,
      ),
    answers: [
      (c) =>
        list(`My rules for first dates in ${c.city}:`, [
          `Meet somewhere public and busy, like ${c.nb[0]} or ${c.nb[1]} in the evening`,
          `Get to and from ${c.nb[2]} under your own steam, with trip sharing on in ${c.app}`,
          `Tell a friend in ${c.city} where you are and who with`,
          `Drinks you watch being made, in the ${c.nb[1]} bars especially`,
        ]),
      (c) =>
        `${c.city} is generally safe, but drink spiking does happen in the busier bars in ${c.nb[1]}, so keep your drink in your hand and you'll be fine.`,
      (c) =>
        `Do a quick video call before meeting, it weeds out the fake profiles, which are common in ${c.city}.`,
      (c) =>
        `Save ${c.country.emergency.police} for police and ${c.country.emergency.ambulance} for an ambulance, and know where ${c.hospital} is from ${c.nb[0]}, just in case.`,
      (c) =>
        `Trust your gut. I've left dates in ${c.city} after ten minutes and nobody has ever made a fuss.`,
      (c) =>
        `Be aware of the romance scams in ${c.city}: anyone who quickly asks for money, investment tips or crypto is a scam, every time.`,
    ],
    nestedTo: [[0], [2], [3]],
    followTo: [[0]],
    nested: [
      (c) =>
        `Agree with all of that, and I'd add: don't go back to someone's place in ${c.city} on a first date, however nice they seem.`,
      (c) =>
        `The video call tip is so useful, two of my ${c.city} matches vanished when I suggested it.`,
      (c) =>
        `I'd add that ${c.hospital} has a 24-hour emergency department if anything happens, so it's good to know where it is.`,
    ],
    followUps: [
      [
        (c) => `Does ${c.app} have trip sharing in ${c.city}?`,
        (c) =>
          `Yes, it's on the ride screen, so share the link with a friend before you get in, I use it every time in ${c.city}.`,
      ],
    ],
    updates: [
      (c) =>
        `Been on three dates in ${c.city} now with all of these rules, and all were lovely and safe.`,
      (c) =>
        `The video-call tip weeded out one very fake profile, and I met someone lovely for coffee in ${c.nb[0]} instead.`,
    ],
  },
];

const photography: Scenario[] = [
  {
    tags: ['sunrise', 'landscape', 'locations'],
    titles: [
      (c) => `Sunrise spots around ${c.city}?`,
      (c) => `Where to shoot sunrise in ${c.city}?`,
      (c) => `Best early-morning light in ${c.city}: ${c.hl[0]} or ${c.hl[1]}?`,
    ],
    post: (c) =>
      paragraphs(
        `I'm in ${c.city} for ${c.p(['a week', 'five days', 'two weeks'])} with ${c.p([
          'a mirrorless camera and a couple of primes',
          'a full-frame body and a 24-70',
          'just a phone and a small tripod',
        ])}.`,
        `I'd love one or two proper sunrise shoots, ideally somewhere with a view over ${c.city} or around ${c.hl[0]}.`,
        `Sunrise is around ${c.p(['5:50am', '6:10am', '6:30am'])} at the moment, and I'm staying in ${c.nb[0]}.`,
        `Where would you go for sunrise in ${c.city}, and how early do I need to be there?`,
      ),
    answers: [
      (c) =>
        `${c.Hl[0]} at first light is hard to beat. Get there 40 minutes before sunrise, the blue hour is often better than the sunrise itself in ${c.city}.`,
      (c) =>
        `Rooftops in ${c.nb[1]} give you the city waking up, and some hotel bars let you up early for the price of a coffee, around ${c.m(4)}.`,
      (c) =>
        list(`My sunrise shortlist for ${c.city}:`, [
          `${c.Hl[0]}, busy by 7am`,
          `${c.Hl[1]}, quieter and great with a long lens`,
          `The waterfront or a high point near ${c.nb[0]}, for reflections`,
        ]) + `\n\nCheck the haze forecast, some mornings ${c.city} just doesn't give you colour.`,
      (c) =>
        `Book ${c.app} the night before if you can, getting a car at 5am from ${c.nb[0]} can take a while.`,
      (c) =>
        `Honestly the street life at dawn is the shot in ${c.city}: markets setting up in ${c.nb[1]}, monks or commuters, and that warm side light.`,
      (c) =>
        c.hot
          ? `Bring a lens cloth, because walking out of the air conditioning into ${c.city} at 5am fogs everything up for ten minutes.`
          : `Bring gloves and a spare battery, mornings in ${c.city} are colder than you'd think and batteries drain fast.`,
    ],
    nestedTo: [[0, 2], [1], [0]],
    followTo: [[0, 2]],
    nested: [
      (c) =>
        `Agree on ${c.hl[0]}, but it's popular now, so expect twenty other tripods on weekends.`,
      (c) =>
        `I'd disagree on the rooftops, a lot of ${c.nb[1]} hotels stopped letting non-guests up early.`,
      (c) =>
        `The blue hour point is so true for ${c.city}, my best frames were all before the sun actually came up.`,
    ],
    followUps: [
      [
        (c) => `Is it safe walking to ${c.hl[0]} in the dark with camera gear?`,
        (c) =>
          `I've done it many times from ${c.nb[0]} and felt fine, but I'd take ${c.app} rather than walk the last stretch alone.`,
      ],
    ],
    updates: [
      (c) =>
        `Shot ${c.hl[0]} at blue hour this morning and it was magic. Thanks for the tip about arriving early in ${c.city}.`,
      (c) =>
        `Update: the ${c.nb[1]} rooftop was a bust (guests only now), but the market setting up below gave me my favourite ${c.city} photo.`,
    ],
  },
  {
    tags: ['drones', 'rules', 'aerial'],
    titles: [
      (c) => `Drone rules in ${c.city}?`,
      (c) => `Flying a drone in ${c.city}: permits and no-fly zones?`,
      (c) => `Can I fly a drone near ${c.hl[0]}?`,
      (c) =>
        c.city === c.country.name
          ? null
          : `Bringing a drone to ${c.nation}, worth the hassle for ${c.city}?`,
    ],
    post: (c) =>
      paragraphs(
        `I'd love to get some aerial shots of ${c.city}, especially around ${c.hl[0]}.`,
        `I fly ${c.p(['a DJI Mini', 'a small sub-250g drone', 'a DJI Air'])} at home, registered and insured, but I know nothing about the rules for flying in ${c.city}.`,
        `I'm also nervous about customs at ${c.airportCode} confiscating it before I even get to ${c.city}.`,
        `Has anyone flown legally around ${c.city} recently, and what did you need?`,
      ),
    answers: [
      (c) =>
        `As far as I know, ${c.t.drone}, so I'd treat ${c.city} as restricted until you've confirmed otherwise.`,
      (c) =>
        `Customs at ${c.airportCode} didn't blink at my drone ${c.ago}, but they can ask, so keep the batteries in hand luggage and your registration on your phone.`,
      (c) =>
        `Don't fly near ${c.hl[0]}. Most famous sites around ${c.city} ban drones outright, and guards do confiscate them.`,
      (c) =>
        list(`What I did before flying in ${c.city}:`, [
          `Checked the national rules with the aviation authority before my ${c.city} trip`,
          `Installed a no-fly-zone map covering ${c.city}`,
          `Bought local ${c.p(['drone insurance', 'third-party insurance', 'liability cover'])}, about ${c.mf(30)}`,
          `Flew only at dawn, away from the crowds in ${c.nb[0]}`,
        ]),
      (c) =>
        `Honestly, for ${c.city} I'd leave the drone at home. The paperwork takes weeks, and a good rooftop in ${c.nb[1]} gives you most of the shot.`,
      (c) =>
        `Ask at your hotel in ${c.nb[0]}, the bigger ones know which nearby spots are outside the ${c.city} restrictions.`,
    ],
    nestedTo: [[1, 5], [2], [4]],
    followTo: [[0, 3]],
    nested: [
      (c) =>
        `I'd be careful with that, the rules around ${c.city} were tightened recently and the fines are steep.`,
      (c) => `Agree on avoiding ${c.hl[0]}, I watched security take someone's drone there.`,
      (c) =>
        `The rooftop suggestion is spot on, I got better ${c.city} skyline shots from a rooftop in ${c.nb[1]} than from the air.`,
    ],
    followUps: [
      [
        (c) => `How long did the permit take for your ${c.city} trip?`,
        (c) =>
          `About three weeks in my case, applying before I flew into ${c.airportCode}, so start now.`,
      ],
    ],
    updates: [
      (c) =>
        `Update: decided to leave the drone at home and shot from rooftops in ${c.nb[1]} instead, no regrets, ${c.city} looked great.`,
      (c) =>
        `Got through customs at ${c.airportCode} fine, sorted the paperwork, and flew once at dawn well away from ${c.hl[0]}.`,
    ],
  },
  {
    tags: ['street', 'walks', 'people'],
    titles: [
      (c) => `Street photography walk in ${c.city}?`,
      (c) => `Best neighbourhood in ${c.city} for street photography?`,
      (c) => `${c.Nb[0]} or ${c.nb[1]} for a street photography afternoon?`,
    ],
    post: (c) =>
      paragraphs(
        `I've got a free ${c.weekday} in ${c.city} and want to spend it walking with ${c.p(['a 35mm prime', 'an old film camera', 'just my phone'])} and nothing else.`,
        `I'm after real daily life rather than landmarks, so markets, alleys and people at work in ${c.city}.`,
        `I'm staying in ${c.nb[0]} and happy to take ${c.app} anywhere.`,
        `Which neighbourhoods in ${c.city} would you walk, and is it generally OK to photograph people?`,
      ),
    answers: [
      (c) =>
        `${c.Nb[1]} in the late afternoon: side streets full of workshops and food stalls, and the light through the alleys is gorgeous.`,
      (c) =>
        `Start at the market in ${c.nb[2]} early, it's chaotic and photogenic, then walk towards ${c.nb[1]} as the day goes on.`,
      (c) =>
        list(`${capitalise(withArticle(c.city))} route I do with visitors:`, [
          `Morning market in ${c.nb[2]}, with breakfast of ${c.dishes[0]} ${c.p(['from a stall there', 'at the market itself', 'from whichever stall has a queue'])}`,
          `The backstreets between ${c.nb[2]} and ${c.nb[1]}`,
          `Sunset around ${c.hl[1]}`,
        ]),
      (c) =>
        `On photographing people, a smile and a raised camera is usually enough in ${c.city}, and if someone waves no, move on.`,
      (c) =>
        `Go with a small camera, big lenses in ${c.nb[1]} make people stiff, and a compact or phone gets you natural shots.`,
      (c) =>
        `Avoid ${c.nb[0]} for this, it's mostly bars and tourists. The good stuff in ${c.city} is in the older working neighbourhoods.`,
    ],
    nestedTo: [[1, 2], [0], [4]],
    followTo: [[3]],
    nested: [
      (c) =>
        `Agree on the market in ${c.nb[2]}, but go before 8am, by mid-morning it's packed and the light is flat.`,
      (c) =>
        `I'd add that people in ${c.nb[1]} have had a lot of tourists shoving cameras in their faces, so ask first there.`,
      (c) =>
        `The small camera tip is so true, I switched to a compact for ${c.city} and got far better portraits.`,
    ],
    followUps: [
      [
        (c) => `Do people in ${c.city} ever ask for money for photos?`,
        (c) =>
          `Occasionally at the touristy spots around ${c.hl[0]}, never in the normal markets in ${c.nb[2]}.`,
      ],
    ],
    updates: [
      (c) =>
        `Did the market walk from ${c.nb[2]} to ${c.nb[1]} on ${c.weekday} and came back with 400 frames, ${c.city} is a dream for street photography.`,
      (c) =>
        `${c.Nb[1]} in the late afternoon was exactly as described, best light of the trip in ${c.city}.`,
    ],
  },
  {
    tags: ['gear', 'humidity', 'storage'],
    fits: (c) => c.hot,
    titles: [
      (c) => `Protecting camera gear from humidity in ${c.city}?`,
      (c) => `Fungus on my lenses after a year in ${c.city}, how do you store gear?`,
      (c) => `Rainy season photography in ${c.city}: gear tips?`,
      (c) => `Damp flat in ${c.nb[0]}: how do you store camera gear?`,
    ],
    post: (c) =>
      paragraphs(
        `I've just moved to ${c.city} with ${c.p(['two bodies and five lenses', 'a camera bag worth more than my car', "a modest kit I can't afford to replace"])}.`,
        `A photographer friend warned me that the humidity here grows fungus in lenses within months, and my flat in ${c.nb[0]} already feels damp.`,
        `Right now everything lives in a camera bag in the wardrobe of my ${c.city} flat, which I suspect is the worst option.`,
        `How do people in ${c.city} store their gear, and is a dry cabinet worth buying?`,
      ),
    answers: [
      (c) =>
        `Buy a dry cabinet: a small one is ${c.m(120)} in ${c.city} and it's the cheapest insurance you'll ever buy for your lenses.`,
      (c) =>
        `Keep the air conditioning or a dehumidifier running in the room where the gear lives, humidity in ${c.city} sits above 70% for months.`,
      (c) =>
        list(`My routine after five years in ${c.city}:`, [
          `Dry cabinet at 40 to 45% humidity, from a camera shop in ${c.nb[1]}`,
          `Silica gel in the bag for ${c.city} shoots`,
          `Gear warms up in a sealed bag before I step out of the ${c.nb[0]} flat`,
          `Regular use, as lenses left in the dark in ${c.nb[0]} grow fungus fastest`,
        ]),
      (c) =>
        `Camera shops around ${c.nb[1]} sell dry cabinets and can clean a lens if fungus has started, about ${c.m(40)} per lens.`,
      (c) =>
        `Don't keep anything in a sealed bag without silica gel, that's exactly how I lost a lens in my first ${c.city} rainy season.`,
      (c) =>
        `If a dry cabinet is too much, a sealed plastic box with a big pack of silica gel works, and it cost me ${c.m(15)} at a hardware shop in ${c.nb[0]}.`,
    ],
    nestedTo: [[0, 3], [5], [2]],
    followTo: [[2, 3]],
    nested: [
      (c) => `Agree on the dry cabinet, mine from ${c.nb[1]} has paid for itself ten times.`,
      (c) =>
        `I'd add a cheap hygrometer to the box if you go the DIY route, mine showed 80% in ${c.city} before I changed the silica.`,
      (c) =>
        `Using the lenses is the underrated bit, fungus in ${c.city} grows fastest in gear that never sees light.`,
    ],
    followUps: [
      [
        (c) => `Which shop in ${c.nb[1]} sells dry cabinets?`,
        (c) =>
          `There's a row of camera shops in ${c.nb[1]}, most have dry cabinets in stock, and they'll deliver to ${c.nb[0]}.`,
      ],
    ],
    updates: [
      (c) =>
        `Bought a dry cabinet in ${c.nb[1]} for ${c.m(130)} and it's already reading 42%, so my lenses in ${c.city} are safe.`,
      (c) =>
        `Found early fungus on one lens, had it cleaned in ${c.nb[1]} for ${c.m(40)}, and everything now lives in a dry cabinet.`,
    ],
  },
  {
    tags: ['night', 'long-exposure', 'tripods'],
    titles: [
      (c) => `Night photography in ${c.city}: best spots and tripod rules?`,
      (c) => `Can I use a tripod around ${c.hl[0]} at night?`,
      (c) => `Long exposures in ${c.city} after dark: where would you go?`,
    ],
    post: (c) =>
      paragraphs(
        `I love long exposures, traffic trails and city lights, and ${c.city} looks perfect for it.`,
        `I've got ${c.p(['a carbon travel tripod', 'a small tabletop tripod', 'a heavy old aluminium tripod'])} and ${c.p(['a few ND filters', 'a remote release', 'nothing fancy'])} for ${c.city}.`,
        `I've read that some places in ${c.city} don't allow tripods, and I don't want to be moved on halfway through a shot near ${c.hl[0]}.`,
        `Where do you shoot at night in ${c.city}, and where are tripods a problem?`,
      ),
    answers: [
      (c) =>
        `${c.Hl[0]} is stunning after dark, but security there may ask about tripods, so go late when it's quiet.`,
      (c) =>
        `Bridges and overpasses around ${c.nb[1]} are great for light trails: use a small tripod, stay off the road, and shoot from the pedestrian side.`,
      (c) =>
        list(`Night spots I rate in ${c.city}:`, [
          `${c.Hl[1]}, after the crowds go`,
          `Overpasses near ${c.nb[1]} for traffic trails`,
          `The waterfront or main square near ${c.nb[0]} for reflections`,
          `Night markets in ${c.nb[2]}, handheld only`,
        ]),
      (c) =>
        `Malls and private plazas in ${c.city} often ban tripods, but public streets and parks are usually fine if you're not blocking anyone.`,
      (c) =>
        `Go on weeknights. ${c.city} at 11pm on a Tuesday is a different place from the weekend crowds around ${c.nb[0]}.`,
      (c) =>
        `Modern sensors mean you can handhold a lot of the ${c.city} night scenes, and I only bring the tripod for light trails.`,
    ],
    nestedTo: [[0], [1, 2], [5]],
    followTo: [[1, 2]],
    nested: [
      (c) =>
        `Agree on ${c.hl[0]}, but the guards there start ushering people out around closing time, so check the hours.`,
      (c) =>
        `The overpasses near ${c.nb[1]} are great, but watch for motorbikes using the pedestrian side.`,
      (c) =>
        `I'd disagree about handheld for long exposures, a small tripod in ${c.city} makes all the difference for trails.`,
    ],
    followUps: [
      [
        (c) => `Is it safe walking around ${c.nb[1]} at night with a tripod and bag?`,
        (c) =>
          `I've never had any issue in ${c.nb[1]}, just keep the bag zipped and don't leave it behind you while you shoot.`,
      ],
    ],
    updates: [
      (c) =>
        `Went out last night around ${c.nb[1]} and got the light-trail shot I was after, and security at ${c.hl[0]} were fine with the small tripod.`,
      (c) =>
        `Update: ${c.nb[0]} at 11pm on a weeknight was perfect, not a soul around, and ${c.city} delivered.`,
    ],
  },
  {
    tags: ['portraits', 'people', 'etiquette'],
    titles: [
      (c) => `Is it OK to photograph people at markets in ${c.city}?`,
      (c) => `Portrait photography etiquette in ${c.city}?`,
      (c) => `Asking strangers for portraits in ${c.city}: how?`,
      (c) => `Photographing vendors in ${c.nb[0]}: how do you ask?`,
    ],
    post: (c) =>
      paragraphs(
        `I'm working on a portrait project about ${c.p(['street vendors', 'older people at markets', 'people at work'])} in Asian cities, and ${c.city} is my next stop.`,
        `At home I always ask first, but I don't speak ${c.lang} and I'm not sure how it's received in ${c.city}.`,
        `I'd be shooting mostly around ${c.nb[0]} and ${c.hl[0]}.`,
        `How do you approach people for photos in ${c.city}, and are there places where it's not appropriate?`,
      ),
    answers: [
      (c) =>
        `Learn how to ask "may I take a photo?" in ${c.lang} and show the camera: in ${c.city} most people laugh and say yes, and the ones who don't make it very clear.`,
      (c) =>
        `Buy something first: at the market in ${c.nb[0]} I always buy fruit or a coffee, chat a bit, and then ask, and people in ${c.city} are so much warmer.`,
      (c) =>
        list(`My rules for portraits in ${c.city}:`, [
          `Ask first in ${c.nb[0]}, with a gesture and a smile if your ${c.lang} is limited`,
          `Show the photo afterwards, people in ${c.city} love that`,
          `A parent's nod first for any child in ${c.nb[0]}`,
          `No photos at ceremonies in ${c.city} unless invited`,
        ]),
      (c) =>
        `Print a few photos and bring them back, I did that with vendors in ${c.nb[0]} and now I'm a welcome regular.`,
      (c) =>
        `Be careful around ${c.hl[0]}, people there are photographed all day by tourists and can be fed up, so ask even more politely.`,
      (c) =>
        `Some older people in ${c.city} don't like being photographed for traditional reasons, so respect a no, even a hesitant one.`,
    ],
    nestedTo: [[1], [], [3]],
    followTo: [[0, 2]],
    nested: [
      (c) => `Agree about buying something first, it made a huge difference for me in ${c.nb[0]}.`,
      (c) =>
        `I'd add: don't offer money for photos in ${c.city}, it changes the whole dynamic for the next photographer.`,
      (c) => `The printing tip is brilliant, a vendor near ${c.nb[0]} still has mine on her stall.`,
    ],
    followUps: [
      [
        (c) => `How do you say "may I take a photo" in ${c.lang} to a stallholder in ${c.nb[0]}?`,
        (c) =>
          `Easiest is to ask a local friend in ${c.city} to record it for you and practise, though pointing at the camera with a smile works too.`,
      ],
    ],
    updates: [
      (c) =>
        `Update: spent three mornings in the ${c.nb[0]} market buying fruit and chatting before asking, and got the best portraits of the whole project.`,
      (c) =>
        `Printed twenty photos at a shop in ${c.nb[1]} and took them back to the vendors. Tears, hugs, and an invitation to lunch in ${c.city}.`,
    ],
  },
];

const SCENARIOS: Record<ForumCategoryId, Scenario[]> = {
  travel,
  living,
  jobs,
  food,
  culture,
  dating,
  photography,
};

/* ------------------------------------------------------------------------------------------------
 * Lines any thread can use, each tied to the thread's place
 * ---------------------------------------------------------------------------------------------- */

/** Short replies to the topic that add interest rather than an answer. */
const ASIDES: Line[] = [
  (c) =>
    `Following. I'm moving to ${c.city} ${c.p(['next month', 'in the autumn', 'after the summer', 'in January'])} and wondering the same.`,
  (c) =>
    `Same question here, we land in ${c.city} ${c.p(['in a few weeks', 'in a fortnight', 'in March', 'in the autumn'])}.`,
  (c) => `Bookmarking this for my ${c.p(['next', 'spring', 'autumn', 'first'])} ${c.city} trip.`,
  (c) => `Great thread, and good to see a few familiar names from ${c.nb[1]} in here.`,
  (c) => `Watching this one, a friend is moving to ${c.nb[2]} soon.`,
  (c) =>
    `Commenting so I can find this again before my ${c.city} ${c.p(['move', 'trip', 'visit'])}.`,
  (c) =>
    `Not much to add, but I've lived in ${c.nb[3]} for two years and everything above matches my experience.`,
  (c) =>
    `Saving this for when my ${c.p(['parents', 'sister', 'in-laws', 'brother'])} visit ${c.city}.`,
  (c) => `Ha, I asked almost the same thing about ${c.nb[1]} last year and got half these answers.`,
  (c) => `Following, this is exactly what I was about to ask about ${c.nb[2]}.`,
  (c) => `Thanks for asking this, I was too shy to post the same question about ${c.nb[0]}.`,
];

/** The author of an answer conceding, or standing firm, after someone replied to it. */
const CONCEDES: Line[] = [
  (c) => `Fair point, I was going on my own stay in ${c.nb[0]} ${c.ago}.`,
  (c) => `True, I should have said that, as ${c.city} has changed a lot since I first arrived.`,
  (c) => `Good to know, I'll bear that in mind next time I'm in ${c.nb[1]}.`,
  (c) => `We'll have to agree to differ on that one, it's always worked for me in ${c.city}.`,
  (c) => `Ha, yes, that's happened to me too in ${c.nb[2]}, but it's still my first choice.`,
  (c) => `Thanks for correcting me, things in ${c.city} move faster than my memory.`,
];

/** The author of an answer, glad someone agreed with it. */
const GLAD: Line[] = [
  (c) => `Glad it's not just me, ${c.nb[1]} really is like that.`,
  (c) => `Great minds, it's the first thing I tell anyone moving to ${c.city}.`,
  (c) => `Good to hear it worked for you in ${c.nb[2]} too.`,
  (c) => `Ha, we must have been in ${c.nb[0]} at the same time.`,
];

/** Replies to an answer that agree with it, rather than add to it or push back. */
const AGREES = /^(Agree|Agreed|Seconding|Plus one|Totally agree|Completely agree|Same)\b/;

/** The topic author thanking someone for an answer. */
const THANKS: Line[] = [
  (c) => `Thank you, this is exactly the kind of ${c.city} detail I was after.`,
  (c) => `This is brilliant, thanks, I've saved it for when I get to ${c.city}.`,
  (c) => `Really helpful, thank you, I'll start with that in ${c.nb[0]}.`,
  (c) => `Thanks so much, that answers most of my ${c.nb[0]} questions in one go.`,
  (c) => `That's reassuring, thank you, and I'll report back once I've tried it in ${c.city}.`,
  (c) => `Perfect, exactly what I needed to hear before ${c.nb[0]}.`,
  (c) => `Cheers, that's really kind of you to write all that out about ${c.city}.`,
];

/** Questions that fit any answer, and the answer's author replying. */
const GENERIC_FOLLOW_UPS: Array<[Line, Line]> = [
  [
    (c) => `Is that still current for ${c.nb[0]}, or from a while back?`,
    (c) => `That was ${c.ago}, when I was last in ${c.nb[0]}, so it should still hold.`,
  ],
  [
    (c) =>
      `Would you say the same applies in ${c.nb[3]}, or is that more of a central ${c.city} thing?`,
    (c) =>
      `Broadly the same in ${c.nb[3]}, just a bit ${c.p(['quieter', 'cheaper', 'more local', 'slower'])} than the centre of ${c.city}.`,
  ],
  [
    (c) =>
      `${c.p(['How long did it take you to work that out', 'Did it take you long to figure that out', 'How long before you worked that out'])} in ${c.p([c.city, c.nb[0]])}?`,
    (c) =>
      `Embarrassingly long, about ${c.p(['six months', 'a year', 'three months'])} of getting it wrong in ${c.nb[2]} first.`,
  ],
];

/** Asked when the country does not run on English. */
const LANGUAGE_FOLLOW_UP: [Line, Line] = [
  (c) => `Would that work for someone in ${c.nb[1]} without much ${c.lang}?`,
  (c) => `Yes, I managed it in ${c.nb[1]} with about ten words of ${c.lang} and a translation app.`,
];

/**
 * How often a world has used each scenario and each shared line so far, per city and per country.
 * Keyed on the world's faker, one per world: a new world starts afresh, and the same calls give
 * the same world. A city met again, or another city in the same country, gets a question it has
 * not had, and a city's threads do not keep repeating the same aside or thanks.
 */
const worldUse = new WeakMap<Faker, Map<string, number>>();

function usageOf(faker: Faker): Map<string, number> {
  const used = worldUse.get(faker) ?? new Map<string, number>();
  worldUse.set(faker, used);
  return used;
}

/** Where a shared line has been used: in the city, and in its country (cities share names). */
function lineKeys(c: Ctx, name: string, pool: readonly Line[], line: Line): [string, string] {
  const at = pool.indexOf(line);
  return [`${c.city}|${name} ${at}`, `${c.country.name}|${name} ${at}`];
}

/** A shared pool's lines shuffled, those the place has had least last, so `pop` takes them. */
function leastUsedLast(c: Ctx, name: string, pool: readonly Line[]): Line[] {
  const used = usageOf(c.f);
  const score = (line: Line) => {
    const [city, country] = lineKeys(c, name, pool, line).map((key) => used.get(key) ?? 0);
    return city! * 1000 + country!;
  };
  return c.f.helpers.shuffle([...pool]).sort((a, b) => score(b) - score(a));
}

/** A shared line, written for the place, and counted as used there. */
function writeCounted(c: Ctx, name: string, pool: readonly Line[], line: Line): string {
  const used = usageOf(c.f);
  for (const key of lineKeys(c, name, pool, line)) used.set(key, (used.get(key) ?? 0) + 1);
  return line(c);
}

/* ------------------------------------------------------------------------------------------------
 * Threads
 * ---------------------------------------------------------------------------------------------- */

type ReplyKind = 'answer' | 'aside' | 'nested' | 'question' | 'reply' | 'author';

const MAX_REPLIES = 12;

/** '@First' for a person in the thread. */
function mention(c: Ctx, person: number): string {
  return `@${firstNameOf(c.people[person] ?? '')}`;
}

/** Whether a quote names the thread's place, so the same words do not turn up in other threads. */
function names(c: Ctx, quote: string): boolean {
  return [c.city, ...c.nb, c.airportCode, c.hospital].some((name) => quote.includes(name));
}

/** A short quote of a reply's opening sentence, or null when it has none worth quoting. */
function quoteOf(c: Ctx, content: string): string | null {
  const line = content
    .split('\n')
    .map((text) => text.trim())
    .find((text) => text && !text.startsWith('>') && !text.startsWith('- '));
  if (!line) return null;
  const text = line.replace(/^@\S+\s+/, '').replace(/\*\*/g, '');
  const sentence = (text.split(/(?<=[.!?])\s+/)[0] ?? '').replace(/[.!?:,;]+$/, '');
  // The whole sentence if short, else its first clause; either way one that names something.
  for (const quote of [sentence, sentence.split(/[,;:] /)[0] ?? '']) {
    const words = quote.split(/\s+/).filter(Boolean).length;
    if (words >= 5 && words <= 16 && names(c, quote)) return quote;
  }
  return null;
}

/**
 * How a reply to a reply starts: naming its author, or quoting it. A world quotes the same words
 * once at most, so a quote never turns a sentence into one that three records share.
 */
function leadFor(c: Ctx, parent: ThreadReply, quoteChance: number): string {
  const quote = c.ch(quoteChance) ? quoteOf(c, parent.content) : null;
  const used = usageOf(c.f);
  if (!quote || used.has(`quote|${quote}`)) return `${mention(c, parent.author)} `;
  used.set(`quote|${quote}`, 1);
  return `> ${quote}\n\n`;
}

function buildReplies(c: Ctx, s: Scenario): ThreadReply[] {
  const f = c.f;
  const others = c.people.length - 1;
  if (others < 2) return [];
  const out: ThreadReply[] = [];
  const kinds: ReplyKind[] = [];
  /** For each reply, the answers (indices into `s.answers`) its text is made of. */
  const sources: number[][] = [];
  const texts = s.answers.map((line) => line(c));
  const isList = (at: number) => texts[at]!.includes('\n- ');
  const unused = f.helpers.shuffle(texts.map((_, at) => at));
  type Targeted<T> = { item: T; to: number[] };
  const nested: Array<Targeted<Line>> = f.helpers.shuffle(
    s.nested.map((item, at) => ({ item, to: s.nestedTo[at] ?? [] })),
  );
  const followUps: Array<Targeted<[Line, Line]>> = f.helpers.shuffle([
    ...s.followUps.map((item, at) => ({ item, to: s.followTo[at] ?? [] })),
    ...GENERIC_FOLLOW_UPS.map((item) => ({ item, to: [] })),
    ...(c.englishOk ? [] : [{ item: LANGUAGE_FOLLOW_UP, to: [] }]),
  ]);
  const asides = leastUsedLast(c, 'aside', ASIDES);
  const concedes = f.helpers.shuffle([...CONCEDES]);
  const glads = f.helpers.shuffle([...GLAD]);
  const total = f.number.int({ min: 3, max: MAX_REPLIES });
  const authorReplies = f.datatype.boolean(0.5);
  const room = () => total - (authorReplies ? 1 : 0) - out.length;
  const maxAsides = f.number.int({ min: 0, max: 2 });
  let asidesUsed = 0;

  let queue: number[] = [];
  /** Someone other than the topic author, spreading replies across the people given. */
  const nextAuthor = (avoid: number): number => {
    if (!queue.some((person) => person !== avoid))
      queue = f.helpers.shuffle(Array.from({ length: others }, (_, i) => i + 1));
    const at = queue.findIndex((person) => person !== avoid);
    return queue.splice(at, 1)[0]!;
  };
  const add = (reply: ThreadReply, kind: ReplyKind, from: number[] = []) => {
    out.push(reply);
    kinds.push(kind);
    sources.push(from);
    return out.length - 1;
  };
  const answered = () => kinds.flatMap((kind, at) => (kind === 'answer' ? [at] : []));
  /** The first entry that fits an answer already posted, and that answer; taken from the list. */
  const takeFitting = <T>(entries: Array<Targeted<T>>) => {
    for (const [at, entry] of entries.entries()) {
      const parents = answered().filter(
        (reply) => !entry.to.length || sources[reply]!.some((source) => entry.to.includes(source)),
      );
      if (!parents.length) continue;
      entries.splice(at, 1);
      const parent = f.helpers.arrayElement(parents);
      // A quote shows the opening of the answer, so only when that opening is what is answered.
      const quotable = !entry.to.length || entry.to.includes(sources[parent]![0]!);
      return { item: entry.item, parent, quotable };
    }
    return null;
  };

  const addAnswer = () => {
    const first = unused.pop();
    if (first === undefined) return false;
    const from = [first];
    // Now and then a detailed answer: a few sentences, a short list, sometimes a closing tip.
    const listAt = unused.findIndex(isList);
    if (!isList(first) && listAt >= 0 && f.datatype.boolean(0.3)) {
      from.push(unused.splice(listAt, 1)[0]!);
      const closing = unused.findIndex((at) => !isList(at));
      if (closing >= 0 && f.datatype.boolean(0.5)) from.push(unused.splice(closing, 1)[0]!);
    }
    const content = from.map((at) => texts[at]!).join('\n\n');
    add({ answers: null, author: nextAuthor(0), content, helpful: false }, 'answer', from);
    return true;
  };
  const addNested = () => {
    const fit = takeFitting(nested);
    if (!fit) return false;
    const target = out[fit.parent]!;
    const author = nextAuthor(target.author);
    const text = fit.item(c);
    const lead = leadFor(c, target, fit.quotable ? 0.3 : 0);
    const at = add(
      { answers: fit.parent, author, content: `${lead}${text}`, helpful: false },
      'nested',
    );
    const concede = AGREES.test(text) ? glads.pop() : concedes.pop();
    if (concede && room() > 0 && f.datatype.boolean(0.3))
      add(
        {
          answers: at,
          author: target.author,
          content: `${mention(c, author)} ${concede(c)}`,
          helpful: false,
        },
        'reply',
      );
    return true;
  };
  const addFollowUp = () => {
    if (room() < 2) return false;
    const fit = takeFitting(followUps);
    if (!fit) return false;
    const target = out[fit.parent]!;
    const asker = target.author !== 0 && f.datatype.boolean(0.5) ? 0 : nextAuthor(target.author);
    const question = add(
      {
        answers: fit.parent,
        author: asker,
        content: `${mention(c, target.author)} ${fit.item[0](c)}`,
        helpful: false,
      },
      'question',
    );
    add(
      {
        answers: question,
        author: target.author,
        content: `${mention(c, asker)} ${fit.item[1](c)}`,
        helpful: false,
      },
      'reply',
    );
    return true;
  };
  const addAside = () => {
    const line = asides.pop();
    if (!line || asidesUsed >= maxAsides) return false;
    asidesUsed += 1;
    const content = writeCounted(c, 'aside', ASIDES, line);
    add({ answers: null, author: nextAuthor(0), content, helpful: false }, 'aside');
    return true;
  };

  while (room() > 0) {
    const roll = f.number.float({ min: 0, max: 1 });
    const steps = !answered().length
      ? [addAnswer, addAside]
      : roll < 0.45
        ? [addAnswer, addNested, addFollowUp]
        : roll < 0.65
          ? [addNested, addAnswer, addFollowUp]
          : roll < 0.85
            ? [addFollowUp, addNested, addAnswer]
            : [addAside, addAnswer, addNested];
    if (!steps.some((step) => step())) break;
  }

  if (authorReplies) {
    const thanked = answered().filter((at) => out[at]!.author !== 0);
    const both = f.datatype.boolean(0.2);
    if (thanked.length && (both || f.datatype.boolean(0.6))) {
      const at = f.helpers.arrayElement(thanked);
      out[at]!.helpful = true;
      add(
        {
          answers: at,
          author: 0,
          content: `${leadFor(c, out[at]!, 0.2)}${writeCounted(c, 'thanks', THANKS, leastUsedLast(c, 'thanks', THANKS).pop()!)}`,
          helpful: false,
        },
        'author',
      );
    }
    if (out.length < MAX_REPLIES && (both || !kinds.includes('author')))
      add(
        { answers: null, author: 0, content: f.helpers.arrayElement(s.updates)(c), helpful: false },
        'author',
      );
  }
  // Other members' answers the topic author also found helpful; never more than two in all.
  for (const at of answered()) {
    if (out.filter((reply) => reply.helpful).length >= 2) break;
    if (out[at]!.author !== 0 && f.datatype.boolean(0.12)) out[at]!.helpful = true;
  }
  return out;
}

const TITLE_OPENERS = ['Quick question: ', 'Advice please: ', 'Help needed: ', 'Newbie here: '];

/** A scenario of `kind` for the place, from those it has had least (city first, then country). */
function pickScenario<T>(faker: Faker, kind: string, place: Place, all: readonly T[], fit: T[]): T {
  const used = usageOf(faker);
  const keys = (scenario: T) =>
    [place.city, place.country].map((where) => `${kind}|${where}|${all.indexOf(scenario)}`);
  const score = (scenario: T) => {
    const [city, country] = keys(scenario).map((key) => used.get(key) ?? 0);
    return city! * 1000 + country!;
  };
  const least = Math.min(...fit.map(score));
  const scenario = faker.helpers.arrayElement(fit.filter((option) => score(option) === least));
  for (const key of keys(scenario)) used.set(key, (used.get(key) ?? 0) + 1);
  return scenario;
}

/** A discussion topic in the category, about the place, with replies that answer it. */
export function writeDiscussion(input: {
  faker: Faker;
  category: ForumCategoryId;
  place: Place;
  country: CountryFacts;
  /** Full names; people[0] is the topic author. At least 8. */
  people: string[];
}): WrittenThread {
  const { faker, category, place, country, people } = input;
  const c = makeCtx(faker, place, country, people);
  const scenarios = SCENARIOS[category].filter((scenario) => !scenario.fits || scenario.fits(c));
  const scenario = pickScenario(faker, category, place, SCENARIOS[category], scenarios);
  const titles = scenario.titles
    .map((title) => title(c))
    .filter((title): title is string => Boolean(title));
  const title = faker.helpers.arrayElement(titles);
  return {
    // Members open questions the way people do, which also keeps two threads apart.
    title:
      title.endsWith('?') && faker.datatype.boolean(0.4)
        ? `${faker.helpers.arrayElement(TITLE_OPENERS)}${title}`
        : title,
    content: scenario.post(c),
    tags: [category, ...faker.helpers.arrayElements(scenario.tags, { min: 1, max: 3 })],
    replies: buildReplies(c, scenario),
  };
}

/* ------------------------------------------------------------------------------------------------
 * Board posts: marketplace, events, language exchange
 * ---------------------------------------------------------------------------------------------- */

type BoardPost = {
  title: string;
  body: string;
  tags: string[];
  /** A member's reply, and the poster's answer to it (or null). */
  pairs: Array<[Line, Line | null]>;
};

type BoardScenario = { fits?: (c: Ctx) => boolean; write: (c: Ctx) => BoardPost };

const marketplace: BoardScenario[] = [
  {
    write: (c) => {
      const bike = c.p(['Honda Click 125', 'Yamaha NMax', 'Honda PCX 160', 'Honda Wave 110']);
      const price = c.p([700, 850, 1000, 1200]);
      return {
        title: `For sale: ${bike} in ${c.nb[0]}, ${c.mf(price)}`,
        tags: ['scooter', 'for-sale'],
        body: paragraphs(
          `Selling my ${bike} as I'm leaving ${c.city} at the end of the month.`,
          `It's ${numberWord(c.n(2, 5))} years old with about ${withCommas(c.n(8, 30) * 1000)} km on the clock, serviced every few months at the same shop in ${c.nb[0]}. New tyres fitted in ${c.nb[1]} ${c.ago}, one small scratch on the left panel, otherwise in very good condition.`,
          `Asking ${c.mf(price)}, papers in order, and I'll help with the ownership transfer in ${c.city}. Two helmets included, and you can view it in ${c.nb[0]} any evening this week.`,
        ),
        pairs: [
          [
            (x) =>
              `Is the ${bike} in ${x.nb[0]} still available? I could come and see it on ${x.weekday} evening in ${x.nb[0]}.`,
            (x) =>
              `Yes, still available, and ${x.weekday} after 6pm works for a viewing in ${x.nb[0]}.`,
          ],
          [
            (x) => `Would you take ${x.mf(price * 0.85)} cash for the ${bike}?`,
            (x) =>
              `I'd meet you at ${x.mf(price * 0.93)}, it was only just serviced in ${x.nb[0]}.`,
          ],
          [
            (x) => `Does the ownership transfer need a trip to the transport office in ${x.city}?`,
            (x) =>
              `It does, but it's a morning's job, and I'll come with you to the ${x.city} office.`,
          ],
          [(x) => `Messaged you, I'm in ${x.nb[1]} and can view this weekend.`, null],
        ],
      };
    },
  },
  {
    write: (c) => ({
      title: `Giving away furniture before leaving ${c.nb[0]}`,
      tags: ['free', 'furniture', 'moving'],
      body: paragraphs(
        `Leaving ${c.city} next ${c.weekday}, and everything in the flat needs a new home, free to anyone who can collect from ${c.nb[0]}.`,
        list(`Up for grabs in ${c.nb[0]}:`, [
          `A three-seater sofa, grey, bought in ${c.city} two years ago`,
          `A solid wood dining table with four chairs from a market in ${c.nb[1]}`,
          `Bedside tables and a lamp that have lived in ${c.nb[0]} for three years`,
          `Pots, pans and a rice cooker, all bought locally in ${c.nb[2]}`,
        ]),
        `You'll need a van or a friend with a pickup to get the sofa out of ${c.nb[0]}. First come, first served, and please only message if you can collect from ${c.nb[0]} before ${c.weekday}.`,
      ),
      pairs: [
        [
          (x) =>
            `I'd love the dining table if it's still there, I can bring a pickup to ${x.nb[0]} on ${x.weekday}.`,
          (x) => `It's yours, I'll keep it aside for you in ${x.nb[0]} until ${x.weekday}.`,
        ],
        [
          (x) => `Is the rice cooker still available for someone round the corner in ${x.nb[1]}?`,
          (x) => `Still here, come by the flat in ${x.nb[0]} any evening this week.`,
        ],
        [(x) => `Such a kind thing to do, good luck with the move away from ${x.city}!`, null],
      ],
    }),
  },
  {
    write: (c) => {
      const size = c.p(['54', '56', '52']);
      return {
        title: `Wanted: a second-hand road bike in ${c.city}`,
        tags: ['wanted', 'cycling'],
        body: paragraphs(
          `Looking for a road bike, size ${size}, for weekend rides out of ${c.city}.`,
          `Budget up to ${c.mf(300)} in ${c.city}, and I'm happy to go a bit higher for something with decent components.`,
          `I can collect anywhere near ${c.nb[0]} or ${c.nb[1]}, or meet at a bike shop to check it over. Bonus points if it comes with lights, the roads out of ${c.city} get dark early.`,
        ),
        pairs: [
          [
            (x) =>
              `I have an aluminium ${size} I'm selling for ${x.mf(260)} in ${x.nb[1]}, message me for photos.`,
            (x) => `Sounds promising, messaging you now about the ${x.nb[1]} bike.`,
          ],
          [
            (x) =>
              `Try the Sunday group ride from ${x.nb[0]}, people there often sell their old bikes after upgrading.`,
            (x) => `Great tip, I'll join the ${x.nb[0]} ride this Sunday.`,
          ],
        ],
      };
    },
  },
  {
    write: (c) => ({
      title: `Room available in a shared house in ${c.nb[0]}`,
      tags: ['room', 'housing', 'rent'],
      body: paragraphs(
        `We have a double room free in a three-bedroom house in ${c.nb[0]} from the start of next month.`,
        `Rent is ${c.m(350)} a month plus bills of about ${c.m(45)}, with a two-month deposit. The house has a small garden, fast fibre and a cleaner once a week, and it's a short walk to ${c.nb[1]}.`,
        `Current housemates are a teacher and a designer, both in our thirties and both working in ${c.city}. Message me to arrange a viewing in ${c.nb[0]}, evenings or ${c.weekday} afternoon.`,
      ),
      pairs: [
        [
          (x) =>
            `Is the ${x.nb[0]} room furnished? Very interested, I'm starting a job in ${x.nb[1]} next month.`,
          (x) =>
            `Furnished with a bed, desk and wardrobe, and I've sent you a message about viewing in ${x.nb[0]}.`,
        ],
        [
          (x) => `Are couples OK for the ${x.nb[0]} room, or one person only?`,
          (x) => `One person only, sorry, the rooms in this ${x.nb[0]} house are small.`,
        ],
        [
          (x) => `Still available? I'd love to view it on ${x.weekday} after work in ${x.nb[1]}.`,
          (x) => `Yes, ${x.weekday} at 6pm works, see you in ${x.nb[0]}.`,
        ],
      ],
    }),
  },
  {
    write: (c) => ({
      title: `Moving sale in ${c.nb[0]}: kitchen, desk and plants`,
      tags: ['for-sale', 'moving', 'furniture'],
      body: paragraphs(
        `Moving out of ${c.city} in two weeks, so everything must go by ${c.weekday} week.`,
        list(`Prices for pick-up in ${c.nb[0]}:`, [
          `Electric standing desk: ${c.m(150)}`,
          `Office chair: ${c.m(60)}`,
          `Blender and toaster: ${c.m(20)} for both`,
          `Twelve plants, pots included: ${c.m(3)} to ${c.m(15)} each`,
        ]),
        `Offers welcome on anything bought together, and pick-up from ${c.nb[0]} only.`,
      ),
      pairs: [
        [
          (x) => `I'll take the standing desk at ${x.m(150)} if it's still there.`,
          (x) => `It's yours, when can you collect from ${x.nb[0]}?`,
        ],
        [
          (x) => `Any snake plants left for someone in ${x.nb[1]} who could come tomorrow?`,
          (x) => `Two left at ${x.m(5)} each, come by ${x.nb[0]} after 5pm.`,
        ],
        [(x) => `Would you do ${x.m(50)} for the chair if I take the blender as well?`, null],
      ],
    }),
  },
  {
    fits: (c) =>
      /beach|surf|island/i.test([...c.place.highlights, ...c.place.neighborhoods].join(' ')),
    write: (c) => ({
      title: `Selling a surfboard and wetsuit in ${c.city}`,
      tags: ['surfing', 'for-sale'],
      body: paragraphs(
        `Selling my 7'2" mid-length and a 3/2 wetsuit, size M, now that I'm leaving ${c.city}.`,
        `The board has a couple of small repaired dings, all watertight, and a new leash from a shop in ${c.nb[0]}. Great for learning and for the smaller days around ${c.city}.`,
        `${c.mf(250)} for both or ${c.mf(200)} for the board alone, and I can bring it to ${c.nb[0]} or ${c.nb[1]}.`,
      ),
      pairs: [
        [
          (x) => `Is the board good for a beginner who's only had a few lessons in ${x.nb[1]}?`,
          (x) =>
            `Yes, a mid-length is perfect for learning, very stable on the small days in ${x.city}.`,
        ],
        [(x) => `Is the wetsuit warm enough for early mornings in ${x.city}?`, null],
        [
          (x) => `I'd take both for ${x.mf(220)} if you can bring them to ${x.nb[1]}.`,
          (x) => `Deal, I'll message you to sort out a time in ${x.nb[1]}.`,
        ],
      ],
    }),
  },
  {
    write: (c) => ({
      title: `Selling a monitor and office chair in ${c.nb[0]}`,
      tags: ['for-sale', 'remote-work'],
      body: paragraphs(
        `Heading home from ${c.city}, so my work-from-home setup in ${c.nb[0]} is for sale.`,
        list(`All in good condition, from a smoke-free flat in ${c.nb[0]}:`, [
          `27-inch 4K monitor with its stand and cables: ${c.mf(180)}`,
          `Ergonomic office chair, bought in ${c.city} last year: ${c.mf(120)}`,
          `Keyboard, mouse and laptop stand: ${c.mf(40)}`,
        ]),
        `Everything together for ${c.mf(300)}, and I'm around most evenings until ${c.weekday}.`,
      ),
      pairs: [
        [
          (x) =>
            `Is the monitor in ${x.nb[0]} still available, as I work from ${x.workspot} and need one badly?`,
          (x) => `Still available, come and try it in ${x.nb[0]} this evening if you like.`,
        ],
        [(x) => `Would you deliver the chair to ${x.nb[1]} if I pay for ${x.app}?`, null],
      ],
    }),
  },
];

const events: BoardScenario[] = [
  {
    write: (c) => ({
      title: `Monthly expat meetup in ${c.nb[0]}, ${c.weekday} at 7pm`,
      tags: ['meetup', 'social'],
      body: paragraphs(
        `Our monthly meetup is on ${c.weekday} from 7pm at a bar on the main street in ${c.nb[0]}, with the upstairs room reserved.`,
        `Newcomers are especially welcome, and about half of us have been in ${c.city} for less than a year. No need to book, just turn up in ${c.nb[0]} and look for the table with the name badges.`,
        `The first drink is ${c.m(5)}, there's food to share, and you don't need to bring anything except maybe a friend who's new to ${c.city}.`,
      ),
      pairs: [
        [
          (x) => `Count me in, I arrived in ${x.city} last month and don't know anyone yet.`,
          (x) =>
            `Perfect, come and find me at the badge table, ${x.city} is much easier with friends.`,
        ],
        [
          (x) =>
            `Do any ${x.lang} speakers come to the ${x.nb[0]} meetup, as I'd like to practise?`,
          (x) => `A few locals from ${x.nb[0]} come every month, so yes!`,
        ],
        [(x) => `Can't make this ${x.weekday}, but please post the next ${x.city} one!`, null],
        [
          (x) => `Is it OK to come alone to the ${x.nb[0]} meetup?`,
          (x) => `Absolutely, most people at the ${x.city} meetup come on their own.`,
        ],
      ],
    }),
  },
  {
    write: (c) => ({
      title: `Sunrise hike from ${c.city}, ${c.weekday} morning`,
      tags: ['hiking', 'outdoors'],
      body: paragraphs(
        `Planning an easy sunrise hike on ${c.weekday}, meeting at 5am in ${c.nb[0]} and sharing cars to the trailhead.`,
        `It's about two hours of walking, steep in places but fine for anyone reasonably fit, and we'll be back in ${c.city} for breakfast by 9.`,
        list(`What to bring on the ${c.city} hike:`, [
          `A headtorch, as the walk out of ${c.city} starts in the dark`,
          `At least a litre of water, as there are no shops past ${c.nb[0]}`,
          `Proper shoes, the trail above ${c.city} is rocky`,
          `${c.m(5)} for your share of the car from ${c.nb[0]}`,
        ]),
      ),
      pairs: [
        [
          (x) => `Is the ${x.weekday} hike from ${x.city} OK for a beginner?`,
          (x) =>
            `Yes, we go at the pace of the slowest person, and the view over ${x.city} is worth it.`,
        ],
        [
          (x) => `Can I bring my dog on the ${x.weekday} hike from ${x.nb[0]}?`,
          (x) => `Dogs are welcome on the ${x.city} hikes if they're friendly with people.`,
        ],
        [(x) => `I'm in with a friend, see you in ${x.nb[0]} at 5!`, null],
      ],
    }),
  },
  {
    write: (c) => ({
      title: `Street food walk in ${c.nb[1]}, ${c.weekday} evening: who's in?`,
      tags: ['food', 'social'],
      body: paragraphs(
        `A few of us are doing a street food walk through ${c.nb[1]} on ${c.weekday} from 6pm, and anyone's welcome to join.`,
        `The plan is ${c.dishes[0]}, ${c.dishes[1]} and ${c.dishes[2]}, plus whatever looks good on the way.`,
        `Bring about ${c.m(15)} in small notes, an empty stomach and comfortable shoes. We'll meet by the main entrance of the market in ${c.nb[1]}.`,
      ),
      pairs: [
        [
          (x) => `Count me in, I've been too scared to order ${x.dishes[1]} on my own!`,
          (x) => `That's exactly the spirit, see you in ${x.nb[1]} on ${x.weekday}.`,
        ],
        [
          (x) => `Any vegetarian options on the ${x.nb[1]} route?`,
          (x) => `A few, and the ${x.dishes[2]} stall does a meat-free version if you ask.`,
        ],
        [(x) => `Sounds amazing, can I bring two friends who are visiting ${x.city}?`, null],
      ],
    }),
  },
  {
    write: (c) => ({
      title: `Photography walk around ${c.nb[0]} on ${c.weekday}`,
      tags: ['photography', 'walks'],
      body: paragraphs(
        `Casual photo walk through ${c.nb[0]} on ${c.weekday}, meeting at 4pm and going until the light goes.`,
        `Any camera is fine for the ${c.nb[0]} walk, phones included, and all levels are welcome. We'll cover the markets and back streets, then head to ${c.hl[1]} for sunset.`,
        `Bring water and a spare battery, and we'll finish with food in ${c.nb[0]} for anyone who's hungry.`,
      ),
      pairs: [
        [
          (x) => `Count me in, bringing my old film camera to ${x.nb[0]}.`,
          (x) => `Love it, film looks great in the ${x.city} light.`,
        ],
        [
          (x) => `Is a tripod worth bringing for the sunset at ${x.hl[1]}?`,
          (x) => `A small one, yes, but the ${x.nb[0]} part is mostly handheld walking.`,
        ],
      ],
    }),
  },
  {
    write: (c) => ({
      title: `Community clean-up in ${c.nb[0]}, ${c.weekday} morning`,
      tags: ['volunteering', 'community'],
      body: paragraphs(
        `We're doing a litter clean-up around ${c.nb[0]} on ${c.weekday} from 8am to 10am, together with a local group from ${c.city}.`,
        `Gloves, bags and grabbers are provided, and there's coffee and ${c.dishes[3]} afterwards.`,
        `Bring a hat, water and sunscreen, and wear shoes you don't mind getting muddy in ${c.nb[0]}, and kids are welcome with an adult.`,
      ),
      pairs: [
        [
          (x) => `Count me in with my two kids, we live in ${x.nb[1]}.`,
          (x) => `Brilliant, there are small gloves for kids at the ${x.nb[0]} meeting point.`,
        ],
        [(x) => `What a great idea, ${x.city} needs more of these.`, null],
      ],
    }),
  },
  {
    write: (c) => ({
      title: `Board game night in ${c.nb[0]}, every ${c.weekday}`,
      tags: ['games', 'social'],
      body: paragraphs(
        `Board game night every ${c.weekday} from 7pm at a cafe in ${c.nb[0]}, with a shelf of about forty games and a few of us bringing our own.`,
        `Newcomers to ${c.city} are very welcome, and we'll teach you anything. The cafe charges ${c.m(3)} a head for the table, and the food is good and cheap.`,
        `Nothing to bring, but if you have a favourite game, bring it along to ${c.nb[0]}.`,
      ),
      pairs: [
        [
          (x) =>
            `Do you play anything heavier than Catan at the ${x.nb[0]} nights? Asking for a strategy nerd in ${x.nb[1]}.`,
          (x) => `Yes, someone brings a different heavy game to ${x.nb[0]} most weeks.`,
        ],
        [(x) => `Count me in this ${x.weekday}, I'll bring a friend from ${x.nb[1]}.`, null],
      ],
    }),
  },
];

/** Languages a member might learn in the country, as people name them. */
function localLanguages(c: Ctx): string[] {
  const spoken = c.country.languages.filter((language) => language !== 'English').map(languageName);
  return spoken.length ? spoken : [c.lang];
}

const exchanges: BoardScenario[] = [
  {
    write: (c) => {
      const lang = c.p(localLanguages(c));
      return {
        title: `${lang} for English exchange in ${c.city}`,
        tags: [lang.toLowerCase(), 'english'],
        body: paragraphs(
          `I'm ${c.p(['a British', 'an Australian', 'a Canadian', 'an Irish'])} teacher living in ${c.nb[0]}, and I'd like to swap English conversation for ${lang}.`,
          `My ${lang} is ${c.p(['beginner level', 'lower intermediate', 'rusty after a long break'])}, so I'd need someone patient in ${c.city}.`,
          `Happy to meet at a cafe in ${c.nb[0]} or ${c.nb[1]} once a week, half an hour in each language, and ${c.weekday} evenings work best for me.`,
        ),
        pairs: [
          [
            (x) =>
              `Hi! I'm a native ${lang} speaker in ${x.nb[1]} and would love to practise English, ${x.weekday} works for me.`,
            (x) => `Great, messaging you now to set up ${x.weekday} in ${x.nb[1]}.`,
          ],
          [(x) => `Is this still open for someone learning ${lang} near ${x.nb[0]}?`, null],
        ],
      };
    },
  },
  {
    write: (c) => {
      const lang = c.p(localLanguages(c));
      return {
        title: `Looking for ${withArticle(lang)} conversation partner in ${c.nb[0]}`,
        tags: [lang.toLowerCase(), 'conversation'],
        body: paragraphs(
          `I've been studying ${lang} for ${c.p(['six months', 'about a year', 'two years'])} and can read far better than I speak, which is no use at the market in ${c.nb[0]}.`,
          `I'm looking for someone in ${c.city} to chat with for an hour a week, and in return I can help with English, or with ${c.p(['French', 'German', 'Spanish'])} if that's more useful.`,
          `Evenings after 6pm or ${c.weekday} mornings suit me, anywhere around ${c.nb[0]}.`,
        ),
        pairs: [
          [
            (x) =>
              `Happy to help with your ${lang} in ${x.nb[0]}! I'm from ${x.city} and want to improve my English for work.`,
            (x) => `Wonderful, I'll message you to find a cafe near ${x.nb[0]}.`,
          ],
          [(x) => `Interested too, is ${x.weekday} morning near ${x.nb[0]} still free?`, null],
        ],
      };
    },
  },
  {
    write: (c) => {
      const lang = c.p(localLanguages(c));
      return {
        title: `Weekly ${lang} and English coffee chat in ${c.nb[0]}`,
        tags: [lang.toLowerCase(), 'meetup'],
        body: paragraphs(
          `Every ${c.weekday} from 7pm a small group of us meets at a cafe in ${c.nb[0]} to swap ${lang} and English.`,
          `The first hour is in ${lang}, the second in English, and we mix tables at the ${c.nb[0]} cafe so nobody gets stuck with the same person. All levels are welcome, from total beginners to people who just want to keep their ${lang} fresh in ${c.city}.`,
          `It's free apart from a drink at the ${c.nb[0]} cafe, and there's usually someone who can explain the grammar you're stuck on.`,
        ),
        pairs: [
          [
            (x) => `Count me in for ${x.weekday} in ${x.nb[0]}, I'll bring my ${lang} textbook.`,
            (x) => `Perfect, see you at the cafe in ${x.nb[0]}, look for the table with the flags.`,
          ],
          [
            (x) => `Are native ${lang} speakers welcome to join the English half in ${x.nb[0]}?`,
            (x) => `Very welcome, we always need more ${lang} speakers in ${x.nb[0]}.`,
          ],
          [
            (x) => `Went last week and it was lovely, highly recommend to anyone in ${x.city}.`,
            null,
          ],
        ],
      };
    },
  },
  {
    write: (c) => {
      const lang = c.p(localLanguages(c));
      return {
        title: `Beginner ${lang} learner in ${c.city} seeking a patient partner`,
        tags: [lang.toLowerCase(), 'beginner'],
        body: paragraphs(
          `I moved to ${c.nb[0]} ${c.p(['last month', 'in the spring', 'a few weeks ago'])} and my ${lang} is at the "hello and thank you" stage, with ${c.t.thanks} my most-used phrase.`,
          `I'm looking for someone in ${c.city} who doesn't mind slow, basic conversation, and I'll happily help with English in return.`,
          `I'm free most evenings and on ${c.weekday}s, and I can buy the coffee in ${c.nb[0]}.`,
        ),
        pairs: [
          [
            (x) =>
              `Everyone starts there! I'm ${withArticle(lang)} teacher in ${x.nb[1]} and happy to help for free.`,
            (x) => `That's so kind, I'll message you to find a time in ${x.nb[1]}.`,
          ],
          [(x) => `Same stage here, maybe we could practise together in ${x.nb[0]}?`, null],
        ],
      };
    },
  },
  {
    write: (c) => {
      const lang = c.p(localLanguages(c));
      return {
        title: `Swap: my English for your ${lang} in ${c.city}`,
        tags: [lang.toLowerCase(), 'english'],
        body: paragraphs(
          `Native English speaker, working in ${c.industry} in ${c.city}, looking for a regular ${lang} exchange.`,
          `I'm intermediate and want to get better at everyday conversation, especially the kind I need in shops and offices around ${c.nb[0]}.`,
          `I can help with English for work, interviews or exams, and ${c.weekday} or weekend afternoons at a cafe in ${c.nb[1]} would suit me.`,
        ),
        pairs: [
          [
            (x) =>
              `I'm preparing for an English exam and would love to swap, I live in ${x.nb[1]}.`,
            (x) => `Perfect match, I'll message you about ${x.weekday} in ${x.nb[1]}.`,
          ],
        ],
      };
    },
  },
  {
    write: (c) => {
      const lang = c.p(localLanguages(c));
      return {
        title: `${lang} study group forming in ${c.city}`,
        tags: [lang.toLowerCase(), 'study-group'],
        body: paragraphs(
          `A few of us in ${c.city} are starting ${withArticle(lang)} study group, meeting every ${c.weekday} evening at a cafe in ${c.nb[0]}.`,
          `We're roughly lower intermediate and working through the same textbook, one chapter a week, with a native speaker friend from ${c.nb[1]} joining us once a month.`,
          `There's room for three or four more people in ${c.nb[0]}, and no cost apart from your own book and coffee.`,
        ),
        pairs: [
          [
            (x) =>
              `I'd love to join the ${x.nb[0]} group, which textbook are you using? I'm in ${x.nb[1]}.`,
            (x) =>
              `I'll send you the name, and the ${x.nb[0]} cafe is easy to reach from ${x.nb[1]}.`,
          ],
          [(x) => `Count me in from next ${x.weekday} at the ${x.nb[0]} cafe!`, null],
          [(x) => `Is a total beginner in ${x.city} too far behind for this?`, null],
        ],
      };
    },
  },
];

const BOARDS: Record<BoardKind, BoardScenario[]> = {
  marketplace,
  event: events,
  'language-exchange': exchanges,
};

/** A marketplace, event or language-exchange post about the place, with a few replies. */
export function writeBoardPost(input: {
  faker: Faker;
  kind: BoardKind;
  place: Place;
  country: CountryFacts;
  /** Full names; people[0] is the poster. */
  people: string[];
}): WrittenThread {
  const { faker, kind, place, country, people } = input;
  const c = makeCtx(faker, place, country, people);
  const scenario = pickScenario(
    faker,
    kind,
    place,
    BOARDS[kind],
    BOARDS[kind].filter((candidate) => !candidate.fits || candidate.fits(c)),
  );
  const post = scenario.write(c);
  const replies: ThreadReply[] = [];
  const count = people.length > 1 ? faker.number.int({ min: 0, max: 5 }) : 0;
  const members = faker.helpers.shuffle(Array.from({ length: people.length - 1 }, (_, i) => i + 1));
  for (const [member, answer] of faker.helpers.shuffle(post.pairs)) {
    if (replies.length >= count) break;
    const author = members[replies.length % members.length]!;
    replies.push({ answers: null, author, content: member(c), helpful: false });
    if (answer && replies.length < count && faker.datatype.boolean(0.7))
      replies.push({
        answers: replies.length - 1,
        author: 0,
        content: `${mention(c, author)} ${answer(c)}`,
        helpful: false,
      });
  }
  return { title: post.title, content: post.body, tags: [kind, ...post.tags].slice(0, 4), replies };
}
