import { templateResponseSchema, type Template, type TemplatePlatform } from '@quillbid/shared';

export const listPath = '/dashboard/templates';
export const createPath = '/dashboard/templates/create';

/** Navigation state of the create page: the starter chosen in the 'Add Template' modal, if any. */
export interface CreateTemplateState {
  starter?: Template;
}

export interface TemplateDraft {
  templateTitle: string;
  templateDescription: string;
  templateDetail: string;
  profileId: string;
  platform: TemplatePlatform | '';
  templateType: string;
  default: boolean;
}

export function emptyTemplate(): TemplateDraft {
  return {
    templateTitle: '',
    templateDescription: '',
    templateDetail: '',
    profileId: '',
    platform: '',
    templateType: '',
    default: false,
  };
}

/** A saved template or a starter as a draft; a starter belongs to no profile, so the user picks one. */
export function toDraft(template: Template): TemplateDraft {
  return {
    templateTitle: template.templateTitle,
    templateDescription: template.templateDescription,
    templateDetail: template.templateDetail,
    profileId: template.profileId?._id ?? '',
    platform: template.platform,
    templateType: template.templateType,
    default: template.default,
  };
}

/** History state survives reloads and can be anything: only a well-formed starter prefills the form. */
export function starterFromState(state: unknown): Template | undefined {
  if (typeof state !== 'object' || state === null || !('starter' in state)) return undefined;
  const parsed = templateResponseSchema.safeParse(state.starter);
  return parsed.success ? parsed.data : undefined;
}
