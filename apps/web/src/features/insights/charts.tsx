import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
// Subpath imports keep the charts in the insights page's lazy chunk, and out of every other page's.
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatDayShort } from '../../lib/format';

/** A chart draws rates as whole percentages; null (nothing sent) leaves a gap. */
export const toPercent = (rate: number | null): number | null => (rate === null ? null : Math.round(rate * 100));
const percentLabel = (value: number | null) => (value === null ? '—' : `${value}%`);
const percentAxis = { min: 0, max: 100, valueFormatter: (value: number) => `${value}%` };

/** The series every chart draws: the reply rate of each point, in percent. */
const replyRateSeries = (points: { replyRate: number | null }[], color: string) => ({
  data: points.map(({ replyRate }) => toPercent(replyRate)),
  label: 'Reply rate',
  color,
  valueFormatter: percentLabel,
});

/** Charts follow the MUI theme (axes, grid, tooltip); the series takes the theme's primary colour. */
function useChartLook() {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return { color: theme.palette.primary.main, phone };
}

interface WeeklyPoint {
  week: string;
  replyRate: number | null;
}

export function WeeklyReplyChart({ weeks }: { weeks: WeeklyPoint[] }) {
  const { color, phone } = useChartLook();
  return (
    <LineChart
      height={phone ? 220 : 280}
      xAxis={[{ scaleType: 'point', data: weeks.map(({ week }) => week), valueFormatter: formatDayShort }]}
      yAxis={[{ ...percentAxis, width: 48 }]}
      series={[
        {
          ...replyRateSeries(weeks, color),
          connectNulls: true,
          // A week on its own has no line to draw: its mark shows it.
          showMark: true,
        },
      ]}
      grid={{ horizontal: true }}
      hideLegend
    />
  );
}

interface BarPoint {
  label: string;
  replyRate: number | null;
}

/** Reply rate per category, one horizontal bar each: long category names read along their own row. */
export function CategoryReplyChart({ bars }: { bars: BarPoint[] }) {
  const { color, phone } = useChartLook();
  return (
    <BarChart
      layout="horizontal"
      height={Math.max(160, bars.length * (phone ? 40 : 48) + 60)}
      yAxis={[{ scaleType: 'band', data: bars.map(({ label }) => label), width: phone ? 112 : 220 }]}
      xAxis={[percentAxis]}
      series={[replyRateSeries(bars, color)]}
      grid={{ vertical: true }}
      hideLegend
    />
  );
}

/** Reply rate per length band, shortest first. */
export function LengthReplyChart({ bars }: { bars: BarPoint[] }) {
  const { color, phone } = useChartLook();
  return (
    <BarChart
      height={phone ? 240 : 280}
      xAxis={[{ scaleType: 'band', data: bars.map(({ label }) => label) }]}
      yAxis={[{ ...percentAxis, width: 48 }]}
      series={[replyRateSeries(bars, color)]}
      grid={{ horizontal: true }}
      hideLegend
    />
  );
}
