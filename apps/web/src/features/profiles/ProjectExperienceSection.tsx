import AddRoundedIcon from '@mui/icons-material/AddRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Project } from '@quillbid/shared';
import { useState } from 'react';
import { FormSection } from './FormSection';
import { emptyProject } from './profileDraft';
import { ProjectDialog } from './ProjectDialog';

interface ProjectExperienceSectionProps {
  value: Project[];
  onChange: (projects: Project[]) => void;
}

/** `editing` is the index of the project in the 'Edit Project' modal, or 'new' for 'Add Project'. */
type Editing = number | 'new' | null;

export function ProjectExperienceSection({ value, onChange }: ProjectExperienceSectionProps) {
  const [editing, setEditing] = useState<Editing>(null);

  const save = (project: Project) => {
    onChange(editing === 'new' ? [...value, project] : value.map((p, i) => (i === editing ? project : p)));
    setEditing(null);
  };

  return (
    <FormSection title="Project Experience">
      {value.map((project, index) => (
        <Paper
          key={index}
          component="article"
          aria-label={project.projectName}
          variant="outlined"
          sx={{ p: 2, borderRadius: 2 }}
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
                {project.projectSkills.map((skill) => (
                  <Chip key={skill} label={skill} size="small" />
                ))}
              </Stack>
            </Box>
            <IconButton aria-label={`Edit project ${project.projectName}`} onClick={() => setEditing(index)}>
              <EditRoundedIcon />
            </IconButton>
            <IconButton
              aria-label={`Remove project ${project.projectName}`}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
            >
              <DeleteOutlineRoundedIcon />
            </IconButton>
          </Stack>
        </Paper>
      ))}
      <Box>
        <Button startIcon={<AddRoundedIcon />} onClick={() => setEditing('new')}>
          Add Project
        </Button>
      </Box>
      {editing !== null && (
        <ProjectDialog
          mode={editing === 'new' ? 'add' : 'edit'}
          initial={editing === 'new' ? emptyProject() : (value[editing] ?? emptyProject())}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
    </FormSection>
  );
}
