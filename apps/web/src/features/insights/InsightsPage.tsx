import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { insightsMessages } from '@quillbid/shared';
import { useSearchParams } from 'react-router';
import { datesInOrder, DateRangeFields, isIsoDay, type DateRange } from '../../components/DateRangeFields';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { PageSpinner } from '../../components/PageSpinner';
import { useInsights, useOwnedAgencyId } from './api';
import { InsightsReport } from './InsightsReport';
import { TeamSection } from './TeamSection';

const day = (value: string | null) => (value !== null && isIsoDay(value) ? value : '');

/** Which templates and profiles win: what became of the proposals sent, in a range kept in the URL. */
export function InsightsPage() {
  const [params, setParams] = useSearchParams();
  const range: DateRange = { from: day(params.get('from')), to: day(params.get('to')) };
  const inOrder = datesInOrder(range);
  const asked = { from: range.from || undefined, to: range.to || undefined };
  const insights = useInsights(asked, inOrder);
  const agencyId = useOwnedAgencyId();

  const setRange = (next: DateRange) => {
    const query = new URLSearchParams();
    if (next.from) query.set('from', next.from);
    if (next.to) query.set('to', next.to);
    setParams(query, { replace: true });
  };

  return (
    <>
      <PageHeader title="Insights" />
      <Box role="search" aria-label="Date range" sx={{ display: 'flex', mb: 3 }}>
        <DateRangeFields value={range} onChange={setRange} />
      </Box>
      <Stack spacing={3}>
        {inOrder && insights.isPending && <PageSpinner label="Loading insights" />}
        {insights.isError && <Alert severity="error">{insights.error.message}</Alert>}
        {insights.data &&
          (insights.data.totals.sent === 0 ? (
            <EmptyState text={insightsMessages.empty} />
          ) : (
            <InsightsReport insights={insights.data} />
          ))}
        {agencyId !== null && <TeamSection agencyId={agencyId} range={asked} enabled={inOrder} />}
      </Stack>
    </>
  );
}
