import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { PaperProps } from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import {
  missingProjectFields,
  projectFormSchema,
  projectMessages,
  type Project,
  type ProjectDraft,
} from '@quillbid/shared';
import { useId, type FormEvent } from 'react';
import { Controller, type FieldErrors } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { ChipInput } from '../../components/ChipInput';
import { FormChipInput, FormTextField, toastFirstError, useSchemaForm } from '../../components/form';

interface ProjectDialogProps {
  mode: 'add' | 'edit';
  initial: ProjectDraft;
  onSave: (project: Project) => void;
  onClose: () => void;
}

/** The 'Add Project' and 'Edit Project' modals; mount it only while open so it starts from `initial`. */
export function ProjectDialog({ mode, initial, onSave, onClose }: ProjectDialogProps) {
  const titleId = useId();
  const form = useSchemaForm(projectFormSchema, initial);
  const { control } = form;

  // Every failing field is marked; the toast is the spec's modal message while a required field is missing.
  const invalid = (errors: FieldErrors<ProjectDraft>) => {
    const missing = missingProjectFields(form.getValues());
    if (missing.length === 0) return toastFirstError(errors);
    toast.error(mode === 'add' ? projectMessages.missingFields(missing) : projectMessages.editIncomplete);
  };

  const submit = (event: FormEvent) => {
    // The modal sits in a portal outside the profile form, but React bubbles its submit event through
    // the component tree: without this, adding a project would also submit the profile.
    event.stopPropagation();
    void form.handleSubmit((project) => onSave(project), invalid)(event);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      // MUI types the paper slot's props as a div's; as a form it takes a form's.
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as PaperProps<'form'> }}
    >
      <DialogTitle id={titleId}>{mode === 'add' ? 'Add Project' : 'Edit Project'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormTextField control={control} name="projectName" label="Project Name" />
          <Controller
            control={control}
            name="projectType"
            render={({ field, fieldState }) => (
              <ChipInput
                label="Project Type"
                single
                name={field.name}
                values={field.value ? [field.value] : []}
                onChange={(types) => field.onChange(types[0] ?? '')}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={fieldState.error !== undefined}
                helperText={fieldState.error?.message}
              />
            )}
          />
          <FormTextField
            control={control}
            name="projectDescription"
            label="Project Description"
            multiline
            minRows={3}
          />
          <FormTextField control={control} name="projectLink" label="Project Link (optional)" type="url" />
          <FormChipInput control={control} name="projectSkills" label="Project Skills" />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} color="inherit">
          Cancel
        </Button>
        <Button type="submit" variant="contained">
          {mode === 'add' ? 'Add' : 'Save Changes'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
