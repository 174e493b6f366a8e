import { DEFAULT_LENGTH, DEFAULT_TONE, type Profile, type ProfileFit, type Template } from '@quillbid/shared';
import { useState } from 'react';
import type { WriteChoices } from './WriteOptions';

/**
 * The user's choices, defaulting to the best-fitting profile (else the first) and the platform's default
 * template (else the first) until the user picks otherwise.
 */
export function useWriteChoices(
  profiles: Profile[] | null,
  templates: Template[],
  fits: ProfileFit[],
): [WriteChoices | null, (choices: WriteChoices) => void] {
  const [picked, setPicked] = useState<WriteChoices | null>(null);
  if (picked) return [picked, setPicked];
  const profileId = fits.find((fit) => profiles?.some((p) => p._id === fit.profileId))?.profileId ?? profiles?.[0]?._id;
  const templateId = (templates.find((t) => t.default) ?? templates[0])?._id;
  if (!profileId || !templateId) return [null, setPicked];
  return [{ profileId, templateId, tone: DEFAULT_TONE, length: DEFAULT_LENGTH }, setPicked];
}
