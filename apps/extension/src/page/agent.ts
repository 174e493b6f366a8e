import type { InsertRequest, InsertResult, PageReading, ProfilePageText } from './types';

/** What the injected page agent offers the side panel, on `globalThis` of the tab's isolated world. */
export interface PageAgent {
  read(): Promise<PageReading>;
  /** The page's text for the profile import, or null when it is not a profile page or shows nothing. */
  readProfileText(): Promise<ProfilePageText | null>;
  insert(request: InsertRequest): Promise<InsertResult>;
}

declare global {
  var quillbidAgent: PageAgent | undefined;
}
