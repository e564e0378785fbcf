/** First words of highlights that are ordinary words rather than names, lowercased mid-sentence. */
const COMMON_FIRST_WORDS = new Set([
  'Street',
  'Sunset',
  'Sunsets',
  'Sunrise',
  'Temples',
  'Day',
  'Rock',
  'Historic',
  'Egg',
  'Lantern-lit',
  'Made-to-measure',
  'Snorkelling',
  'Mud',
  'Waterfalls',
  'Surfing',
  'Beach',
  'Scooter',
  'Rooftop',
  'Factory',
  'Hawker',
  'Views',
  'Island',
  'Durian',
  'Dawn',
  'Night',
  'Colonial',
  'Ski',
  'Plane-tree',
  'Craft',
  'Mountain',
  'Boating',
  'Paragliding',
  'Dim',
  'Miso',
  'Yatai',
  'The',
  'Vada',
  'Khao',
  'Boat',
]);

/** A highlight as it reads mid-sentence: 'Street food on Yaowarat Road' → 'street food on …'. */
export function inSentence(highlight: string): string {
  const first = highlight.split(' ')[0] ?? '';
  return COMMON_FIRST_WORDS.has(first)
    ? highlight.charAt(0).toLowerCase() + highlight.slice(1)
    : highlight;
}
