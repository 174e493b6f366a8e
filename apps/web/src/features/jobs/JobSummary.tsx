import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { JobPost } from './jobPost';

export function JobSummary({ job }: { job: JobPost }) {
  return (
    <Card variant="outlined" component="section" aria-label="Job">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {job.jobTitle}
        </Typography>
        {job.jobLink && (
          <Link href={job.jobLink} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
            {job.jobLink}
          </Link>
        )}
        <Typography
          color="text.secondary"
          sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: 220, overflowY: 'auto' }}
        >
          {job.jobDescription}
        </Typography>
      </CardContent>
    </Card>
  );
}
