import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { explainFit, fitLabels, type Profile, type ProfileFit } from '@quillbid/shared';

interface JobFitListProps {
  fits: ProfileFit[];
  profiles: Profile[];
}

/**
 * How well each profile fits the job, best first, and why: the required skills it has and lacks, the
 * nice-to-have ones apart, or, when the post asks for no skills, what the profile has in common with the work.
 */
export function JobFitList({ fits, profiles }: JobFitListProps) {
  const names = new Map(profiles.map((profile) => [profile._id, profile.profileName]));
  return (
    <Card variant="outlined" component="section" aria-label={fitLabels.heading}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {fitLabels.heading}
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
  const { summary, detail, required, niceToHave } = explainFit(fit);
  return (
    <li aria-label={name}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
        <Typography color="text.secondary">{`${fit.score}/100`}</Typography>
      </Stack>
      <LinearProgress variant="determinate" value={fit.score} aria-label={`${name} fit`} sx={{ my: 0.75 }} />
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {summary}
      </Typography>
      {detail && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {detail}
        </Typography>
      )}
      {required.matched.length > 0 && (
        <Stack
          component="ul"
          direction="row"
          aria-label={fitLabels.matchedSkills}
          sx={{ flexWrap: 'wrap', gap: 0.75, m: 0, mt: 0.75, p: 0 }}
        >
          {required.matched.map((skill) => (
            <Chip key={skill} component="li" label={skill} size="small" color="success" variant="outlined" />
          ))}
        </Stack>
      )}
      {required.missing.length > 0 && <Detail>{fitLabels.missing(required.missing)}</Detail>}
      {niceToHave.matched.length > 0 && <Detail>{fitLabels.niceToHaveHas(niceToHave.matched)}</Detail>}
      {niceToHave.missing.length > 0 && <Detail>{fitLabels.niceToHaveMissing(niceToHave.missing)}</Detail>}
    </li>
  );
}

function Detail({ children }: { children: string }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  );
}
