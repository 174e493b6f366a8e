import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Profile, ProfileFit } from '@quillbid/shared';

interface JobFitListProps {
  fits: ProfileFit[];
  profiles: Profile[];
}

/** How well each profile fits the job, best first: the score, the job's skills it has and the ones it lacks. */
export function JobFitList({ fits, profiles }: JobFitListProps) {
  const names = new Map(profiles.map((profile) => [profile._id, profile.profileName]));
  return (
    <Card variant="outlined" component="section" aria-label="Job fit">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Job fit
        </Typography>
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {fits.map((fit) => (
            <FitRow key={fit.profileId} fit={fit} name={names.get(fit.profileId) ?? ''} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

function FitRow({ fit, name }: { fit: ProfileFit; name: string }) {
  return (
    <li aria-label={name}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
        <Typography color="text.secondary">{`${fit.score}/100`}</Typography>
      </Stack>
      <LinearProgress variant="determinate" value={fit.score} aria-label={`${name} fit`} sx={{ my: 0.75 }} />
      {fit.matched.length > 0 && (
        <Stack direction="row" aria-label="Matched skills" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
          {fit.matched.map((skill) => (
            <Chip key={skill} label={skill} size="small" color="success" variant="outlined" />
          ))}
        </Stack>
      )}
      {fit.missing.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
          {`Missing: ${fit.missing.join(', ')}`}
        </Typography>
      )}
    </li>
  );
}
