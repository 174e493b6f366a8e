import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { missingProjectFields, projectMessages, type Project } from '@quillbid/shared';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { ChipInput } from '../../components/ChipInput';

interface ProjectDialogProps {
  mode: 'add' | 'edit';
  initial: Project;
  onSave: (project: Project) => void;
  onClose: () => void;
}

/** The 'Add Project' and 'Edit Project' modals; mount it only while open so it starts from `initial`. */
export function ProjectDialog({ mode, initial, onSave, onClose }: ProjectDialogProps) {
  const titleId = useId();
  const [project, setProject] = useState(initial);
  const set = (patch: Partial<Project>) => setProject({ ...project, ...patch });

  const save = () => {
    const missing = missingProjectFields(project);
    if (missing.length > 0) {
      toast.error(mode === 'add' ? projectMessages.missingFields(missing) : projectMessages.editIncomplete);
      return;
    }
    onSave(project);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{mode === 'add' ? 'Add Project' : 'Edit Project'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Project Name"
            value={project.projectName}
            onChange={(event) => set({ projectName: event.target.value })}
          />
          <ChipInput
            label="Project Type"
            single
            values={project.projectType === '' ? [] : [project.projectType]}
            onChange={(types) => set({ projectType: types[0] ?? '' })}
          />
          <TextField
            label="Project Description"
            multiline
            minRows={3}
            value={project.projectDescription}
            onChange={(event) => set({ projectDescription: event.target.value })}
          />
          <TextField
            label="Project Link (optional)"
            type="url"
            value={project.projectLink ?? ''}
            onChange={(event) => set({ projectLink: event.target.value })}
          />
          <ChipInput
            label="Project Skills"
            values={project.projectSkills}
            onChange={(projectSkills) => set({ projectSkills })}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} color="inherit">
          Cancel
        </Button>
        <Button onClick={save} variant="contained">
          {mode === 'add' ? 'Add' : 'Save Changes'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
