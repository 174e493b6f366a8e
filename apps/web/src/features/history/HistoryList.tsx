import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import VisibilityRoundedIcon from '@mui/icons-material/VisibilityRounded';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { historyExcerpt, type Job, type ProposalStatus } from '@quillbid/shared';
import { formatLongDateTime, formatTimeAgo } from '../../lib/format';
import { StatusMenu } from './StatusMenu';

interface HistoryListProps {
  jobs: Job[];
  onView: (job: Job) => void;
  onDelete: (job: Job) => void;
  onStatusChange: (job: Job, status: ProposalStatus) => void;
  /** The proposal whose status change is on its way to the server, if any. */
  pendingJobId?: string;
}

export function HistoryList({ jobs, onView, onDelete, onStatusChange, pendingJobId }: HistoryListProps) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3 }}>
      <List aria-label="Proposals">
        {jobs.map((job, index) => (
          <ListItem
            key={job._id}
            // A line between rows only: under the last one it would cross the rounded corner.
            divider={index < jobs.length - 1}
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
              secondary={
                <>
                  <Box component="span" sx={{ display: 'block' }}>
                    {historyExcerpt(job.jobDescription)}
                  </Box>
                  <Box
                    component="span"
                    sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5, mt: 1 }}
                  >
                    <StatusMenu
                      status={job.status}
                      onChange={(status) => onStatusChange(job, status)}
                      pending={pendingJobId === job._id}
                    />
                    {/* The full moment on hover; the view dialog shows it too, for touch screens. */}
                    <Box
                      component="time"
                      dateTime={job.createdAt}
                      title={formatLongDateTime(job.createdAt)}
                      sx={{ typography: 'caption', color: 'text.secondary' }}
                    >
                      {formatTimeAgo(job.createdAt)}
                    </Box>
                  </Box>
                </>
              }
              slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
