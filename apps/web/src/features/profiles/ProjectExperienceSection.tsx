import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProfileFormValues, Project, ProjectDraft } from '@quillbid/shared';
import { useId, useState } from 'react';
import { useController, useFormState, type Control, type FieldErrors } from 'react-hook-form';
import { AddToListButton } from './AddToListButton';
import { FormSection } from './FormSection';
import { emptyProject } from './profileDraft';
import { ProjectDialog } from './ProjectDialog';

/** `editing` is the index of the project in the 'Edit Project' modal, or 'new' for 'Add Project'. */
type Editing = number | 'new' | null;

const projectFields = ['projectName', 'projectType', 'projectDescription', 'projectLink', 'projectSkills'] as const;

/** A saved project's failures, in the modal's order of fields. */
function rowMessages(errors: FieldErrors<ProjectDraft> | undefined): string[] {
  return projectFields.flatMap((field) => errors?.[field]?.message ?? []);
}

export function ProjectExperienceSection({ control }: { control: Control<ProfileFormValues> }) {
  const [editing, setEditing] = useState<Editing>(null);
  // The projects are one value: the modals edit them, the profile form only lists them.
  const {
    field: { value, onChange, ref: addButtonRef },
  } = useController({ control, name: 'projectExperience' });
  const errors = useFormState({ control, name: 'projectExperience' }).errors.projectExperience;
  const listError = errors?.message ?? errors?.root?.message;
  const listErrorId = useId();
  const projects: ProjectDraft[] = value ?? [];

  const save = (project: Project) => {
    onChange(editing === 'new' ? [...projects, project] : projects.map((p, i) => (i === editing ? project : p)));
    setEditing(null);
  };

  return (
    <FormSection title="Project Experience">
      {projects.map((project, index) => {
        const messages = rowMessages(errors?.[index]);
        const messagesId = `${listErrorId}-${index}`;
        return (
          <Paper
            key={index}
            component="article"
            aria-label={project.projectName}
            variant="outlined"
            sx={{ p: 2, borderRadius: 2, borderColor: messages.length > 0 ? 'error.main' : undefined }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {project.projectName}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {project.projectType}
                </Typography>
                <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                  {project.projectDescription}
                </Typography>
                <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 0.75 }}>
                  {project.projectSkills?.map((skill) => (
                    <Chip key={skill} label={skill} size="small" />
                  ))}
                </Stack>
                {messages.length > 0 && (
                  <FormHelperText id={messagesId} error component="div">
                    {messages.map((message) => (
                      <div key={message}>{message}</div>
                    ))}
                  </FormHelperText>
                )}
              </Box>
              {/* Named after the row: a failure in a saved project focuses the way to fix it. */}
              <IconButton
                name={`projectExperience.${index}`}
                aria-label={`Edit project ${project.projectName}`}
                aria-describedby={messages.length > 0 ? messagesId : undefined}
                onClick={() => setEditing(index)}
              >
                <EditRoundedIcon />
              </IconButton>
              <IconButton
                aria-label={`Remove project ${project.projectName}`}
                onClick={() => onChange(projects.filter((_, i) => i !== index))}
              >
                <DeleteOutlineRoundedIcon />
              </IconButton>
            </Stack>
          </Paper>
        );
      })}
      <AddToListButton
        label="Add Project"
        buttonRef={addButtonRef}
        onClick={() => setEditing('new')}
        error={listError}
        errorId={listErrorId}
      />
      {editing !== null && (
        <ProjectDialog
          mode={editing === 'new' ? 'add' : 'edit'}
          initial={editing === 'new' ? emptyProject() : (projects[editing] ?? emptyProject())}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
    </FormSection>
  );
}
