import { authMessages, networkMessages } from './messages.js';

/** What the browser extension's side panel says; the spec's own messages are reused where they exist. */
export const panelMessages = {
  offline: networkMessages.offline,
  sessionEnded: authMessages.sessionExpired,
  notConnected: 'Quillbid is not connected to your account yet. Connect it, or sign in below.',
  unreachable: (origin: string) =>
    `Quillbid does not answer at ${origin}. Check that the app is running there, or change its address in Settings.`,
  unexpectedAnswer: (origin: string) =>
    `The Quillbid app at ${origin} answered in a way this extension does not understand. Update the extension.`,
  invalidOrigin: 'Enter the address of your Quillbid app, e.g. https://app.example.com (http only for localhost).',
  originPermissionRefused: 'Chrome did not allow Quillbid to reach that address, so the previous one is kept.',
  sitesPermission: 'Allow Quillbid to read Upwork and LinkedIn pages',
  sitesPermissionWhy:
    'Quillbid reads the job or profile you are looking at only when this panel asks, and never sends requests to these sites itself.',
  sitesPermissionRefused: 'Without this permission Quillbid cannot read the page. You can still paste the job.',
  openSomething: 'Open an Upwork job, its apply page or a LinkedIn profile, or paste a job below.',
  unreadable: (fields: string[]) =>
    `Quillbid could not read the job's ${fields.join(' and ')} on this page. Paste the job instead.`,
  cannotReadTab: 'Quillbid cannot read this tab (browser pages and the web store are off limits).',
  truncatedOnApply:
    'The apply page shows only part of the job. Open the job page first so Quillbid can read all of it, or paste it.',
  cachedFromJobPage: 'Using the job as read on its job page.',
  unreadablePerson:
    'Quillbid could not read the name on this profile. Scroll to the top of the profile and read it again.',
  noProfiles: 'Create a freelancer profile in Quillbid first: proposals are written from it.',
  noTemplates: (platform: string) => `Create a ${platform} template in Quillbid first.`,
  copied: 'Copied to the clipboard',
  copyFailed: 'Copying failed. Select the text and copy it instead.',
  inserted: 'Inserted. Read it over, then submit on the page yourself.',
  /** After inserting: whether the proposal went out, so Insights can count it. */
  submittedQuestion: 'Submitted it on Upwork? Mark it sent and Quillbid counts it in Insights.',
  markSent: 'Yes, mark as sent',
  nothingToInsert: 'There is no field on this page to put it in.',
  confirmReplace: (fields: string[]) =>
    `${fields.join(', ')} already ${fields.length === 1 ? 'has' : 'have'} text. Replace it?`,
  noNoteField: 'Open the invite dialog ("Connect", then "Add a note") or a message box on the page first.',
  noCoverLetterField: 'Open the job\'s apply page ("Apply now") to insert the cover letter.',
  noPlan: 'Your account has no plan yet, so Quillbid cannot write proposals.',
  /** On the user's own profile page: its text goes to the web app's profile import, where they review it. */
  importHeading: 'Your Upwork profile',
  importExplanation:
    'Quillbid can read this page and open it in the app as a new freelancer profile. You check every field there before it is saved.',
  importAsMyProfile: 'Import as my profile',
  importMyLinkedIn: 'This is my profile — import it',
  importReading: 'Reading the page…',
  importUnreadable:
    'Quillbid could not read this profile. Wait until the whole page has loaded, then try again, or copy the page into the app instead.',
} as const;
