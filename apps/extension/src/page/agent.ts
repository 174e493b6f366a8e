import type { InsertRequest, InsertResult, PageReading } from './types';

/** What the injected page agent offers the side panel, on `globalThis` of the tab's isolated world. */
export interface PageAgent {
  read(): Promise<PageReading>;
  insert(request: InsertRequest): Promise<InsertResult>;
}

declare global {
  var quillbidAgent: PageAgent | undefined;
}
