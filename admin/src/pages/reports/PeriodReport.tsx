import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { downloadCSV, Title } from 'react-admin';
import { csvOf, type AnyRecord, type CsvColumn } from '../../../../resources';
import { failureText, getData } from '../../api/http';
import { useLatestAnswer } from '../../api/latestAnswer';
import { aprilYearStart, parseTypedDate, showDate } from '../../components/typedDate';
import { PrintButton } from './PrintButton';
import { REPORT_BAR_SX } from '../../components/reportBar';
import { ReportDateField, ReportKeys } from '../../components/ReportDateField';
import { workingDate, workingYearStart } from '../../api/workingDate';

type Csv = ReadonlyArray<CsvColumn<AnyRecord>>;
type Period = { FromDate: string; ToDate: string };

/**
 * A report over a period typed as DD-MM-YYYY (the day book, the sales register): read on arrival
 * and again on Show or Enter on the To date (Enter on From moves to To); without a To date the
 * period is the From day.
 */
export function usePeriodReport<T extends Period>(o: {
  path: string; // /api/daybook
  failure: string; // said when it cannot be read
  from: string; // YYYY-MM-DD the screen opens with
}) {
  const yearStart = workingYearStart();
  const [from, setFrom] = useState(showDate(o.from));
  const [to, setTo] = useState(showDate(workingDate()));
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string>();
  const latest = useLatestAnswer();
  const load = () => {
    const f = parseTypedDate(from, yearStart);
    const t = parseTypedDate(to, yearStart) ?? f;
    if (!f || !t) return setError('Type the dates as DD-MM-YYYY.');
    latest(getData<T>(`${o.path}?FromDate=${f}&ToDate=${t}`)).then(
      (d) => {
        setData(d);
        setError(undefined);
      },
      (e: unknown) => setError(failureText(e, o.failure)),
    );
  };
  useEffect(load, []);
  return { from, setFrom, to, setTo, data, error, load };
}

/** The report's title, its two dates, Show, Export CSV of its rows and Print of the same period. */
export function PeriodBar<T extends Period>({
  title,
  report,
  period,
  csv,
  rows,
}: {
  title: string;
  report: string; // its print name: /api/print/<report>
  period: ReturnType<typeof usePeriodReport<T>>;
  csv: Csv;
  rows: (data: T) => AnyRecord[];
}) {
  const { data, load } = period;
  return (
    <>
      <Title title={title} />
      <ReportKeys onShow={load}>
        <Stack direction="row" spacing={2} sx={REPORT_BAR_SX}>
          <Typography variant="h6">{title}</Typography>
          <ReportDateField label="From" value={period.from} onChange={period.setFrom} autoFocus />
          <ReportDateField label="To" value={period.to} onChange={period.setTo} />
          <Button onClick={load}>Show</Button>
          <Button
            disabled={!data}
            onClick={() => data && downloadCSV(csvOf(csv, rows(data)), title)}
          >
            Export CSV
          </Button>
          <PrintButton
            report={report}
            query={data && `FromDate=${data.FromDate}&ToDate=${data.ToDate}`}
          />
        </Stack>
      </ReportKeys>
      {period.error && <Typography color="error">{period.error}</Typography>}
    </>
  );
}
