import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import {
  labelledOptions,
  platformLabels,
  TEMPLATE_PLATFORMS,
  TEMPLATE_TYPES,
  templateFormSchema,
  templateMessages,
} from '@quillbid/shared';
import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { FormCheckbox, FormSelectField, FormTextField, SaveThenReturnForm, useSchemaForm } from '../../components/form';
import { RichEditor } from '../../components/RichEditor';
import { capitalize } from '../../lib/format';
import { useProfiles } from '../../lib/profilesApi';
import { useSaveTemplate } from './api';
import { listPath, type TemplateDraft } from './templateDraft';

const platformOptions = labelledOptions(TEMPLATE_PLATFORMS, platformLabels);

interface TemplateFormProps {
  initial: TemplateDraft;
  /** Set when editing a saved template. */
  templateId?: string;
}

export function TemplateForm({ initial, templateId }: TemplateFormProps) {
  const form = useSchemaForm(templateFormSchema, initial);
  const { control, getValues, setValue, resetField } = form;
  const profiles = useProfiles();
  const save = useSaveTemplate(templateId);

  const platform = useWatch({ control, name: 'platform' });
  const types: readonly string[] = platform ? TEMPLATE_TYPES[platform] : [];

  // With one profile there is nothing to choose. It becomes the field's starting value, so it is no edit
  // to warn about when leaving.
  const onlyProfileId = profiles.data?.length === 1 ? profiles.data[0]?._id : undefined;
  useEffect(() => {
    if (templateId || !onlyProfileId || getValues('profileId') !== '') return;
    resetField('profileId', { defaultValue: onlyProfileId });
  }, [templateId, onlyProfileId, getValues, resetField]);

  return (
    <SaveThenReturnForm
      form={form}
      save={save}
      savedMessage={templateId ? templateMessages.edited : templateMessages.created}
      submitLabel="Save Template"
      listPath={listPath}
      spacing={2.5}
    >
      <FormTextField control={control} name="templateTitle" label="Template Title" />
      <FormTextField control={control} name="templateDescription" label="Template Description" multiline minRows={2} />
      {profiles.data?.length === 0 ? (
        <Alert
          severity="info"
          action={
            <Link component={RouterLink} to="/dashboard/profiles/create">
              Create Profile
            </Link>
          }
        >
          {templateId ? templateMessages.profileFirstEdit : templateMessages.profileFirstCreate}
        </Alert>
      ) : (
        <FormSelectField
          control={control}
          name="profileId"
          label="Profile"
          options={(profiles.data ?? []).map((profile) => ({ value: profile._id, label: profile.profileName }))}
        />
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <FormSelectField
          control={control}
          name="platform"
          label="Platform"
          options={platformOptions}
          onChange={(event) => {
            // A type the new platform does not have is cleared rather than left to fail the save.
            const next = event.target.value as keyof typeof TEMPLATE_TYPES;
            const kept = (TEMPLATE_TYPES[next] as readonly string[]).includes(getValues('templateType'));
            if (!kept) setValue('templateType', '', { shouldDirty: true });
          }}
        />
        <FormSelectField
          control={control}
          name="templateType"
          label="Template Type"
          disabled={types.length === 0}
          options={types.map((type) => ({ value: type, label: capitalize(type) }))}
        />
      </Box>
      <FormCheckbox control={control} name="default" label="Use as my default template" />
      <Controller
        control={control}
        name="templateDetail"
        render={({ field, fieldState }) => (
          // The editor takes no ref: focusing the wrapper's text box stands in for focusing the field.
          <Box
            data-testid="template-detail"
            ref={(node: HTMLElement | null) => field.ref(node && { focus: () => focusTextbox(node) })}
          >
            <RichEditor label="Template" value={field.value} onChange={field.onChange} />
            {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
          </Box>
        )}
      />
    </SaveThenReturnForm>
  );
}

function focusTextbox(container: HTMLElement) {
  container.querySelector<HTMLElement>('[role="textbox"]')?.focus();
}
