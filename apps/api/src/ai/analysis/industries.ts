/**
 * Kinds of client that posts and profiles name in different words: an orthodontist's practice is a dental
 * practice, and a dental practice is a medical one. Each family holds a word's stems as `stem` makes them.
 */
const FAMILIES: string[][] = [
  ['dental', 'dentist', 'dentistry', 'orthodontic', 'orthodontist', 'invisalign'],
  ['medical', 'clinic', 'healthcare', 'doctor', 'physician', 'patient', 'hospital', 'dental', 'dentist', 'orthodontic'],
  ['legal', 'law', 'lawyer', 'attorney'],
  ['real', 'estate', 'realtor', 'property', 'brokerage'],
  ['restaurant', 'cafe', 'café', 'bakery', 'catering'],
  ['ecommerce', 'e-commerce', 'shopify', 'woocommerce', 'dtc'],
  ['fitness', 'gym', 'yoga', 'pilates'],
  ['skincare', 'beauty', 'cosmetic', 'salon', 'spa'],
  ['roofing', 'plumbing', 'hvac', 'contractor', 'construction', 'builder', 'remodeling'],
  ['nonprofit', 'charity', 'foundation', 'ngo'],
  ['manufacturing', 'manufacturer', 'factory', 'factories', 'industrial'],
];

/** The word and the words of each family it belongs to. */
export function sameIndustry(word: string): string[] {
  return [word, ...FAMILIES.filter((family) => family.includes(word)).flat()];
}
