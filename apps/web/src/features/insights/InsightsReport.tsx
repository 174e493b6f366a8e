import EmojiEventsRoundedIcon from '@mui/icons-material/EmojiEventsRounded';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { insightsMessages, LENGTH_BANDS, MIN_SENT_TO_COMPARE, platformLabels, type Insights } from '@quillbid/shared';
import { formatDay, formatRate } from '../../lib/format';
import { ChartSection } from './ChartSection';
import { CategoryReplyChart, LengthReplyChart, WeeklyReplyChart } from './charts';
import { DataTable } from './DataTable';
import { StatsTable, type StatsRow } from './StatsTable';
import { InsightsSection } from './InsightsSection';
import { TotalsSummary } from './TotalsSummary';

const platformName = (platform: string | null): string | undefined =>
  platform === null ? undefined : ((platformLabels as Record<string, string>)[platform] ?? platform);

const compareNote = `Rates from fewer than ${MIN_SENT_TO_COMPARE} sent proposals are marked: too few to tell one from another.`;

function templateRows(templates: Insights['templates']): StatsRow[] {
  return templates.map((template, index) => {
    const platform = platformName(template.platform);
    return {
      key: template.templateId ?? `deleted-${index}`,
      name: template.title,
      detail: platform,
      badges: template.best && platform !== undefined && (
        <Chip
          size="small"
          color="success"
          icon={<EmojiEventsRoundedIcon />}
          label={insightsMessages.bestForPlatform(platform)}
        />
      ),
      stats: template,
    };
  });
}

const profileRows = (profiles: Insights['profiles']): StatsRow[] =>
  profiles.map((profile, index) => ({
    key: profile.profileId ?? `deleted-${index}`,
    name: profile.name,
    stats: profile,
  }));

/** Length bands in the order of LENGTH_BANDS (shortest first), whatever order the server listed them in. */
function orderedLengths(lengths: Insights['lengths']): Insights['lengths'] {
  const rank = (band: string) => {
    const index = LENGTH_BANDS.findIndex((known) => known.label === band);
    return index === -1 ? LENGTH_BANDS.length : index;
  };
  return [...lengths].sort((a, b) => rank(a.band) - rank(b.band));
}

/** The figures of a range in which something was sent. */
export function InsightsReport({ insights }: { insights: Insights }) {
  const lengths = orderedLengths(insights.lengths);
  return (
    <Stack spacing={3}>
      <TotalsSummary totals={insights.totals} />
      {insights.templates.length > 0 && (
        <InsightsSection title="By template" description={compareNote}>
          {({ headingId: labelledBy }) => (
            <StatsTable labelledBy={labelledBy} nameHeader="Template" rows={templateRows(insights.templates)} />
          )}
        </InsightsSection>
      )}
      {insights.profiles.length > 0 && (
        <InsightsSection title="By profile">
          {({ headingId: labelledBy }) => (
            <StatsTable labelledBy={labelledBy} nameHeader="Profile" rows={profileRows(insights.profiles)} />
          )}
        </InsightsSection>
      )}
      {insights.weekly.length > 0 && (
        <ChartSection
          title="Reply rate over time"
          description="Share of the proposals written each week (from Monday) that got a reply."
          chart={<WeeklyReplyChart weeks={insights.weekly} />}
          table={(labelledBy) => (
            <DataTable
              labelledBy={labelledBy}
              headers={['Week of', 'Sent', 'Replied', 'Reply rate']}
              rows={insights.weekly.map((week) => ({
                key: week.week,
                name: formatDay(week.week),
                cells: [week.sent, week.replied, formatRate(week.replyRate)],
              }))}
            />
          )}
        />
      )}
      {insights.categories.length > 0 && (
        <ChartSection
          title="Reply rate by job category"
          description="Share of the proposals sent for each kind of job that got a reply."
          chart={
            <CategoryReplyChart
              bars={insights.categories.map(({ category, replyRate }) => ({ label: category, replyRate }))}
            />
          }
          table={(labelledBy) => (
            <DataTable
              labelledBy={labelledBy}
              headers={['Category', 'Sent', 'Replied', 'Reply rate']}
              rows={insights.categories.map((category) => ({
                key: category.category,
                name: category.category,
                cells: [category.sent, category.replied, formatRate(category.replyRate)],
              }))}
            />
          )}
        />
      )}
      {lengths.length > 0 && (
        <ChartSection
          title="Reply rate by length"
          description="Share of the proposals of each length that got a reply."
          chart={<LengthReplyChart bars={lengths.map(({ band, replyRate }) => ({ label: band, replyRate }))} />}
          table={(labelledBy) => (
            <DataTable
              labelledBy={labelledBy}
              headers={['Length', 'Sent', 'Replied', 'Reply rate']}
              rows={lengths.map((length) => ({
                key: length.band,
                name: length.band,
                cells: [length.sent, length.replied, formatRate(length.replyRate)],
              }))}
            />
          )}
        />
      )}
    </Stack>
  );
}
