/**
 * The generate page's own words around the analysis and the pre-send check: headings, status labels and
 * captions. The check's findings themselves are `checkMessages`; these frame them.
 */

/** The 'Job analysis' card: what the post asks for, before a word is written. */
export const analysisLabels = {
  heading: 'Job analysis',
  loading: 'Reading the job post…',
  deliverable: 'Deliverable',
  category: 'Category',
  language: 'Language',
  skills: 'Skills asked for',
  requiredSkills: 'Required',
  niceToHaveSkills: 'Nice to have',
  noSkills: 'The post asks for no specific skills.',
  /** Skills the post names without asking for them ("our Shopify store"), left out of the fit. */
  mentionedSkills: (skills: readonly string[]) => `Named in passing, not counted: ${skills.join(', ')}`,
  requirements: 'Requirements and red flags',
  noRequirements: 'No hard requirements or red flags in the post.',
  instructions: 'What the post asks of your proposal',
  severity: { requirement: 'Requirement', 'red-flag': 'Red flag' },
  /** Each instruction's status in the live draft; a text label, so colour is never the only sign. */
  status: { covered: 'Covered', missing: 'Missing', yours: 'Only you can do this' },
} as const;

/** The 'Pre-send check' panel beside the editor. */
export const checkLabels = {
  heading: 'Pre-send check',
  passed: 'Passed',
  needsAttention: 'Needs attention',
  previewHeading: 'Client preview',
  previewCaption: 'What the client sees in their list of proposals before opening yours',
  previewMore: 'more',
  previewNoNeed: 'These first lines do not say what the client needs. Open with their problem, not with you.',
  claimsHeading: 'Claims about you',
  noClaims: 'The draft makes no claims about you yet.',
  unsupported: 'Not in your profile',
} as const;

/** Tooltips of the editor's wavy underlines, so a marked phrase explains itself on hover. */
export const editorMarkLabels = {
  claim: 'Not in your profile: back this claim up or remove it',
  contact: 'Contact detail: the marketplace forbids these before a contract',
} as const;

/** The generation options beside the template and profile pickers. */
export const proposalOptionLabels = {
  tone: 'Tone',
  length: 'Length',
} as const;
