import { DISCIPLINE_SKILLS } from '@quillbid/shared';

/**
 * Skills that are disciplines, or tools a freelancer works in, rather than platforms: only a platform
 * (Shopify, Power BI, Klaviyo) is put in front of the thing it is built on; the client's product is not
 * "a Figma app" or "an SEO site".
 */
const NOT_PLATFORMS = new Set(
  [
    ...DISCIPLINE_SKILLS,
    ...['Figma', 'Sketch', 'Adobe XD', 'Photoshop', 'Illustrator', 'InDesign', 'After Effects', 'Premiere Pro'],
    ...['DaVinci Resolve', 'Final Cut Pro', 'CapCut', 'Blender', 'Trados', 'Docker', 'Playwright', 'Selenium'],
  ].map((skill) => skill.toLowerCase()),
);

export const isPlatform = (skill: string): boolean => !NOT_PLATFORMS.has(skill.toLowerCase());
