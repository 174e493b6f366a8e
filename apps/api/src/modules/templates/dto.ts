import type { Template } from '@quillbid/shared';
import type { TemplateRow } from '../../db/schema.js';

export const toTemplateDto = (row: TemplateRow): Template => ({
  _id: row.id,
  templateTitle: row.templateTitle,
  templateDescription: row.templateDescription,
  templateDetail: row.templateDetail,
  profileId: row.profileId ? { _id: row.profileId } : null,
  platform: row.platform,
  templateType: row.templateType,
  default: row.isDefault,
  starterTemplate: row.starterTemplate,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
