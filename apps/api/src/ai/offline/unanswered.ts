import type { Facts } from './facts.js';
import type { Line } from './voices.js';

// "January 15", "15th of March", "Feb 3", "Friday": a day a post can name as its deadline.
const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?`;
const DAY = String.raw`(?:${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH}|(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|end of (?:the )?(?:day|week|month|year|${MONTH}))`;

/**
 * What a post can already say, for closing questions that would otherwise ask it again: a client who wrote
 * "Deadline is 3 weeks" reads "When do you need it?" as a sign the post was not read.
 */
export const POST_SAYS = {
  deadline: new RegExp(
    String.raw`\b(?:deadline|due (?:by|on)|by (?:the )?end of|asap|urgent(?:ly)?|today or tomorrow|(?:this|next) week)\b|\b(?:done|finished|ready|completed|delivered|live)\s+(?:this|next|by|before|within)\b|\b(?:within|in|next)\s+\d+\s*(?:days?|weeks?|months?)\b|\b(?:by|before|until|no later than)\s+(?:the\s+)?${DAY}\b`,
    'i',
  ),
  cadence: /\b(?:per|a|each|every)\s+(?:day|week|month)\b|\b(?:daily|weekly|monthly)\b/i,
  // Where a script runs: Apps Script lives in Google's cloud, a cron job on a server.
  runsOn: /\b(?:apps script|google sheets?|aws|lambda|cloud functions?|servers?|vps|cron|windows|mac(?:os)?|linux)\b/i,
  refresh: /\b(?:hourly|daily|nightly|weekly|monthly|every\s+(?:hour|day|night|week|month)|one[- ](?:off|time))\b/i,
  dataFormat: /\b(?:csv|excel|xlsx|google sheets?|spreadsheets?|json|airtable)\b/i,
  documentFormat: /\b(?:docx?|word|pdf|xliff|srt|google docs?|indesign)\b/i,
  topics: /\btopics?\s*(?::|like|such as|including|include|are)\b/i,
  logoUses: /\b(?:signs?|signage|packaging|labels?|business cards?|instagram|social media|website|merch(?:andise)?)\b/i,
  problemStart:
    /\b(?:since|started|began)\b|\bafter (?:i|we|the|a|an|our|my|someone) (?:\w+ )?(?:install|update|upgrade|chang|add|switch|mov|migrat|delet|remov)\w*/i,
  transcriptStyle: /\b(?:verbatim|speaker (?:labels?|names?|ids?)|timestamps?)\b/i,
  // What made the client look for help now: a number that moved, or a change they name.
  trigger:
    /\b(?:since|started|began|because|after we)\b|\b(?:has|have|had)\s+(?:gone|risen|dropped|fallen|doubled|tripled|climbed|spiked)\b|\bwent (?:up|down|from)\b|\bfrom \$?\d[\d,.]*k?%? to \$?\d/i,
  voiceOver: /\b(?:voice-?overs?|vo|narrat\w*|voice actor)\b/i,
  styleGuide: /\b(?:apa|mla|chicago|harvard|ama|ieee|ap style|style ?guide|oxford|turabian)\b/i,
  glossary: /\b(?:glossar(?:y|ies)|term ?bases?|style ?guides?|translation memor(?:y|ies))\b/i,
  codebase:
    /\b(?:existing|current|our)\s+(?:code(?:base)?|app|site|repo(?:sitory)?)\b|\bfrom scratch\b|\bfresh start\b|\bmvp\b|\b(?:an|my|our) idea\b/i,
  officeTools:
    /\b(?:gmail|outlook|calendly|google (?:calendar|workspace|drive|docs|sheets)|hubspot|salesforce|pipedrive|asana|trello|notion|clickup|monday\.com|slack|zoom|quickbooks|xero|zendesk|gorgias|canva|airtable|dubsado|honeybook|follow up boss|kajabi)\b/i,
  designs: /\b(?:figma|mock-?ups?|wireframes?|designs? (?:are|is) (?:ready|done|provided))\b/i,
  // "A list of 500 dental practices in Texas", "VPs of Operations at mid-size manufacturers": the post has
  // said who the customer is.
  audience:
    /\b(?:vps?|vice presidents?|heads?|directors?|ceos|ctos|cfos|founders|owners|managers) of [\w-]+(?: [\w-]+)? at\b|\b(?:find|reach|target|contact|meetings with)\b[^.\n]{0,40}\b(?:managers|owners|directors|founders|ceos|ctos|cfos|vps|decision[- ]makers|buyers)\b|\blist of (?:\d[\d,]*\+? )?(?:[\w-]+ ){0,3}(?:clinics|practices|companies|businesses|agencies|firms|owners|founders|ceos|ctos|managers|directors|stores|shops|restaurants|hotels|schools|brands|startups|contacts|leads|decision[- ]makers)\b|\b(?:ideal customers?|icp|target(?:ing)? (?:audience|market|customers?)|homeowners)\b/i,
  // Where a list or the meetings go: "Deliver as Google Sheet", "booked into our HubSpot".
  destination:
    /\b(?:deliver(?:ed)?|export(?:ed)?|log(?:ged)?|book(?:ed)?|in|into|as|to|on) (?:an? |our |my |the )?(?:[\w']+ )?(?:google sheets?|excel|csv|spreadsheet|hubspot|salesforce|pipedrive|airtable|calendly|close\.com|crm|gohighlevel|jobnimbus|calendars?)\b/i,
  // Ads that already run: "we spend $6k/month", "currently running Meta ads", "managed by an agency".
  adsRunning:
    /\b(?:we(?:'re| are)? (?:currently )?(?:spend(?:ing)?|running|run)\b|currently (?:running|spending)\b|our (?:current |existing )?(?:campaigns?|ads? accounts?|google ads|meta ads|facebook ads)\b|managed by (?:an?|our) (?:agency|freelancer)|(?:campaigns?|accounts?) (?:is|are) (?:a mess|messy|underperforming|not (?:working|performing))|(?:ad|monthly|media) spend\b|(?:roas|cpa|cpl|acos|tacos|cost per (?:lead|acquisition|click)|leads?) (?:is|are|has|have|went|dropped|fell|gotten|sitting)\b)|\$[\d,.]+k?\s*(?:\/|per|a)\s*(?:month|mo|day)\b/i,
  // "Nobody calls them fast", "call every new lead within 5 minutes": how quickly leads are reached.
  callSpeed:
    /\bwithin \d+ (?:minutes?|mins?|hours?)\b|\bnobody calls\b|\bspeed[- ]to[- ]lead\b|\b(?:go|goes|going) cold\b/i,
  // "qualify (homeowner, roof age, monthly bill over $120)", "qualify them with our script".
  qualification:
    /\bqualif\w*\s*(?:\(|:)|\bqualif\w* (?:them |leads |each lead )?(?:with|using|against|by) (?:our|the|a)\b/i,
  leadVolume: /\b~?\d[\d,]*\+? (?:new |web |inbound )?leads?\s*(?:\/|per|a|each)\s*(?:day|week|month)\b/i,
  // "with English transcripts", "English SRT files with timing are ready": there is text to work from.
  transcripts:
    /\btranscripts?\b|\btranscription\b|\b(?:scripts?|srt|subtitles?|captions?)\b[^.\n]{0,30}\b(?:ready|provided|written|done)\b/i,
  accountingSoftware: /\b(?:quickbooks|qbo|xero|freshbooks|wave|sage|netsuite|zoho books)\b/i,
  // "8 months behind", "nothing reconciled since March": how far the books have to be brought.
  backlog:
    /\b(?:\d+|a few|several|two|three|four|five|six|seven|eight|nine|ten|twelve) (?:months?|years?|quarters?) (?:behind|of (?:catch-?up|backlog|transactions))\b|\bbehind (?:since|from)\b|\b(?:reconciled|categori[sz]ed|updated|done) since\b/i,
  dataSource:
    /\b(?:lives?|living|stored|sits?|kept|is|are) in (?:our |a |an |the )?(?:[\w-]+ ){0,2}(?:sql server|postgres\w*|mysql|bigquery|snowflake|redshift|excel|google sheets?|sheets|spreadsheets?|airtable|hubspot|salesforce|shopify|quickbooks|xero|database|crm|erp)\b|\bfrom (?:our |the )?(?:sql server|postgres\w*|mysql|bigquery|snowflake|redshift|hubspot|salesforce|shopify|erp|crm)\b|\b(?:csv|excel|xlsx) (?:exports?|files?)\b|\bexports? from\b/i,
};

const postOf = (f: Facts) => `${f.reading.job.jobTitle}\n${f.reading.job.jobDescription}`;

/** Whether the post says what a pattern looks for. */
export const postSays = (pattern: RegExp) => (f: Facts) => pattern.test(postOf(f));

/** A closing question left out ('') when the post already says its answer. */
export const askUnless = (answered: RegExp, question: string): Line => {
  const says = postSays(answered);
  return (f) => (says(f) ? '' : question);
};

/**
 * A closing question of parts, each left out when the post says it: "Which software do you use today, and how
 * far behind are the records?" asks only for what "QBO, 8 months behind" did not tell.
 */
export const askWhatIsUnsaid =
  (parts: [answered: RegExp, clause: string][]): Line =>
  (f) => {
    const open = parts.filter(([answered]) => !postSays(answered)(f)).map(([, clause]) => clause);
    if (open.length === 0) return '';
    const asked = open.join(', and ');
    return `${asked.charAt(0).toUpperCase()}${asked.slice(1)}?`;
  };
