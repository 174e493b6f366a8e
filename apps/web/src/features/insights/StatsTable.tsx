import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { insightsMessages, MIN_SENT_TO_COMPARE, type OutcomeStats } from '@quillbid/shared';
import type { ReactNode } from 'react';
import { formatRate } from '../../lib/format';
import { DataTable, type DataRow } from './DataTable';

export interface StatsRow {
  key: string;
  name: string;
  /** A second line under the name (a platform, an e-mail). */
  detail?: string;
  /** Chips beside the name (best on a platform, owner). */
  badges?: ReactNode;
  stats: OutcomeStats;
}

const HEADERS = ['Sent', 'Reply rate', 'Interview rate', 'Hire rate', 'Median words'];

const formatWords = (words: number | null) => (words === null ? '—' : String(Math.round(words)));

/** The figures of one outcome count, in the order of HEADERS. */
export const statsCells = (stats: OutcomeStats): ReactNode[] => [
  stats.sent,
  formatRate(stats.replyRate),
  formatRate(stats.interviewRate),
  formatRate(stats.hireRate),
  formatWords(stats.medianWords),
];

/** Below MIN_SENT_TO_COMPARE, a rate says little: the row says so instead of letting it be compared. */
export function TooFewHint({ sent }: { sent: number }) {
  if (sent >= MIN_SENT_TO_COMPARE) return null;
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.25 }}
    >
      <InfoOutlinedIcon aria-hidden sx={{ fontSize: 14 }} />
      {insightsMessages.tooFew(sent)}
    </Typography>
  );
}

function nameCell({ name, detail, badges, stats }: StatsRow): ReactNode {
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Box component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {name}
        </Box>
        {badges}
      </Box>
      {detail && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {detail}
        </Typography>
      )}
      <TooFewHint sent={stats.sent} />
    </>
  );
}

const toDataRow = (row: StatsRow): DataRow => ({ key: row.key, name: nameCell(row), cells: statsCells(row.stats) });

interface StatsTableProps {
  labelledBy: string;
  /** What a row stands for: 'Template', 'Profile', 'Member'. */
  nameHeader: string;
  rows: StatsRow[];
  total?: StatsRow;
}

/** Sent, reply, interview and hire rates and median length per template, profile or member. */
export function StatsTable({ labelledBy, nameHeader, rows, total }: StatsTableProps) {
  return (
    <DataTable
      labelledBy={labelledBy}
      headers={[nameHeader, ...HEADERS]}
      rows={rows.map(toDataRow)}
      footer={total && toDataRow(total)}
    />
  );
}
