/**
 * What the extension reads from a page and puts into it. The readers and the inserter are pure functions
 * over a `Document`: the side panel runs them in the tab, tests run them on fixtures, and `read-page` runs
 * them under jsdom on a page a user saved.
 */

export type PageKind = 'job' | 'apply' | 'linkedin-profile' | 'upwork-profile' | 'unknown';

/** The pages a freelancer's own profile can be imported from. */
export type ProfilePageKind = Extract<PageKind, 'linkedin-profile' | 'upwork-profile'>;

export interface JobBudget {
  kind: 'fixed' | 'hourly';
  /** As the page writes it: "$500.00", "$25.00 - $45.00". */
  amount: string;
}

export interface JobClient {
  country: string | null;
  /** The rating out of 5, e.g. 4.9. */
  rating: number | null;
  /** As the page writes it: "$10K+ total spent" → "$10K+". */
  spent: string | null;
  paymentVerified: boolean | null;
}

export interface UpworkJob {
  /** The job's id as the marketplace writes it in URLs: `~01abc…`, without the tilde. */
  id: string | null;
  title: string;
  description: string;
  skills: string[];
  budget: JobBudget | null;
  client: JobClient;
  questions: string[];
  /** The job's canonical address, `https://www.upwork.com/jobs/~ID`, or null without an id. */
  url: string | null;
}

export interface LinkedInPerson {
  name: string;
  headline: string;
  about: string;
  url: string;
}

/** A profile page as the web app's profile import takes it: its text, as select-all and copy would give it. */
export interface ProfilePageText {
  text: string;
  /** The profile's canonical address. */
  url: string;
}

export interface PageFields {
  /** A CSS selector for the cover-letter textarea on the apply page. */
  coverLetter: string | null;
  /** Screening questions on the apply page, each with its label and its answer field's selector. */
  questions: { label: string; selector: string }[];
  /** The open invite dialog's textarea on LinkedIn. */
  note: string | null;
  /** The open message box on LinkedIn. */
  message: string | null;
}

export interface PageReading {
  page: PageKind;
  job: UpworkJob | null;
  person: LinkedInPerson | null;
  fields: PageFields;
  /** The fields that could not be read: "title", "description", "budget", "client.country", … */
  missing: string[];
  /** For each field read, the selector (or "document.title", "url") that gave it. */
  matched: Record<string, string>;
}

/** What to put into the page; text only, never HTML. */
export interface InsertRequest {
  coverLetter?: string;
  /** Answers matched to the apply page's questions by label. */
  answers?: { question: string; text: string }[];
  note?: string;
  message?: string;
  /** Replace text the user already typed. Without it, a field that has text is left alone and reported. */
  replace: boolean;
}

export interface InsertResult {
  /** Fields written, named "coverLetter", "question:<label>", "note" or "message". */
  filled: string[];
  /** Fields that already hold text and were left alone because `replace` was false. */
  occupied: string[];
  /** Fields asked for that the page does not have. */
  absent: string[];
  /** The page's own counter after inserting, e.g. "4,211 characters left", when it shows one. */
  charactersLeft: string | null;
}
