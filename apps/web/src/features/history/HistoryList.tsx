import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import VisibilityRoundedIcon from '@mui/icons-material/VisibilityRounded';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { historyExcerpt, type Job } from '@quillbid/shared';

interface HistoryListProps {
  jobs: Job[];
  onView: (job: Job) => void;
  onDelete: (job: Job) => void;
}

export function HistoryList({ jobs, onView, onDelete }: HistoryListProps) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3 }}>
      <List aria-label="Proposals">
        {jobs.map((job) => (
          <ListItem
            key={job._id}
            divider
            aria-label={job.jobTitle}
            secondaryAction={
              <>
                <IconButton onClick={() => onView(job)} aria-label={`View ${job.jobTitle}`}>
                  <VisibilityRoundedIcon />
                </IconButton>
                <IconButton onClick={() => onDelete(job)} aria-label={`Delete ${job.jobTitle}`} color="error">
                  <DeleteOutlineRoundedIcon />
                </IconButton>
              </>
            }
            sx={{ pr: 13 }}
          >
            <ListItemText
              primary={job.jobTitle}
              secondary={historyExcerpt(job.jobDescription)}
              slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
